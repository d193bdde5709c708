/**
 * The system Chromium the browser tests, `npm run lighthouse` and the other scripts drive: no
 * sandbox (CI runs as root), no GPU, and none of the background traffic that would disturb a
 * measurement. CHROMIUM_PATH overrides the binary everywhere.
 */
import { accessSync, constants } from "node:fs";

/** The full browser, as a phone's Chrome renders: Lighthouse and the interaction timings measure it. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

const SHARED_FLAGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

export const HEADLESS_CHROMIUM_FLAGS = ["--headless=new", ...SHARED_FLAGS];

/**
 * Only for the browser tests; Lighthouse and the interaction timings keep a phone's browser.
 * - Compositing in the browser's own process instead of a GPU process of its own, which without a
 *   GPU only hands software frames across: a page load cost about 6 % less CPU (five pages in four
 *   contexts, three pairs of runs).
 * - V8's lite mode: no optimizing compilers. A test's page lives a few seconds, and optimizing its
 *   code for a long life was a fifth of the browser tests' CPU (decision 0101).
 */
const TEST_ONLY_FLAGS = ["--in-process-gpu", "--js-flags=--lite-mode"];

/** Debian's package `chromium-headless-shell`: the same engine without the browser's own window. */
const HEADLESS_SHELL = "/usr/bin/chromium-headless-shell";

function isExecutable(path: string): boolean {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/**
 * The browser the browser tests drive: the headless shell when it is installed, as Playwright's own
 * downloads do, since it spends about a fifth less CPU per test than the full browser
 * (docs/decisions/0071-browser-tests-on-the-headless-shell.md); the full chromium otherwise.
 */
export const testBrowser =
  !process.env.CHROMIUM_PATH && isExecutable(HEADLESS_SHELL)
    ? { path: HEADLESS_SHELL, flags: [...SHARED_FLAGS, ...TEST_ONLY_FLAGS] }
    : { path: chromiumPath, flags: [...HEADLESS_CHROMIUM_FLAGS, ...TEST_ONLY_FLAGS] };

/** Whether the browser tests have a browser to drive. */
export const hasTestBrowser = () => isExecutable(testBrowser.path);
