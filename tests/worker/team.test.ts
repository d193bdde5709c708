import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { Browser, newEmail } from "./browser.ts";
import type { Site } from "./client.ts";
import { sinkMessagesTo } from "./mail-support.ts";
import { emlText, makeOperator, requestedBooking, signedInTourist, testIdPart, textOf } from "./operator-support.ts";

const INVITATION_LINK = /https?:\/\/[\w.:]+\/admin\/invitation\?token=[\w-]+/g;
const STAFF_PASSWORD = "terraces-and-temples-77";

let operator: Browser;

/** A browser signed in as a new operator, with the operator's account id. */
async function operatorBrowser(site: Site = "en", name = "Wayan Operator") {
  const { email, password } = await makeOperator(name);
  const browser = new Browser(site);
  expect((await browser.post("/api/login", { email, password })).status).toBe(200);
  return { browser, email, id: await userIdOf(email) };
}

async function userIdOf(email: string): Promise<number> {
  const row = await env.DB.prepare("SELECT id FROM users WHERE email = ?").bind(email).first<{ id: number }>();
  if (!row) throw new Error(`no account ${email}`);
  return row.id;
}

async function roleOf(email: string): Promise<string | null> {
  const row = await env.DB.prepare("SELECT role FROM users WHERE email = ?").bind(email).first<{ role: string }>();
  return row?.role ?? null;
}

async function sessionsOf(email: string): Promise<number> {
  const row = await env.DB.prepare(
    "SELECT count(*) AS n FROM sessions WHERE user_id = (SELECT id FROM users WHERE email = ?)",
  )
    .bind(email)
    .first<{ n: number }>();
  return row?.n ?? 0;
}

interface InvitationRow {
  id: number;
  email: string;
  name: string;
  locale: string;
  token_hash: string;
  inviter_name: string;
  expires_at: string;
  accepted_at: string | null;
  withdrawn_at: string | null;
  user_id: number | null;
}

async function invitationsTo(email: string): Promise<InvitationRow[]> {
  const { results } = await env.DB.prepare("SELECT * FROM team_invitations WHERE email = ? ORDER BY id")
    .bind(email)
    .all<InvitationRow>();
  return results;
}

interface AuditRecord {
  action: string;
  entity: string;
  entity_id: string;
  actor_email: string;
  before_json: string | null;
  after_json: string | null;
}

async function auditRowsAbout(entityId: string | number): Promise<AuditRecord[]> {
  const { results } = await env.DB.prepare(
    "SELECT action, entity, entity_id, actor_email, before_json, after_json FROM audit_log WHERE entity_id = ? ORDER BY id",
  )
    .bind(String(entityId))
    .all<AuditRecord>();
  return results;
}

async function outboxTo(email: string) {
  const { results } = await env.DB.prepare(
    "SELECT kind, locale, subject, body_text FROM mail_outbox WHERE to_address = ? ORDER BY id",
  )
    .bind(email)
    .all<{ kind: string; locale: string; subject: string; body_text: string }>();
  return results;
}

const invite = (browser: Browser, fields: Record<string, string>, options?: { csrf?: boolean }) =>
  browser.submit("/admin/team", { intent: "invite", locale: "en", ...fields }, options);

