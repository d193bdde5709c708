import { exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";

const PRODUCTION = "https://en.balitours.example";
const TOKEN = "planted-by-a-sister-host-0123456789";

function worker(): Fetcher {
  return (exports as unknown as { default: Fetcher }).default;
}

function subscribe(origin: string, cookie: string, token: string) {
  return worker().fetch(
    new Request(`${origin}/api/subscriber`, {
      method: "POST",
      headers: {
        cookie,
        "x-xsrf-token": token,
        "content-type": "application/json",
        "cf-connecting-ip": "198.51.100.7",
      },
      body: JSON.stringify({ email: `host-prefix-${Math.random().toString(36).slice(2)}@example.com` }),
    }),
  );
}

describe("the CSRF cookie", () => {
  it("is __Host-XSRF-TOKEN over https: Secure, the whole site, no Domain", async () => {
    const reply = await worker().fetch(new Request(`${PRODUCTION}/sanctum/csrf-cookie`));
    expect(reply.status).toBe(204);
    const [cookie = "", ...more] = reply.headers.getSetCookie();
    expect(more).toHaveLength(0);
    expect(cookie).toMatch(/^__Host-XSRF-TOKEN=[A-Za-z0-9_-]{20,}; /);
    expect(cookie).toContain("; Secure");
    expect(cookie).toContain("; Path=/;");
    expect(cookie).not.toMatch(/domain=/i);
    expect(cookie).not.toContain("HttpOnly");
  });

  it("refuses over https a token that a sister host planted as XSRF-TOKEN, and takes the __Host- one", async () => {
    const planted = await subscribe(PRODUCTION, `XSRF-TOKEN=${TOKEN}`, TOKEN);
    expect(planted.status).toBe(419);
    const own = await subscribe(PRODUCTION, `__Host-XSRF-TOKEN=${TOKEN}`, TOKEN);
    expect(own.status).toBe(201);
  });

  it("stays XSRF-TOKEN on the local http sites, where a Secure cookie would not be kept", async () => {
    const reply = await worker().fetch(new Request("http://en.localhost/sanctum/csrf-cookie"));
    expect(reply.headers.getSetCookie()[0]).toMatch(/^XSRF-TOKEN=[A-Za-z0-9_-]{20,}; /);
    expect((await subscribe("http://en.localhost", `XSRF-TOKEN=${TOKEN}`, TOKEN)).status).toBe(201);
    expect((await subscribe("http://en.localhost", `__Host-XSRF-TOKEN=${TOKEN}`, TOKEN)).status).toBe(419);
  });
});
