import type { BrowserContext, Page } from "@playwright/test";
import { createAccount, signInBrowser } from "./accounts.ts";
import { expect, open, type SiteLocale, sites, test } from "./fixtures.ts";

/**
 * The service worker in Chromium (app/sw/service-worker.ts): pages opened before show without a
 * network, an unopened page shows our offline page, and signing out leaves no personal page behind.
 * The server's side (manifest, /sw.js, the offline page) is tests/worker/offline.test.ts.
 */
test.use({ serviceWorkers: "allow" });

const OFFLINE = { id: "Anda sedang offline", en: "You are offline" } as const;
const LOG_OUT = { id: "Keluar", en: "Log out" } as const;

async function setOffline(context: BrowserContext, offline: boolean) {
  await context.setOffline(offline);
}

/** Whether the page's service worker keeps a copy of `url` (runs in the page). */
async function isKept(url: string): Promise<boolean> {
  const storage = (globalThis as unknown as { caches: { match(url: string): Promise<unknown> } }).caches;
  return (await storage.match(url)) !== undefined;
}

async function heading(page: Page) {
  return (await page.locator("h1").first().textContent())?.trim();
}

for (const locale of ["id", "en"] as SiteLocale[]) {
  test(`${locale}: opened pages show offline, others the offline page, and sign-out leaves no profile`, async ({
    page,
    context,
  }) => {
    const site = sites[locale];
    await open(page, `${site}/activity`);
    const catalogue = await heading(page);
    // The first page loaded before the worker ran: it hands its address over to be kept.
    await expect.poll(() => page.evaluate(isKept, page.url())).toBe(true);
    await open(page, `${site}/booking`);
    const lookup = await heading(page);

    await setOffline(context, true);
    await page.reload();
    expect(await heading(page)).toBe(lookup);
    await expect(page.getByRole("status").filter({ hasText: OFFLINE[locale] })).toBeVisible();
    await page.goto(`${site}/activity`);
    expect(await heading(page)).toBe(catalogue);
    await page.goto(`${site}/destination`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(OFFLINE[locale]);
    await setOffline(context, false);

    const account = await createAccount("Ketut Offline");
    await signInBrowser(page, site, account);
    await open(page, `${site}/profile`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(account.name);
    await page.getByRole("main").getByRole("button", { name: LOG_OUT[locale] }).click();
    await page.waitForURL(`${site}/login`);

    await setOffline(context, true);
    await page.goto(`${site}/profile`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(OFFLINE[locale]);
    await expect(page.getByText(account.name)).toHaveCount(0);
    await page.goto(`${site}/activity`);
    expect(await heading(page)).toBe(catalogue);
  });
}
