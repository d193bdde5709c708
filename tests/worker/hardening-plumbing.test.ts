import { env, exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { cacheKey } from "#workers/edge-cache.ts";
import { Browser, newEmail } from "./browser.ts";
import { requestedBooking, signedInOperator } from "./operator-support.ts";

const worker = () => (exports as unknown as { default: Fetcher }).default;

/** A raw request through the production worker, with exactly the headers given. */
async function send(url: string, init: RequestInit = {}) {
  const response = await worker().fetch(new Request(url, init));
  return { status: response.status, headers: response.headers, text: await response.text() };
}

function expectNoStackTrace(text: string) {
  expect(text).not.toMatch(/\bat [\w$.<>]+ \(|\.ts:\d+:\d+|\.js:\d+:\d+|Error: /);
}

function expectJsonMessage(reply: { status: number; headers: Headers; text: string }, status: number) {
  expect(reply.status).toBe(status);
  expect(reply.headers.get("content-type")).toContain("application/json");
  expect(typeof JSON.parse(reply.text).message).toBe("string");
  expectNoStackTrace(reply.text);
}

/** A body of `bytes` bytes sent in chunks, without a Content-Length, as a chunked upload is. */
function chunkedBody(prefix: string, fill: string, bytes: number, suffix: string): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const chunk = encoder.encode(fill.repeat(64 * 1024));
  let sent = 0;
  return new ReadableStream({
    start(controller) {
      controller.enqueue(encoder.encode(prefix));
    },
    pull(controller) {
      if (sent >= bytes) {
        controller.enqueue(encoder.encode(suffix));
        controller.close();
        return;
      }
      controller.enqueue(chunk);
      sent += chunk.length;
    },
  });
}

async function countUsers(email: string): Promise<number> {
  const row = await env.DB.prepare("SELECT count(*) AS n FROM users WHERE email = ?")
    .bind(email)
    .first<{ n: number }>();
  return row?.n ?? 0;
}

describe("a cookie that does not decode is treated as absent", () => {
  for (const path of ["/", "/activity/day-tours", "/api/types", "/api/user", "/sanctum/csrf-cookie"]) {
    it(`GET ${path} with bali_session=% answers as to a visitor without a session`, async () => {
      const reply = await send(`http://en.localhost${path}`, { headers: { cookie: "bali_session=%" } });
      expect(reply.status).toBeLessThan(500);
      expectNoStackTrace(reply.text);
    });
  }

  it("lets a visitor with bali_session=% sign out and in again", async () => {
    const browser = new Browser("en");
    await browser.get("/sanctum/csrf-cookie");
    const token = browser.cookies.get("XSRF-TOKEN") ?? "";
    const headers = { cookie: `bali_session=%; XSRF-TOKEN=${token}`, "x-xsrf-token": token };
    const logout = await send("http://en.localhost/api/logout", { method: "POST", headers });
    expect(logout.status).toBe(401);
    const email = newEmail();
    const register = await send("http://en.localhost/api/register", {
      method: "POST",
      headers: { ...headers, "content-type": "application/json", "cf-connecting-ip": browser.ip },
      body: JSON.stringify({ name: "Ketut Recovered", email, password: "sunrise-at-batur" }),
    });
    expect(register.status).toBe(201);
  });

  it("answers 419, not 500, to a POST with XSRF-TOKEN=%, and hands out a new token", async () => {
    const email = newEmail();
    const reply = await send("http://en.localhost/api/register", {
      method: "POST",
      headers: { cookie: "XSRF-TOKEN=%", "x-xsrf-token": "%", "content-type": "application/json" },
      body: JSON.stringify({ name: "Made", email, password: "sunrise-at-batur" }),
    });
    expectJsonMessage(reply, 419);
    expect(await countUsers(email)).toBe(0);
    const cookie = await send("http://en.localhost/sanctum/csrf-cookie", { headers: { cookie: "XSRF-TOKEN=%" } });
    expect(cookie.status).toBe(204);
    expect(cookie.headers.getSetCookie().some((c) => /^XSRF-TOKEN=[A-Za-z0-9_-]{20,}/.test(c))).toBe(true);
  });

  it("answers the lookup form with XSRF-TOKEN=% and a form post carrying it", async () => {
    const page = await send("http://en.localhost/booking", {
      headers: { cookie: "XSRF-TOKEN=%", accept: "text/html" },
    });
    expect(page.status).toBe(200);
    const post = await send("http://en.localhost/booking", {
      method: "POST",
      headers: { cookie: "XSRF-TOKEN=%", "content-type": "application/x-www-form-urlencoded", accept: "text/html" },
      body: "reference=BT-XXXX-XXXX&email=a%40example.com&_token=%25",
    });
    expect(post.status).toBeLessThan(500);
    expectNoStackTrace(post.text);
  });
});

describe("an early refusal of a POST whose body was not read", () => {
  const body = JSON.stringify({ padding: "x".repeat(60 * 1024) });

  it("answers every POST with a 60 KB body its own JSON status, never a 500 or a stack trace", async () => {
    const replies = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        send(index % 2 ? "http://en.localhost/api/logout" : "http://en.localhost/api/no-such-thing", {
          method: "POST",
          headers: { "content-type": "application/json" },
          body,
        }),
      ),
    );
    for (const [index, reply] of replies.entries()) expectJsonMessage(reply, index % 2 ? 419 : 404);
  });

  it("answers 401 to a signed-out logout with a body and a valid token", async () => {
    const browser = new Browser("en");
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const reply = await browser.post("/api/logout", { padding: "y".repeat(60 * 1024) });
      expect(reply.status).toBe(401);
    }
  });
});

