/**
 * Issue 40, item 3: the day's runs at /admin/pickups. Each departure's confirmed guests grouped by
 * area and pickup time; runs with a vehicle, a driver and a guide whose seats hold their guests; a
 * vehicle, driver or guide in one place at a time, enforced by the database (two dispatchers
 * racing for one vehicle: one wins); guests ordered and their pickup times adjusted (the pickup
 * mail goes again); every change one batch with the version guard and an audit row.
 */
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { queuePickupMails } from "#workers/day-of-tour/pickup-mail.ts";
import { createRun } from "#workers/day-of-tour/pickup-run-changes.ts";
import { baliDate, roundTripsOf } from "./booking-support.ts";
import { Browser } from "./browser.ts";
import { makeOperator, signedInOperator, signedInTourist, textOf } from "./operator-support.ts";
import { race } from "./race-support.ts";

const KUTA = 1;
const UBUD_AREA = 8;

let activityId: number;
let activityName: string;
let references = 0;

beforeAll(async () => {
  const row = await env.DB.prepare(
    `SELECT a.id, t.name FROM activities a JOIN activity_translations t ON t.activity_id = a.id AND t.locale = 'en'
     ORDER BY a.id LIMIT 1`,
  ).first<{ id: number; name: string }>();
  if (!row) throw new Error("no activity");
  activityId = row.id;
  activityName = row.name;
});

interface Guest {
  date: string;
  startTime?: string;
  lastName: string;
  adults?: number;
  area?: number | null;
  pickupTime?: string | null;
  hotel?: string;
  status?: string;
}

/** A confirmed booking of the activity as the booking endpoint stores one with a pickup area. */
async function booked(guest: Guest): Promise<{ id: number; reference: string }> {
  references += 1;
  const reference = `RUN${String(references).padStart(5, "0")}`;
  const row = await env.DB.prepare(
    `INSERT INTO bookings (reference, status, activity_id, locale, currency, visit_date, start_time, adults, kids, seats,
       first_name, last_name, email, phone_number, country, special_request, pickup_location, pickup_area_id, pickup_time,
       payment_method, order_data, total_idr, total_usd_cents, confirmation_id)
     VALUES (?1, ?2, ?3, 'en', 'USD', ?4, ?5, ?6, 0, ?6, 'Mr. Made', ?7, 'run@example.com', '+62 812 3456 7890',
       'Australia', 'Vegetarian lunch', ?8, ?9, ?10, 'cash', '[]', 900000, 9000, 'C-' || ?1)
     RETURNING id`,
  )
    .bind(
      reference,
      guest.status ?? "confirmed",
      activityId,
      guest.date,
      guest.startTime ?? "09:00",
      guest.adults ?? 2,
      guest.lastName,
      guest.hotel ?? (guest.area === null ? "" : "Alaya Resort"),
      guest.area === undefined ? KUTA : guest.area,
      guest.pickupTime === undefined ? "07:30" : guest.pickupTime,
    )
    .first<{ id: number }>();
  return { id: row?.id ?? 0, reference };
}

async function resource(kind: "driver" | "guide" | "vehicle", name: string, seats: number | null = null) {
  const row = await env.DB.prepare(
    "INSERT INTO resources (kind, name, phone, seats, plate) VALUES (?1, ?2, '+62 811 000 111', ?3, ?4) RETURNING id",
  )
    .bind(kind, name, seats, seats === null ? null : "DK 1 AB")
    .first<{ id: number }>();
  return row?.id ?? 0;
}

interface RunRow {
  id: number;
  version: number;
  leaves_at: string;
  vehicle_id: number;
}

async function runsOf(date: string): Promise<RunRow[]> {
  const { results } = await env.DB.prepare(
    "SELECT id, version, leaves_at, vehicle_id FROM pickup_runs WHERE run_date = ? ORDER BY id",
  )
    .bind(date)
    .all<RunRow>();
  return results;
}

async function guestOrder(runId: number): Promise<number[]> {
  const { results } = await env.DB.prepare(
    "SELECT booking_id FROM pickup_run_guests WHERE run_id = ? ORDER BY position",
  )
    .bind(runId)
    .all<{ booking_id: number }>();
  return results.map((row) => row.booking_id);
}

