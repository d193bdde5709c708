/**
 * Issue 40, item 1: pickup areas. The pickup time is the start less the area's minutes (the
 * activity's own, else the area's default), stored on the booking and mailed; a surcharge is added
 * to the total on the server; an area outside the service area is refused under its field; the
 * "your pickup time" mail goes out the day before once per pickup time, and again when it changes.
 */
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { queuePickupMails } from "#workers/day-of-tour/pickup-mail.ts";
import {
  activityPage,
  baliDate,
  bookingPath,
  bookingPayload,
  type PageActivity,
  roundTripsOf,
  UBUD,
} from "./booking-support.ts";
import { Browser } from "./browser.ts";
import type { Site } from "./client.ts";
import { signedInOperator, textOf } from "./operator-support.ts";

const KUTA = 1;
const UBUD_AREA = 8;
const ULUWATU = 9;
const AMED = 10;

let activity: Record<Site, PageActivity>;

beforeAll(async () => {
  activity = { en: await activityPage("en"), id: await activityPage("id") };
  await env.DB.prepare("UPDATE availability_rules SET notice_hours = 0, start_times = '[]', capacity = 60").run();
}, 30_000);

/** A booking of two adults in the activity's adults package, with these fields over the usual ones. */
async function book(site: Site, overrides: Record<string, unknown>, extra = 0) {
  const payload = bookingPayload(site, activity[site], 1, [2, 0]);
  const reply = await new Browser(site).post(bookingPath(UBUD), {
    ...payload,
    total: (payload.total as number) + extra,
    ...overrides,
  });
  return reply;
}

interface PickupRow {
  id: number;
  pickup_time: string | null;
  pickup_area_id: number | null;
  start: string;
  total_idr: number;
  total_usd_cents: number;
  pickup_location: string;
}

async function stored(reference: string): Promise<PickupRow> {
  const row = await env.DB.prepare(
    `SELECT b.id, b.pickup_time, b.pickup_area_id, coalesce(b.start_time, a.start_time) AS start, b.total_idr,
       b.total_usd_cents, b.pickup_location
     FROM bookings b JOIN activities a ON a.id = b.activity_id WHERE b.reference = ?`,
  )
    .bind(reference)
    .first<PickupRow>();
  if (!row) throw new Error(`no booking ${reference}`);
  return row;
}

const minus = (time: string, minutes: number) => {
  const at = (Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5)) - minutes + 1440) % 1440;
  return `${String(Math.floor(at / 60)).padStart(2, "0")}:${String(at % 60).padStart(2, "0")}`;
};

describe("the pickup time of a booking", () => {
  it("is the start less the area's default minutes, stored, and in the confirmation mail", async () => {
    const reply = await book("en", { pickup_area: String(KUTA) });
    expect(reply.status, JSON.stringify(reply.body)).toBe(201);
    const row = await stored(reply.body.booking.reference);
    expect(row.pickup_area_id).toBe(KUTA);
    expect(row.pickup_time).toBe(minus(row.start, 90));
    const mail = await env.DB.prepare(
      "SELECT body_text FROM mail_outbox WHERE booking_id = ? AND kind = 'booking_received'",
    )
      .bind(row.id)
      .first<{ body_text: string }>();
    expect(mail?.body_text).toMatch(new RegExp(`Pickup time\\W+${row.pickup_time}`));
  });

  it("follows the minutes the operator keeps for the activity's meeting place", async () => {
    const operator = await signedInOperator("en", "Ketut Pickups");
    const page = await operator.page("/admin/pickup-areas");
    // The page lists no activity until one is searched for: a large operator has thousands.
    expect(page.text).not.toContain('name="new_activity_id"');
    expect(roundTripsOf(page.headers)).toBeLessThanOrEqual(2);
    const found = await operator.page("/admin/pickup-areas?q=tegallalang");
    expect(found.text).toContain(`<option value="${activity.en.id}">${activity.en.name}</option>`);
    expect(found.text.match(/name="new_activity_id"/g)?.length).toBeGreaterThan(1);
    const none = await operator.page("/admin/pickup-areas?q=zzqx");
    expect(textOf(none.text)).toContain("No activity with pickup has “zzqx” in its name.");
    const version = /name="id" value="8"\/><input type="hidden" name="version" value="(\d+)"/.exec(page.text)?.[1];
    const saved = await operator.submit("/admin/pickup-areas", {
      intent: "save",
      id: String(UBUD_AREA),
      version: version ?? "1",
      name_id: "Ubud",
      name_en: "Ubud",
      default_minutes: "60",
      new_activity_id: String(activity.en.id),
      new_minutes: "45",
    });
    expect(saved.status, saved.text.slice(0, 300)).toBe(303);
    const reply = await book("en", { pickup_area: UBUD_AREA });
    expect(reply.status, JSON.stringify(reply.body)).toBe(201);
    const row = await stored(reply.body.booking.reference);
    expect(row.pickup_time).toBe(minus(row.start, 45));
  });

  it("is none for a guest who comes to the meeting point, who gives no address", async () => {
    const reply = await book("en", { pickup_area: "meeting_point", pickup_location: "" });
    expect(reply.status, JSON.stringify(reply.body)).toBe(201);
    const row = await stored(reply.body.booking.reference);
    expect(row).toMatchObject({ pickup_time: null, pickup_area_id: null, pickup_location: "" });
  });
});

