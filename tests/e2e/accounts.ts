/**
 * Accounts for the browser tests. The server limits sign-ups and sign-ins to 5 a minute per
 * address, and every local request comes from the same address, so a test that meets the limit
 * waits for the next one-minute window (the server's windows start on the minute) and tries
 * again, instead of failing because an earlier test file signed people up.
 */
import { type Page, request } from "@playwright/test";
import { mailsAbout } from "./booking-flow.ts";
import { expect, sites, xsrfToken } from "./fixtures.ts";

export const PASSWORD = "sunrise-at-batur";

/** Time enough for a test that may wait once for the next rate-limit window. */
export const RATE_LIMITED_TIMEOUT = 150_000;

let accounts = 0;

export function newEmail(): string {
  accounts += 1;
  return `reviewer-${Date.now()}-${process.env.TEST_PARALLEL_INDEX}-${accounts}@example.com`;
}

/** Waits until a second into the next minute, when a new window of the server's rate limits starts. */
export async function nextRateWindow(): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, 61_000 - (Date.now() % 60_000)));
}

export interface Account {
  name: string;
  email: string;
  /** The session token: a bearer token for API calls, or the value of the session cookie. */
  token: string;
}

/**
 * Signs a tourist up through the /api, as the web app does (CSRF cookie first), outside any page.
 * Node cannot resolve en.localhost, so this goes to the Indonesian host; the token works on both.
 */
export async function createAccount(name: string): Promise<Account> {
  const api = await request.newContext({ baseURL: sites.id });
  try {
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const email = newEmail();
      const reply = await api.post("/api/register", {
        data: { name, email, password: PASSWORD },
        headers: { "X-XSRF-TOKEN": await xsrfToken(api) },
      });
      if (reply.status() === 429) {
        await nextRateWindow();
        continue;
      }
      expect(reply.status(), await reply.text()).toBe(201);
      return { name, email, token: (await reply.json()).token };
    }
    throw new Error("Sign-up stayed rate limited");
  } finally {
    await api.dispose();
  }
}

/** The link of the sign-up mail to `email`, once the worker has sent it (after its answer). */
async function verificationLink(email: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      () => {
        const texts = mailsAbout(`To: ${email}`).map((text) => text.replaceAll("=3D", "="));
        link = texts.flatMap((text) => text.match(/http:\/\/[\w.:]+(\/verify-email\?token=[\w-]+)/) ?? [])[1];
        return link;
      },
      { timeout: 15_000 },
    )
    .toBeTruthy();
  return link ?? "";
}

/**
 * A tourist whose address is proven, as reviews need (issue 34): signed up as createAccount does,
 * then the sign-up mail's link opened and its button pressed, as the tourist does.
 */
export async function createVerifiedAccount(name: string): Promise<Account> {
  const account = await createAccount(name);
  const api = await request.newContext({ baseURL: sites.id });
  try {
    const opened = await api.get(await verificationLink(account.email), { maxRedirects: 0 });
    expect(opened.status()).toBe(303);
    const pressed = await api.post("/verify-email", { form: { _token: await xsrfToken(api) }, maxRedirects: 0 });
    expect(pressed.status(), await pressed.text()).toBe(200);
    return account;
  } finally {
    await api.dispose();
  }
}

/** Makes the page's browser signed in as `account` on `site`, as if it had signed in there. */
export async function signInBrowser(page: Page, site: string, account: Account): Promise<void> {
  await page.context().addCookies([{ name: "bali_session", value: account.token, url: site, httpOnly: true }]);
}

/** Signs in with the login dialog that is open on the page; waits out the rate limit if an earlier test used it up. */
export async function signInWithDialog(page: Page, account: Account): Promise<void> {
  const dialog = page.getByTestId("sign-in-dialog");
  await dialog.getByLabel("E-mail", { exact: true }).fill(account.email);
  await dialog.getByLabel(/^(Password|Kata sandi)$/).fill(PASSWORD);
  for (let attempt = 0; attempt < 3; attempt += 1) {
    await dialog.getByRole("button", { name: /^(Log in|Masuk)$/ }).click();
    const alert = dialog.getByRole("alert");
    await expect
      .poll(async () => (await dialog.isHidden()) || (await alert.isVisible()), { timeout: 15_000 })
      .toBe(true);
    if (await dialog.isHidden()) return;
    await expect(alert).toHaveText(/Too many attempts|Terlalu banyak percobaan/);
    await nextRateWindow();
  }
  throw new Error("Sign-in stayed rate limited");
}
