import { TAPPED_BEFORE_CODE } from "#domain/before-code.ts";
import { HEART_TAPPED_BEFORE_CODE } from "#domain/wishlist.ts";

/**
 * A page's JavaScript waits until the first screen is on it. React Router writes a
 * `<link rel="modulepreload">` for each of the page's ~25 modules and one inline
 * `<script type="module">` that imports them, so a phone fetches ~140 KB of scripts while it is
 * still fetching the stylesheet and the first picture, on the same slow line. The page is whole
 * without them (server-rendered HTML, links and forms that work); they only make it interactive.
 *
 * The rewrite holds the module script back (an unknown `type` is not run) with the list of its
 * preloads, and a small script at the end of <body> starts both (the preloads a few per task, then
 * the script) once the browser has painted and the page's first picture has come, at the visitor's
 * first touch or key press, or after three seconds, whichever comes first. React hydrates afterwards as before; it skips the preloads and
 * the script added at the ends of <head> and <body>.
 *
 * Until the page has hydrated, a tap on a button that needs the page's code would be lost, so a
 * few lines in <head> (`BEFORE_CODE`) take it: a tab is switched at once with its panel on the
 * server's HTML, and the tabs' components start from the tab chosen so (`useFirstTab`,
 * app/lib/hydrating.ts); any other button (Book now, the menu, a package) is marked, and the root
 * clicks it again once the page has hydrated (`replayTapBeforeCode`, app/root.tsx). From then on
 * (`data-hydrated` on <html>) the page is React's alone.
 *
 * The starter runs only a held script that carries the page's CSP nonce: text injected into the
 * page (a review's, say) cannot know the nonce of a render that came after it, so a held script
 * it smuggled in stays inert, as the policy would keep a plain one.
 * See docs/decisions/0026-scripts-after-first-paint.md.
 */
export const HELD_MODULE_TYPE = "text/x-after-first-paint";

const HEAD_END = "</head>";
const BODY_END = "</body>";
const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*>/g;
const INLINE_MODULE_SCRIPT = /<script((?:(?! src=)[^>])*?) type="module"((?:(?! src=)[^>])*)>/g;

/** A worker that loads the browser's number formatting off the main thread (public/intl-warmup.js). */
const INTL_WARMUP = "/intl-warmup.js";

/**
 * How many module preloads the starter adds in one task. Each starts a request, which costs the
 * main thread 0.5-4 ms here (2-15 at Lighthouse's 4x): the ~36 of a page in one task were one
 * long task of about 330 ms at 4x, right after the first paint.
 */
const PRELOADS_PER_TASK = 4;

/**
 * Runs in the page: starts the held modules once the page has painted, and painted its first
 * picture (a decoded picture shows in the next frame); at once if the visitor touches the page
 * or a key before that, since they are about to need them. "Painted" is the browser's first
 * contentful paint entry, where it has the Paint Timing API: a frame can be drawn and yet held
 * back from the screen (headless Chromium here held the first one for about a second after the
 * page's load in one run of three), and scripts started by the frame's callback then raced the
 * paint they were to follow. Elsewhere, the next animation frame.
 */
const STARTER = `(() => {
  const nonce = document.currentScript.nonce;
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    try {
      new Worker("${INTL_WARMUP}", { name: document.documentElement.lang });
    } catch {}
    for (const held of document.querySelectorAll('script[type="${HELD_MODULE_TYPE}"]')) {
      if (held.nonce !== nonce) continue;
      const hrefs = held.dataset.preload.split(" ").filter(Boolean);
      const preloadSome = () => {
        for (const href of hrefs.splice(0, ${PRELOADS_PER_TASK})) {
          const preload = document.createElement("link");
          preload.rel = "modulepreload";
          preload.href = href;
          document.head.append(preload);
        }
        if (hrefs.length > 0) return setTimeout(preloadSome);
        const script = document.createElement("script");
        script.type = "module";
        script.nonce = nonce;
        script.textContent = held.textContent;
        document.body.append(script);
      };
      preloadSome();
    }
  };
  const afterPaint = (then) => requestAnimationFrame(() => setTimeout(then));
  const afterFirstPaint = (then) => {
    const paintTimed = typeof PerformanceObserver === "function" && (PerformanceObserver.supportedEntryTypes || []).includes("paint");
    if (!paintTimed) return afterPaint(then);
    new PerformanceObserver((entries, observer) => {
      if (entries.getEntriesByName("first-contentful-paint").length === 0) return;
      observer.disconnect();
      setTimeout(then);
    }).observe({ type: "paint", buffered: true });
  };
  const afterFirstPicture = () => {
    const picture = document.querySelector('img[fetchpriority="high"]');
    if (!picture) return start();
    picture.decode().then(() => afterPaint(start), start);
  };
  afterFirstPaint(afterFirstPicture);
  setTimeout(start, 3000);
  for (const type of ["pointerdown", "keydown"]) addEventListener(type, start, { capture: true, once: true, passive: true });
})();`.replace(/\n\s*/g, "");