describe("an area's surcharge and the service area", () => {
  it("adds the surcharge to the total in rupiah and in dollars, and refuses a total without it", async () => {
    const withoutIt = await book("id", { pickup_area: ULUWATU });
    expect(withoutIt.status).toBe(422);
    expect(withoutIt.body.errors.total).toBeDefined();

    const rupiah = await book("id", { pickup_area: ULUWATU }, 150_000);
    expect(rupiah.status, JSON.stringify(rupiah.body)).toBe(201);
    const lines = rupiah.body.booking.lines as { name: string; amount: number }[];
    expect(lines.at(-1)).toMatchObject({ amount: 150_000 });
    const plain = await book("id", { pickup_area: KUTA });
    const [surcharged, notSurcharged] = [
      await stored(rupiah.body.booking.reference),
      await stored(plain.body.booking.reference),
    ];
    expect(surcharged.total_idr - notSurcharged.total_idr).toBe(150_000);

    const dollars = await book("en", { pickup_area: ULUWATU }, 10);
    expect(dollars.status, JSON.stringify(dollars.body)).toBe(201);
    expect(dollars.body.booking.lines.at(-1)).toMatchObject({ name: "Pickup from Uluwatu", amount: 10 });
  });

  it("refuses an area outside the service area under its field, in the page's language", async () => {
    const english = await book("en", { pickup_area: AMED });
    expect(english.status).toBe(422);
    expect(english.body.errors.pickup_area).toEqual([
      "We do not pick up in this area. Please choose another area or come to the meeting point.",
    ]);
    const indonesian = await book("id", { pickup_area: AMED });
    expect(indonesian.status).toBe(422);
    expect(indonesian.body.errors.pickup_area?.[0]).toMatch(/area ini/i);
    const unknown = await book("en", { pickup_area: 9999 });
    expect(unknown.status).toBe(422);
    expect(Object.keys(unknown.body.errors)).toEqual(["pickup_area"]);
  });
});

describe("the pickup-time mail the day before", () => {
  /** 17:00 in Bali (09:00 UTC) on the day before `date`. */
  const eveningBefore = (date: string) => new Date(`${dayBefore(date)}T17:00:00+08:00`);
  const dayBefore = (date: string) => {
    const day = new Date(`${date}T00:00:00Z`);
    day.setUTCDate(day.getUTCDate() - 1);
    return day.toISOString().slice(0, 10);
  };

  async function pickupMails(id: number) {
    const { results } = await env.DB.prepare(
      "SELECT subject, body_text, reminder_for, locale FROM mail_outbox WHERE booking_id = ? AND kind = 'pickup_time' ORDER BY id",
    )
      .bind(id)
      .all<{ subject: string; body_text: string; reminder_for: string; locale: string }>();
    return results;
  }

  it("goes once per pickup time in the guest's language, and again when the time changes", async () => {
    const reply = await book("id", { pickup_area: KUTA });
    expect(reply.status, JSON.stringify(reply.body)).toBe(201);
    const row = await stored(reply.body.booking.reference);
    const date = baliDate(3);
    await env.DB.prepare(
      "UPDATE bookings SET status = 'confirmed', confirmation_id = 'C-' || reference, visit_date = ?2 WHERE id = ?1",
    )
      .bind(row.id, date)
      .run();
    const evening = eveningBefore(date);

    expect(await queuePickupMails(env, evening)).toBeGreaterThanOrEqual(1);
    await queuePickupMails(env, evening);
    const first = await pickupMails(row.id);
    expect(first).toHaveLength(1);
    expect(first[0]?.locale).toBe("id");
    expect(first[0]?.reminder_for).toBe(`${date} ${row.pickup_time}`);
    expect(first[0]?.body_text).toContain(row.pickup_time);
    expect(first[0]?.body_text).toContain("Kuta");

    // The operator moves the pickup (issue 40, item 3 adjusts it on the day's runs).
    await env.DB.prepare("UPDATE bookings SET pickup_time = '06:15' WHERE id = ?").bind(row.id).run();
    await queuePickupMails(env, evening);
    await queuePickupMails(env, evening);
    const again = await pickupMails(row.id);
    expect(again.map((mail) => mail.reminder_for)).toEqual([`${date} ${row.pickup_time}`, `${date} 06:15`]);
    expect(again[1]?.subject).toContain("06:15");
  });

  it("waits until the reminder hour of the day before", async () => {
    const date = baliDate(5);
    const morning = new Date(`${dayBefore(date)}T09:00:00+08:00`);
    expect(await queuePickupMails(env, morning)).toBe(0);
  });
});