async function auditRows(runId: number) {
  const { results } = await env.DB.prepare(
    "SELECT action, before_json, after_json FROM audit_log WHERE entity = 'pickup_runs' AND entity_id = ? ORDER BY id",
  )
    .bind(String(runId))
    .all<{ action: string; before_json: string | null; after_json: string | null }>();
  return results;
}

/** A fleet of its own per test: resources are not shared between the tests' days. */
async function fleet(seats = 4) {
  const tag = crypto.randomUUID().slice(0, 6);
  return {
    van: await resource("vehicle", `Hiace ${tag}`, seats),
    car: await resource("vehicle", `Avanza ${tag}`, 6),
    driver: await resource("driver", `Komang ${tag}`),
    other: await resource("driver", `Ketut ${tag}`),
    guide: await resource("guide", `Wayan ${tag}`),
  };
}

const assignment = (ids: { vehicle: number; driver: number; guide?: number }, leaves = "06:30", back = "15:00") => ({
  vehicle_id: String(ids.vehicle),
  driver_id: String(ids.driver),
  guide_id: ids.guide ? String(ids.guide) : "",
  leaves_at: leaves,
  back_at: back,
});

/** A departure's page, where its runs are changed (and a refusal is shown under its field). */
const departureUrl = (date: string, startTime = "09:00") =>
  `/admin/pickups?date=${date}&departure=a${activityId}@${startTime}`;

function newRun(operator: Browser, date: string, fields: Record<string, string>, startTime = "09:00") {
  return operator.submit(departureUrl(date, startTime), {
    intent: "create",
    activity_id: String(activityId),
    start_time: startTime,
    ...fields,
  });
}