/** The invitation links mailed to `email`, oldest first, once `count` of them are there (sent after the answer). */
async function invitationLinks(email: string, count: number): Promise<string[]> {
  let links: string[] = [];
  for (let wait = 0; wait < 50 && links.length < count; wait += 1) {
    const mails = await sinkMessagesTo(email);
    links = mails.flatMap((eml) => [...new Set(emlText(eml).match(INVITATION_LINK))]);
    if (links.length < count) await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return links;
}

/** Follows a mailed link as its reader would: on the site it names, into the page it redirects to. */
async function openLink(
  link: string,
): Promise<{ browser: Browser; page: { status: number; text: string; headers: Headers } }> {
  const url = new URL(link);
  const browser = new Browser(url.hostname.startsWith("en.") ? "en" : "id");
  const opened = await browser.page(`${url.pathname}${url.search}`);
  expect(opened.status).toBe(303);
  expect(opened.headers.get("location")).toBe("/admin/invitation");
  expect(browser.cookies.has("bali_invitation")).toBe(true);
  return { browser, page: await browser.page("/admin/invitation") };
}

/** The link of a new invitation, sent by an operator of its own (each operator may send 10 an hour). */
async function invited(email = newEmail(), name = "Ayu Staff"): Promise<string> {
  const { browser } = await operatorBrowser("en", "Wayan Inviter");
  const answer = await invite(browser, { name, email });
  expect(answer.status).toBe(303);
  const links = await invitationLinks(email, 1);
  expect(links).toHaveLength(1);
  return links[0] ?? "";
}

const join = (browser: Browser, password: string, options?: { csrf?: boolean }) =>
  browser.submit("/admin/invitation", { password }, options);

beforeAll(async () => {
  operator = (await operatorBrowser("en", "Wayan Lead")).browser;
}, 30_000);

describe("who may use the team's pages", () => {
  it("answers a guest and a tourist with the site's 404 on every page and change, and changes nothing", async () => {
    const email = newEmail();
    const visitors = { guest: new Browser("en"), tourist: await signedInTourist("en") };
    for (const [who, browser] of Object.entries(visitors)) {
      for (const path of ["/admin/team", "/admin/team/activity", "/admin/team.data", "/admin/team/activity.data"]) {
        const answer = await browser.page(path);
        expect(answer.status, `${who} GET ${path}`).toBe(404);
        expect(answer.headers.get("cache-control"), `${who} GET ${path}`).toBe("private, no-store");
      }
      const changes: Record<string, string>[] = [
        { intent: "invite", name: "Ayu", email, locale: "en" },
        { intent: "revoke", user_id: "1" },
        { intent: "withdraw", invitation_id: "1" },
      ];
      for (const fields of changes) {
        expect((await browser.submit("/admin/team", fields)).status, `${who} ${fields.intent}`).toBe(404);
      }
    }
    expect(await invitationsTo(email)).toEqual([]);
    expect(await outboxTo(email)).toEqual([]);
  });

  it("refuses a change without the form's CSRF token with 419, and changes nothing", async () => {
    const email = newEmail();
    const answer = await invite(operator, { name: "Ayu", email }, { csrf: false });
    expect(answer.status).toBe(419);
    expect(textOf(testIdPart(answer.text, "team-problem"))).toContain("This form has expired");
    expect(await invitationsTo(email)).toEqual([]);
    expect(await outboxTo(email)).toEqual([]);
  });
});

describe("inviting someone", () => {
  it("answers 422 with a message under each field, in the operator's language, and sends nothing", async () => {
    const english = await invite(operator, { name: "  ", email: "not-an-address", locale: "fr" });
    expect(english.status).toBe(422);
    expect(textOf(testIdPart(english.text, "invite-name-error"))).toContain("Please write the person's name.");
    expect(textOf(testIdPart(english.text, "invite-email-error"))).toContain("E-mail must be valid.");
    expect(textOf(testIdPart(english.text, "invite-locale-error"))).toContain("Please choose the language");

    const indonesian = (await operatorBrowser("id")).browser;
    const answer = await indonesian.submit("/admin/team", { intent: "invite", name: "", email: "", locale: "id" });
    expect(answer.status).toBe(422);
    expect(textOf(testIdPart(answer.text, "invite-name-error"))).toContain("Tulis nama orang tersebut.");
    expect(textOf(testIdPart(answer.text, "invite-email-error"))).toContain("E-mail wajib diisi.");
    expect(await outboxTo("not-an-address")).toEqual([]);
  });

  it("mails a link in the chosen language to that language's site, and records who invited whom", async () => {
    const email = newEmail();
    const answer = await invite(operator, { name: "Ayu Staff", email: email.toUpperCase(), locale: "id" });
    expect(answer.status).toBe(303);
    expect(answer.headers.get("location")).toBe("/admin/team?done=invited");

    const [row] = await invitationsTo(email);
    expect(row).toMatchObject({
      email,
      name: "Ayu Staff",
      locale: "id",
      inviter_name: "Wayan Lead",
      accepted_at: null,
    });
    const hours = (Date.parse(row?.expires_at ?? "") - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(71.9);
    expect(hours).toBeLessThanOrEqual(72);
    expect(row?.token_hash).toMatch(/^[0-9a-f]{64}$/);

    const [mail] = await outboxTo(email);
    expect(mail).toMatchObject({ kind: "team_invitation", locale: "id" });
    expect(mail?.body_text).toContain("Wayan Lead mengundang Anda");
    expect(mail?.body_text).toContain("72 jam");
    const [link] = await invitationLinks(email, 1);
    expect(link).toMatch(/^http:\/\/localhost\/admin\/invitation\?token=[\w-]{40,}$/);
    // Only the hash is stored: the token in the mail is not in the database.
    const token = new URL(link ?? "").searchParams.get("token") ?? "";
    expect(JSON.stringify(await invitationsTo(email))).not.toContain(token);

    const audit = await auditRowsAbout(email);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: "invite", entity: "team_invitations", before_json: null });
    expect(JSON.parse(audit[0]?.after_json ?? "{}")).toMatchObject({ name: "Ayu Staff", email, locale: "id" });

    const page = await operator.page("/admin/team?done=invited");
    expect(textOf(testIdPart(page.text, "team-notice"))).toContain("Invitation sent.");
    expect(textOf(page.text)).toContain(email);
  });

  it("refuses someone already on the team", async () => {
    const { email } = await makeOperator("Made Colleague");
    const answer = await invite(operator, { name: "Made", email });
    expect(answer.status).toBe(422);
    expect(textOf(testIdPart(answer.text, "invite-email-error"))).toContain("already on the team");
    expect(await invitationsTo(email)).toEqual([]);
  });

  it("inviting again replaces the open invitation: only the newest link works", async () => {
    const email = newEmail();
    const first = await invited(email);
    expect((await invite(operator, { name: "Ayu Again", email })).status).toBe(303);
    const links = await invitationLinks(email, 2);
    expect(links).toHaveLength(2);
    expect((await invitationsTo(email)).map((row) => row.withdrawn_at === null)).toEqual([false, true]);
    const old = await openLink(first);
    expect(old.page.status).toBe(410);
    const fresh = await openLink(links[1] ?? "");
    expect(fresh.page.status).toBe(200);
    expect(textOf(fresh.page.text)).toContain("Welcome, Ayu Again.");
  });

  it("sends at most 10 invitations an hour per operator: the 11th gets 429 and no mail", async () => {
    const { browser } = await operatorBrowser("en", "Busy Operator");
    for (let n = 0; n < 10; n += 1) {
      expect((await invite(browser, { name: "Staff", email: newEmail() })).status).toBe(303);
    }
    const email = newEmail();
    const answer = await invite(browser, { name: "Staff", email });
    expect(answer.status).toBe(429);
    expect(textOf(testIdPart(answer.text, "team-problem"))).toContain("10 invitations in the last hour");
    expect(await invitationsTo(email)).toEqual([]);
    expect(await outboxTo(email)).toEqual([]);
  });
});

