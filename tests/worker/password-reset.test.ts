import { env } from "cloudflare:workers";
import { describe, expect, it, vi } from "vitest";
import { RECEIVED_MAILS_PER_DAY } from "#domain/mail-budget.ts";
import { Browser, newEmail } from "./browser.ts";
import { sinkMessagesTo } from "./mail-support.ts";

const OLD_PASSWORD = "sunrise-at-batur";
const NEW_PASSWORD = "rice-terraces-of-jatiluwih";

async function signUp(email: string, site: "id" | "en" = "en") {
  const browser = new Browser(site);
  const reply = await browser.post("/api/register", { name: "Made Wirawan", email, password: OLD_PASSWORD });
  expect(reply.status).toBe(201);
  return { browser, token: reply.body.token as string };
}

interface ResetMail {
  locale: string;
  subject: string;
  body_text: string;
}

async function resetMails(email: string): Promise<ResetMail[]> {
  const { results } = await env.DB.prepare(
    "SELECT locale, subject, body_text FROM mail_outbox WHERE to_address = ? AND kind = 'password_reset' ORDER BY id",
  )
    .bind(email)
    .all<ResetMail>();
  return results;
}

/** The newest reset link mailed to `email`. */
async function latestLink(email: string): Promise<{ url: URL; token: string }> {
  const href = (await resetMails(email)).at(-1)?.body_text.match(/https?:\/\/\S+\/password\/reset\?token=[\w-]+/)?.[0];
  if (!href) throw new Error(`No reset link was mailed to ${email}`);
  const url = new URL(href);
  return { url, token: url.searchParams.get("token") ?? "" };
}

/** A page's text as a reader sees it: without React's markers between a sentence and its placeholders. */
function textOf(html: string): string {
  return html.replaceAll("<!-- -->", "");
}

function ask(email: string, browser = new Browser()) {
  return browser.post("/api/password/forgot", { email });
}

/** Opens the link, as the tourist does, and sends the page's form with `password`. */
async function setPassword(token: string, password: string, { browser = new Browser(), csrf = true } = {}) {
  const opened = await browser.page(`/password/reset?token=${token}`);
  expect(opened.status).toBe(303);
  expect(opened.headers.get("location")).toBe("/password/reset");
  expect(opened.headers.get("referrer-policy")).toBe("no-referrer");
  const page = await browser.page("/password/reset");
  const sent = await browser.submit("/password/reset", { password }, { csrf });
  return { page, sent };
}

async function signsIn(email: string, password: string): Promise<boolean> {
  return (await new Browser().post("/api/login", { email, password })).status === 200;
}

async function isLive(sessionToken: string): Promise<boolean> {
  return (await new Browser().get("/api/user", { authorization: `Bearer ${sessionToken}` })).status === 200;
}