describe("/admin/pickups", () => {
  it("groups each departure's confirmed guests by area and pickup time, the meeting point apart, unassigned in words", async () => {
    const date = baliDate(20);
    await booked({ date, lastName: "Kutaone", area: KUTA, pickupTime: "07:30" });
    await booked({ date, lastName: "Kutatwo", area: KUTA, pickupTime: "07:30" });
    await booked({ date, lastName: "Ubudone", area: UBUD_AREA, pickupTime: "08:00" });
    await booked({ date, lastName: "Walker", area: null, pickupTime: null, hotel: "" });
    await booked({ date, lastName: "Afternoon", startTime: "14:00", pickupTime: "12:30" });
    await booked({ date, lastName: "Cancelled", status: "cancelled" });
    const operator = await signedInOperator("en");
    const day = await operator.page(`/admin/pickups?date=${date}`);
    expect(day.status).toBe(200);
    expect(roundTripsOf(day.headers)).toBeLessThanOrEqual(2);
    const listed = textOf(day.text);
    expect(listed).toContain(`09:00 · ${activityName} 8 confirmed guests · 0 runs 8 guests not in a run yet`);
    expect(listed).toContain(`14:00 · ${activityName} 2 confirmed guests · 0 runs 2 guests not in a run yet`);
    expect(day.text).toContain(`href="/admin/pickups?date=${date}&amp;departure=a${activityId}@09:00"`);
    // The list names the departures only: their guests are on each departure's own page.
    expect(listed).not.toContain("Kutaone");

    const page = await operator.page(departureUrl(date));
    expect(page.status).toBe(200);
    expect(roundTripsOf(page.headers)).toBeLessThanOrEqual(2);
    const text = textOf(page.text);
    expect(text).toContain(`09:00 · ${activityName}`);
    expect(text).not.toContain(`14:00 · ${activityName}`);
    expect(text).toMatch(/07:30 · Kuta ?: Mr\. Made Kutaone, Mr\. Made Kutatwo/);
    expect(text).toMatch(/08:00 · Ubud ?: Mr\. Made Ubudone/);
    expect(text).toMatch(/At the meeting point ?: Mr\. Made Walker/);
    expect(text).not.toContain("Cancelled");
    expect(text).not.toContain("Afternoon");
    expect(page.text.match(/data-testid="unassigned-guest"/g)).toHaveLength(4);
    expect(text).toContain("Not in a run yet");
    expect(page.text).toContain(`href="/admin/pickups?date=${date}"`);

    const calendarDay = await operator.page(`/admin/calendar/${date}`);
    expect(calendarDay.text).toContain(`href="/admin/pickups?date=${date}"`);

    const id = await signedInOperator("id");
    const indonesian = textOf((await id.page(departureUrl(date, "14:00"))).text);
    expect(indonesian).not.toContain("Not in a run yet");
    expect(indonesian).toContain("Belum masuk rute jemput");
    expect(indonesian).toContain("Afternoon");
    expect((await operator.page(`/admin/pickups?date=${date}&departure=a${activityId}@9`)).status).toBe(404);
  });

  it("lists a busy day's departures a page at a time, earliest first, each with its guests not yet in a run", async () => {
    const date = baliDate(26);
    const starts = Array.from({ length: 31 }, (_, index) => {
      const minutes = 6 * 60 + index * 20;
      return `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
    });
    for (const startTime of starts) await booked({ date, startTime, lastName: "Busy", pickupTime: null });
    const operator = await signedInOperator("en");
    const first = await operator.page(`/admin/pickups?date=${date}`);
    expect(first.text.match(/data-testid="pickup-departure-link"/g)).toHaveLength(30);
    const firstText = textOf(first.text);
    expect(firstText.indexOf(`06:00 · ${activityName}`)).toBeLessThan(firstText.indexOf(`06:20 · ${activityName}`));
    expect(firstText).not.toContain(`16:00 · ${activityName}`);
    const later = /href="([^"]+&amp;after=[^"]+)"/.exec(first.text)?.[1]?.replaceAll("&amp;", "&") ?? "";
    expect(later).toBe(`/admin/pickups?date=${date}&after=a${activityId}@15:40`);
    const second = await operator.page(later);
    expect(second.text.match(/data-testid="pickup-departure-link"/g)).toHaveLength(1);
    expect(textOf(second.text)).toContain(`16:00 · ${activityName} 2 confirmed guests`);
    expect(roundTripsOf(second.headers)).toBeLessThanOrEqual(2);
  });

  it("creates a run, puts guests in it while the seats hold them, and refuses one more party under the field (422)", async () => {
    const date = baliDate(21);
    const ids = await fleet(4);
    const first = await booked({ date, lastName: "First", adults: 2 });
    const second = await booked({ date, lastName: "Second", adults: 2 });
    const third = await booked({ date, lastName: "Third", adults: 1 });
    const operator = await signedInOperator("en");
    const created = await newRun(
      operator,
      date,
      assignment({ vehicle: ids.van, driver: ids.driver, guide: ids.guide }),
    );
    expect(created.status, created.text.slice(0, 300)).toBe(303);
    const [run] = await runsOf(date);
    if (!run) throw new Error("no run");
    expect(created.headers.get("location")).toBe(`${departureUrl(date)}&done=created#run-${run.id}`);
    const add = (bookingId: number, version: number) =>
      operator.submit(departureUrl(date), {
        intent: "add",
        run_id: String(run.id),
        version: String(version),
        booking_id: String(bookingId),
      });
    expect((await add(first.id, 1)).status).toBe(303);
    expect((await add(second.id, 2)).status).toBe(303);
    const full = await add(third.id, 3);
    expect(full.status).toBe(422);
    expect(textOf(full.text)).toContain("Too many people for the vehicle: 5 people and 4 seats.");
    expect(full.text).toMatch(/data-field="run_id"/);
    expect(await guestOrder(run.id)).toEqual([first.id, second.id]);
    // The day's list counts the departure's people no run collects yet: the third party's one.
    const listed = textOf((await operator.page(`/admin/pickups?date=${date}`)).text);
    expect(listed).toContain(`09:00 · ${activityName} 5 confirmed guests · 1 run 1 guest not in a run yet`);

    // A smaller vehicle than its guests need is refused the same way, under the vehicle.
    const small = await resource("vehicle", `Jimny ${crypto.randomUUID().slice(0, 6)}`, 3);
    const shrunk = await operator.submit(departureUrl(date), {
      intent: "save",
      run_id: String(run.id),
      version: "3",
      ...assignment({ vehicle: small, driver: ids.driver }),
    });
    expect(shrunk.status).toBe(422);
    expect(shrunk.text).toMatch(/data-field="vehicle_id"/);

    const audit = await auditRows(run.id);
    expect(audit.map((row) => row.action)).toEqual(["create", "update", "update"]);
    expect(JSON.parse(audit[1]?.after_json ?? "{}")).toMatchObject({ added: first.reference });
  });

  it("refuses a vehicle, driver or guide on two runs at overlapping times (409 naming the other run)", async () => {
    const date = baliDate(22);
    const ids = await fleet(8);
    await booked({ date, lastName: "Morning" });
    await booked({ date, lastName: "Evening", startTime: "17:00", pickupTime: "15:30" });
    const operator = await signedInOperator("en");
    expect((await newRun(operator, date, assignment({ vehicle: ids.van, driver: ids.driver }))).status).toBe(303);
    const [held] = await runsOf(date);

    const sameVan = await newRun(operator, date, assignment({ vehicle: ids.van, driver: ids.other }, "08:00", "12:00"));
    expect(sameVan.status).toBe(409);
    const message = textOf(sameVan.text);
    expect(message).toContain(`is already on run ${held?.id} (${activityName}, 06:30 to 15:00)`);
    expect(sameVan.text).toMatch(/data-field="vehicle_id"/);

    const sameDriver = await newRun(
      operator,
      date,
      assignment({ vehicle: ids.car, driver: ids.driver }, "14:00", "16:00"),
    );
    expect(sameDriver.status).toBe(409);
    expect(sameDriver.text).toMatch(/data-field="driver_id"/);

    // After the first run is back, the same van and driver may go out again.
    const later = await newRun(
      operator,
      date,
      assignment({ vehicle: ids.van, driver: ids.driver }, "15:00", "20:00"),
      "17:00",
    );
    expect(later.status, later.text.slice(0, 300)).toBe(303);
    expect(await runsOf(date)).toHaveLength(2);

    // The database holds the rule too: a write that skips the page's check is refused.
    await expect(
      env.DB.prepare(
        `INSERT INTO pickup_runs (run_date, activity_id, start_time, vehicle_id, driver_id, leaves_at, back_at)
         VALUES (?1, ?2, '09:00', ?3, ?4, '07:00', '08:00')`,
      )
        .bind(date, activityId, ids.car, ids.driver)
        .run(),
    ).rejects.toThrow(/resource busy/);
  });

  it("lets exactly one of two dispatchers racing for one vehicle win on the real D1", async () => {
    const date = baliDate(23);
    const ids = await fleet(8);
    await booked({ date, lastName: "Raced" });
    const input = (driver: number) => ({
      activity_id: activityId,
      start_time: "09:00",
      vehicle_id: ids.van,
      driver_id: driver,
      guide_id: null,
      leaves_at: "07:00",
      back_at: "13:00",
    });
    const { email } = await makeOperator("Race Dispatcher");
    const user = await env.DB.prepare("SELECT id, name, email FROM users WHERE email = ?")
      .bind(email)
      .first<{ id: number; name: string; email: string }>();
    if (!user) throw new Error("no operator");
    const { first, second } = race(
      (db) => createRun(db, user, "en", date, input(ids.driver)),
      (db) => createRun(db, user, "en", date, input(ids.other)),
    );
    const outcomes = await Promise.all([first, second]);
    expect(outcomes.map((outcome) => outcome.kind).sort()).toEqual(["busy", "done"]);
    expect(await runsOf(date)).toHaveLength(1);
  });

  it("orders guests up and down, adjusts a pickup time (the pickup mail goes again), and refuses a stale version (409)", async () => {
    const date = baliDate(2);
    const ids = await fleet(8);
    const a = await booked({ date, lastName: "Alpha", pickupTime: "07:30" });
    const b = await booked({ date, lastName: "Bravo", pickupTime: "07:45" });
    const operator = await signedInOperator("en");
    await newRun(operator, date, assignment({ vehicle: ids.van, driver: ids.driver }, "07:00", "14:00"));
    const [run] = await runsOf(date);
    if (!run) throw new Error("no run");
    const post = (fields: Record<string, string>) =>
      operator.submit(departureUrl(date), { run_id: String(run.id), ...fields });
    await post({ intent: "add", version: "1", booking_id: String(a.id) });
    await post({ intent: "add", version: "2", booking_id: String(b.id) });
    expect(await guestOrder(run.id)).toEqual([a.id, b.id]);

    const moved = await post({ intent: "move", version: "3", booking_id: String(b.id), direction: "up" });
    expect(moved.status).toBe(303);
    // The change lands back on the departure it was made on.
    expect(moved.headers.get("location")).toBe(`${departureUrl(date)}&done=moved#run-${run.id}`);
    expect(await guestOrder(run.id)).toEqual([b.id, a.id]);
    const page = textOf((await operator.page(departureUrl(date))).text);
    const runText = page.slice(page.indexOf(`Run ${run.id} ·`));
    expect(runText.indexOf("Bravo")).toBeLessThan(runText.indexOf("Alpha"));

    const evening = new Date(`${baliDate(1)}T17:00:00+08:00`);
    await queuePickupMails(env, evening);
    const timed = await post({ intent: "time", version: "4", booking_id: String(a.id), pickup_time: "06:40" });
    expect(timed.status).toBe(303);
    const stored = await env.DB.prepare("SELECT pickup_time FROM bookings WHERE id = ?")
      .bind(a.id)
      .first<{ pickup_time: string }>();
    expect(stored?.pickup_time).toBe("06:40");
    // The run leaves early enough for its earliest pickup.
    expect((await runsOf(date))[0]?.leaves_at).toBe("06:40");
    await queuePickupMails(env, evening);
    const { results: mails } = await env.DB.prepare(
      "SELECT reminder_for FROM mail_outbox WHERE booking_id = ? AND kind = 'pickup_time' ORDER BY id",
    )
      .bind(a.id)
      .all<{ reminder_for: string }>();
    expect(mails.map((mail) => mail.reminder_for)).toEqual([`${date} 07:30`, `${date} 06:40`]);

    const stale = await post({ intent: "move", version: "3", booking_id: String(a.id), direction: "up" });
    expect(stale.status).toBe(409);
    expect(textOf(stale.text)).toContain("Someone else changed this run meanwhile.");
    expect(await guestOrder(run.id)).toEqual([b.id, a.id]);

    const audit = await auditRows(run.id);
    expect(audit.map((row) => row.action)).toEqual(["create", "update", "update", "reorder", "update"]);
    expect(JSON.parse(audit[4]?.after_json ?? "{}")).toEqual({ booking: a.reference, pickup_time: "06:40" });
  });

  it("prints a run sheet with vehicle, driver, guide and each guest's hotel, time, phone, party and requests", async () => {
    const date = baliDate(24);
    const ids = await fleet(8);
    const guest = await booked({ date, lastName: "Sheet", pickupTime: "07:10", hotel: "Hotel Tugu, Canggu" });
    await booked({ date, lastName: "Left" });
    const operator = await signedInOperator("en");
    await newRun(operator, date, assignment({ vehicle: ids.van, driver: ids.driver, guide: ids.guide }));
    const [run] = await runsOf(date);
    await operator.submit(departureUrl(date), {
      intent: "add",
      run_id: String(run?.id),
      version: "1",
      booking_id: String(guest.id),
    });
    const sheet = await operator.page(`/admin/pickups?date=${date}&print`);
    const text = textOf(sheet.text);
    expect(text).toMatch(/Vehicle: Hiace \w+ DK 1 AB, 2 of 8 seats/);
    expect(text).toMatch(/Driver: Komang \w+/);
    expect(text).toMatch(/Guide: Wayan \w+/);
    expect(text).toContain("07:10 · Mr. Made Sheet");
    expect(text).toContain("Kuta · Hotel Tugu, Canggu");
    expect(text).toContain("+62 812 3456 7890");
    expect(text).toContain("2 persons");
    expect(text).toContain("Special requests: Vegetarian lunch");
    expect(text).toContain("1 guest is not in a run yet.");
    expect(sheet.text).not.toContain('name="intent"');
    // One departure's sheet: its runs only.
    const departureSheet = textOf((await operator.page(`${departureUrl(date)}&print`)).text);
    expect(departureSheet).toContain("07:10 · Mr. Made Sheet");
    expect(departureSheet).toContain("1 guest is not in a run yet.");
  });

  it("does not exist for a tourist or someone signed out (404), and its forms need the CSRF token (419)", async () => {
    const date = baliDate(25);
    const tourist = await signedInTourist("en");
    expect((await tourist.page(`/admin/pickups?date=${date}`)).status).toBe(404);
    expect(
      (await tourist.submit(`/admin/pickups?date=${date}`, { intent: "delete", run_id: "1", version: "1" })).status,
    ).toBe(404);
    expect((await new Browser("en").page(`/admin/pickups?date=${date}`)).status).toBe(404);
    const operator = await signedInOperator("en");
    expect((await operator.page("/admin/pickups?date=2026-02-30")).status).toBe(404);
    const forged = await operator.submit(
      `/admin/pickups?date=${date}`,
      { intent: "delete", run_id: "1", version: "1" },
      { csrf: false },
    );
    expect(forged.status).toBe(419);
  });
});
