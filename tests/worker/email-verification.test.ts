import { env } from "cloudflare:workers";
import { describe, expect, it, vi } from "vitest";
import { Browser, newEmail } from "./browser.ts";
import { sinkMessagesTo } from "./mail-support.ts";

const PASSWORD = "sunrise-at-batur";

async function signUp(email: string, site: "id" | "en" = "en") {
  const browser = new Browser(site);
  const reply = await browser.post("/api/register", { name: "Made Wirawan", email, password: PASSWORD });
  expect(reply.status).toBe(201);
  return { browser, id: reply.body.user.id as number, token: reply.body.token as string };
}

interface QueuedMail {
  locale: string;
  subject: string;
  body_text: string;
  body_html: string;
}

async function verificationMails(email: string): Promise<QueuedMail[]> {
  const { results } = await env.DB.prepare(
    "SELECT locale, subject, body_text, body_html FROM mail_outbox WHERE to_address = ? AND kind = 'email_verification' ORDER BY id",
  )
    .bind(email)
    .all<QueuedMail>();
  return results;
}

/** The path and query of the newest link mailed to `email`. */
async function latestLink(email: string): Promise<{ url: URL; token: string }> {
  const mail = (await verificationMails(email)).at(-1);
  const href = mail?.body_text.match(/https?:\/\/\S+\/verify-email\?token=[\w-]+/)?.[0];
  if (!href) throw new Error(`No verification link was mailed to ${email}`);
  const url = new URL(href);
  return { url, token: url.searchParams.get("token") ?? "" };
}

/** Opens the link and presses the button, as the tourist does. */
async function confirm(token: string, browser = new Browser()) {
  const opened = await browser.page(`/verify-email?token=${token}`);
  expect(opened.status).toBe(303);
  expect(opened.headers.get("location")).toBe("/verify-email");
  // The token is in this URL: nothing may send it on as a Referer.
  expect(opened.headers.get("referrer-policy")).toBe("no-referrer");
  const page = await browser.page("/verify-email");
  const pressed = await browser.submit("/verify-email", {});
  return { page, pressed };
}

async function verifiedAt(email: string): Promise<string | null> {
  const row = await env.DB.prepare("SELECT email_verified_at FROM users WHERE email = ?")
    .bind(email)
    .first<{ email_verified_at: string | null }>();
  return row?.email_verified_at ?? null;
}

describe("the link that proves an account's e-mail address", () => {
  it("opens with our own words, never the name the sender typed, and sign-up takes a name of one line only", async () => {
    const email = newEmail();
    const browser = new Browser("en");
    const lure = "Your booking is on hold.\nPress Confirm below to keep it";
    const refused = await browser.post("/api/register", { name: lure, email, password: PASSWORD });
    expect(refused.status).toBe(422);
    expect(refused.body.errors.name).toEqual(["Username must be one line, without control or invisible characters."]);
    expect(await verificationMails(email)).toEqual([]);

    const accepted = await browser.post("/api/register", {
      name: "Your booking is on hold",
      email,
      password: PASSWORD,
    });
    expect(accepted.status).toBe(201);
    const [mail] = await verificationMails(email);
    expect(mail?.body_text.startsWith("Hello,\n")).toBe(true);
    expect(mail?.body_text).not.toContain("Your booking is on hold");
  });

  it("is mailed at sign-up in the site's language, to the configured site, and stored only as a hash", async () => {
    const email = newEmail();
    await signUp(email, "en");
    const [mail, ...more] = await verificationMails(email);
    expect(more).toEqual([]);
    expect(mail?.locale).toBe("en");
    expect(mail?.subject).toBe("Confirm your e-mail address for Bali Tours");
    const { url, token } = await latestLink(email);
    expect(url.origin).toBe("http://en.localhost");
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const stored = await env.DB.prepare("SELECT token_hash, expires_at FROM email_verifications").all<{
      token_hash: string;
      expires_at: string;
    }>();
    expect(JSON.stringify(stored.results)).not.toContain(token);
    const hoursValid = (Date.parse(stored.results[0]?.expires_at ?? "") - Date.now()) / 3_600_000;
    expect(hoursValid).toBeGreaterThan(23.9);
    expect(hoursValid).toBeLessThanOrEqual(24);
    await vi.waitFor(async () => expect(await sinkMessagesTo(email)).toHaveLength(1));

    const indonesian = newEmail();
    await signUp(indonesian, "id");
    expect((await verificationMails(indonesian))[0]?.subject).toBe("Konfirmasi alamat e-mail Anda untuk Bali Tours");
    expect((await latestLink(indonesian)).url.origin).toBe("http://localhost");
  });

  it("proves the address when the button on its page is pressed, once; opening the page alone proves nothing", async () => {
    const email = newEmail();
    await signUp(email);
    const { token } = await latestLink(email);
    const { page, pressed } = await confirm(token);
    expect(page.status).toBe(200);
    expect(page.headers.get("cache-control")).toBe("private, no-store");
    expect(page.text).toContain("Confirm my e-mail address");
    expect(page.text).not.toContain(token);
    expect(pressed.status).toBe(200);
    expect(pressed.text).toContain("your e-mail address is confirmed");
    expect(await verifiedAt(email)).not.toBeNull();

    const again = await confirm(token);
    expect(again.page.text).toContain("This link has already been used or has expired");
    expect(again.pressed.status).toBe(410);

    const other = newEmail();
    await signUp(other);
    const visitor = new Browser();
    await visitor.page(`/verify-email?token=${(await latestLink(other)).token}`);
    expect((await visitor.page("/verify-email")).status).toBe(200);
    // A post from anywhere else (another site's form, another browser) arrives without the link's cookie.
    expect((await new Browser().submit("/verify-email", {}, { csrf: false })).status).toBe(410);
    expect(await verifiedAt(other)).toBeNull();
  });

  it("is refused once expired, and for an unknown token", async () => {
    const email = newEmail();
    await signUp(email);
    const { token } = await latestLink(email);
    await env.DB.prepare("UPDATE email_verifications SET expires_at = ?")
      .bind(new Date(Date.now() - 1000).toISOString())
      .run();
    expect((await confirm(token)).pressed.status).toBe(410);
    expect((await confirm("x".repeat(43))).pressed.status).toBe(410);
    expect(await verifiedAt(email)).toBeNull();
  });
});

