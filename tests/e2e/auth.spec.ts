import type { Page } from "@playwright/test";
import { expect, expectAccessible, open, sites, test } from "./fixtures.ts";

let accounts = 0;
function newEmail() {
  accounts += 1;
  return `e2e-${Date.now()}-${accounts}@example.com`;
}

async function fillRegistration(page: Page, name: string, email: string, password: string, confirmation = password) {
  await page.getByLabel(/Username|Nama pengguna/).fill(name);
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel(/^(Password|Kata sandi)$/).fill(password);
  await page.getByLabel(/Confirm password|Konfirmasi kata sandi/).fill(confirmation);
}

async function openMenu(page: Page) {
  // Signing in or out ends in a full page load: the menu button only works once React is back.
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  await page.getByRole("button", { name: /Open menu|Buka menu/ }).click();
  return page.getByRole("dialog", { name: "Menu" });
}

test.describe("accounts", () => {
  test("a signed-out visit to the profile goes to login and, after registering, lands on the profile", async ({
    page,
  }) => {
    await open(page, `${sites.en}/profile`);
    await expect(page).toHaveURL(/\/login\?nextUrl=profile$/);
    await page.getByRole("link", { name: "Register" }).click();
    await expect(page).toHaveURL(/\/register\?nextUrl=profile$/);
    const email = newEmail();
    const register = page.getByRole("button", { name: "Register" });
    await fillRegistration(page, "Kadek Ayu", email, "sunrise-at-batur", "sunrise-at-batu");
    await expect(page.getByText("password doesn't match")).toBeVisible();
    await expect(register).toBeDisabled();
    await page.getByLabel("Confirm password").fill("sunrise-at-batur");
    await expect(register).toBeEnabled();
    await register.click();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByRole("heading", { level: 1, name: "Kadek Ayu" })).toBeVisible();
    await expect(page.getByText(email)).toBeVisible();
    const menu = await openMenu(page);
    await expect(menu.getByRole("link", { name: "Profile" })).toBeVisible();
    await expect(menu.getByRole("link", { name: "Log in" })).toHaveCount(0);
  });

  test("signing out from the profile goes to login, and signing in again returns to the profile", async ({ page }) => {
    const email = newEmail();
    await open(page, `${sites.en}/register`);
    await fillRegistration(page, "Putu", email, "rice-terraces-8");
    await page.getByRole("button", { name: "Register" }).click();
    await expect(page).toHaveURL(`${sites.en}/`);
    await open(page, `${sites.en}/profile`);
    await page.getByRole("button", { name: "Log out" }).click();
    await expect(page).toHaveURL(/\/login$/);
    await open(page, `${sites.en}/profile`);
    await expect(page).toHaveURL(/\/login\?nextUrl=profile$/);
    await page.getByLabel("E-mail").fill(email);
    await page.getByLabel("Password").fill("rice-terraces-8");
    await page.getByRole("button", { name: "Log in" }).click();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByText(email)).toBeVisible();
  });

  test("a wrong password shows the server's message in a red bar until Close", async ({ page }) => {
    await open(page, `${sites.id}/login`);
    const submit = page.getByRole("button", { name: "Masuk" });
    await expect(submit).toBeDisabled();
    await page.getByLabel("E-mail").fill("nobody");
    await page.getByLabel("Kata sandi").fill("whatever-1");
    await expect(submit).toBeDisabled();
    await page.getByLabel("E-mail").fill(newEmail());
    await submit.click();
    const bar = page.getByRole("alert");
    await expect(bar).toContainText("E-mail atau kata sandi salah.");
    await page.waitForTimeout(1500);
    await expect(bar).toBeVisible();
    await bar.getByRole("button", { name: "Tutup" }).click();
    await expect(page.getByRole("alert")).toHaveCount(0);
  });

  test("registering an e-mail twice shows the server's message under the e-mail, in Indonesian", async ({ page }) => {
    const email = newEmail();
    await open(page, `${sites.id}/register`);
    await fillRegistration(page, "Ketut", email, "kata-sandi-123");
    await page.getByRole("button", { name: "Daftar" }).click();
    await expect(page).toHaveURL(`${sites.id}/`);
    const menu = await openMenu(page);
    // Signing out reloads home; wait for that page before going on.
    await Promise.all([page.waitForEvent("load"), menu.getByRole("button", { name: "Keluar" }).click()]);
    const signedOutMenu = await openMenu(page);
    await expect(signedOutMenu.getByRole("link", { name: "Masuk" })).toBeVisible();
    await open(page, `${sites.id}/register`);
    await fillRegistration(page, "Ketut", email, "kata-sandi-123");
    await page.getByRole("button", { name: "Daftar" }).click();
    await expect(page.getByText("E-mail ini sudah terdaftar.")).toBeVisible();
  });

  test("Google sign-in through the (fake) provider signs in and comes back", async ({ page }) => {
    await open(page, `${sites.en}/login?nextUrl=profile`);
    await page.getByRole("button", { name: "Continue with Google" }).click();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByText("ayu.lestari@example.com")).toBeVisible();
  });

  test("a returned token that this browser did not ask for is refused", async ({ page }) => {
    await open(page, `${sites.en}/login/callback/google#access_token=google-good&state=forged`);
    await expect(page.getByRole("alert")).toContainText("something went wrong please try again");
  });

  test("login, register and profile pages are accessible", async ({ page }) => {
    await open(page, `${sites.en}/login`);
    await expectAccessible(page);
    await open(page, `${sites.id}/register`);
    await expectAccessible(page);
  });
});
