import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { Browser, newEmail } from "./browser.ts";

async function subscribers(email: string) {
  const rows = await env.DB.prepare("SELECT email, locale FROM subscribers WHERE email = ?").bind(email).all();
  return rows.results;
}

describe("POST /api/subscriber", () => {
  it("subscribes an address with the site's language in one round trip, and answers 201", async () => {
    const email = newEmail();
    const reply = await new Browser("en").post("/api/subscriber", { email });
    expect(reply.status).toBe(201);
    expect(reply.body).toEqual({ items: { email, locale: "en" } });
    expect(reply.headers.get("server-timing")).toBe('d1;desc="1 round trips"');
    expect(await subscribers(email)).toEqual([{ email, locale: "en" }]);
  });

  it("takes an address already subscribed as success, once, in the language it subscribed in last", async () => {
    const email = newEmail();
    const first = await new Browser("id").post("/api/subscriber", { email });
    const again = await new Browser("id").post("/api/subscriber", { email: ` ${email.toUpperCase()} ` });
    expect([first.status, again.status]).toEqual([201, 201]);
    expect(again.body).toEqual(first.body);
    expect(await subscribers(email)).toEqual([{ email, locale: "id" }]);
    const english = await new Browser("en").post("/api/subscriber", { email });
    expect(english.status).toBe(201);
    expect(await subscribers(email)).toEqual([{ email, locale: "en" }]);
  });

  it("takes an address with an apostrophe or a plus, as the form does", async () => {
    for (const email of [`o'brien.${newEmail()}`, `made+bali.${newEmail()}`]) {
      const reply = await new Browser("en").post("/api/subscriber", { email });
      expect(reply.status, email).toBe(201);
      expect(await subscribers(email)).toEqual([{ email, locale: "en" }]);
    }
  });

  it("answers 419 without the CSRF header and stores nothing", async () => {
    const email = newEmail();
    const browser = new Browser("en");
    await browser.get("/sanctum/csrf-cookie");
    const reply = await browser.request("POST", "/api/subscriber", { body: { email } });
    expect(reply.status).toBe(419);
    expect(await subscribers(email)).toEqual([]);
  });

  it("answers 422 under email when it is missing or not an address, in the site's language", async () => {
    const missing = await new Browser("en").post("/api/subscriber", {});
    expect(missing.status).toBe(422);
    expect(missing.body).toEqual({ message: "E-mail is required.", errors: { email: ["E-mail is required."] } });
    for (const email of [
      "made",
      "made@",
      "@example.com",
      "made@example",
      "a b@example.com",
      "Made <made@example.com>",
      42,
      `${"a".repeat(250)}@example.com`,
    ]) {
      const reply = await new Browser("id").post("/api/subscriber", { email });
      expect(reply.status, String(email)).toBe(422);
      expect(reply.body.errors).toEqual({ email: ["E-mail harus valid."] });
    }
    expect((await new Browser("id").post("/api/subscriber", "not an object")).status).toBe(422);
  });

  it("takes 10 subscriptions per address in ten minutes, then 429 without storing", async () => {
    const browser = new Browser("en");
    for (let n = 0; n < 10; n += 1) {
      expect((await browser.post("/api/subscriber", { email: newEmail() })).status).toBe(201);
    }
    const email = newEmail();
    const refused = await browser.post("/api/subscriber", { email });
    expect(refused.status).toBe(429);
    expect(await subscribers(email)).toEqual([]);
    expect((await new Browser("en").post("/api/subscriber", { email })).status).toBe(201);
  });

  it("answers GET with a JSON 405", async () => {
    const reply = await new Browser().get("/api/subscriber");
    expect(reply.status).toBe(405);
    expect(reply.headers.get("allow")).toBe("POST");
  });
});