describe("one bounded reader on every request body", () => {
  it("answers 413 to a 10 MB chunked JSON body, which the old Content-Length check let through", async () => {
    const browser = new Browser("en");
    await browser.get("/sanctum/csrf-cookie");
    const token = browser.cookies.get("XSRF-TOKEN") ?? "";
    const email = newEmail();
    const reply = await send("http://en.localhost/api/register", {
      method: "POST",
      headers: {
        cookie: `XSRF-TOKEN=${token}`,
        "x-xsrf-token": token,
        "content-type": "application/json",
        "cf-connecting-ip": browser.ip,
      },
      body: chunkedBody(`{"email":"${email}","password":"sunrise-at-batur","name":"`, "a", 10 * 1024 * 1024, '"}'),
    });
    expectJsonMessage(reply, 413);
    expect(await countUsers(email)).toBe(0);
  });

  it("answers 413 to a JSON body past the limit whose Content-Length says so", async () => {
    const reply = await new Browser("en").post("/api/subscriber", { email: "a@example.com", x: "z".repeat(70_000) });
    expect(reply.status).toBe(413);
  });

  it("answers 413 to a form post past the limit on the booking lookup", async () => {
    const browser = new Browser("en");
    const reply = await browser.submit("/booking", {
      reference: "BT-XXXX-XXXX",
      email: "a@example.com",
      x: "z".repeat(70_000),
    });
    expect(reply.status).toBe(413);
    expectNoStackTrace(reply.text);
  });

  it("answers 413 to an operator's form post past the limit, and the booking stays requested", async () => {
    const { reference } = await requestedBooking("en");
    const operator = await signedInOperator("en");
    await operator.page(`/admin/bookings/${reference}`);
    const reply = await operator.submit(`/admin/bookings/${reference}`, {
      intent: "confirm",
      x: "z".repeat(70_000),
    });
    expect(reply.status).toBe(413);
    const row = await env.DB.prepare("SELECT status FROM bookings WHERE reference = ?")
      .bind(reference)
      .first<{ status: string }>();
    expect(row?.status).toBe("requested");
  });

  it("still takes a body just under the limit", async () => {
    const reply = await new Browser("en").post("/api/subscriber", { email: `${newEmail()}`, x: "z".repeat(60_000) });
    expect(reply.status).toBeLessThan(300);
  });
});