/** The booking's pickup mails, oldest first. */
async function pickupMailKeys(id: number): Promise<string[]> {
  const { results } = await env.DB.prepare(
    "SELECT reminder_for FROM mail_outbox WHERE booking_id = ? AND kind = 'pickup_time' ORDER BY id",
  )
    .bind(id)
    .all<{ reminder_for: string }>();
  return results.map((row) => row.reminder_for);
}

/** 17:00 in Bali on the day before `date`, when its pickup mails are due. */
const evening = (date: string) => new Date(new Date(`${date}T17:00:00+08:00`).getTime() - 24 * 3_600_000);

/** The activity runs at these start times, so a change can move between them. */
async function startsAt(times: string[]) {
  await env.DB.prepare("UPDATE availability_rules SET start_times = ?2 WHERE activity_id = ?1")
    .bind(activity.en.id, JSON.stringify(times))
    .run();
}

/** A confirmed booking from Kuta (90 minutes) on `date` at 10:00. */
async function confirmedFromKuta(date: string): Promise<PickupRow & { reference: string }> {
  await startsAt(["10:00", "12:00"]);
  const reply = await book("en", { pickup_area: KUTA, date, start_time: "10:00" });
  expect(reply.status, JSON.stringify(reply.body)).toBe(201);
  const reference = reply.body.booking.reference as string;
  const row = await stored(reference);
  await env.DB.prepare("UPDATE bookings SET status = 'confirmed', confirmation_id = 'C-' || reference WHERE id = ?")
    .bind(row.id)
    .run();
  return { ...row, reference };
}

