/**
 * The newsletter's list in the back office (/admin/subscribers, issue 41 item 4): every address with
 * its double opt-in state, searched by address and paged by a keyset, as CSV through the manifest's
 * formula guard, the months' counts in Bali time, and the operator's unsubscribe on a subscriber's
 * behalf (CSRF, a second step, an audit row). A page that does not exist for anyone but an operator.
 */
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { baliToday } from "#domain/bali-time.ts";
import { addMonths } from "#domain/operator-day.ts";
import { MONTHS_SQL, subscribersPageSql, TOTALS_SQL } from "#workers/mail/subscriber-list.ts";
import type { Keyset } from "#workers/paging.ts";
import { Browser, newEmail } from "./browser.ts";
import { parseCsv } from "./csv-support.ts";
import {
  elementsWith,
  formFieldsOf,
  pagerLink,
  signedInOperator,
  signedInTourist,
  testIdPart,
  textOf,
} from "./operator-support.ts";

const PASSWORD = "ricefields-at-dawn-42";
const HOUR = 60 * 60 * 1000;

let operator: Browser;

beforeAll(async () => {
  operator = await signedInOperator("en", "Wayan Lists");
}, 30_000);

/** A subscriber stored as the subscribe flow leaves one, at `createdAt`, confirmed at `confirmedAt` (null: pending). */
async function subscriber(
  email: string,
  { createdAt = new Date().toISOString(), confirmedAt = null as string | null, locale = "en" } = {},
): Promise<number> {
  const row = await env.DB.prepare(
    "INSERT INTO subscribers (email, locale, created_at, confirmed_at) VALUES (?1, ?2, ?3, ?4) RETURNING id",
  )
    .bind(email, locale, createdAt, confirmedAt)
    .first<{ id: number }>();
  return row?.id ?? 0;
}

async function onList(email: string): Promise<boolean> {
  return (await env.DB.prepare("SELECT 1 FROM subscribers WHERE email = ?").bind(email).first()) !== null;
}

/** The addresses a page of the list shows, in its order, with their state. */
function shown(html: string): { email: string; state: string }[] {
  return elementsWith(html, 'data-testid="subscriber"').map((item) => ({
    email: textOf(item).trim().split(" ")[0] ?? "",
    state: /data-state="(\w+)"/.exec(item)?.[1] ?? "",
  }));
}

/** The row of the months' table for `month` (YYYY-MM): confirmed, pending, unsubscribed. */
function monthRow(html: string, month: string): number[] {
  const row = elementsWith(testIdPart(html, "subscriber-months"), `data-month="${month}"`)[0] ?? "";
  return [...row.matchAll(/<td>([^<]*)<\/td>/g)].map((cell) => Number((cell[1] ?? "").replace(/\D/g, "")));
}

/** When Bali's month began, as a stored moment. */
const baliMonthStart = (month: string) => Date.parse(`${month}-01T00:00:00Z`) - 8 * HOUR;

/** A signed-in driver: an account linked to a driver resource, as a crew invitation leaves one. */
async function signedInDriver(): Promise<Browser> {
  const resource = await env.DB.prepare(
    "INSERT INTO resources (kind, name, phone, seats, plate) VALUES ('driver', 'Made Driver', '+62 811 000 111', NULL, NULL) RETURNING id",
  ).first<{ id: number }>();
  const browser = new Browser("en");
  const reply = await browser.post("/api/register", { name: "Made Driver", email: newEmail(), password: PASSWORD });
  expect(reply.status).toBe(201);
  await env.DB.prepare("INSERT INTO crew_accounts (user_id, resource_id) VALUES (?1, ?2)")
    .bind(reply.body.user.id, resource?.id)
    .run();
  return browser;
}

describe("who may see the list", () => {
  it("answers a guest, a tourist and a driver 404 on the page, its data, its CSV and its unsubscribe, and changes nothing", async () => {
    const email = `kept-${Date.now()}@example.com`;
    const id = await subscriber(email, { confirmedAt: new Date().toISOString() });
    const visitors = { guest: new Browser("en"), tourist: await signedInTourist("en"), driver: await signedInDriver() };
    for (const [who, browser] of Object.entries(visitors)) {
      for (const path of ["/admin/subscribers", "/admin/subscribers.data", "/admin/subscribers.csv"]) {
        const answer = await browser.page(path);
        expect(answer.status, `${who} GET ${path}`).toBe(404);
        expect(answer.headers.get("cache-control"), `${who} GET ${path}`).toBe("private, no-store");
        expect(answer.text, `${who} GET ${path}`).not.toContain(email);
      }
      const posted = await browser.submit("/admin/subscribers", { intent: "unsubscribe", id: String(id) });
      expect(posted.status, `${who} POST`).toBe(404);
    }
    expect(await onList(email)).toBe(true);
  });
});

