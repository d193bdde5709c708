import type { Page, Route } from "@playwright/test";
import { expect, expectAccessible, open, type SiteLocale, sites, test } from "./fixtures.ts";

let accounts = 0;
function newEmail() {
  accounts += 1;
  return `e2e-${Date.now()}-${process.env.TEST_PARALLEL_INDEX}-${accounts}@example.com`;
}

/** What each site says, from locales/ and the server's messages. */
const TEXT = {
  id: {
    checkInbox: "Silakan periksa kotak masuk (dan folder spam) Anda",
    register: "Daftar",
    logIn: "Masuk",
    logOut: "Keluar",
    profile: "Profil",
    close: "Tutup",
    password: "Kata sandi",
    confirmation: "Konfirmasi kata sandi",
    mismatch: "kata sandi tidak cocok",
    usernameRequired: "Nama pengguna wajib diisi.",
    emailRequired: "E-mail wajib diisi.",
    emailInvalid: "E-mail harus valid.",
    passwordRequired: "Kata sandi wajib diisi.",
    passwordTooShort: "Kata sandi minimal 8 karakter.",
    passwordCommon: "Kata sandi ini terlalu umum dan mudah ditebak. Silakan pilih yang lain.",
    repeatPassword: "Silakan ketik ulang kata sandi Anda.",
    wrongCredentials: "E-mail atau kata sandi salah.",
    somethingWrong: "Terjadi kesalahan, silakan coba lagi.",
  },
  en: {
    checkInbox: "Please check your inbox (and spam folder)",
    register: "Register",
    logIn: "Log in",
    logOut: "Log out",
    profile: "Profile",
    close: "Close",
    password: "Password",
    confirmation: "Confirm password",
    mismatch: "password doesn't match",
    usernameRequired: "Username is required.",
    emailRequired: "E-mail is required.",
    emailInvalid: "E-mail must be valid.",
    passwordRequired: "Password is required.",
    passwordTooShort: "Password must be at least 8 characters.",
    passwordCommon: "This password is too common and easy to guess. Please choose another.",
    repeatPassword: "Please type your password again.",
    wrongCredentials: "The e-mail or password is incorrect.",
    somethingWrong: "Something went wrong, please try again.",
  },
} as const;

async function fillRegistration(page: Page, name: string, email: string, password: string, confirmation = password) {
  await page.getByLabel(/Username|Nama pengguna/).fill(name);
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel(/^(Password|Kata sandi)$/).fill(password);
  await page.getByLabel(/Confirm password|Konfirmasi kata sandi/).fill(confirmation);
}

/** The requests signing out makes: a fresh CSRF cookie, then the sign-out itself. */
const SIGN_OUT_CALLS = /\/(sanctum\/csrf-cookie|api\/logout)$/;
/** The side menu's sign-out code, which only a signed-in page fetches. */
const SIGN_OUT_CODE = /\/assets\/SignOutMenuItem-[^/]*\.js/;

/**
 * Does `action` and waits until the page holds a new document. Waiting for a "load" event instead
 * could catch the late load of the page before (still fetching its pictures) and go on too early.
 */
async function replacesDocument(page: Page, action: () => Promise<void>) {
  await page
    .locator("html")
    .evaluate((html: { setAttribute(name: string, value: string): void }) =>
      html.setAttribute("data-old-document", ""),
    );
  await action();
  await expect(page.locator("html[data-old-document]")).toHaveCount(0);
}

async function openMenu(page: Page) {
  // Signing in or out ends in a full page load: the menu button only works once React is back.
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  await page.getByRole("button", { name: /Open menu|Buka menu/ }).click();
  return page.getByRole("dialog", { name: "Menu" });
}

/**
 * The flows below run on one site each, both sites between them (the sites differ in texts; the
 * server's messages in both languages are in tests/worker/auth.test.ts). The register form's own
 * messages, rendered in the browser, are checked on both.
 */