describe("accepting an invitation", () => {
  it("creates a staff member with the chosen password, signed in, who can open the back office", async () => {
    const email = newEmail();
    const { browser, page } = await openLink(await invited(email));
    expect(page.status).toBe(200);
    expect(page.headers.get("cache-control")).toBe("private, no-store");
    expect(textOf(page.text)).toContain(`Choose the password you will sign in with as ${email}`);
    expect(page.text).not.toContain("token=");

    const joined = await join(browser, STAFF_PASSWORD);
    expect(joined.status).toBe(303);
    expect(joined.headers.get("location")).toBe("/admin/bookings");
    expect(browser.cookies.has("bali_invitation")).toBe(false);
    expect((await browser.page("/admin/bookings")).status).toBe(200);
    expect(await roleOf(email)).toBe("operator");

    const id = await userIdOf(email);
    const [row] = await invitationsTo(email);
    expect(row).toMatchObject({ user_id: id, withdrawn_at: null });
    expect(row?.accepted_at).not.toBeNull();
    const account = await env.DB.prepare("SELECT name, email_verified_at, password_hash FROM users WHERE id = ?")
      .bind(id)
      .first<{ name: string; email_verified_at: string | null; password_hash: string }>();
    expect(account?.name).toBe("Ayu Staff");
    expect(account?.email_verified_at).not.toBeNull();
    expect(account?.password_hash).not.toContain(STAFF_PASSWORD);
    const audit = await auditRowsAbout(id);
    expect(audit.map((entry) => [entry.action, entry.entity, entry.actor_email])).toEqual([["create", "users", email]]);

    // The new member signs in again later with that password.
    const later = new Browser("en");
    expect((await later.post("/api/login", { email, password: STAFF_PASSWORD })).status).toBe(200);
    expect((await later.page("/admin/team")).status).toBe(200);
  });

  it("refuses a password that breaks the rules, with the reason under the field, and keeps the link", async () => {
    const email = newEmail();
    const { browser } = await openLink(await invited(email));
    for (const [password, reason] of [
      ["short-pass", "at least 12 characters"],
      [email, "cannot be your e-mail address"],
      ["password1234", "too common"],
      ["aaaaaaaaaaaaaa", "only spaces or one character repeated"],
    ] as const) {
      const answer = await join(browser, password);
      expect(answer.status, password).toBe(422);
      expect(textOf(testIdPart(answer.text, "invitation-password-error")), password).toContain(reason);
    }
    expect(await roleOf(email)).toBeNull();
    expect((await join(browser, STAFF_PASSWORD)).status).toBe(303);
  });

  it("refuses a used, an expired, a withdrawn or an unknown link with a clear page", async () => {
    const email = newEmail();
    const link = await invited(email);
    const first = await openLink(link);
    expect((await join(first.browser, STAFF_PASSWORD)).status).toBe(303);
    const again = await openLink(link);
    expect(again.page.status).toBe(410);
    expect(textOf(testIdPart(again.page.text, "invitation-dead"))).toContain(
      "This invitation link has expired, has already been used or was withdrawn.",
    );
    expect((await join(again.browser, "another-password-99")).status).toBe(410);

    const late = newEmail();
    const lateLink = await invited(late);
    const opened = await openLink(lateLink);
    await env.DB.prepare("UPDATE team_invitations SET expires_at = ? WHERE email = ?")
      .bind(new Date(Date.now() - 1000).toISOString(), late)
      .run();
    expect((await opened.browser.page("/admin/invitation")).status).toBe(410);
    const refused = await join(opened.browser, STAFF_PASSWORD);
    expect(refused.status).toBe(410);
    expect(textOf(refused.text)).toContain("has expired");
    expect(await roleOf(late)).toBeNull();

    const unknown = new Browser("en");
    expect((await unknown.page("/admin/invitation?token=made-up-token-0123456789")).status).toBe(303);
    expect((await unknown.page("/admin/invitation")).status).toBe(410);
  });

  it("refuses the password form without the CSRF token", async () => {
    const email = newEmail();
    const { browser } = await openLink(await invited(email));
    expect((await join(browser, STAFF_PASSWORD, { csrf: false })).status).toBe(419);
    expect(await roleOf(email)).toBeNull();
  });

  it("joins an existing account only with its password, and ends its other sessions", async () => {
    const tourist = await signedInTourist("en");
    const profile = await tourist.get("/api/user");
    const email = profile.body.email as string;
    const { browser, page } = await openLink(await invited(email));
    expect(textOf(page.text)).toContain("You already have an account");
    const wrong = await join(browser, "not-the-password-1");
    expect(wrong.status).toBe(422);
    expect(textOf(testIdPart(wrong.text, "invitation-password-error"))).toContain("not the password of your account");
    expect(await roleOf(email)).toBe("tourist");

    expect((await join(browser, "ricefields-at-dawn-42")).status).toBe(303);
    expect(await roleOf(email)).toBe("operator");
    expect((await browser.page("/admin/bookings")).status).toBe(200);
    // The session opened as a tourist does not become a back-office session.
    expect((await tourist.page("/admin/bookings")).status).toBe(404);
    expect(await sessionsOf(email)).toBe(1);
    const audit = await auditRowsAbout(await userIdOf(email));
    expect(audit.map((entry) => [entry.action, entry.before_json])).toEqual([["update", '{"role":"tourist"}']]);
  });
});