describe("a change that moves the start", () => {
  it("derives the pickup time again in the operator's change, and the new time is mailed the day before", async () => {
    const date = baliDate(6);
    const booking = await confirmedFromKuta(date);
    expect(booking.pickup_time).toBe("08:30");
    await queuePickupMails(env, evening(date));
    expect(await pickupMailKeys(booking.id)).toEqual([`${date} 08:30`]);
    await env.DB.prepare("UPDATE mail_outbox SET status = 'sent' WHERE booking_id = ? AND kind = 'pickup_time'")
      .bind(booking.id)
      .run();

    const operator = await signedInOperator("en", "Komang Desk");
    const path = `/admin/bookings/${booking.reference}/change`;
    const json = { accept: "application/json" };
    const preview = await operator.post(path, { start_time: "12:00" }, json);
    expect(preview.status, JSON.stringify(preview.body)).toBe(200);
    expect(preview.body.preview.changes).toContainEqual({ field: "pickup_time", before: "08:30", after: "10:30" });
    const { version, newTotalMinor } = preview.body.preview;
    const saved = await operator.post(
      path,
      { start_time: "12:00", confirm: "yes", version: String(version), total: String(newTotalMinor) },
      json,
    );
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect((await stored(booking.reference)).pickup_time).toBe("10:30");

    await queuePickupMails(env, evening(date));
    await queuePickupMails(env, evening(date));
    expect(await pickupMailKeys(booking.id)).toEqual([`${date} 08:30`, `${date} 10:30`]);
  });

  it("derives it again in the tourist's own change, and drops a pickup mail still waiting for the old time", async () => {
    const date = baliDate(12);
    const moved = baliDate(13);
    const booking = await confirmedFromKuta(date);
    const { email } = (await env.DB.prepare("SELECT email FROM bookings WHERE id = ?")
      .bind(booking.id)
      .first<{ email: string }>()) ?? { email: "" };
    await queuePickupMails(env, evening(date));
    expect(await pickupMailKeys(booking.id)).toEqual([`${date} 08:30`]);

    const tourist = new Browser("en");
    const change = (fields: Record<string, string>) =>
      tourist.post(`/api/booking/${booking.reference}/change`, { email, ...fields });
    const preview = await change({ date: moved, start_time: "12:00" });
    expect(preview.status, JSON.stringify(preview.body)).toBe(200);
    const version = String(
      (await env.DB.prepare("SELECT version FROM bookings WHERE id = ?").bind(booking.id).first())?.version,
    );
    const saved = await change({
      date: moved,
      start_time: "12:00",
      confirm: "yes",
      version,
      total: String(preview.body.preview.newTotalMinor),
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect((await stored(booking.reference)).pickup_time).toBe("10:30");
    // The mail for the old date had not gone yet: it goes no more; the new date gets its own.
    expect(await pickupMailKeys(booking.id)).toEqual([]);
    await queuePickupMails(env, evening(moved));
    expect(await pickupMailKeys(booking.id)).toEqual([`${moved} 10:30`]);
  });
});

describe("a pickup that would be before midnight", () => {
  it("refuses the area for such a start under pickup_area, and a change to such a start under start_time", async () => {
    await startsAt(["00:30", "10:00"]);
    const early = await book("en", { pickup_area: KUTA, date: baliDate(8), start_time: "00:30" });
    expect(early.status).toBe(422);
    expect(early.body.errors.pickup_area?.[0]).toMatch(/before midnight/);
    const fromUbud = await book("en", { pickup_area: UBUD_AREA, date: baliDate(8), start_time: "00:30" }, 0);
    expect(fromUbud.status, "Ubud collects 45 or 60 minutes before: 23:30 or 23:45 the evening before").toBe(422);
    const atMeetingPoint = await book("en", {
      pickup_area: "meeting_point",
      pickup_location: "",
      date: baliDate(8),
      start_time: "00:30",
    });
    expect(atMeetingPoint.status, JSON.stringify(atMeetingPoint.body)).toBe(201);

    const booking = await confirmedFromKuta(baliDate(9));
    await startsAt(["00:30", "10:00"]);
    const operator = await signedInOperator("en", "Wayan Night");
    const refused = await operator.post(
      `/admin/bookings/${booking.reference}/change`,
      { start_time: "00:30" },
      { accept: "application/json" },
    );
    expect(refused.status).toBe(422);
    expect(refused.body.errors.start_time?.[0]).toMatch(/before midnight/);
    expect((await stored(booking.reference)).pickup_time).toBe("08:30");
  });
});

describe("the activity page's booking form", () => {
  const roundTrips = (reply: { headers: Headers }) =>
    Number(reply.headers.get("server-timing")?.match(/(\d+) round trips/)?.[1] ?? Number.NaN);

  it("carries the pickup areas in the page's language, read in the page's round trips", async () => {
    const english = await new Browser("en").page(UBUD);
    expect(english.status).toBe(200);
    expect(english.text).toContain("Amed and East Bali");
    expect(english.text).not.toContain("Amed dan Bali timur");
    expect(english.text).toContain("Uluwatu");
    expect(roundTrips(english)).toBeLessThanOrEqual(2);

    const indonesian = await new Browser("id").page(UBUD);
    expect(indonesian.text).toContain("Amed dan Bali timur");
    expect(indonesian.text).not.toContain("Amed and East Bali");
    expect(roundTrips(indonesian)).toBeLessThanOrEqual(2);
  });

  it("carries none for an activity whose packages pick nobody up", async () => {
    await env.DB.prepare("UPDATE packages SET includes_pickup = 0 WHERE activity_id = ?").bind(activity.en.id).run();
    try {
      const page = await new Browser("en").page(UBUD);
      expect(page.status).toBe(200);
      expect(page.text).not.toContain("Amed and East Bali");
    } finally {
      await env.DB.prepare("UPDATE packages SET includes_pickup = 1 WHERE activity_id = ?").bind(activity.en.id).run();
    }
  });
});