describe("a new link from the profile", () => {
  it("is mailed on request, at most 3 times an hour, and not once the address is proven", async () => {
    const email = newEmail();
    const { browser } = await signUp(email, "id");
    const profile = await browser.page("/profile");
    expect(profile.text).toContain('data-testid="email-unverified"');
    const statuses = [];
    for (let n = 0; n < 4; n += 1) statuses.push((await browser.post("/api/email/verification", {})).status);
    expect(statuses).toEqual([202, 202, 202, 429]);
    expect(await verificationMails(email)).toHaveLength(4);
    const refused = await browser.post("/api/email/verification", {});
    expect(refused.body.message).toMatch(/^Kami sudah mengirim beberapa tautan/);

    await confirm((await latestLink(email)).token);
    expect((await browser.page("/profile")).text).not.toContain('data-testid="email-unverified"');
    expect((await new Browser().post("/api/email/verification", {})).status).toBe(401);
  });

  it("leaves the older links working until one of them is used", async () => {
    const email = newEmail();
    const { browser } = await signUp(email);
    const first = (await latestLink(email)).token;
    await browser.post("/api/email/verification", {});
    const second = (await latestLink(email)).token;
    expect(second).not.toBe(first);
    expect((await confirm(first)).pressed.status).toBe(200);
    expect((await confirm(second)).pressed.status).toBe(410);
  });
});

describe("an expired link", () => {
  it("opened after a newer one was sent leaves the newer one working", async () => {
    const email = newEmail();
    const { browser } = await signUp(email);
    const first = (await latestLink(email)).token;
    await env.DB.prepare("UPDATE email_verifications SET expires_at = ?")
      .bind(new Date(Date.now() - 1000).toISOString())
      .run();
    await browser.post("/api/email/verification", {});
    const second = (await latestLink(email)).token;
    expect((await confirm(first)).pressed.status).toBe(410);
    expect((await confirm(second)).pressed.status).toBe(200);
    expect(await verifiedAt(email)).not.toBeNull();
  });
});

describe("the pre-account hijack (a password account on someone else's address)", () => {
  it("never lets a provider sign-in into an account whose address is unproven; the squatter loses it", async () => {
    // The fake Google account "google-good" is ayu.lestari@example.com.
    const squatter = await signUp("ayu.lestari@example.com");
    const google = await new Browser().post("/api/auth/google", { code: "google-good" });
    expect(google.status).toBe(200);
    expect(google.body.user.name).toBe("Ayu Lestari");
    expect(await verifiedAt("ayu.lestari@example.com")).not.toBeNull();

    const password = await new Browser().post("/api/login", { email: "ayu.lestari@example.com", password: PASSWORD });
    expect(password.status).toBe(422);
    const session = await new Browser().get("/api/user", { authorization: `Bearer ${squatter.token}` });
    expect(session.status).toBe(401);
    const owner = await new Browser().get("/api/user", { authorization: `Bearer ${google.body.token}` });
    expect(owner.body.email).toBe("ayu.lestari@example.com");
  });

  it("joins the provider to the account once its owner proved the address, and the password keeps working", async () => {
    const owner = await signUp("wayan@example.com");
    await confirm((await latestLink("wayan@example.com")).token);
    const facebook = await new Browser().post("/api/auth/facebook", { code: "facebook-good" });
    expect(facebook.status).toBe(200);
    expect(facebook.body.user.id).toBe(owner.id);
    const password = await new Browser().post("/api/login", { email: "wayan@example.com", password: PASSWORD });
    expect(password.status).toBe(200);
  });

  it("keeps the profile for an unproven account, and reviews wait for the proof (issue 34)", async () => {
    const email = newEmail();
    const { browser } = await signUp(email);
    expect((await browser.get("/api/user")).status).toBe(200);
    expect((await browser.page("/profile")).status).toBe(200);
    const path = "/api/activity/day-tours/ubud-rice-terrace-and-monkey-forest-tour/comment";
    const review = { rating: 5, title: "Lovely day", body: "The rice terraces at sunrise were worth it." };
    expect((await browser.post(path, review)).status).toBe(403);
    await confirm((await latestLink(email)).token, browser);
    expect((await browser.post(path, review)).status).toBe(201);
  });
});
