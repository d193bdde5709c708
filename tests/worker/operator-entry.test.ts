/**
 * The operator enters a booking taken by phone, WhatsApp, at the desk, from an agent or a
 * marketplace (issue 38): priced by the tourist's rules, its seats taken in the same guarded batch,
 * its source shown and filtered in the inbox and the manifest's CSV, as a page and as JSON.
 */
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { inboxPageSql } from "#workers/booking/operator-queue.ts";
import {
  activityPage,
  baliDate,
  bookingPath,
  bookingPayload,
  countBookings,
  KINTAMANI,
  type PageActivity,
  storedBooking,
} from "./booking-support.ts";
import { Browser } from "./browser.ts";
import { signedInOperator } from "./operator-support.ts";

const JSON_ACCEPT = { accept: "application/json" };

let operator: Browser;
let indonesianOperator: Browser;
let activity: PageActivity;
let days = 40;

beforeAll(async () => {
  [operator, indonesianOperator] = await Promise.all([signedInOperator("en", "Made Desk"), signedInOperator("id")]);
  activity = await activityPage("en", KINTAMANI);
}, 30_000);

async function setCapacity(capacity: number): Promise<void> {
  await env.DB.prepare("UPDATE availability_rules SET capacity = ?2, notice_hours = 0 WHERE activity_id = ?1")
    .bind(activity.id, capacity)
    .run();
}

/** A phone booking of `persons` adults of the first package, as the form (or a JSON client) sends it. */
function entry(persons: number, extra: Record<string, string> = {}): Record<string, string> {
  const pack = activity.packages[0];
  const [first] = pack?.products ?? [];
  days += 1;
  return {
    item: `activity-${activity.id}`,
    locale: "en",
    date: baliDate(days),
    package_id: String(pack?.id),
    [`quantity_${first?.id}`]: String(persons),
    first_name: "Ketut",
    last_name: "Sari",
    email: "",
    phone_number: "+62 812 3333 4444",
    country: "Indonesia",
    payment_method: "cash",
    source: "phone",
    ...extra,
  };
}

async function enter(fields: Record<string, string>, browser = operator) {
  return browser.post("/admin/bookings/new", fields, JSON_ACCEPT);
}

/** The reference of the booking a 303 went to. */
function referenceOf(reply: { status: number; headers: Headers; body: unknown }): string {
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  const booking = (reply.body as { detail: { booking: { reference: string } } }).detail.booking;
  return booking.reference;
}

async function auditOf(reference: string): Promise<Record<string, unknown>> {
  const row = await env.DB.prepare("SELECT after_json FROM audit_log WHERE entity = 'bookings' AND entity_id = ?")
    .bind(reference)
    .first<{ after_json: string }>();
  return JSON.parse(row?.after_json ?? "null");
}

describe("a booking the operator enters", () => {
  it("is priced as the server prices a tourist's, takes its seats and records its source", async () => {
    await setCapacity(60);
    const fields = entry(3, { source: "agent", source_name: "Hotel Tugu desk" });
    const reference = referenceOf(await enter(fields));
    const stored = await storedBooking(reference);
    const unit = activity.packages[0]?.products[0];
    expect(stored).toMatchObject({
      status: "requested",
      currency: "USD",
      total_idr: (unit?.price_idr ?? 0) * 3,
      total_usd_cents: Math.round((unit?.price_usd ?? 0) * 100) * 3,
      email: "",
      visit_date: fields.date,
    });
    const row = await env.DB.prepare("SELECT source, source_name, seats FROM bookings WHERE reference = ?")
      .bind(reference)
      .first();
    expect(row).toEqual({ source: "agent", source_name: "Hotel Tugu desk", seats: 3 });
    expect(await auditOf(reference)).toMatchObject({ source: "agent", source_name: "Hotel Tugu desk" });
  });

  it("keeps an overridden price with its reason, in its total and in the audit", async () => {
    await setCapacity(60);
    const refused = await enter(entry(2, { price_override: "50" }));
    expect(refused.status).toBe(422);
    expect(refused.body.errors.override_reason).toEqual(["Please write why the price differs from the computed one."]);
    const reference = referenceOf(await enter(entry(2, { price_override: "50", override_reason: "Repeat guest" })));
    const stored = await storedBooking(reference);
    expect(stored?.total_usd_cents).toBe(5000);
    const detail = await operator.get(`/admin/bookings/${reference}`, JSON_ACCEPT);
    expect(detail.body.detail.booking.totalMinor).toBe(5000);
    expect(await auditOf(reference)).toMatchObject({ price_override: 50, override_reason: "Repeat guest" });
  });

  it("refuses past the capacity without Overbook, and takes it with Overbook and a reason", async () => {
    await setCapacity(4);
    const fields = entry(5);
    const before = await countBookings();
    const refused = await enter(fields);
    expect(refused.status).toBe(422);
    expect(refused.body.errors.overbook[0]).toContain("Overbook");
    const noReason = await enter({ ...fields, overbook: "yes" });
    expect(noReason.body.errors.overbook_reason).toEqual(["Please write why this booking may go past the capacity."]);
    expect(await countBookings()).toBe(before);
    const reference = referenceOf(
      await enter({ ...fields, overbook: "yes", overbook_reason: "Family of five, one car" }),
    );
    expect(await auditOf(reference)).toMatchObject({ overbook: true, past_capacity: true });
    await setCapacity(60);
  });

  it("is confirmed at once with a booking ID and mails the guest in their language when asked", async () => {
    await setCapacity(60);
    const fields = entry(2, { confirm: "yes", send_mail: "yes", email: "ketut@example.com", locale: "id" });
    const reference = referenceOf(await enter(fields));
    const row = await env.DB.prepare("SELECT status, confirmation_id, currency FROM bookings WHERE reference = ?")
      .bind(reference)
      .first<{ status: string; confirmation_id: string; currency: string }>();
    expect(row?.status).toBe("confirmed");
    expect(row?.confirmation_id).toMatch(/^BK-/);
    expect(row?.currency).toBe("IDR");
    const mails = await env.DB.prepare(
      "SELECT kind, locale, to_address FROM mail_outbox WHERE booking_id = (SELECT id FROM bookings WHERE reference = ?)",
    )
      .bind(reference)
      .all();
    expect(mails.results).toEqual([{ kind: "booking_confirmed", locale: "id", to_address: "ketut@example.com" }]);
  });

  it("answers bad input with a 422 per field in the operator's language, and writes nothing", async () => {
    const before = await countBookings();
    const audits = await env.DB.prepare("SELECT count(*) AS n FROM audit_log").first<{ n: number }>();
    const reply = await enter(
      entry(1, { first_name: "", phone_number: "abc", source: "marketplace", send_mail: "yes" }),
      indonesianOperator,
    );
    expect(reply.status).toBe(422);
    expect(Object.keys(reply.body.errors).sort()).toEqual(["first_name", "phone_number"]);
    expect(reply.body.errors.first_name[0]).not.toMatch(/Please/);
    const crossed = await enter(entry(1, { source: "marketplace", send_mail: "yes" }));
    expect(Object.keys(crossed.body.errors).sort()).toEqual(["email", "source_name", "source_reference"]);
    expect(await countBookings()).toBe(before);
    expect(await env.DB.prepare("SELECT count(*) AS n FROM audit_log").first<{ n: number }>()).toEqual(audits);
  });

  it("races a tourist for the last seats on the real D1: exactly one of them gets them", async () => {
    await setCapacity(4);
    const fields = entry(4);
    const tourist = bookingPayload("en", activity, 0, [4], { date: fields.date });
    const before = await countBookings();
    const [desk, site] = await Promise.all([enter(fields), new Browser("en").post(bookingPath(KINTAMANI), tourist)]);
    const won = [desk.status === 200, site.status === 201];
    expect(won.filter(Boolean)).toHaveLength(1);
    expect([desk.status, site.status].filter((status) => status === 422)).toHaveLength(1);
    expect(await countBookings()).toBe(before + 1);
    await setCapacity(60);
  });
});

