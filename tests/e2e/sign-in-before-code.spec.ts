/**
 * The log-in and register forms on a slow phone: what is typed before the page's code has arrived
 * stays, a press before then still signs in (a plain post), and so does a browser without JavaScript.
 */
import type { Page } from "@playwright/test";
import { E2E_OPERATOR } from "../support/e2e-operator.ts";
import { newEmail, RATE_LIMITED_TIMEOUT } from "./accounts.ts";
import { expect, sites, test } from "./fixtures.ts";

test.use({ viewport: { width: 390, height: 844 } });

/** Holds every script of the page until the returned function lets them through, as a slow network does. */
async function holdScripts(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/.+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** Opens `url` as far as its HTML: the page is on screen, its code not yet running. */
async function openBeforeCode(page: Page, url: string) {
  await page.goto(url, { waitUntil: "commit" });
  await expect(page.getByLabel("E-mail")).toBeVisible();
  await expect(page.locator("html")).not.toHaveAttribute("data-hydrated", "true");
}

test("what is typed on /login before the code arrives stays, and the operator signs in to the back office", async ({
  page,
}) => {
  test.setTimeout(RATE_LIMITED_TIMEOUT);
  const release = await holdScripts(page);
  await openBeforeCode(page, `${sites.en}/login`);
  await page.getByLabel("E-mail").fill(E2E_OPERATOR.email);
  await page.getByLabel("Password").fill(E2E_OPERATOR.password);
  release();
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  await expect(page.getByLabel("E-mail")).toHaveValue(E2E_OPERATOR.email);
  await expect(page.getByLabel("Password")).toHaveValue(E2E_OPERATOR.password);
  await page.getByRole("button", { name: "Log in", exact: true }).click();
  await expect(page).toHaveURL(`${sites.en}/admin/bookings`);
});

test("Register pressed before the code arrives creates the account and signs in", async ({ page }) => {
  test.setTimeout(RATE_LIMITED_TIMEOUT);
  const release = await holdScripts(page);
  await openBeforeCode(page, `${sites.id}/register`);
  const email = newEmail();
  await page.getByLabel("Nama pengguna").fill("Gede");
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Kata sandi", { exact: true }).fill("kecak-at-sunset");
  await page.getByLabel("Konfirmasi kata sandi").fill("kecak-at-sunset");
  await page.getByRole("button", { name: "Daftar", exact: true }).click();
  release();
  await expect(page).toHaveURL(`${sites.id}/`);
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  expect((await page.request.get(`${sites.id}/api/user`)).status()).toBe(200);
});

test("without JavaScript, /login answers a wrong password in the page's language and then signs in", async ({
  browser,
}) => {
  test.setTimeout(RATE_LIMITED_TIMEOUT);
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await page.goto(`${sites.id}/login`);
  await page.getByLabel("E-mail").fill(E2E_OPERATOR.email);
  await page.getByLabel("Kata sandi").fill("not-the-password");
  await page.getByRole("button", { name: "Masuk", exact: true }).click();
  await expect(page.getByRole("alert")).toContainText("E-mail atau kata sandi salah.");
  await expect(page.getByLabel("E-mail")).toHaveValue(E2E_OPERATOR.email);
  await page.getByLabel("Kata sandi").fill(E2E_OPERATOR.password);
  await page.getByRole("button", { name: "Masuk", exact: true }).click();
  await expect(page).toHaveURL(`${sites.id}/admin/bookings`);
  await context.close();
});