describe("revoking", () => {
  async function staffMember() {
    const email = newEmail();
    const { browser } = await openLink(await invited(email));
    expect((await join(browser, STAFF_PASSWORD)).status).toBe(303);
    return { browser, email, id: await userIdOf(email) };
  }

  it("takes the role and ends the member's sessions at once, recorded in the trail", async () => {
    const staff = await staffMember();
    expect((await staff.browser.page("/admin/bookings")).status).toBe(200);
    const answer = await operator.submit("/admin/team", { intent: "revoke", user_id: String(staff.id) });
    expect(answer.status).toBe(303);
    expect(answer.headers.get("location")).toBe("/admin/team?done=revoked");
    expect((await staff.browser.page("/admin/bookings")).status).toBe(404);
    expect(await roleOf(staff.email)).toBe("tourist");
    expect(await sessionsOf(staff.email)).toBe(0);
    const audit = (await auditRowsAbout(staff.id)).filter((row) => row.action === "revoke");
    expect(audit).toHaveLength(1);
    expect(JSON.parse(audit[0]?.before_json ?? "{}")).toMatchObject({ email: staff.email, role: "operator" });
    expect(JSON.parse(audit[0]?.after_json ?? "{}")).toEqual({ role: "tourist" });

    const again = await operator.submit("/admin/team", { intent: "revoke", user_id: String(staff.id) });
    expect(again.headers.get("location")).toBe("/admin/team?done=unchanged");
    expect((await auditRowsAbout(staff.id)).filter((row) => row.action === "revoke")).toHaveLength(1);
  });

  it("refuses to revoke yourself, and a CSRF-less or malformed revoke", async () => {
    const me = await operatorBrowser("en", "Self Operator");
    const self = await me.browser.submit("/admin/team", { intent: "revoke", user_id: String(me.id) });
    expect(self.status).toBe(422);
    expect(textOf(testIdPart(self.text, "team-problem"))).toContain("You cannot revoke your own access.");
    const staff = await staffMember();
    const noToken = await operator.submit(
      "/admin/team",
      { intent: "revoke", user_id: String(staff.id) },
      { csrf: false },
    );
    expect(noToken.status).toBe(419);
    expect((await operator.submit("/admin/team", { intent: "revoke", user_id: "x" })).status).toBe(422);
    for (const intent of ["", "promote", "constructor", "__proto__"]) {
      expect((await operator.submit("/admin/team", { intent, user_id: String(staff.id) })).status, intent).toBe(422);
    }
    expect((await operator.submit("/admin/team", { intent: "revoke", user_id: "999999999" })).status).toBe(404);
    expect(await roleOf(me.email)).toBe("operator");
    expect(await roleOf(staff.email)).toBe("operator");
  });

  it("offers a member no revoke button, and refuses a member's revoke of the owner or anyone with 403, changing nothing", async () => {
    const owner = await operatorBrowser("en", "Owner Operator");
    const staff = await staffMember();
    const colleague = await staffMember();
    const revokeForms = (html: string) => (html.match(/name="intent" value="revoke"/g) ?? []).length;

    const staffView = await staff.browser.page("/admin/team");
    expect(staffView.status).toBe(200);
    expect(revokeForms(staffView.text)).toBe(0);
    expect(textOf(staffView.text)).not.toMatch(/Revoke /);
    expect(revokeForms((await staff.browser.page("/admin/team/activity")).text)).toBe(0);
    // The owner still gets a button for everyone but themselves.
    const ownerView = await owner.browser.page("/admin/team");
    expect(textOf(ownerView.text)).toContain("Revoke Ayu Staff");
    expect(textOf(ownerView.text)).not.toContain("Revoke Owner Operator");

    for (const target of [owner.id, colleague.id]) {
      const answer = await staff.browser.submit("/admin/team", { intent: "revoke", user_id: String(target) });
      expect(answer.status).toBe(403);
      expect(textOf(testIdPart(answer.text, "team-problem"))).toContain("Only the owner of the team can revoke");
      expect((await auditRowsAbout(target)).filter((row) => row.action === "revoke")).toHaveLength(0);
    }
    expect(await roleOf(owner.email)).toBe("operator");
    expect(await roleOf(colleague.email)).toBe("operator");
    expect(await sessionsOf(owner.email)).toBeGreaterThan(0);
  });

  it("never leaves the site without an operator, even when the last two revoke each other at once", async () => {
    const a = await operatorBrowser("en", "Operator A");
    const b = await operatorBrowser("en", "Operator B");
    const { results: others } = await env.DB.prepare(
      "SELECT id FROM users WHERE role = 'operator' AND id NOT IN (?, ?)",
    )
      .bind(a.id, b.id)
      .all<{ id: number }>();
    const otherIds = others.map((row) => row.id);
    await env.DB.batch(otherIds.map((id) => env.DB.prepare("UPDATE users SET role = 'tourist' WHERE id = ?").bind(id)));
    try {
      const answers = await Promise.all([
        a.browser.submit("/admin/team", { intent: "revoke", user_id: String(b.id) }),
        b.browser.submit("/admin/team", { intent: "revoke", user_id: String(a.id) }),
      ]);
      const roles = [await roleOf(a.email), await roleOf(b.email)];
      expect(roles.filter((role) => role === "operator")).toHaveLength(1);
      expect(answers.filter((answer) => answer.status === 303)).toHaveLength(1);
      const revokes = [...(await auditRowsAbout(a.id)), ...(await auditRowsAbout(b.id))].filter(
        (row) => row.action === "revoke",
      );
      expect(revokes).toHaveLength(1);
      await expect(env.DB.prepare("UPDATE users SET role = 'tourist' WHERE role = 'operator'").run()).rejects.toThrow(
        /last operator/,
      );
    } finally {
      await env.DB.batch(
        otherIds.map((id) => env.DB.prepare("UPDATE users SET role = 'operator' WHERE id = ?").bind(id)),
      );
    }
  });

  it("withdraws an open invitation: its link stops working, recorded in the trail", async () => {
    const email = newEmail();
    const link = await invited(email);
    const [row] = await invitationsTo(email);
    const answer = await operator.submit("/admin/team", { intent: "withdraw", invitation_id: String(row?.id) });
    expect(answer.headers.get("location")).toBe("/admin/team?done=withdrawn");
    expect((await openLink(link)).page.status).toBe(410);
    expect((await auditRowsAbout(email)).map((entry) => entry.action)).toEqual(["invite", "revoke"]);
    const again = await operator.submit("/admin/team", { intent: "withdraw", invitation_id: String(row?.id) });
    expect(again.headers.get("location")).toBe("/admin/team?done=unchanged");
    expect(await auditRowsAbout(email)).toHaveLength(2);
  });
});

