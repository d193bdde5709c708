import type { BrowserContext, Page } from "@playwright/test";
import { createAccount, signInBrowser } from "./accounts.ts";
import { mailsAbout } from "./booking-flow.ts";
import { confirmedBooking } from "./confirmed-booking.ts";
import { bringHomeSections, expect, open, type SiteLocale, sites, test } from "./fixtures.ts";

/**
 * The service worker in Chromium (app/sw/service-worker.ts): pages opened before show without a
 * network, a guest's voucher too, an unopened page shows our offline page, and signing out leaves
 * no personal page (nor a voucher) behind; nor does a session that ended without it (decision 0035).
 * The server's side (manifest, /sw.js, the offline page) is tests/worker/offline.test.ts.
 */
test.use({ serviceWorkers: "allow" });

const OFFLINE = { id: "Anda sedang offline", en: "You are offline" } as const;
const LOG_OUT = { id: "Keluar", en: "Log out" } as const;
const SHOW_VOUCHER = { id: "Tampilkan voucher", en: "Show the voucher" } as const;

async function setOffline(context: BrowserContext, offline: boolean) {
  await context.setOffline(offline);
}

/**
 * Debian's Chromium 150 starts a document loaded while offline with `navigator.onLine` true, as if
 * its emulated network were on; going offline once more tells the document, as a real phone's
 * "offline" event does.
 */
async function stayOffline(context: BrowserContext) {
  await context.setOffline(false);
  await context.setOffline(true);
}

/** Whether the page's service worker keeps a copy of `url` (runs in the page). */
async function isKept(url: string): Promise<boolean> {
  const storage = (globalThis as unknown as { caches: { match(url: string): Promise<unknown> } }).caches;
  return (await storage.match(url)) !== undefined;
}

async function heading(page: Page) {
  return (await page.locator("h1").first().textContent())?.trim();
}

/**
 * On the Indonesian site only: the service worker is the same code on both sites, and the English
 * site's words this walk read are read elsewhere (the offline page and banner in the English flows
 * below, "Show the voucher" in tests/worker/voucher.test.ts, the profile's "Log out" in
 * auth.spec.ts). Walked on both, it cost the suite 8 CPU-seconds more.
 */
for (const locale of ["id"] as SiteLocale[]) {
  test(`${locale}: opened pages and a guest's voucher show offline, others the offline page, and sign-out leaves neither profile nor voucher`, async ({
    page,
    context,
  }) => {
    const site = sites[locale];
    const booking = await confirmedBooking();
    const voucherPath = `/booking/${booking.reference}/voucher`;
    await expect.poll(() => mailsAbout(booking.reference).some((mail) => mail.includes(voucherPath))).toBe(true);
    await open(page, `${site}/activity`);
    const catalogue = await heading(page);
    // The first page loaded before the worker ran: it hands its address over to be kept.
    await expect.poll(() => page.evaluate(isKept, page.url())).toBe(true);
    await open(page, `${site}/booking`);
    const lookup = await heading(page);
    // The guest follows the confirmation mail's link and gives the booking's e-mail.
    await open(page, `${site}${voucherPath}`);
    await page.getByLabel("E-mail").fill(booking.email);
    await page.getByRole("button", { name: SHOW_VOUCHER[locale] }).click();
    await expect(page.getByTestId("voucher")).toContainText(booking.reference);
    await expect(page).toHaveURL(`${site}${voucherPath}`);

    await setOffline(context, true);
    await page.reload();
    await expect(page.getByTestId("voucher")).toContainText(booking.reference);
    await page.goto(`${site}/booking`);
    expect(await heading(page)).toBe(lookup);
    await stayOffline(context);
    await expect(page.getByRole("status").filter({ hasText: OFFLINE[locale] })).toBeVisible();
    await page.goto(`${site}/activity`);
    expect(await heading(page)).toBe(catalogue);
    await page.goto(`${site}/destination`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(OFFLINE[locale]);
    await setOffline(context, false);

    const account = await createAccount("Ketut Offline");
    await signInBrowser(page, site, account);
    // Signed in, the voucher opens again by its grant, and is kept with the session's pages.
    await open(page, `${site}${voucherPath}`);
    await expect(page.getByTestId("voucher")).toContainText(booking.reference);
    await open(page, `${site}/profile`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(account.name);
    await page.getByRole("main").getByRole("button", { name: LOG_OUT[locale] }).click();
    await page.waitForURL(`${site}/login`);
    // The login page's scripts start after its first paint; the line drops once they have come.
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");

    await setOffline(context, true);
    await page.goto(`${site}/profile`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(OFFLINE[locale]);
    await expect(page.getByText(account.name)).toHaveCount(0);
    await page.goto(`${site}${voucherPath}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(OFFLINE[locale]);
    await page.goto(`${site}/activity`);
    expect(await heading(page)).toBe(catalogue);
    // Online again, the grant is gone too: the voucher asks for the e-mail.
    await setOffline(context, false);
    await open(page, `${site}${voucherPath}`);
    await expect(page.getByRole("button", { name: SHOW_VOUCHER[locale] })).toBeVisible();
    await expect(page.getByTestId("voucher")).toHaveCount(0);
  });
}

test("en: home offline is whole, the rows below its first screen from the copy kept of /api/index", async ({
  page,
  context,
}) => {
  const site = sites.en;
  await open(page, `${site}/`);
  await expect.poll(() => page.evaluate(isKept, page.url())).toBe(true);
  // The second visit runs under the worker, which keeps what the rows need as they come.
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  await bringHomeSections(page);
  await expect.poll(() => page.evaluate(isKept, `${site}/api/index`)).toBe(true);

  await setOffline(context, true);
  await page.reload();
  expect(await heading(page)).toBe("Tours and activities in Bali");
  // The page kept from before says, in the site's language, that the phone is offline.
  await stayOffline(context);
  await expect(page.getByRole("status").filter({ hasText: OFFLINE.en })).toBeVisible();
  await bringHomeSections(page);
  await expect(page.locator("#contact")).toBeVisible();
  // The rows' links are new to React Router's route discovery, which asks the network about them:
  // offline, it is told to open them as documents (their copy or the offline page), not an error.
  const discovery = await page.evaluate(async () => {
    const answer = await fetch("/__manifest?paths=%2Fnot-seen-before&version=offline");
    return [answer.status, answer.headers.get("X-Remix-Reload-Document")];
  });
  expect(discovery).toEqual([204, "true"]);
  await setOffline(context, false);
});

test("en: a session that ended without signing out leaves its personal pages neither kept nor shown offline", async ({
  page,
  context,
}) => {
  const site = sites.en;
  const account = await createAccount("Nyoman Offline");
  await signInBrowser(page, site, account);
  await open(page, `${site}/activity`);
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  await open(page, `${site}/profile`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(account.name);
  await expect.poll(() => page.evaluate(isKept, `${site}/profile`)).toBe(true);

  // The session cookie goes (cleared by the browser, or expired) with no sign-out to tell the worker.
  await context.clearCookies({ name: "bali_session" });
  await open(page, `${site}/activity`);
  await expect.poll(() => page.evaluate(isKept, `${site}/profile`)).toBe(false);

  await setOffline(context, true);
  await page.goto(`${site}/profile`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(OFFLINE.en);
  await expect(page.getByText(account.name)).toHaveCount(0);
  await setOffline(context, false);
});
