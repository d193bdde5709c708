/**
 * Stand-ins for what the worker reaches outside in tests: Google's and Facebook's token endpoints
 * (tokens name the case: "google-good", "google-other-app", ...) and the local mail sink.
 */
export const FAKE_GOOGLE_CLIENT_ID = "test-google-client";
export const FAKE_FACEBOOK_APP_ID = "test-facebook-app";
export const FAKE_FACEBOOK_APP_SECRET = "test-facebook-secret";
export const FAKE_GOOGLE_URL = "http://fake-google.test";
export const FAKE_FACEBOOK_URL = "http://fake-facebook.test";
/** The worker POSTs each .eml here (MAIL_SINK_URL); tests read them back with GET …?to=<address>. */
export const FAKE_MAIL_SINK_URL = "http://fake-mail-sink.test/messages";
/** Messages to an address containing this are refused with 503, as a sink or service that is down. */
export const MAIL_SINK_REFUSES = "sink-refuses";

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
  "google-operator": {
    aud: FAKE_GOOGLE_CLIENT_ID,
    sub: "g-4004",
    email: "komang.operator@balitours.example",
    email_verified: "true",
    name: "Komang",
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

/** Received .eml files by recipient, kept in the vitest process for the tests to read back. */
const sinkMessages = new Map<string, string[]>();

async function fakeMailSink(request: Request): Promise<Response> {
  const url = new URL(request.url);
  if (request.method === "GET") {
    return json({ messages: sinkMessages.get(url.searchParams.get("to") ?? "") ?? [] });
  }
  const eml = await request.text();
  const to = eml.match(/^To: (.*)$/m)?.[1]?.trim();
  if (request.headers.get("content-type") !== "message/rfc822" || !to) return json({ error: "not an e-mail" }, 400);
  if (to.includes(MAIL_SINK_REFUSES)) return json({ error: "unavailable" }, 503);
  sinkMessages.set(to, [...(sinkMessages.get(to) ?? []), eml]);
  return json({ stored: true }, 201);
}

/**
 * GetYourGuide's notify-availability-update as its contract describes it: HTTP Basic with the
 * credentials it gave the supplier, a JSON body `{ data: { productId, availabilities: [{ dateTime,
 * productId, vacancies, cutoffSeconds? }] } }`, answered 200 `{ data: {} }` or `{ errorCode,
 * errorMessage }`. It records what it accepted; tests read it back with GET …?productId= and make
 * the next calls fail with POST …/fail { times }.
 */
export const FAKE_GYG_URL = "http://fake-getyourguide.test";
export const FAKE_GYG_NOTIFY_URL = `${FAKE_GYG_URL}/1/notify-availability-update`;
export const FAKE_GYG_CREDENTIALS = "balitours-notify:test-notify-password";

const gygUpdates = new Map<string, unknown[]>();
let gygFailures = 0;

async function fakeGetYourGuide(request: Request): Promise<Response> {
  const url = new URL(request.url);
  if (url.pathname === "/fail") {
    gygFailures = ((await request.json()) as { times: number }).times;
    return json({ data: {} });
  }
  if (url.pathname !== "/1/notify-availability-update") return json({ error: "not found" }, 404);
  if (request.method === "GET") return json({ updates: gygUpdates.get(url.searchParams.get("productId") ?? "") ?? [] });
  if (request.headers.get("authorization") !== `Basic ${btoa(FAKE_GYG_CREDENTIALS)}`) {
    return json({ errorCode: "AUTHORIZATION_FAILURE", errorMessage: "Invalid credentials" }, 401);
  }
  if (gygFailures > 0) {
    gygFailures -= 1;
    return json({ errorCode: "INTERNAL_SYSTEM_FAILURE", errorMessage: "Try again later" }, 503);
  }
  const body = (await request.json().catch(() => null)) as {
    data?: { productId?: unknown; availabilities?: { dateTime?: unknown; vacancies?: unknown }[] };
  } | null;
  const data = body?.data;
  const valid =
    typeof data?.productId === "string" &&
    Array.isArray(data.availabilities) &&
    data.availabilities.every((slot) => typeof slot.dateTime === "string" && typeof slot.vacancies === "number");
  if (!valid || !data) return json({ errorCode: "VALIDATION_FAILURE", errorMessage: "Invalid request" });
  gygUpdates.set(data.productId as string, [...(gygUpdates.get(data.productId as string) ?? []), body]);
  return json({ data: {} });
}

/** The worker's outbound service in the worker tests: the mail sink, GetYourGuide, else the sign-in providers. */
export async function fakeOutbound(request: Request): Promise<Response> {
  if (request.url.startsWith(FAKE_MAIL_SINK_URL)) return fakeMailSink(request);
  if (request.url.startsWith(FAKE_GYG_URL)) return fakeGetYourGuide(request);
  return fakeProviders(request);
}