describe("the list", () => {
  it("shows each address with its double opt-in state, newest first, and the list's totals", async () => {
    const marker = `state${Date.now()}`;
    const now = Date.now();
    await subscriber(`${marker}-old@example.com`, {
      createdAt: new Date(now - 3 * HOUR).toISOString(),
      confirmedAt: new Date(now - 2 * HOUR).toISOString(),
    });
    await subscriber(`${marker}-new@example.com`, { createdAt: new Date(now - HOUR).toISOString() });
    const page = await operator.page(`/admin/subscribers?q=${marker}`);
    expect(page.status).toBe(200);
    expect(page.headers.get("cache-control")).toBe("private, no-store");
    expect(shown(page.text)).toEqual([
      { email: `${marker}-new@example.com`, state: "pending" },
      { email: `${marker}-old@example.com`, state: "confirmed" },
    ]);
    const totals = await env.DB.prepare(
      "SELECT count(confirmed_at) AS confirmed, count(*) - count(confirmed_at) AS pending FROM subscribers",
    ).first<{ confirmed: number; pending: number }>();
    expect(textOf(testIdPart(page.text, "subscriber-totals")).trim()).toBe(
      `On the list: ${totals?.confirmed} confirmed, ${totals?.pending} waiting for their confirmation.`,
    );
    expect(page.text).toContain('href="/admin/subscribers"');
  });

  it("searches by any part of the address in any case, and narrows to one state", async () => {
    const marker = `Find${Date.now()}`;
    await subscriber(`ayu.${marker.toLowerCase()}@example.com`, { confirmedAt: new Date().toISOString() });
    await subscriber(`made.${marker.toLowerCase()}@example.com`);
    await subscriber(`someone-else-${Date.now()}@example.com`);
    const found = shown((await operator.page(`/admin/subscribers?q=${marker.toUpperCase()}`)).text);
    expect(found.map((entry) => entry.email).sort()).toEqual([
      `ayu.${marker.toLowerCase()}@example.com`,
      `made.${marker.toLowerCase()}@example.com`,
    ]);
    const pending = shown((await operator.page(`/admin/subscribers?q=${marker}&state=pending`)).text);
    expect(pending).toEqual([{ email: `made.${marker.toLowerCase()}@example.com`, state: "pending" }]);
    const nothing = await operator.page(`/admin/subscribers?q=nobody-${marker}`);
    expect(shown(nothing.text)).toEqual([]);
    expect(textOf(nothing.text)).toContain("No subscribers match these filters.");
  });

  it("pages 50 at a time by a cursor that keeps the search, Older and Newer, every address once", async () => {
    const marker = `page${Date.now()}`;
    const start = Date.now() - 100 * HOUR;
    const emails: string[] = [];
    for (let index = 0; index < 53; index += 1) {
      const email = `${marker}-${String(index).padStart(2, "0")}@example.com`;
      emails.push(email);
      // Two share each moment: the id tells them apart.
      await subscriber(email, { createdAt: new Date(start + Math.floor(index / 2) * HOUR).toISOString() });
    }
    const first = await operator.page(`/admin/subscribers?q=${marker}`);
    const firstShown = shown(first.text).map((entry) => entry.email);
    expect(firstShown).toHaveLength(50);
    expect(pagerLink(first.text, "prev")).toBeNull();
    const older = pagerLink(first.text, "next");
    expect(older).toContain(`q=${marker}`);
    const second = await operator.page(older ?? "");
    const secondShown = shown(second.text).map((entry) => entry.email);
    expect(pagerLink(second.text, "next")).toBeNull();
    expect([...firstShown, ...secondShown]).toEqual([...emails].reverse());
    const back = await operator.page(pagerLink(second.text, "prev") ?? "");
    expect(shown(back.text).map((entry) => entry.email)).toEqual(firstShown);
  });
});