describe("asking for a link that sets a new password", () => {
  it("mails the account a link in the site's language, to the configured site, stored only as a hash for an hour", async () => {
    const email = newEmail();
    await signUp(email, "id");
    const reply = await ask(email, new Browser("en"));
    expect(reply.status).toBe(202);
    const [mail, ...more] = await resetMails(email);
    expect(more).toEqual([]);
    expect(mail?.locale).toBe("en");
    expect(mail?.subject).toBe("Set a new password for Bali Tours");
    const { url, token } = await latestLink(email);
    expect(url.origin).toBe("http://en.localhost");
    const stored = await env.DB.prepare("SELECT token_hash, expires_at FROM password_resets").all<{
      token_hash: string;
      expires_at: string;
    }>();
    expect(JSON.stringify(stored.results)).not.toContain(token);
    const minutesValid = (Date.parse(stored.results[0]?.expires_at ?? "") - Date.now()) / 60_000;
    expect(minutesValid).toBeGreaterThan(59);
    expect(minutesValid).toBeLessThanOrEqual(60);
    await vi.waitFor(async () => expect((await sinkMessagesTo(email)).length).toBeGreaterThanOrEqual(2));

    await ask(email, new Browser("id"));
    expect((await resetMails(email)).at(-1)?.subject).toBe("Atur kata sandi baru untuk Bali Tours");
    expect((await latestLink(email)).url.origin).toBe("http://localhost");
  });

  it("answers an unknown address exactly as a known one, and mails it nothing", async () => {
    const known = newEmail();
    await signUp(known);
    const unknown = newEmail();
    const forKnown = await ask(known);
    const forUnknown = await ask(unknown);
    expect(forUnknown.status).toBe(forKnown.status);
    expect(forUnknown.body).toEqual(forKnown.body);
    expect(await resetMails(unknown)).toEqual([]);

    const pageKnown = await new Browser().submit("/password/forgot", { email: known });
    const pageUnknown = await new Browser().submit("/password/forgot", { email: unknown });
    expect(pageUnknown.status).toBe(pageKnown.status);
    expect(textOf(pageUnknown.text)).toContain(`If an account uses ${unknown}, we have sent it`);
    expect(textOf(pageKnown.text)).toContain(`If an account uses ${known}, we have sent it`);
    expect(await resetMails(unknown)).toEqual([]);
  });

  it("needs the page's CSRF token, on the API and on the page", async () => {
    const email = newEmail();
    await signUp(email);
    const browser = new Browser();
    await browser.get("/sanctum/csrf-cookie");
    const noHeader = await browser.request("POST", "/api/password/forgot", { body: { email } });
    expect(noHeader.status).toBe(419);
    const noField = await new Browser().submit("/password/forgot", { email }, { csrf: false });
    expect(noField.status).toBe(419);
    expect(await resetMails(email)).toEqual([]);
  });

  it("is limited per client address, and those refusals do not spend the recipient's mails", async () => {
    const owner = newEmail();
    await signUp(owner);
    const script = new Browser();
    const statuses = [];
    for (let n = 0; n < 5; n += 1) statuses.push((await ask(newEmail(), script)).status);
    statuses.push((await ask(owner, script)).status);
    statuses.push((await ask(owner, script)).status);
    expect(statuses).toEqual([202, 202, 202, 202, 202, 429, 429]);
    expect(await resetMails(owner)).toEqual([]);

    for (let n = 0; n < 3; n += 1) expect((await ask(owner)).status).toBe(202);
    expect(await resetMails(owner)).toHaveLength(3);
  });

  it("is limited per recipient, known or not, and the owner keeps every link already mailed", async () => {
    const owner = newEmail();
    const unknown = newEmail();
    await signUp(owner);
    const answers = async (email: string) => {
      const statuses = [];
      for (let n = 0; n < 4; n += 1) statuses.push((await ask(email)).status);
      return statuses;
    };
    expect(await answers(owner)).toEqual([202, 202, 202, 429]);
    expect(await answers(unknown)).toEqual([202, 202, 202, 429]);
    const refused = await ask(owner, new Browser("id"));
    expect(refused.body.message).toMatch(/^Kami sudah mengirim beberapa tautan/);
    // The stranger only sent the owner links: the first of them still works.
    const [first] = await resetMails(owner);
    const token = first?.body_text.match(/token=([\w-]+)/)?.[1] ?? "";
    expect((await setPassword(token, NEW_PASSWORD)).sent.status).toBe(200);
    expect(await signsIn(owner, NEW_PASSWORD)).toBe(true);
  });

  it("counts against the mailbox's daily budget, and past it sends nothing but answers the same", async () => {
    const email = newEmail();
    await signUp(email); // the verification link: 1
    for (let n = 0; n < RECEIVED_MAILS_PER_DAY - 1; n += 1) {
      await env.DB.prepare(
        `INSERT INTO mail_outbox (kind, to_address, locale, subject, body_text, body_html, mailbox)
         VALUES ('booking_received', ?1, 'en', 'We received your booking request', 'Thank you.', '<p>Thank you.</p>', ?1)`,
      )
        .bind(email)
        .run();
    }
    const reply = await ask(email);
    expect(reply.status).toBe(202);
    expect(await resetMails(email)).toEqual([]);
    const links = env.DB.prepare(
      "SELECT count(*) AS n FROM password_resets WHERE user_id = (SELECT id FROM users WHERE email = ?)",
    ).bind(email);
    expect(await links.first("n")).toBe(0);

    const other = newEmail();
    const { browser } = await signUp(other); // 1
    for (let n = 0; n < 3; n += 1) await ask(other); // 4
    expect((await browser.post("/api/email/verification", {})).status).toBe(202); // 5
    expect((await browser.post("/api/email/verification", {})).status).toBe(429);
  });
});