const ONE_SITE: Record<string, SiteLocale> = {
  "a signed-out visit to the profile goes to login and, after registering, lands on the profile": "id",
  "signing out from the profile goes to login, and signing in again returns to the profile": "en",
  "a wrong password shows the server's message in a red bar until Close": "en",
  "the home page after registering shows the signed-in menu, not the copy kept from before": "id",
};

interface Flow {
  name: string;
  run: (page: Page) => Promise<void>;
}

/**
 * Each site's flows, walked one after the other in one tab, each from a fresh load without cookies
 * (the test at the end): a tab of its own per flow cost a renderer's start and a cold first load.
 */
const FLOWS: Record<SiteLocale, Flow[]> = { id: [], en: [] };

/** A per-language flow, kept only for the site that runs it (every site when unlisted). */
function onItsSite(locale: SiteLocale, name: string, run: Flow["run"]) {
  const only = ONE_SITE[name];
  if (only === undefined || only === locale) FLOWS[locale].push({ name, run });
}

for (const locale of ["id", "en"] as SiteLocale[]) {
  const site = sites[locale];
  const text = TEXT[locale];

  // Declared here, walked by the test of each site at the end of the file.
  onItsSite(
    locale,
    "a signed-out visit to the profile goes to login and, after registering, lands on the profile",
    async (page) => {
      await open(page, `${site}/profile`);
      await expect(page).toHaveURL(/\/login\?nextUrl=profile$/);
      await page.getByRole("link", { name: text.register }).click();
      await expect(page).toHaveURL(/\/register\?nextUrl=profile$/);
      const email = newEmail();
      const register = page.getByRole("button", { name: text.register });
      await fillRegistration(page, "Kadek Ayu", email, "sunrise-at-batur", "sunrise-at-batu");
      await register.click();
      await expect(page.getByText(text.mismatch)).toBeVisible();
      await expect(page.getByLabel(text.confirmation)).toBeFocused();
      await page.getByLabel(text.confirmation).fill("sunrise-at-batur");
      await expect(page.getByText(text.mismatch)).toHaveCount(0);
      // The profile comes slowly, as on a busy network: the register page must leave the notice
      // for it rather than show (and use up) the notice itself in the meantime.
      await page.route("**/profile", async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 1500));
        await route.continue();
      });
      await register.click();
      await expect(page).toHaveURL(/\/profile$/);
      const notice = page.getByTestId("registered-notice");
      await expect(notice).toContainText(email);
      await expect(notice).toContainText(text.checkInbox);
      await expect(page.getByRole("heading", { level: 1, name: "Kadek Ayu" })).toBeVisible();
      await expect(page.getByText(email, { exact: true })).toBeVisible();
      await expectAccessible(page);
      const menu = await openMenu(page);
      await expect(menu.getByRole("link", { name: text.profile })).toBeVisible();
      await expect(menu.getByRole("link", { name: text.logIn })).toHaveCount(0);
    },
  );

  onItsSite(
    locale,
    "signing out from the profile goes to login, and signing in again returns to the profile",
    async (page) => {
      const email = newEmail();
      await open(page, `${site}/register`);
      await expectAccessible(page);
      await fillRegistration(page, "Putu", email, "rice-terraces-8");
      await page.getByRole("button", { name: text.register }).click();
      await expect(page).toHaveURL(`${site}/`);
      await open(page, `${site}/profile`);
      await page.getByRole("button", { name: text.logOut }).click();
      await expect(page).toHaveURL(/\/login$/);
      await open(page, `${site}/profile`);
      await expect(page).toHaveURL(/\/login\?nextUrl=profile$/);
      await page.getByLabel("E-mail").fill(email);
      await page.getByLabel(text.password).fill("rice-terraces-8");
      await page.getByRole("button", { name: text.logIn }).click();
      await expect(page).toHaveURL(/\/profile$/);
      await expect(page.getByText(email, { exact: true })).toBeVisible();
    },
  );

  onItsSite(
    locale,
    "the register form says under each field what to fix, in the page's language, with focus on the first",
    async (page) => {
      await open(page, `${site}/register`);
      await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
      const field = (label: RegExp) => page.getByLabel(label, { exact: true });
      const name = field(/^(Username|Nama pengguna)$/);
      const email = page.getByLabel("E-mail");
      const password = field(/^(Password|Kata sandi)$/);
      const register = page.getByRole("button", { name: text.register, exact: true });

      await register.click();
      await expect(name).toBeFocused();
      await expect(name).toHaveAccessibleDescription(text.usernameRequired);
      await expect(email).toHaveAccessibleDescription(text.emailRequired);
      await expect(password).toHaveAccessibleDescription(new RegExp(text.passwordRequired));
      await expect(page.getByText(text.repeatPassword)).toBeVisible();

      await name.fill("Komang");
      await email.fill("komang@");
      await password.fill("short");
      await expect(page.getByText(text.usernameRequired)).toHaveCount(0);
      await expect(page.getByText(text.emailInvalid)).toBeVisible();
      await expect(page.getByText(text.passwordTooShort)).toBeVisible();
      await register.click();
      await expect(email).toBeFocused();

      // What only the server knows (its list of common passwords) comes back under the field too.
      await email.fill(newEmail());
      await password.fill("password");
      await page.getByLabel(text.confirmation).fill("password");
      await register.click();
      await expect(page.getByText(text.passwordCommon)).toBeVisible();
      await expect(password).toBeFocused();
      await expect(page).toHaveURL(/\/register$/);
      await password.fill("sunrise-at-batur");
      await expect(page.getByText(text.passwordCommon)).toHaveCount(0);

      // The confirmation ("password") no longer matches.
      await register.click();
      await expect(page.getByText(text.mismatch)).toBeVisible();
      await expect(page.getByLabel(text.confirmation)).toBeFocused();
    },
  );

  onItsSite(locale, "a wrong password shows the server's message in a red bar until Close", async (page) => {
    await open(page, `${site}/login`);
    await expectAccessible(page);
    const submit = page.getByRole("button", { name: text.logIn, exact: true });
    await page.getByLabel("E-mail").fill("nobody");
    await page.getByLabel(text.password).fill("whatever-1");
    await submit.click();
    await expect(page.getByText(text.emailInvalid)).toBeVisible();
    await expect(page.getByLabel("E-mail")).toBeFocused();
    await page.getByLabel("E-mail").fill(newEmail());
    await submit.click();
    const bar = page.getByRole("alert");
    await expect(bar).toContainText(text.wrongCredentials);
    await page.waitForTimeout(1500);
    await expect(bar).toBeVisible();
    await bar.getByRole("button", { name: text.close }).click();
    await expect(page.getByRole("alert")).toHaveCount(0);
  });

  onItsSite(
    locale,
    "the home page after registering shows the signed-in menu, not the copy kept from before",
    async (page) => {
      await open(page, `${site}/`);
      const signedOut = await openMenu(page);
      await expect(signedOut.getByRole("link", { name: text.logIn })).toBeVisible();
      await open(page, `${site}/register`);
      await fillRegistration(page, "Gede", newEmail(), "kecak-at-sunset");
      await page.getByRole("button", { name: text.register }).click();
      await expect(page).toHaveURL(`${site}/`);
      const signedIn = await openMenu(page);
      await expect(signedIn.getByRole("link", { name: text.profile })).toBeVisible();
      await expect(signedIn.getByRole("link", { name: text.logIn })).toHaveCount(0);
    },
  );
}