const CSP = "content-security-policy";

function expectSecurityHeaders(headers: Headers) {
  expect(headers.get("x-content-type-options")).toBe("nosniff");
  expect(headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
  expect(headers.get("permissions-policy")).toMatch(/camera=\(\)/);
  expect(headers.get(CSP)).toMatch(/frame-ancestors 'none'/);
}

/** Every `<script>` of a page that runs (not a JSON data block), with its nonce. */
function runnableScripts(html: string) {
  return [...html.matchAll(/<script\b([^>]*)>/g)]
    .map((match) => match[1] ?? "")
    .filter((attributes) => !/type="application\/(ld\+)?json"/.test(attributes))
    .map((attributes) => ({ attributes, nonce: attributes.match(/\bnonce="([^"]*)"/)?.[1] ?? null }));
}

function nonceOf(headers: Headers): string {
  const nonce = headers.get(CSP)?.match(/script-src [^;]*'nonce-([^']+)'/)?.[1];
  expect(nonce).toBeTruthy();
  return nonce ?? "";
}

let runs = 0;
const fresh = (path: string) => `${path}${path.includes("?") ? "&" : "?"}plumbing-test=${Date.now()}-${++runs}`;

async function cachedCopy(url: string) {
  const cache = (caches as unknown as { default: Cache }).default;
  for (let attempt = 0; attempt < 100; attempt += 1) {
    if (await cache.match(await cacheKey(new Request(url), env.TEST_BUILD_VERSION))) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`${url} was never stored`);
}

describe("security headers", () => {
  it("gives a page a CSP whose nonce is on every script it runs, a new one per render", async () => {
    const first = await send(`http://en.localhost${fresh("/")}`, { headers: { accept: "text/html" } });
    const second = await send(`http://en.localhost${fresh("/")}`, { headers: { accept: "text/html" } });
    expect(first.status).toBe(200);
    expectSecurityHeaders(first.headers);
    const nonce = nonceOf(first.headers);
    expect(nonceOf(second.headers)).not.toBe(nonce);
    const scripts = runnableScripts(first.text);
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) expect(script.nonce, script.attributes).toBe(nonce);
    expect(first.headers.get(CSP)).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(first.headers.get(CSP)).toMatch(/default-src 'self'/);
    expect(first.headers.get(CSP)).toMatch(/object-src 'none'/);
    expect(first.headers.get(CSP)).toMatch(/base-uri 'self'/);
  });

  it("serves a cached page with the CSP and the nonce of the copy it belongs to", async () => {
    const url = `http://en.localhost${fresh("/activity/day-tours")}`;
    const miss = await send(url, { headers: { accept: "text/html" } });
    await cachedCopy(url);
    const hit = await send(url, { headers: { accept: "text/html" } });
    expect(hit.headers.get("x-cache")).toBe("HIT");
    expectSecurityHeaders(hit.headers);
    expect(nonceOf(hit.headers)).toBe(nonceOf(miss.headers));
    for (const script of runnableScripts(hit.text)) expect(script.nonce).toBe(nonceOf(hit.headers));
  });

  it("gives /api answers, fresh and cached, and errors the same headers and a CSP that allows nothing", async () => {
    const url = `http://en.localhost${fresh("/api/types")}`;
    const miss = await send(url);
    await cachedCopy(url);
    const hit = await send(url);
    const notFound = await send("http://en.localhost/api/no-such-thing");
    for (const reply of [miss, hit, notFound]) {
      expectSecurityHeaders(reply.headers);
      expect(reply.headers.get(CSP)).toMatch(/default-src 'none'/);
    }
    expect(hit.headers.get("x-cache")).toBe("HIT");
  });

  it("gives the operator's pages the headers", async () => {
    const operator = await signedInOperator("en");
    const page = await operator.page("/admin/bookings");
    expect(page.status).toBe(200);
    expectSecurityHeaders(page.headers);
    const nonce = nonceOf(page.headers);
    for (const script of runnableScripts(page.text)) expect(script.nonce).toBe(nonce);
  });

  it("sends HSTS on production hosts only", async () => {
    const production = await send(`https://en.balitours.example${fresh("/api/types")}`);
    expect(production.headers.get("strict-transport-security")).toMatch(/max-age=\d{8,}; includeSubDomains/);
    expectSecurityHeaders(production.headers);
    for (const host of ["localhost", "en.localhost", "127.0.0.1"]) {
      const local = await send(`http://${host}/api/types`);
      expect(local.headers.get("strict-transport-security")).toBeNull();
    }
  });
});

describe("methods and bearer tokens of the auth routes", () => {
  const POST_ONLY = [
    "/api/login",
    "/api/register",
    "/api/logout",
    "/api/auth/google",
    "/api/auth/facebook",
    "/api/subscriber",
    "/api/activity/day-tours/ubud-rice-terrace-and-monkey-forest-tour/booking",
    "/api/transport/1/booking",
  ];
  for (const path of POST_ONLY) {
    it(`answers GET ${path} with a JSON 405 and Allow: POST`, async () => {
      const reply = await send(`http://en.localhost${path}`);
      expectJsonMessage(reply, 405);
      expect(reply.headers.get("allow")).toBe("POST");
    });
  }

  it("answers PUT on a POST-only route with a JSON 405 and Allow: POST", async () => {
    const reply = await send("http://en.localhost/api/login", {
      method: "PUT",
      headers: { "content-type": "application/json" },
      body: "{}",
    });
    expectJsonMessage(reply, 405);
    expect(reply.headers.get("allow")).toBe("POST");
  });

  for (const path of ["/api/types", "/api/transport/1", "/api/search?query=ubud"]) {
    it(`answers POST ${path}, a read, with a JSON 405 that says so and Allow: GET, HEAD`, async () => {
      const reply = await send(`http://en.localhost${path}`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: "{}",
      });
      expectJsonMessage(reply, 405);
      expect(JSON.parse(reply.text).message).toBe("Method not allowed.");
      expect(reply.headers.get("allow")).toBe("GET, HEAD");
    });
  }

  it("reads the bearer scheme in any case", async () => {
    const browser = new Browser("en");
    const reply = await browser.post("/api/register", {
      name: "Wayan Bearer",
      email: newEmail(),
      password: "sunrise-at-batur",
    });
    const token = reply.body.token as string;
    for (const scheme of ["Bearer", "bearer", "BEARER", "bEaReR"]) {
      const user = await new Browser("en").get("/api/user", { authorization: `${scheme} ${token}` });
      expect(user.status, scheme).toBe(200);
    }
  });

  it("still asks a cookie-authenticated state change for the CSRF token when it carries a junk bearer token", async () => {
    const email = newEmail();
    const registered = await new Browser("en").request("POST", "/api/register", {
      body: { name: "Komang", email, password: "sunrise-at-batur" },
      headers: { authorization: `Bearer ${"j".repeat(40)}` },
    });
    expect(registered.status).toBe(419);
    expect(await countUsers(email)).toBe(0);

    const browser = new Browser("en");
    await browser.post("/api/register", { name: "Putu", email: newEmail(), password: "sunrise-at-batur" });
    const logout = await browser.request("POST", "/api/logout", {
      headers: { authorization: `bearer ${"k".repeat(40)}` },
    });
    expect(logout.status).toBe(419);
    expect((await browser.get("/api/user")).status).toBe(200);
  });

  it("lets a live bearer token state changes without the CSRF token", async () => {
    const reply = await new Browser("en").post("/api/register", {
      name: "Nyoman",
      email: newEmail(),
      password: "sunrise-at-batur",
    });
    const logout = await new Browser("en").request("POST", "/api/logout", {
      headers: { authorization: `BEARER ${reply.body.token}` },
    });
    expect(logout.status).toBe(200);
  });
});
