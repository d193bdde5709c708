/**
 * The operator changes a booking that stands (issue 38, item 3): another date, package, quantities
 * or guest details. The first submit previews the price difference and writes nothing; the second
 * writes one guarded batch with the seats re-checked, the audit's before and after and the guest's
 * mail in their language. A change and a tourist racing for the last seats: exactly one wins.
 */
import { createExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { OPERATOR_BOOKING_PROBLEM_MESSAGES } from "#domain/inputs/operator-booking-messages.ts";
import { changeBooking } from "#workers/booking/booking-change.ts";
import { requestBooking } from "#workers/booking/bookings.ts";
import { siteConfig } from "#workers/config.ts";
import { rowsReadOf } from "#workers/db.ts";
import { translate } from "#workers/i18n.ts";
import {
  activityPage,
  baliDate,
  bookingPath,
  bookingPayload,
  countBookings,
  countOutbox,
  KINTAMANI,
  mailsOf,
  type PageActivity,
  UBUD,
} from "./booking-support.ts";
import { Browser } from "./browser.ts";
import { signedInOperator } from "./operator-support.ts";
import { race } from "./race-support.ts";

const JSON_ACCEPT = { accept: "application/json" };

let operator: Browser;
let indonesianOperator: Browser;
let kintamani: PageActivity;
let ubud: PageActivity;
let days = 20;

beforeAll(async () => {
  [operator, indonesianOperator] = await Promise.all([signedInOperator("en", "Made Desk"), signedInOperator("id")]);
  [kintamani, ubud] = await Promise.all([activityPage("en", KINTAMANI), activityPage("en", UBUD)]);
  await env.DB.prepare("UPDATE availability_rules SET notice_hours = 0, start_times = '[]'").run();
}, 30_000);

async function setCapacity(activity: PageActivity, capacity: number): Promise<void> {
  await env.DB.prepare("UPDATE availability_rules SET capacity = ?2 WHERE activity_id = ?1")
    .bind(activity.id, capacity)
    .run();
}

function nextDate(): string {
  days += 2;
  return baliDate(days);
}

/** An entered booking of `quantities` of package `packageIndex`, for a guest with an e-mail in `locale`. */
async function entered(
  activity: PageActivity,
  quantities: number[],
  { packageIndex = 0, locale = "en", date = nextDate(), startTime = "" } = {},
): Promise<string> {
  const pack = activity.packages[packageIndex];
  const fields: Record<string, string> = {
    item: `activity-${activity.id}`,
    locale,
    date,
    package_id: String(pack?.id),
    first_name: "Ketut",
    last_name: "Sari",
    email: "ketut.sari@example.com",
    phone_number: "+62 812 3333 4444",
    country: "Indonesia",
    payment_method: "cash",
    source: "phone",
    start_time: startTime,
  };
  for (const [index, product] of (pack?.products ?? []).entries()) {
    fields[`quantity_${product.id}`] = String(quantities[index] ?? 0);
  }
  const reply = await operator.post("/admin/bookings/new", fields, JSON_ACCEPT);
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return reply.body.detail.booking.reference;
}

function changePath(reference: string): string {
  return `/admin/bookings/${reference}/change`;
}

async function preview(reference: string, fields: Record<string, string>, browser = operator) {
  return browser.post(changePath(reference), fields, JSON_ACCEPT);
}

/** The preview, then its save with the preview's version and total; the save's reply. */
async function change(reference: string, fields: Record<string, string>, browser = operator) {
  const first = await preview(reference, fields, browser);
  expect(first.status, JSON.stringify(first.body)).toBe(200);
  const { version, newTotalMinor } = first.body.preview;
  const saved = await browser.post(
    changePath(reference),
    { ...fields, confirm: "yes", version: String(version), total: String(newTotalMinor) },
    JSON_ACCEPT,
  );
  return { preview: first.body.preview, saved };
}

interface Row {
  visit_date: string;
  seats: number;
  version: number;
  total_idr: number;
  total_usd_cents: number;
  due_idr: number;
  first_name: string;
  email: string;
  pickup_location: string;
  package_id: number;
}

async function rowOf(reference: string): Promise<Row | null> {
  return env.DB.prepare(
    `SELECT visit_date, seats, version, total_idr, total_usd_cents, due_idr, first_name, email, pickup_location,
       package_id FROM bookings WHERE reference = ?`,
  )
    .bind(reference)
    .first<Row>();
}

async function auditsOf(reference: string) {
  const { results } = await env.DB.prepare(
    "SELECT action, before_json, after_json FROM audit_log WHERE entity = 'bookings' AND entity_id = ? ORDER BY id",
  )
    .bind(reference)
    .all<{ action: string; before_json: string | null; after_json: string | null }>();
  return results;
}

async function heldOn(activity: PageActivity, date: string): Promise<number> {
  const row = await env.DB.prepare(
    `SELECT coalesce(sum(seats), 0) AS held FROM bookings WHERE activity_id = ? AND visit_date = ?
       AND status IN ('requested', 'confirmed')`,
  )
    .bind(activity.id, date)
    .first<{ held: number }>();
  return row?.held ?? 0;
}

/** A run of the bookings' departure (their day, activity and start time) that collects them, in order. */
async function runCollecting(references: string[]): Promise<number> {
  const departure = await env.DB.prepare(
    `SELECT b.visit_date AS day, b.activity_id AS activityId, coalesce(b.start_time, a.start_time) AS startTime
     FROM bookings b JOIN activities a ON a.id = b.activity_id WHERE b.reference = ?1`,
  )
    .bind(references[0])
    .first<{ day: string; activityId: number; startTime: string }>();
  const crew = await env.DB.batch(
    (["vehicle", "driver"] as const).map((kind) =>
      env.DB.prepare(
        "INSERT INTO resources (kind, name, phone, seats, plate) VALUES (?1, ?2, '+62 811 000 222', ?3, ?4) RETURNING id",
      ).bind(kind, `Moved-guest ${kind}`, kind === "vehicle" ? 12 : null, kind === "vehicle" ? "DK 9 MG" : null),
    ),
  );
  const [vehicleId, driverId] = crew.map((result) => (result.results[0] as { id: number }).id);
  const run = await env.DB.prepare(
    `INSERT INTO pickup_runs (run_date, activity_id, start_time, vehicle_id, driver_id, leaves_at, back_at)
     VALUES (?1, ?2, ?3, ?4, ?5, '05:00', '06:00') RETURNING id`,
  )
    .bind(departure?.day, departure?.activityId, departure?.startTime, vehicleId, driverId)
    .first<{ id: number }>();
  await env.DB.batch(
    references.map((reference, index) =>
      env.DB.prepare(
        "INSERT INTO pickup_run_guests (booking_id, run_id, position) SELECT id, ?2, ?3 FROM bookings WHERE reference = ?1",
      ).bind(reference, run?.id, index + 1),
    ),
  );
  return run?.id ?? 0;
}

async function guestsOfRun(runId: number): Promise<string[]> {
  const { results } = await env.DB.prepare(
    `SELECT b.reference FROM pickup_run_guests g JOIN bookings b ON b.id = g.booking_id WHERE g.run_id = ?1
     ORDER BY g.position`,
  )
    .bind(runId)
    .all<{ reference: string }>();
  return results.map((row) => row.reference);
}

describe("the operator changes a booking", () => {
  it("moves it to another day: previews first, then moves its seats, mails the guest in their language and audits both sides", async () => {
    await setCapacity(kintamani, 60);
    const from = nextDate();
    const to = nextDate();
    const reference = await entered(kintamani, [2], { locale: "id", date: from });
    const outbox = await countOutbox();
    const first = await preview(reference, { date: to });
    expect(first.status).toBe(200);
    expect(first.body.preview).toMatchObject({
      changes: [{ field: "date", before: from, after: to }],
      differenceMinor: 0,
      currency: "IDR",
    });
    expect((await rowOf(reference))?.visit_date).toBe(from);
    expect(await countOutbox()).toBe(outbox);

    const { saved } = await change(reference, { date: to });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.detail.booking.visitDate).toBe(to);
    expect(await heldOn(kintamani, from)).toBe(0);
    expect(await heldOn(kintamani, to)).toBe(2);
    const [mail] = (await mailsOf(reference)).filter((sent) => sent.kind === "booking_changed");
    expect(mail).toMatchObject({ locale: "id", to_address: "ketut.sari@example.com" });
    expect(mail?.subject).toContain(reference);
    expect(mail?.subject).not.toContain("has changed");
    const update = (await auditsOf(reference)).find((row) => row.action === "update");
    expect(JSON.parse(update?.before_json ?? "null")).toMatchObject({ date: from });
    expect(JSON.parse(update?.after_json ?? "null")).toMatchObject({ date: to });
  });

  it("takes a guest moved to another day out of the pickup run that was to collect them, and keeps one whose party changed", async () => {
    await setCapacity(kintamani, 60);
    const day = nextDate();
    const moving = await entered(kintamani, [2], { date: day });
    const staying = await entered(kintamani, [2], { date: day });
    const runId = await runCollecting([moving, staying]);

    const moved = await change(moving, { date: nextDate() });
    expect(moved.saved.status, JSON.stringify(moved.saved.body)).toBe(200);
    const grown = await change(staying, { [`quantity_${kintamani.packages[0]?.products[0]?.id}`]: "3" });
    expect(grown.saved.status, JSON.stringify(grown.saved.body)).toBe(200);

    expect(await guestsOfRun(runId)).toEqual([staying]);
  });

  it("changes the package and quantities, shows the price difference and makes the new total what the guest owes", async () => {
    await setCapacity(ubud, 60);
    const allIn = ubud.packages[1];
    const [adult, child] = allIn?.products ?? [];
    expect(adult && child).toBeTruthy();
    const reference = await entered(ubud, [2, 0], { packageIndex: 1 });
    const before = await rowOf(reference);
    const adultCents = Math.round((adult?.price_usd ?? 0) * 100);
    const childCents = Math.round((child?.price_usd ?? 0) * 100);
    expect(before?.total_usd_cents).toBe(2 * adultCents);

    const more = { package_id: String(allIn?.id), [`quantity_${adult?.id}`]: "3", [`quantity_${child?.id}`]: "1" };
    const { preview: shown, saved } = await change(reference, more);
    expect(shown).toMatchObject({
      oldTotalMinor: 2 * adultCents,
      newTotalMinor: 3 * adultCents + childCents,
      differenceMinor: adultCents + childCents,
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const after = await rowOf(reference);
    expect(after).toMatchObject({ total_usd_cents: 3 * adultCents + childCents, seats: 4 });
    expect(after?.due_idr).toBe(after?.total_idr);
    expect(after?.total_idr).toBe(3 * (adult?.price_idr ?? 0) + (child?.price_idr ?? 0));

    const car = ubud.packages[0];
    const [perCar] = car?.products ?? [];
    const other = await change(reference, { package_id: String(car?.id), [`quantity_${perCar?.id}`]: "1" });
    expect(other.saved.status, JSON.stringify(other.saved.body)).toBe(200);
    expect(other.preview.differenceMinor).toBe(
      Math.round((perCar?.price_usd ?? 0) * 100) - (3 * adultCents + childCents),
    );
    expect(await rowOf(reference)).toMatchObject({
      package_id: car?.id,
      total_usd_cents: Math.round((perCar?.price_usd ?? 0) * 100),
    });
  });

  it("changes the guest's details without touching price or seats, and mails the new address", async () => {
    await setCapacity(kintamani, 60);
    const reference = await entered(kintamani, [3]);
    const before = await rowOf(reference);
    const details = {
      first_name: "Wayan",
      email: "wayan.new@example.com",
      pickup_location: "Hotel Tugu, Canggu",
      special_request: "Vegetarian lunch",
    };
    const { preview: shown, saved } = await change(reference, details);
    expect(shown.differenceMinor).toBe(0);
    expect(shown.changes.map((item: { field: string }) => item.field).sort()).toEqual(
      ["email", "first_name", "pickup_location", "special_request"].sort(),
    );
    expect(saved.status).toBe(200);
    expect(await rowOf(reference)).toMatchObject({
      first_name: "Wayan",
      email: "wayan.new@example.com",
      pickup_location: "Hotel Tugu, Canggu",
      seats: before?.seats,
      total_usd_cents: before?.total_usd_cents,
    });
    const mails = (await mailsOf(reference)).filter((sent) => sent.kind === "booking_changed");
    expect(mails).toEqual([expect.objectContaining({ locale: "en", to_address: "wayan.new@example.com" })]);
    expect(mails[0]?.subject).toContain("has changed");
  });

  it("answers bad input with a 422 per field in the operator's language and writes nothing", async () => {
    await setCapacity(kintamani, 60);
    const reference = await entered(kintamani, [2]);
    const before = await rowOf(reference);
    const [bookings, outbox, audits] = [await countBookings(), await countOutbox(), (await auditsOf(reference)).length];
    const product = kintamani.packages[0]?.products[0];
    const bad = await preview(
      reference,
      { date: "2026-02-31", first_name: "", [`quantity_${product?.id}`]: "x" },
      indonesianOperator,
    );
    expect(bad.status).toBe(422);
    expect(bad.body.errors.order_data).toEqual([translate("id", OPERATOR_BOOKING_PROBLEM_MESSAGES.quantityInvalid)]);
    expect(Object.keys(bad.body.errors)).toEqual(expect.arrayContaining(["date", "first_name", "order_data"]));

    await setCapacity(kintamani, 3);
    const full = await preview(reference, { [`quantity_${product?.id}`]: "4" });
    expect(full.status).toBe(422);
    expect(full.body.errors.overbook).toBeDefined();

    const shown = await preview(reference, { date: nextDate() });
    const wrongTotal = await operator.post(
      changePath(reference),
      { date: shown.body.preview.changes[0].after, confirm: "yes", version: String(before?.version), total: "1" },
      JSON_ACCEPT,
    );
    expect(wrongTotal.status).toBe(422);
    expect(wrongTotal.body.errors.total).toHaveLength(1);
    const stale = await operator.post(
      changePath(reference),
      {
        date: shown.body.preview.changes[0].after,
        confirm: "yes",
        version: "999",
        total: String(shown.body.preview.newTotalMinor),
      },
      JSON_ACCEPT,
    );
    expect(stale.status).toBe(409);

    expect(await rowOf(reference)).toEqual(before);
    expect([await countBookings(), await countOutbox(), (await auditsOf(reference)).length]).toEqual([
      bookings,
      outbox,
      audits,
    ]);
    await setCapacity(kintamani, 60);
  });

  it("counts the booking's own seats as free to it, and checks the start time it moves to", async () => {
    await env.DB.prepare(
      `UPDATE availability_rules SET capacity = 60, capacity_per = 'start_time', start_times = '["08:00","13:00"]'
       WHERE activity_id = ?`,
    )
      .bind(kintamani.id)
      .run();
    const day = nextDate();
    const product = kintamani.packages[0]?.products[0];
    const morning = await entered(kintamani, [2], { date: day, startTime: "08:00" });
    await entered(kintamani, [4], { date: day, startTime: "13:00" });
    await setCapacity(kintamani, 4);
    const full = await preview(morning, { start_time: "13:00" });
    expect(full.status).toBe(422);
    expect(full.body.errors.overbook).toBeDefined();
    const { preview: shown, saved } = await change(morning, { [`quantity_${product?.id}`]: "4" });
    expect(shown.changes).toEqual([expect.objectContaining({ field: "order" })]);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(await rowOf(morning)).toMatchObject({ seats: 4 });
    await env.DB.prepare("UPDATE availability_rules SET capacity = 60, start_times = '[]' WHERE activity_id = ?")
      .bind(kintamani.id)
      .run();
  });

  it("opens the change form reading its own item, not every activity of the catalogue", async () => {
    const reference = await entered(kintamani, [1]);
    const page = await operator.fetchText("GET", changePath(reference));
    expect(page.status).toBe(200);
    const activities = (await env.DB.prepare("SELECT count(*) AS n FROM activities").first<{ n: number }>())?.n ?? 0;
    expect(activities).toBeGreaterThan(100);
    expect(rowsReadOf(page.headers)).toBeLessThan(activities);
  });

  it("refuses a booking that no longer stands, with a clear message", async () => {
    const reference = await entered(kintamani, [1]);
    await env.DB.prepare("UPDATE bookings SET status = 'declined' WHERE reference = ?").bind(reference).run();
    const before = await rowOf(reference);
    const refused = await preview(reference, { date: nextDate() });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe("This booking was declined or cancelled, so it can no longer be changed.");
    expect(await rowOf(reference)).toEqual(before);
    const page = await operator.get(changePath(reference), JSON_ACCEPT);
    expect(page.body.standing).toBe(false);
  });

  it("races a tourist for the last seats on the real D1: exactly one of them gets them", async () => {
    await setCapacity(kintamani, 60);
    const day = nextDate();
    const moving = await entered(kintamani, [2]);
    await entered(kintamani, [2], { date: day });
    await setCapacity(kintamani, 4);
    const shown = await preview(moving, { date: day });
    expect(shown.status, JSON.stringify(shown.body)).toBe(200);
    const save = {
      date: day,
      confirm: "yes",
      version: String(shown.body.preview.version),
      total: String(shown.body.preview.newTotalMinor),
    };
    const tourist = bookingPayload("en", kintamani, 0, [2], { date: day });
    const before = await countBookings();
    const [desk, site] = await Promise.all([
      operator.post(changePath(moving), save, JSON_ACCEPT),
      new Browser("en").post(bookingPath(KINTAMANI), tourist),
    ]);
    const won = [desk.status === 200, site.status === 201];
    expect(won.filter(Boolean), `${desk.status} ${site.status}`).toHaveLength(1);
    expect(await heldOn(kintamani, day)).toBe(4);
    expect(await countBookings()).toBe(before + (site.status === 201 ? 1 : 0));
    await setCapacity(kintamani, 60);
  });
});

/** The operator's change straight through workers/, on `db`, as the change page's action calls it. */
async function changeDirectly(db: D1Database, reference: string, fields: Record<string, string>) {
  const operator = await env.DB.prepare("SELECT id, name, email FROM users WHERE role = 'operator' LIMIT 1").first<{
    id: number;
    name: string;
    email: string;
  }>();
  if (!operator) throw new Error("No operator");
  const request = new Request(`http://localhost${changePath(reference)}`, { method: "POST" });
  const scope = {
    request,
    url: new URL(request.url),
    params: {},
    env,
    ctx: createExecutionContext(),
    config: siteConfig(env),
    db,
    locale: "en" as const,
    operator,
  };
  return changeBooking(scope, reference, fields).catch((error: { status?: number }) => ({ refused: error.status }));
}

/** A tourist's request for `persons` on `date`, straight through workers/, on `db`. */
function bookDirectly(db: D1Database, date: string, persons: number) {
  return requestBooking({
    db,
    env,
    ctx: createExecutionContext(),
    request: new Request(`http://en.localhost${bookingPath(KINTAMANI)}`, {
      method: "POST",
      headers: { "cf-connecting-ip": "198.51.100.9" },
    }),
    locale: "en",
    target: { kind: "activity", typeSlug: "day-tours", slug: "kintamani-volcano-view-and-tirta-empul-tour" },
    input: bookingPayload("en", kintamani, 0, [persons], { date }),
    idempotencyKey: null,
  }).catch((error: { status?: number }) => ({ refused: error.status }));
}

describe("a change and a tourist's booking that both read the last seats before either writes", () => {
  /** A booking of 2 to move onto `day`, where 2 of 4 seats are taken; the save's fields. */
  async function lastSeats() {
    await setCapacity(kintamani, 60);
    const day = nextDate();
    const moving = await entered(kintamani, [2]);
    await entered(kintamani, [2], { date: day });
    await setCapacity(kintamani, 4);
    const shown = (await preview(moving, { date: day })).body.preview;
    const save = { date: day, confirm: "yes", version: String(shown.version), total: String(shown.newTotalMinor) };
    return { day, moving, save };
  }

  it("the change writes first: it moves, and the tourist's booking is refused by the seat guard", async () => {
    const { day, moving, save } = await lastSeats();
    const { first, second } = race(
      (db) => changeDirectly(db, moving, save),
      (db) => bookDirectly(db, day, 2),
      { first: 2 },
    );
    expect(await first).toMatchObject({ kind: "changed" });
    expect(await second).toEqual({ refused: 422 });
    expect((await rowOf(moving))?.visit_date).toBe(day);
    expect(await heldOn(kintamani, day)).toBe(4);
    await setCapacity(kintamani, 60);
  });

  it("the tourist writes first: the booking stands, and the change is refused with nothing of it written", async () => {
    const { day, moving, save } = await lastSeats();
    const before = await rowOf(moving);
    const audits = (await auditsOf(moving)).length;
    const { first, second } = race(
      (db) => bookDirectly(db, day, 2),
      (db) => changeDirectly(db, moving, save),
      { second: 2 },
    );
    expect(await first).toMatchObject({ booking: expect.anything() });
    expect(await second).toEqual({ refused: 422 });
    expect(await rowOf(moving)).toEqual(before);
    expect((await auditsOf(moving)).length).toBe(audits);
    expect(await heldOn(kintamani, day)).toBe(4);
    await setCapacity(kintamani, 60);
  });
});
