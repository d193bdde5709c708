import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { Browser, newEmail } from "./browser.ts";

async function subscribers(email: string) {
  const rows = await env.DB.prepare("SELECT email, locale FROM subscribers WHERE email = ?").bind(email).all();
  return rows.results;
}

interface ConfirmationMail {
  kind: string;
  locale: string;
  subject: string;
  body_text: string;
  body_html: string;
}

async function newsletterMails(email: string): Promise<ConfirmationMail[]> {
  const { results } = await env.DB.prepare(
    "SELECT kind, locale, subject, body_text, body_html FROM mail_outbox WHERE to_address = ? ORDER BY id",
  )
    .bind(email)
    .all<ConfirmationMail>();
  return results;
}

async function confirmedAt(email: string): Promise<string | null | undefined> {
  const row = await env.DB.prepare("SELECT confirmed_at FROM subscribers WHERE email = ?")
    .bind(email)
    .first<{ confirmed_at: string | null }>();
  return row === null ? undefined : row.confirmed_at;
}

/** The path and query of the mail's link that leads to `path`. */
function linkTo(mail: ConfirmationMail | undefined, path: string): string {
  const href = mail?.body_text.match(new RegExp(`https?://[^\\s]+${path}\\?token=[\\w-]+`))?.[0];
  if (!href) throw new Error(`No ${path} link in the mail`);
  const url = new URL(href);
  return `${url.pathname}${url.search}`;
}

/** Opens a link of the mail and presses the page's button, as the subscriber does. */
async function follow(browser: Browser, path: string) {
  const page = await browser.page(path);
  const token = page.text.match(/name="token" value="([^"]+)"/)?.[1] ?? "";
  const pressed = await browser.submit(new URL(path, "http://x").pathname, { token }, { csrf: false });
  return { page, pressed };
}

describe("double opt-in", () => {
  it("stores a new address as pending and mails it a confirmation in the site's language, links stored only hashed", async () => {
    const email = newEmail();
    expect((await new Browser("id").post("/api/subscriber", { email })).status).toBe(201);
    expect(await confirmedAt(email)).toBeNull();
    const [mail, ...more] = await newsletterMails(email);
    expect(more).toHaveLength(0);
    expect(mail).toMatchObject({ kind: "newsletter_confirmation", locale: "id" });
    expect(mail?.subject).toMatch(/^Konfirmasi langganan/);
    const confirm = linkTo(mail, "/newsletter/confirm");
    const unsubscribe = linkTo(mail, "/newsletter/unsubscribe");
    expect(mail?.body_text).toContain(`http://localhost${confirm}`);
    expect(mail?.body_html).toContain(`http://localhost${unsubscribe}`);
    const stored = await env.DB.prepare("SELECT token_hash FROM subscriber_tokens").all<{ token_hash: string }>();
    const tokens = [confirm, unsubscribe].map((path) => new URL(path, "http://x").searchParams.get("token") ?? "");
    for (const token of tokens) {
      expect(stored.results.some((row) => row.token_hash.includes(token))).toBe(false);
    }
  });

  it("confirms with the button the link leads to, not by opening the link, and once", async () => {
    const email = newEmail();
    await new Browser("en").post("/api/subscriber", { email });
    const link = linkTo((await newsletterMails(email))[0], "/newsletter/confirm");
    const browser = new Browser("en");
    const page = await browser.page(link);
    expect(page.status).toBe(200);
    expect(page.headers.get("cache-control")).toBe("private, no-store");
    expect(await confirmedAt(email)).toBeNull();
    const { pressed } = await follow(browser, link);
    expect(pressed.status).toBe(200);
    expect(pressed.text).toContain("Thank you: you will now receive our newsletter.");
    expect(await confirmedAt(email)).not.toBeNull();
    const again = await follow(new Browser("en"), link);
    expect(again.page.text).toContain("This link has already been used or has expired.");
  });

  it("unsubscribes with the link in the mail, confirmed or not", async () => {
    const email = newEmail();
    await new Browser("en").post("/api/subscriber", { email });
    const [mail] = await newsletterMails(email);
    await follow(new Browser("en"), linkTo(mail, "/newsletter/confirm"));
    const { pressed } = await follow(new Browser("en"), linkTo(mail, "/newsletter/unsubscribe"));
    expect(pressed.status).toBe(200);
    expect(pressed.text).toContain("You are unsubscribed: we will send you no more newsletters.");
    expect(await subscribers(email)).toEqual([]);
  });

  it("answers a confirmed address as a new one and mails it nothing more", async () => {
    const email = newEmail();
    const first = await new Browser("en").post("/api/subscriber", { email });
    await follow(new Browser("en"), linkTo((await newsletterMails(email))[0], "/newsletter/confirm"));
    const again = await new Browser("en").post("/api/subscriber", { email });
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    expect(await newsletterMails(email)).toHaveLength(1);
  });
});

describe("POST /api/subscriber", () => {
  it("subscribes an address with the site's language in one round trip, and answers 201", async () => {
    const email = newEmail();
    const reply = await new Browser("en").post("/api/subscriber", { email });
    expect(reply.status).toBe(201);
    expect(reply.body).toEqual({ items: { email, locale: "en" } });
    expect(reply.headers.get("server-timing")).toContain('d1;desc="1 round trips"');
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