describe("the source of every booking", () => {
  it("is 'website' for the site's own, is shown in the inbox and filters it, with its counts", async () => {
    await setCapacity(60);
    const site = await new Browser("en").post(bookingPath(KINTAMANI), bookingPayload("en", activity, 0, [1]));
    expect(site.status).toBe(201);
    const row = await env.DB.prepare("SELECT source FROM bookings WHERE reference = ?")
      .bind(site.body.booking.reference)
      .first();
    expect(row).toEqual({ source: "website" });
    const walkIn = referenceOf(await enter(entry(1, { source: "walk_in" })));
    const list = await operator.get("/admin/bookings?source=walk_in", JSON_ACCEPT);
    const references = list.body.inbox.items.map((item: { reference: string }) => item.reference);
    expect(references).toContain(walkIn);
    expect(references).not.toContain(site.body.booking.reference);
    expect(list.body.inbox.items.every((item: { source: string }) => item.source === "walk_in")).toBe(true);
    const counted = await env.DB.prepare("SELECT count(*) AS n FROM bookings WHERE source = 'walk_in'").first<{
      n: number;
    }>();
    expect(list.body.inbox.total).toBe(counted?.n);
  });

  it("filters through an index, newest first, with no sort of its own", async () => {
    for (const status of [null, "requested"] as const) {
      const sql = inboxPageSql({ status, source: "phone", searching: false }, { direction: null, key: null });
      const plan = await env.DB.prepare(`EXPLAIN QUERY PLAN ${sql}`)
        .bind("en", status, null, 21, "phone")
        .all<{ detail: string; parent: number }>();
      const details = plan.results.map((step) => step.detail).join("\n");
      expect(details).toMatch(status ? /bookings_by_source_status/ : /bookings_by_source /);
      // A sort of the whole page's rows, not the one inside a booking's translations subquery.
      expect(plan.results.filter((step) => step.parent === 0 && /TEMP B-TREE/.test(step.detail))).toEqual([]);
    }
  });

  it("is a column of the day's manifest CSV", async () => {
    const fields = entry(2, { source: "marketplace", source_name: "Klook", source_reference: "KLK-991" });
    referenceOf(await enter(fields));
    const csv = await operator.fetchText("GET", `/admin/calendar/${fields.date}.csv`);
    const [header, ...rows] = csv.text.trim().split("\n");
    expect(header).toContain("Source");
    expect(rows.join("\n")).toContain("Marketplace: Klook (KLK-991)");
  });
});

describe("where a tourist came from", () => {
  it("is kept from the first page they opened with a utm_source to their booking", async () => {
    await setCapacity(60);
    const tourist = new Browser("en");
    await tourist.fetchText("GET", `${KINTAMANI}?utm_source=Instagram`, {
      headers: { referer: "https://l.instagram.com/" },
    });
    expect(tourist.cookies.get("came_from")).toBe("instagram|l.instagram.com");
    const reply = await tourist.post(bookingPath(KINTAMANI), bookingPayload("en", activity, 0, [1]));
    expect(reply.status).toBe(201);
    const row = await env.DB.prepare("SELECT source, utm_source, referrer_host FROM bookings WHERE reference = ?")
      .bind(reply.body.booking.reference)
      .first();
    expect(row).toEqual({ source: "website", utm_source: "instagram", referrer_host: "l.instagram.com" });
  });
});