test.describe("accounts", () => {
  FLOWS.id.push({
    name: "registering an e-mail twice shows the server's message under the e-mail, in Indonesian",
    run: async (page) => {
      const email = newEmail();
      await open(page, `${sites.id}/register`);
      await fillRegistration(page, "Ketut", email, "kata-sandi-123");
      await page.getByRole("button", { name: "Daftar" }).click();
      await expect(page).toHaveURL(`${sites.id}/`);
      const menu = await openMenu(page);
      // Signing out reloads home; wait for that page before going on.
      await replacesDocument(page, () => menu.getByRole("button", { name: "Keluar" }).click());
      const signedOutMenu = await openMenu(page);
      await expect(signedOutMenu.getByRole("link", { name: "Masuk" })).toBeVisible();
      await open(page, `${sites.id}/register`);
      await fillRegistration(page, "Ketut", email, "kata-sandi-123");
      await page.getByRole("button", { name: "Daftar" }).click();
      await expect(page.getByText("E-mail ini sudah terdaftar.")).toBeVisible();
    },
  });

  test("signing out from the menu without a connection says so in the menu, and works once back online", async ({
    context,
  }) => {
    // The failed requests are logged as console errors, which the shared page fixture counts as
    // failures: this test uses a page of its own.
    const page = await context.newPage();
    const dialogs: string[] = [];
    page.on("dialog", (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await open(page, `${sites.id}/register`);
    await fillRegistration(page, "Wayan", newEmail(), "offline-in-ubud");
    // The menu's sign-out code does not come (a page opened offline from the service worker's
    // copy): the page stays whole and Log out waits disabled; the next page opened online has it.
    const codeUnreachable = (route: Route) => route.abort("internetdisconnected");
    await page.route(SIGN_OUT_CODE, codeUnreachable);
    await page.getByRole("button", { name: "Daftar" }).click();
    await expect(page).toHaveURL(`${sites.id}/`);
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
    const menuWithoutCode = await openMenu(page);
    await expect(menuWithoutCode.getByRole("button", { name: "Keluar" })).toBeDisabled();
    await expect(menuWithoutCode.getByRole("link", { name: "Profil" })).toBeVisible();
    await page.unroute(SIGN_OUT_CODE, codeUnreachable);
    await open(page, `${sites.id}/`);
    const menu = await openMenu(page);
    const logOut = menu.getByRole("button", { name: "Keluar" });
    await expect(logOut).toBeEnabled();
    // The connection drops for exactly the two calls of signing out. Chromium's offline emulation
    // (context.setOffline) also failed the pictures home was still loading, which moved its "load"
    // event to a moment of their timing's choosing; an aborted request is the same failure, always.
    const noConnection = (route: Route) => route.abort("internetdisconnected");
    await page.route(SIGN_OUT_CALLS, noConnection);
    await logOut.click();
    await expect(menu.getByRole("alert")).toHaveText(TEXT.id.somethingWrong);
    expect(dialogs, "no window.alert").toEqual([]);
    await expect(menu.getByRole("link", { name: "Profil" })).toBeVisible();
    await page.unroute(SIGN_OUT_CALLS, noConnection);
    const signedOut = page.waitForResponse((response) => response.url().endsWith("/api/logout"));
    await replacesDocument(page, () => logOut.click());
    expect((await signedOut).ok()).toBe(true);
    await expect(page).toHaveURL(`${sites.id}/`);
    const menuAfter = await openMenu(page);
    await expect(menuAfter.getByRole("link", { name: "Masuk" })).toBeVisible();
    await page.close();
  });

  // Refused before the tab has asked Google for anything: the state it keeps is the tab's own.
  FLOWS.en.push({
    name: "a returned token that this browser did not ask for is refused",
    run: async (page) => {
      await open(page, `${sites.en}/login/callback/google#access_token=google-good&state=forged`);
      await expect(page.getByRole("alert")).toContainText("something went wrong please try again");
    },
  });

  FLOWS.en.push({
    name: "Google sign-in through the (fake) provider signs in and comes back",
    run: async (page) => {
      await open(page, `${sites.en}/login?nextUrl=profile`);
      await page.getByRole("button", { name: "Continue with Google" }).click();
      await expect(page).toHaveURL(/\/profile$/);
      await expect(page.getByText("ayu.lestari@example.com")).toBeVisible();
    },
  });

  for (const locale of ["id", "en"] as SiteLocale[]) {
    test(`every flow of the ${locale} site in one tab, each signed out from a fresh load`, async ({ page }) => {
      test.setTimeout(FLOWS[locale].length * 30_000);
      for (const flow of FLOWS[locale]) {
        await test.step(flow.name, async () => {
          await page.context().clearCookies();
          await flow.run(page);
        });
      }
    });
  }
});
