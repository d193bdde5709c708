/**
 * React Router preloads every module of the page with `<link rel="modulepreload">` in <head>, at
 * the browser's high priority. On a slow phone network those ~140 KB then share the line with the
 * stylesheet and the first picture, and the page paints later although the HTML already holds all
 * of it. Marking the module preloads `fetchpriority="low"` lets the stylesheet and the largest
 * image go first; the scripts still start at once and hydrate when they arrive.
 *
 * React Router offers no prop for it, so the page's HTML is rewritten up to the end of <head>
 * (the only place the preloads are written); the rest of the page is left untouched.
 */
const PRELOAD = '<link rel="modulepreload"';
const LOW_PRIORITY_PRELOAD = '<link rel="modulepreload" fetchpriority="low"';
const HEAD_END = "</head>";

/** The preloads of the head marked low; whatever follows the head is left as it is. */
export function lowPriorityModulePreloads(html: string): string {
  const end = html.indexOf(HEAD_END);
  if (end < 0) return html.replaceAll(PRELOAD, LOW_PRIORITY_PRELOAD);
  return html.slice(0, end).replaceAll(PRELOAD, LOW_PRIORITY_PRELOAD) + html.slice(end);
}