describe("the CSV", () => {
  it("lists what the filters match in the operator's language, a typed formula made inert", async () => {
    const marker = `csv${Date.now()}`;
    const confirmedAt = new Date().toISOString();
    await subscriber(`${marker}@example.com`, { confirmedAt, locale: "id" });
    await subscriber(`=HYPERLINK("http://evil.example")${marker}@example.com`);
    const file = await operator.page(`/admin/subscribers.csv?q=${marker}`);
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(file.headers.get("content-disposition")).toBe('attachment; filename="subscribers.csv"');
    expect(file.headers.get("cache-control")).toBe("private, no-store");
    const [header, ...rows] = parseCsv(file.text.replace(/^\uFEFF/, ""));
    expect(header).toEqual(["E-mail", "Language", "State", "Subscribed at (UTC)", "Confirmed at (UTC)"]);
    expect(rows).toHaveLength(2);
    expect(rows).toContainEqual([`${marker}@example.com`, "id", "Confirmed", expect.any(String), confirmedAt]);
    expect(rows.map((row) => row[0])).toContainEqual(`'=HYPERLINK("http://evil.example")${marker}@example.com`);
    const pendingOnly = parseCsv((await operator.page(`/admin/subscribers.csv?q=${marker}&state=pending`)).text);
    expect(pendingOnly.slice(1).map((row) => row[2])).toEqual(["Pending"]);
    const indonesian = await signedInOperator("id");
    const [idHeader] = parseCsv(
      (await indonesian.page(`/admin/subscribers.csv?q=${marker}`)).text.replace(/^\uFEFF/, ""),
    );
    expect(idHeader?.slice(1, 3)).toEqual(["Bahasa", "Status"]);
  });
});

describe("the CSV of the whole list", () => {
  it("lists every address when no filter is set, and every confirmed one with only the state set", async () => {
    const email = `whole-${Date.now()}@example.com`;
    await subscriber(email, { confirmedAt: new Date().toISOString() });
    const count = await env.DB.prepare("SELECT count(*) AS n FROM subscribers").first<{ n: number }>();
    const whole = await operator.page("/admin/subscribers.csv");
    expect(whole.status).toBe(200);
    const rows = parseCsv(whole.text.replace(/^\uFEFF/, "")).slice(1);
    expect(rows).toHaveLength(count?.n ?? 0);
    expect(rows.map((row) => row[0])).toContain(email);
    const confirmed = await operator.page("/admin/subscribers.csv?state=confirmed");
    expect(confirmed.status).toBe(200);
    expect(
      parseCsv(confirmed.text)
        .slice(1)
        .map((row) => row[0]),
    ).toContain(email);
  });
});

/** Subscribes `email` as a tourist does, and gives the confirm link of the mail it gets. */
async function subscribedByTourist(email: string): Promise<string> {
  expect((await new Browser("en").post("/api/subscriber", { email })).status).toBe(201);
  const mail = await env.DB.prepare("SELECT body_text FROM mail_outbox WHERE to_address = ? ORDER BY id DESC")
    .bind(email)
    .first<{ body_text: string }>();
  const href = mail?.body_text.match(/https?:\/\/[^\s]+\/newsletter\/confirm\?token=[\w-]+/)?.[0];
  if (!href) throw new Error("No confirm link in the mail");
  const url = new URL(href);
  return `${url.pathname}${url.search}`;
}