describe("who did what", () => {
  it("lists the trail and the booking answers newest first, each with who, what and before/after, by person", async () => {
    const lead = await operatorBrowser("en", "Trail Lead");
    const email = newEmail();
    expect((await invite(lead.browser, { name: "Trail Staff", email })).status).toBe(303);
    const { reference } = await requestedBooking();
    expect(
      (
        await lead.browser.submit(`/admin/bookings/${reference}`, {
          intent: "decline",
          reason: "Full.",
          confirm: "yes",
        })
      ).status,
    ).toBe(303);
    const page = await lead.browser.page(`/admin/team/activity?person=${lead.id}`);
    expect(page.status).toBe(200);
    const entries = textOf(testIdPart(page.text, "activity"));
    expect(entries.indexOf(`Trail Lead declined booking ${reference}`)).toBeGreaterThanOrEqual(0);
    expect(entries.indexOf(`Trail Lead invited ${email} to the team`)).toBeGreaterThan(
      entries.indexOf("declined booking"),
    );
    expect(entries).toMatch(/Name \(none\) → Trail Staff/);
    expect(entries).toMatch(/Language \(none\) → English/);
    expect(entries).not.toContain("Another detail");
    // A recorded moment reads in Bali time, not as a raw timestamp.
    expect(entries).toMatch(/Link valid until \(none\) → \d{1,2} \w{3} \d{4}, \d\d:\d\d WITA/);
    // Never the stored words: actions, tables, columns or statuses.
    expect(entries).not.toMatch(/requested → declined|expires_at|team_invitations|invite:|declined: bookings/);
    const indonesian = (await operatorBrowser("id", "Made Lead")).browser;
    const inIndonesian = textOf(
      testIdPart((await indonesian.page(`/admin/team/activity?person=${lead.id}`)).text, "activity"),
    );
    expect(inIndonesian).toContain(`Trail Lead menolak pemesanan ${reference}`);
    expect(inIndonesian).toContain(`Trail Lead mengundang ${email} ke tim`);
    expect(inIndonesian).toMatch(/Bahasa \(tidak ada\) → Inggris/);

    const someoneElse = await operator.page(`/admin/team/activity?person=${await userIdOf(email).catch(() => 0)}`);
    expect(someoneElse.status).toBe(200);
    const everyone = await operator.page("/admin/team/activity");
    expect(textOf(everyone.text)).toContain(`Trail Lead declined booking ${reference}`);
    const others = await lead.browser.page(`/admin/team/activity?person=${(await operatorBrowser()).id}`);
    expect(textOf(others.text)).not.toContain(reference);
  });
});