describe("the link in the mail", () => {
  it("sets the password once, with the page's CSRF token, proves the address and ends every session", async () => {
    const email = newEmail();
    const { token: session } = await signUp(email);
    const other = await new Browser().post("/api/login", { email, password: OLD_PASSWORD });
    await ask(email);
    const { token } = await latestLink(email);

    const forged = await setPassword(token, NEW_PASSWORD, { csrf: false });
    expect(forged.page.status).toBe(200);
    expect(forged.page.headers.get("cache-control")).toBe("private, no-store");
    expect(forged.page.text).not.toContain(token);
    expect(textOf(forged.page.text)).toContain(`Choose a new password for ${email}`);
    expect(forged.sent.status).toBe(419);
    expect(await signsIn(email, OLD_PASSWORD)).toBe(true);

    const { sent } = await setPassword(token, NEW_PASSWORD);
    expect(sent.status).toBe(200);
    expect(sent.text).toContain("Your new password is set");
    expect(await signsIn(email, NEW_PASSWORD)).toBe(true);
    expect(await signsIn(email, OLD_PASSWORD)).toBe(false);
    expect(await isLive(session)).toBe(false);
    expect(await isLive(other.body.token)).toBe(false);
    const verified = await env.DB.prepare("SELECT email_verified_at FROM users WHERE email = ?").bind(email).first();
    expect(verified?.email_verified_at).not.toBeNull();

    const again = await setPassword(token, "another-new-password");
    expect(again.page.text).toContain("This link has already been used or has expired");
    expect(again.sent.status).toBe(410);
    expect(await signsIn(email, NEW_PASSWORD)).toBe(true);
  });

  it("uses up the account's other links with it", async () => {
    const email = newEmail();
    await signUp(email);
    await ask(email);
    const first = (await latestLink(email)).token;
    await ask(email);
    const second = (await latestLink(email)).token;
    expect((await setPassword(second, NEW_PASSWORD)).sent.status).toBe(200);
    expect((await setPassword(first, "another-new-password")).sent.status).toBe(410);
  });

  it("is refused once expired, and for an unknown token", async () => {
    const email = newEmail();
    await signUp(email);
    await ask(email);
    const { token } = await latestLink(email);
    await env.DB.prepare("UPDATE password_resets SET expires_at = ?")
      .bind(new Date(Date.now() - 1000).toISOString())
      .run();
    expect((await setPassword(token, NEW_PASSWORD)).sent.status).toBe(410);
    expect((await setPassword("x".repeat(43), NEW_PASSWORD)).sent.status).toBe(410);
    expect(await signsIn(email, OLD_PASSWORD)).toBe(true);
  });

  it("takes only a password sign-up would take, and keeps the link for another try", async () => {
    const email = newEmail();
    await signUp(email);
    await ask(email);
    const { token } = await latestLink(email);
    const browser = new Browser();
    const tooShort = await setPassword(token, "short", { browser });
    expect(tooShort.sent.status).toBe(422);
    expect(tooShort.sent.text).toContain("Password must be at least 8 characters.");
    const common = await browser.submit("/password/reset", { password: "password123" });
    expect(common.status).toBe(422);
    const good = await browser.submit("/password/reset", { password: NEW_PASSWORD });
    expect(good.status).toBe(200);
  });
});

describe("the account on /profile", () => {
  it("changes the name with the page's CSRF token and the sign-up's rules", async () => {
    const email = newEmail();
    const { browser } = await signUp(email);
    const forged = await browser.submit("/profile", { intent: "name", name: "Ketut Sari" }, { csrf: false });
    expect(forged.status).toBe(419);
    const twoLines = await browser.submit("/profile", { intent: "name", name: "Ketut\nSari" });
    expect(twoLines.status).toBe(422);
    const renamed = await browser.submit("/profile", { intent: "name", name: "  Ketut Sari " });
    expect(renamed.status).toBe(200);
    expect((await browser.get("/api/user")).body.name).toBe("Ketut Sari");
  });

  it("changes the password only with the current one, and signs out every other device", async () => {
    const email = newEmail();
    const { browser, token: here } = await signUp(email);
    const elsewhere = (await new Browser().post("/api/login", { email, password: OLD_PASSWORD })).body.token;
    const change = (fields: Record<string, string>, options = {}) =>
      browser.submit("/profile", { intent: "password", ...fields }, options);

    expect((await change({ current_password: OLD_PASSWORD, password: NEW_PASSWORD }, { csrf: false })).status).toBe(
      419,
    );
    const wrong = await change({ current_password: "not-my-password", password: NEW_PASSWORD });
    expect(wrong.status).toBe(422);
    expect(wrong.text).toContain("Your current password is not correct.");
    expect((await change({ current_password: OLD_PASSWORD, password: "short" })).status).toBe(422);
    expect(await isLive(elsewhere)).toBe(true);

    const changed = await change({ current_password: OLD_PASSWORD, password: NEW_PASSWORD });
    expect(changed.status).toBe(200);
    expect(await signsIn(email, NEW_PASSWORD)).toBe(true);
    expect(await signsIn(email, OLD_PASSWORD)).toBe(false);
    expect(await isLive(elsewhere)).toBe(false);
    expect(await isLive(here)).toBe(true);
  });

  it("stops guessing the current password after a few tries", async () => {
    const email = newEmail();
    const { browser } = await signUp(email);
    const statuses = [];
    for (let n = 0; n < 6; n += 1) {
      const guess = await browser.submit("/profile", {
        intent: "password",
        current_password: `guess-${n}-wrong`,
        password: NEW_PASSWORD,
      });
      statuses.push(guess.status);
    }
    expect(statuses).toEqual([422, 422, 422, 422, 422, 429]);
    const right = await browser.submit("/profile", {
      intent: "password",
      current_password: OLD_PASSWORD,
      password: NEW_PASSWORD,
    });
    expect(right.status).toBe(429);
  });
});