describe("unsubscribing on a subscriber's behalf", () => {
  it("behind a second step, takes the address off the list with an audit row; its mailed links lead nowhere", async () => {
    const email = newEmail();
    const confirmLink = await subscribedByTourist(email);
    const list = await operator.page(`/admin/subscribers?q=${encodeURIComponent(email)}`);
    const item = elementsWith(list.text, 'data-testid="subscriber"')[0] ?? "";
    expect(item).toContain("<details>");
    expect(textOf(item)).toContain("Unsubscribe…");
    const fields = formFieldsOf(list.text, `Unsubscribe ${email}`);
    expect(fields.intent).toBe("unsubscribe");
    const answer = await operator.submit(`/admin/subscribers?q=${encodeURIComponent(email)}`, fields);
    expect(answer.status).toBe(303);
    expect(answer.headers.get("location")).toBe(`/admin/subscribers?q=${encodeURIComponent(email)}&done=unsubscribed`);
    expect(await onList(email)).toBe(false);
    const after = await operator.page(answer.headers.get("location") ?? "");
    expect(textOf(testIdPart(after.text, "subscribers-notice"))).toContain("gets no more newsletter mail");
    expect(shown(after.text)).toEqual([]);
    const audit = await env.DB.prepare(
      "SELECT action, actor_name, before_json, after_json FROM audit_log WHERE entity = 'subscribers' AND entity_id = ?",
    )
      .bind(fields.id)
      .all<Record<string, string | null>>();
    expect(audit.results).toEqual([
      {
        action: "unsubscribe",
        actor_name: "Wayan Lists",
        before_json: JSON.stringify({ email, state: "pending" }),
        after_json: null,
      },
    ]);
    // The confirmation mail's link cannot put the address back on the list.
    const tourist = new Browser("en");
    expect((await tourist.page(confirmLink)).text).not.toContain('name="token"');
    const token = new URL(confirmLink, "http://x").searchParams.get("token") ?? "";
    expect((await tourist.submit("/newsletter/confirm", { token }, { csrf: false })).status).toBe(410);
    expect(await onList(email)).toBe(false);
  });

  it("refuses a post without the form's CSRF token with 419, and changes nothing", async () => {
    const email = newEmail();
    const id = await subscriber(email, { confirmedAt: new Date().toISOString() });
    const audits = () => env.DB.prepare("SELECT count(*) AS n FROM audit_log").first<{ n: number }>();
    const auditsBefore = await audits();
    const answer = await operator.submit(
      "/admin/subscribers",
      { intent: "unsubscribe", id: String(id) },
      { csrf: false },
    );
    expect(answer.status).toBe(419);
    expect(textOf(testIdPart(answer.text, "subscribers-problem"))).toContain("This form has expired");
    expect(await onList(email)).toBe(true);
    expect(await audits()).toEqual(auditsBefore);
  });

  it("answers 404 for an address no longer on the list and 422 for a form that is not the Unsubscribe", async () => {
    expect((await operator.submit("/admin/subscribers", { intent: "unsubscribe", id: "999999999" })).status).toBe(404);
    expect((await operator.submit("/admin/subscribers", { intent: "delete", id: "1" })).status).toBe(422);
    expect((await operator.submit("/admin/subscribers", { intent: "unsubscribe", id: "x" })).status).toBe(422);
  });
});

describe("the JSON call", () => {
  it("answers the list as JSON, a form that is not the Unsubscribe with 422 and its message, and unsubscribes", async () => {
    const email = newEmail();
    const id = await subscriber(email);
    const json = { accept: "application/json" };
    const list = await operator.get(`/admin/subscribers?q=${encodeURIComponent(email)}`, json);
    expect(list.status).toBe(200);
    expect(list.body.list.items).toEqual([expect.objectContaining({ id, email, state: "pending" })]);
    const refused = await operator.post("/admin/subscribers", { intent: "delete", id }, json);
    expect(refused.status).toBe(422);
    expect(refused.body).toEqual({ message: "This form could not be read. Please reload the page and try again." });
    const done = await operator.post("/admin/subscribers", { intent: "unsubscribe", id: String(id) }, json);
    // The client follows the 303 to the list, as docs/back-office.md says.
    expect(done.status).toBe(200);
    expect(done.body.done).toBe("unsubscribed");
    expect(await onList(email)).toBe(false);
  });
});

