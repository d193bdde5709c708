import { useSyncExternalStore } from "react";

const neverChanges = () => () => {};

/**
 * True while React renders on the server or hydrates the server's HTML, which for a component
 * inside a Suspense boundary can be after the page's first commit; false when React renders in the
 * browser itself, and after hydration (React then renders once more). React reads the server
 * snapshot exactly in those two cases.
 */
export function useHydrating(): boolean {
  return useSyncExternalStore(
    neverChanges,
    () => false,
    () => true,
  );
}

/**
 * The index of the tab to start from: on the page the browser loaded, the one a tap chose before
 * the page's code came (the script in <head>, workers/scripts-after-first-paint.ts, switches tabs
 * on the server's HTML until the page has hydrated); otherwise the first. Hydrating from the tab on
 * screen keeps React's state and the page the same.
 */
export function useFirstTab(tabElementIds: readonly string[]): number {
  const hydrating = useHydrating();
  if (!hydrating || typeof document === "undefined") return 0;
  const chosen = tabElementIds.findIndex((id) => document.getElementById(id)?.getAttribute("aria-selected") === "true");
  return Math.max(chosen, 0);
}
