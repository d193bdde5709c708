import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { type APIRequestContext, test as base, expect, type Locator, type Page } from "@playwright/test";

const port = Number(process.env.E2E_PORT ?? 8790);

/** The two language sites of the running server. */
export const sites = {
  id: `http://localhost:${port}`,
  en: `http://en.localhost:${port}`,
} as const;

export type SiteLocale = keyof typeof sites;

/** Every test fails on a console error or an uncaught exception in the page. */
export const test = base.extend<{ failOnConsoleErrors: undefined; allowedConsoleErrors: RegExp[] }>({
  /** Console errors a test causes on purpose, e.g. a failure it simulates. */
  allowedConsoleErrors: [[], { option: true }],
  failOnConsoleErrors: [
    async ({ page, allowedConsoleErrors }, use) => {
      const errors: string[] = [];
      page.on("console", (message) => {
        if (message.type() !== "error") return;
        const source = message.location().url;
        const status = Number(/status of (\d{3})/.exec(message.text())?.[1] ?? 0);
        // Chromium logs every failed request as an error. Two are expected: a 404 page answers its
        // own document with 404, and the /api answers forms with 4xx (wrong password, taken e-mail).
        const ownDocument = status === 404 && source === page.url();
        const apiRefusal = status >= 400 && status < 500 && new URL(source || page.url()).pathname.startsWith("/api/");
        const allowed = allowedConsoleErrors.some((pattern) => pattern.test(message.text()));
        if (!ownDocument && !apiRefusal && !allowed) errors.push(message.text());
      });
      page.on("pageerror", (error) => errors.push(error.message));
      await use(undefined);
      expect(errors, "console errors").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** Opens a page and waits until React has hydrated it, so clicks reach real handlers. */
/** The CSRF token of `api`'s cookies, asked for first as the web app asks for it. */
export async function xsrfToken(api: APIRequestContext): Promise<string> {
  await api.get("/sanctum/csrf-cookie");
  return (await api.storageState()).cookies.find((cookie) => cookie.name === "XSRF-TOKEN")?.value ?? "";
}

export async function open(page: Page, url: string) {
  const response = await page.goto(url);
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  return response;
}

/** Scrolls home to its end, which brings the sections below its first screen (from /api/index). */
/**
 * Marks the page's document; `isSameDocument` then tells whether a click navigated inside the app
 * (the mark is kept) or loaded a whole new page (the mark is gone).
 */
export async function markDocument(page: Page) {
  await page.evaluate(() => {
    (globalThis as { sameDocument?: boolean }).sameDocument = true;
  });
}

export async function isSameDocument(page: Page): Promise<boolean> {
  return page.evaluate(() => (globalThis as { sameDocument?: boolean }).sameDocument === true);
}

export async function bringHomeSections(page: Page) {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect(page.locator("#popular li").first()).toBeVisible();
}

/** How many lines the element's text takes, counted from the boxes of its text. */
export async function linesOf(element: Locator): Promise<number> {
  return element.evaluate((node) => {
    const range = node.ownerDocument.createRange();
    range.selectNodeContents(node);
    const tops = [...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top));
    return new Set(tops).size;
  });
}

/** axe-core's script, run inside the page under test. */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

/**
 * No serious or critical accessibility violation (axe-core, WCAG 2 A and AA rules) in the page as
 * it is now. axe runs in the page's own document: @axe-core/playwright's builder took three to
 * four times as long per scan, since it finishes every run in a blank page of its own, and our
 * pages have no frames for it to gather.
 *
 * `within` scans only a part the test has just changed (an opened tab, dialog or form) of a page
 * it has already scanned whole: a whole home page costs a scan several times a dialog's.
 */
export async function expectAccessible(page: Page, within?: Locator) {
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(AXE_SOURCE);
  const root = within ? await within.elementHandle() : null;
  const serious = await page.evaluate(async (part) => {
    const axe = (window as unknown as { axe: typeof import("axe-core") }).axe;
    const { violations } = await axe.run(part ?? document, {
      runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"] },
      resultTypes: ["violations"],
    });
    return violations
      .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
      .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`);
  }, root);
  await root?.dispose();
  expect(serious).toEqual([]);
}