describe("the months' counts", () => {
  it("counts confirmations, pending sign-ups and departures per Bali month, the tourist's own unsubscribe too", async () => {
    const thisMonth = baliToday().slice(0, 7);
    const lastMonth = addMonths(thisMonth, -1);
    const before = await operator.page("/admin/subscribers");
    const [confirmedBefore = 0, pendingBefore = 0, unsubscribedBefore = 0] = monthRow(before.text, thisMonth);
    const lastBefore = monthRow(before.text, lastMonth);
    const boundary = baliMonthStart(thisMonth);
    const justBefore = new Date(boundary - 30 * 60 * 1000).toISOString();
    const justAfter = new Date(boundary + 30 * 60 * 1000).toISOString();
    // Signed up at the end of last month (Bali time), confirmed at the start of this one.
    await subscriber(newEmail(), { createdAt: justBefore, confirmedAt: justAfter });
    // Two sign-ups still pending: one of last month, one of this.
    await subscriber(newEmail(), { createdAt: justBefore });
    await subscriber(newEmail(), { createdAt: justAfter });
    // One leaves by the link of their mail, one by the operator's hand.
    const leaving = newEmail();
    await subscribedByTourist(leaving);
    const mail = await env.DB.prepare("SELECT body_text FROM mail_outbox WHERE to_address = ?").bind(leaving).first<{
      body_text: string;
    }>();
    const unsubscribeToken = mail?.body_text.match(/newsletter\/unsubscribe\?token=([\w-]+)/)?.[1] ?? "";
    const tourist = new Browser("en");
    expect((await tourist.submit("/newsletter/unsubscribe", { token: unsubscribeToken }, { csrf: false })).status).toBe(
      200,
    );
    const removed = await subscriber(newEmail(), { createdAt: justAfter });
    expect((await operator.submit("/admin/subscribers", { intent: "unsubscribe", id: String(removed) })).status).toBe(
      303,
    );

    const after = await operator.page("/admin/subscribers");
    expect(monthRow(after.text, thisMonth)).toEqual([confirmedBefore + 1, pendingBefore + 1, unsubscribedBefore + 2]);
    const [lastConfirmed = 0, lastPending = 0, lastUnsubscribed = 0] = lastBefore;
    expect(monthRow(after.text, lastMonth)).toEqual([lastConfirmed, lastPending + 1, lastUnsubscribed]);
    const departures = await env.DB.prepare("SELECT * FROM subscriber_departures").all();
    expect(JSON.stringify(departures.results)).not.toContain("@");
  });

  it("shows twelve months, this one first", async () => {
    const page = await operator.page("/admin/subscribers");
    const months = [...testIdPart(page.text, "subscriber-months").matchAll(/data-month="([\d-]+)"/g)].map((m) => m[1]);
    const thisMonth = baliToday().slice(0, 7);
    expect(months).toEqual(Array.from({ length: 12 }, (_, index) => addMonths(thisMonth, -index)));
  });
});

describe("the counts kept as the list changes (migration 0076)", () => {
  /** Every month's counts and the totals, counted again from the rows as the page did before 0076. */
  async function recounted() {
    const month = (column: string) => `strftime('%Y-%m', ${column}, '+8 hours')`;
    const [months, totals] = await env.DB.batch([
      env.DB.prepare(
        `SELECT month, sum(kind = 'confirmed') AS confirmed, sum(kind = 'pending') AS pending,
           sum(kind = 'unsubscribed') AS unsubscribed
         FROM (
           SELECT ${month("confirmed_at")} AS month, 'confirmed' AS kind FROM subscribers WHERE confirmed_at IS NOT NULL
           UNION ALL SELECT ${month("confirmed_at")}, 'confirmed' FROM subscriber_departures WHERE confirmed_at IS NOT NULL
           UNION ALL SELECT ${month("created_at")}, 'pending' FROM subscribers WHERE confirmed_at IS NULL
           UNION ALL SELECT ${month("unsubscribed_at")}, 'unsubscribed' FROM subscriber_departures
         ) GROUP BY month ORDER BY month`,
      ),
      env.DB.prepare("SELECT count(*) AS total, count(*) - count(confirmed_at) AS pending FROM subscribers"),
    ]);
    return { months: months?.results, totals: totals?.results };
  }

  async function kept() {
    const [months, totals] = await env.DB.batch([
      env.DB.prepare(
        `SELECT month, confirmed, pending, unsubscribed FROM subscriber_months
         WHERE confirmed + pending + unsubscribed > 0 ORDER BY month`,
      ),
      env.DB.prepare(TOTALS_SQL),
    ]);
    return { months: months?.results, totals: totals?.results };
  }

  it("equal the list counted again after sign-ups, confirmations, moves, departures and deletions", async () => {
    const marker = `kept${Date.now()}`;
    const monthsAgo = (months: number) => new Date(Date.now() - months * 31 * 24 * HOUR).toISOString();
    expect(await kept()).toEqual(await recounted());
    const pending = await subscriber(`${marker}-a@example.com`, { createdAt: monthsAgo(2) });
    const confirmed = await subscriber(`${marker}-b@example.com`, {
      createdAt: monthsAgo(3),
      confirmedAt: monthsAgo(1),
    });
    await subscriber(`${marker}-c@example.com`);
    expect(await kept()).toEqual(await recounted());
    await env.DB.prepare("UPDATE subscribers SET confirmed_at = ?2 WHERE id = ?1").bind(pending, monthsAgo(0)).run();
    await env.DB.prepare("UPDATE subscribers SET created_at = ?2 WHERE id = ?1").bind(confirmed, monthsAgo(5)).run();
    expect(await kept()).toEqual(await recounted());
    // The operator's unsubscribe keeps the dates as a departure and deletes the address.
    const page = await operator.page(`/admin/subscribers?q=${marker}-b`);
    expect(shown(page.text)).toHaveLength(1);
    const gone = await operator.submit("/admin/subscribers", { intent: "unsubscribe", id: String(confirmed) });
    expect(gone.status).toBeLessThan(400);
    expect(await onList(`${marker}-b@example.com`)).toBe(false);
    expect(await kept()).toEqual(await recounted());
    await env.DB.prepare("DELETE FROM subscribers WHERE email = ?1").bind(`${marker}-c@example.com`).run();
    await env.DB.prepare(
      "DELETE FROM subscriber_departures WHERE id = (SELECT max(id) FROM subscriber_departures)",
    ).run();
    expect(await kept()).toEqual(await recounted());
    // The search's index follows: the address gone is found no more, the others still are.
    const found = shown((await operator.page(`/admin/subscribers?q=${marker}`)).text).map((entry) => entry.email);
    expect(found).toEqual([`${marker}-a@example.com`]);
  });

  it("finds nothing for a search under three characters, which the trigram index cannot answer", async () => {
    await subscriber(`ab-${Date.now()}@example.com`);
    const short = await operator.page("/admin/subscribers?q=ab");
    expect(short.status).toBe(200);
    expect(shown(short.text)).toEqual([]);
  });
});

