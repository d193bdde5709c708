/**
 * The system Chromium the browser tests and `npm run lighthouse` drive, with the same flags: no
 * sandbox (CI runs as root), no GPU, and none of the background traffic that would disturb a
 * measurement. CHROMIUM_PATH overrides /usr/bin/chromium.
 */
export const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

export const HEADLESS_CHROMIUM_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];
