/**
 * A stand-in for Google's and Facebook's token endpoints, answering the worker's outbound
 * requests in tests. Tokens name the case: "google-good", "google-other-app", ...
 */
export const FAKE_GOOGLE_CLIENT_ID = "test-google-client";
export const FAKE_FACEBOOK_APP_ID = "test-facebook-app";
export const FAKE_FACEBOOK_APP_SECRET = "test-facebook-secret";
export const FAKE_GOOGLE_URL = "http://fake-google.test";
export const FAKE_FACEBOOK_URL = "http://fake-facebook.test";

const googleAccounts: Record<
  string,
  { aud: string; sub: string; email: string; email_verified: string; name: string }
> = {
  "google-good": {
    aud: FAKE_GOOGLE_CLIENT_ID,
    sub: "g-1001",
    email: "ayu.lestari@example.com",
    email_verified: "true",
    name: "Ayu Lestari",
  },
  "google-other-app": {
    aud: "someone-elses-app",
    sub: "g-2002",
    email: "victim@example.com",
    email_verified: "true",
    name: "Victim",
  },
  "google-unverified": {
    aud: FAKE_GOOGLE_CLIENT_ID,
    sub: "g-3003",
    email: "maybe@example.com",
    email_verified: "false",
    name: "Maybe",
  },
};

const facebookAccounts: Record<string, { app_id: string; user_id: string; name: string; email: string }> = {
  "facebook-good": {
    app_id: FAKE_FACEBOOK_APP_ID,
    user_id: "fb-77",
    name: "Wayan Sudarma",
    email: "wayan@example.com",
  },
  "facebook-other-app": { app_id: "another-app", user_id: "fb-88", name: "Other", email: "other@example.com" },
};

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

export function fakeProviders(request: Request): Response {
  const url = new URL(request.url);
  if (url.origin === FAKE_GOOGLE_URL && url.pathname === "/tokeninfo") {
    const account = googleAccounts[url.searchParams.get("access_token") ?? ""];
    if (!account) return json({ error: "invalid_token" }, 400);
    const { name: _name, ...info } = account;
    return json(info);
  }
  if (url.origin === FAKE_GOOGLE_URL && url.pathname === "/userinfo") {
    const token = request.headers.get("authorization")?.replace("Bearer ", "") ?? "";
    const account = googleAccounts[token];
    return account ? json({ name: account.name }) : json({}, 401);
  }
  if (url.origin === FAKE_FACEBOOK_URL && url.pathname === "/debug_token") {
    if (url.searchParams.get("access_token") !== `${FAKE_FACEBOOK_APP_ID}|${FAKE_FACEBOOK_APP_SECRET}`)
      return json({}, 401);
    const account = facebookAccounts[url.searchParams.get("input_token") ?? ""];
    return json({
      data: account
        ? { app_id: account.app_id, is_valid: true, user_id: account.user_id }
        : { app_id: "", is_valid: false, user_id: "x" },
    });
  }
  if (url.origin === FAKE_FACEBOOK_URL && url.pathname === "/me") {
    const account = facebookAccounts[url.searchParams.get("access_token") ?? ""];
    return account ? json({ id: account.user_id, name: account.name, email: account.email }) : json({}, 401);
  }
  return json({ error: "not found" }, 404);
}
