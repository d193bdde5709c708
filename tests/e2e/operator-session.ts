import { type APIRequestContext, type BrowserContext, type Page, request } from "@playwright/test";
import { E2E_OPERATOR } from "../support/e2e-operator.ts";
import { expect, open, sites, xsrfToken } from "./fixtures.ts";

/** Signs `api` in as the suite's operator, as the login form does (POST /api/login); answers the session token. */
export async function signInOperatorApi(api: APIRequestContext): Promise<string> {
  const reply = await api.post("/api/login", {
    data: { email: E2E_OPERATOR.email, password: E2E_OPERATOR.password },
    headers: { "X-XSRF-TOKEN": await xsrfToken(api) },
  });
  expect(reply.status(), await reply.text()).toBe(200);
  return ((await reply.json()) as { token: string }).token;
}

/**
 * A session of the suite's operator, started as the login form starts one (the CSRF cookie, then
 * POST /api/login), outside any page. The login form itself is walked in
 * sign-in-before-code.spec.ts and operator.spec.ts; a login page loaded in every operator's test
 * cost a page load and its hydration each time, and proved nothing more.
 */
export async function operatorSessionToken(): Promise<string> {
  // Node cannot resolve en.localhost; the session is the same on both sites.
  const api = await request.newContext({ baseURL: sites.id });
  try {
    return await signInOperatorApi(api);
  } finally {
    await api.dispose();
  }
}

/** Gives the page's browser the operator's session on `site`, as if the operator had signed in there. */
export async function signInOperatorOn(context: BrowserContext, site: string): Promise<void> {
  await context.addCookies([{ name: "bali_session", value: await operatorSessionToken(), url: site, httpOnly: true }]);
}

/** Signs the suite's operator in and opens `path` on the English site, hydrated. */
export async function signInOperator(page: Page, path: string): Promise<void> {
  await signInOperatorOn(page.context(), sites.en);
  await open(page, `${sites.en}${path}`);
  await expect(page).toHaveURL(`${sites.en}${path}`);
}

/** From the signed-in activity list, the availability editor of the first activity `name` finds. */
export async function openAvailabilityEditor(page: Page, name: string): Promise<void> {
  await page.getByLabel("Search by name or code").fill(name);
  await page.getByRole("button", { name: "Show", exact: true }).click();
  await page
    .getByRole("link", { name: new RegExp(name, "i") })
    .first()
    .click();
  // The editor's own link, once the editor is there (the menu has one to the catalogue-wide page).
  await expect(page).toHaveURL(/\/admin\/activities\/\d+$/);
  await page
    .getByRole("link", { name: "Availability", exact: true })
    .and(page.locator('[href^="/admin/activities/"]'))
    .click();
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Availability");
}