/**
 * Runs in the page from <head> until it has hydrated: a tap (or Enter, Space) on a tab selects it
 * and shows its panel, as the tabs' components do (WAI-ARIA tabs, the styles keyed on
 * aria-selected); one on another button is marked for the root to click again (the last one
 * counts). Submit buttons are left out: a form works without the page's code. A wishlist heart has
 * a script of its own, which comes after hydration: a tap on one is marked until that script says
 * it is there (`data-hearts` on <html>), and it presses the heart then (app/lib/wishlist-client.ts).
 */
const BEFORE_CODE = `document.addEventListener("click", (event) => {
  const target = event.target instanceof Element ? event.target : null;
  const heart = target && target.closest("button[data-wish]");
  if (heart) {
    if (document.documentElement.dataset.hearts) return;
    for (const earlier of document.querySelectorAll("[${HEART_TAPPED_BEFORE_CODE}]")) earlier.removeAttribute("${HEART_TAPPED_BEFORE_CODE}");
    heart.setAttribute("${HEART_TAPPED_BEFORE_CODE}", "");
    return;
  }
  if (document.documentElement.dataset.hydrated) return;
  const tab = target && target.closest('[role="tab"][aria-controls]');
  const list = tab && tab.closest('[role="tablist"]');
  if (list) {
    for (const each of list.querySelectorAll('[role="tab"][aria-controls]')) {
      const chosen = each === tab;
      each.setAttribute("aria-selected", String(chosen));
      each.tabIndex = chosen ? 0 : -1;
      document.getElementById(each.getAttribute("aria-controls"))?.toggleAttribute("hidden", !chosen);
    }
    return;
  }
  const button = target && target.closest('button[type="button"]');
  if (!button) return;
  for (const earlier of document.querySelectorAll("[${TAPPED_BEFORE_CODE}]")) earlier.removeAttribute("${TAPPED_BEFORE_CODE}");
  button.setAttribute("${TAPPED_BEFORE_CODE}", "");
});`.replace(/\n\s*/g, "");

const hrefOf = (tag: string) => / href="([^"]+)"/.exec(tag)?.[1];

/** The page with its module preloads and module script held until the first paint. */
export function scriptsAfterFirstPaint(html: string, nonce: string): string {
  const headEnd = html.indexOf(HEAD_END);
  const bodyEnd = html.lastIndexOf(BODY_END);
  if (headEnd < 0 || bodyEnd < headEnd) return html;
  const head = html.slice(0, headEnd);
  const body = html.slice(headEnd, bodyEnd);
  if (body.search(INLINE_MODULE_SCRIPT) < 0) return html;
  const preloads = (head.match(MODULE_PRELOAD) ?? []).map(hrefOf).filter((href) => href !== undefined);
  const heldBody = body.replace(
    INLINE_MODULE_SCRIPT,
    (_tag, before: string, after: string) =>
      `<script${before} type="${HELD_MODULE_TYPE}" data-preload="${preloads.join(" ")}"${after}>`,
  );
  const starter = `<script nonce="${nonce}">${STARTER}</script>`;
  const beforeCode = `<script nonce="${nonce}">${BEFORE_CODE}</script>`;
  return head.replace(MODULE_PRELOAD, "") + beforeCode + heldBody + starter + html.slice(bodyEnd);
}
