/**
 * What a page's HTML and its code agree on for the time before the code has come
 * (workers/scripts-after-first-paint.ts writes the script that runs until then, app/root.tsx
 * takes over from it): the mark of the button tapped meanwhile, which the root clicks again once
 * the page has hydrated.
 */
export const TAPPED_BEFORE_CODE = "data-tapped-before-code";