describe("the query plans", () => {
  /** The steps that read a whole table unordered by an index, or sort every row of the page's query. */
  async function wholeReads(sql: string, params: unknown[]): Promise<string[]> {
    const plan = await env.DB.prepare(`EXPLAIN QUERY PLAN ${sql}`)
      .bind(...params)
      .all<{ parent: number; detail: string }>();
    return plan.results
      .filter(
        (step) =>
          (/^SCAN (subscribers|subscriber_departures)\b/.test(step.detail) &&
            !/USING (COVERING )?INDEX/.test(step.detail)) ||
          (step.parent === 0 && /TEMP B-TREE FOR ORDER BY/.test(step.detail)),
      )
      .map((step) => step.detail);
  }

  const keysets: Keyset[] = [
    { direction: null, key: null },
    { direction: "after", key: ["2030-01-01T00:00:00.000Z", 5] },
    { direction: "before", key: ["2030-01-01T00:00:00.000Z", 5] },
  ];

  it("reads a page of the list, of every state, in its index's order, without sorting the list", async () => {
    for (const keyset of keysets) {
      for (const state of [null, "pending", "confirmed"] as const) {
        const sql = subscribersPageSql({ search: "", state }, keyset);
        expect(await wholeReads(sql, [null, 51, ...(keyset.key ?? [])]), `${state} ${keyset.direction}`).toEqual([]);
      }
    }
  });

  it("counts the months from ranges of their indexes, never the whole list", async () => {
    expect(await wholeReads(MONTHS_SQL, ["2026-01"])).toEqual([]);
    expect(await wholeReads(TOTALS_SQL, [])).toEqual([]);
  });

  it("reads a search's page from its index in the index's order, without reading or sorting the list", async () => {
    for (const keyset of keysets.map((each) => ({ ...each, key: each.key ? [5] : null }))) {
      for (const state of [null, "pending", "confirmed"] as const) {
        const sql = subscribersPageSql({ search: "reader", state }, keyset);
        const plan = await env.DB.prepare(`EXPLAIN QUERY PLAN ${sql}`)
          .bind('"reader"', 51, ...(keyset.key ?? []))
          .all<{ detail: string }>();
        const steps = plan.results.map((step) => step.detail);
        expect(steps, `${state} ${keyset.direction}`).toEqual([
          expect.stringMatching(/^SCAN subscriber_search VIRTUAL TABLE INDEX/),
          expect.stringMatching(/^SEARCH s USING INTEGER PRIMARY KEY \(rowid=\?\)/),
        ]);
      }
    }
  });
});
