import { AxeBuilder } from "@axe-core/playwright";
import { test as base, expect, type Page } from "@playwright/test";

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

/** No serious or critical accessibility violation (axe-core, WCAG 2 A and AA rules). */
export async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`);
  expect(serious).toEqual([]);
}
