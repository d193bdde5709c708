import { createExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { AVAILABILITY_MAX_DAYS, addDays } from "#domain/availability.ts";
import { baliToday } from "#domain/bali-time.ts";
import { type BookingCall, requestBooking } from "#workers/booking/bookings.ts";
import {
  activityPage,
  baliDate,
  bookingPath,
  bookingPayload,
  KINTAMANI,
  type PageActivity,
  roundTripsOf,
  UBUD,
} from "./booking-support.ts";
import { Browser } from "./browser.ts";
import type { Site } from "./client.ts";
import { signedInOperator } from "./operator-support.ts";

const SPA = "/activity/spa-wellness/ubud-balinese-massage-and-flower-bath";
/** The day the seed closes the whole catalogue (Nyepi), which tests/worker/setup.ts keeps months ahead. */
async function seededClosure(): Promise<string> {
  const row = await env.DB.prepare("SELECT date FROM closed_dates WHERE reason LIKE 'Nyepi%'").first<{
    date: string;
  }>();
  if (!row) throw new Error("the seed closes nothing on Nyepi");
  return row.date;
}

/** A fresh reader: the edge cache is skipped, so each read shows the seats as they are now. */
function availability(path: string, from: string, to: string, site: Site = "en") {
  return new Browser(site).get(`/api${path}/availability?from=${from}&to=${to}`, { "X-Cache-Bypass": "1" });
}

async function dayOf(path: string, date: string) {
  const reply = await availability(path, date, date);
  expect(reply.status).toBe(200);
  return reply.body.items[0];
}

type RuleColumns = Partial<{
  weekdays: string;
  season_start: string | null;
  season_end: string | null;
  start_times: string;
  capacity: number;
  capacity_per: string;
  notice_hours: number;
}>;

/** The operator's rule for an activity, as the back office will set it. */
async function setRule(activityId: number, columns: RuleColumns): Promise<void> {
  const names = Object.keys(columns);
  await env.DB.prepare(
    `UPDATE availability_rules SET ${names.map((name, i) => `${name} = ?${i + 2}`).join(", ")} WHERE activity_id = ?1`,
  )
    .bind(activityId, ...Object.values(columns))
    .run();
}

/**
 * A request for `persons` of the first package's first product on `date`, each from its own browser
 * (address) and e-mail, as different tourists.
 */
function book(site: Site, activity: PageActivity, path: string, date: string, persons: number, extra = {}) {
  const payload = bookingPayload(site, activity, 0, [persons], { date, ...extra });
  return new Browser(site).post(bookingPath(path), payload);
}

async function heldOn(activityId: number, date: string): Promise<{ bookings: number; seats: number }> {
  const row = await env.DB.prepare(
    `SELECT count(*) AS bookings, coalesce(sum(seats), 0) AS seats FROM bookings
     WHERE activity_id = ? AND visit_date = ? AND status IN ('requested', 'confirmed')`,
  )
    .bind(activityId, date)
    .first<{ bookings: number; seats: number }>();
  return row ?? { bookings: 0, seats: 0 };
}

describe("GET /api/activity/{type}/{slug}/availability", () => {
  it("answers each date of the range with its status, places left and start times, cached for seconds only", async () => {
    const from = baliDate(20);
    const reply = await availability(UBUD, from, addDays(from, 6));
    expect(reply.status).toBe(200);
    expect(reply.headers.get("cache-control")).toBe("public, max-age=0, s-maxage=10");
    expect(roundTripsOf(reply.headers)).toBe(1);
    expect(reply.body.items).toHaveLength(7);
    expect(reply.body.items.map((day: { date: string }) => day.date)).toEqual(
      [0, 1, 2, 3, 4, 5, 6].map((days) => addDays(from, days)),
    );
    // The seed gives day tours 60 persons a day, every day.
    expect(reply.body.items[0]).toEqual({ date: from, status: "open", remaining: 60, times: [] });
  });

  it("shows Nyepi closed for everything, activities and vehicles", async () => {
    const nyepi = await seededClosure();
    const tour = await availability(UBUD, addDays(nyepi, -1), addDays(nyepi, 1));
    expect(tour.body.items.map((day: { status: string }) => day.status)).toEqual(["open", "closed", "open"]);
    expect(tour.body.items[1]).toEqual({ date: nyepi, status: "closed", remaining: 0, times: [] });
    const vehicle = await availability("/transport/3", nyepi, nyepi);
    expect(vehicle.body.items).toEqual([{ date: nyepi, status: "closed", remaining: 0, times: [] }]);
  });

  it("lists the start times of an activity that has several, each with its own places", async () => {
    const date = baliDate(21);
    expect(await dayOf(SPA, date)).toEqual({
      date,
      status: "open",
      remaining: 18,
      times: [
        { time: "10:00", status: "open", remaining: 6 },
        { time: "13:00", status: "open", remaining: 6 },
        { time: "16:00", status: "open", remaining: 6 },
      ],
    });
  });

  it(`answers at most ${AVAILABILITY_MAX_DAYS} days, and refuses more or bad dates with a message per field`, async () => {
    const from = baliDate(1);
    const longest = await availability(UBUD, from, addDays(from, AVAILABILITY_MAX_DAYS - 1));
    expect(longest.status).toBe(200);
    expect(longest.body.items).toHaveLength(AVAILABILITY_MAX_DAYS);

    const tooLong = await availability(UBUD, from, addDays(from, AVAILABILITY_MAX_DAYS));
    expect(tooLong.status).toBe(422);
    expect(tooLong.body).toEqual({
      message: "At most 62 days can be asked for at once.",
      errors: { to: ["At most 62 days can be asked for at once."] },
    });
    const cases: [string, Record<string, string[]>][] = [
      [
        "from=2027-02-30&to=2027-03-02",
        { from: ["The first date (from) is not a valid date in the form YYYY-MM-DD."] },
      ],
      ["from=2027-03-01", { to: ["Please give the last date (to) as YYYY-MM-DD."] }],
      ["from=2027-03-05&to=2027-03-01", { to: ["The last date (to) cannot be before the first date (from)."] }],
      [
        "from=tomorrow&to=03/01/2027",
        {
          from: ["The first date (from) is not a valid date in the form YYYY-MM-DD."],
          to: ["The last date (to) is not a valid date in the form YYYY-MM-DD."],
        },
      ],
    ];
    for (const [query, errors] of cases) {
      const reply = await new Browser("en").get(`/api${UBUD}/availability?${query}`);
      expect(reply.status, query).toBe(422);
      expect(reply.body.errors, query).toEqual(errors);
    }
    const indonesian = await availability(UBUD, from, addDays(from, 100), "id");
    expect(indonesian.body.errors.to).toEqual(["Paling banyak 62 hari dapat diminta sekaligus."]);
  });

  it("is a 404 for an unknown or unpublished activity or vehicle, whatever the range", async () => {
    const from = baliDate(1);
    const draft = await env.DB.prepare(
      `SELECT a.id, ty.slug AS type, a.slug FROM activities a JOIN activity_types ty ON ty.id = a.type_id
       WHERE a.slug = 'sidemen-village-home-cooking-class'`,
    ).first<{ id: number; type: string; slug: string }>();
    await env.DB.prepare("UPDATE activities SET status = 'draft' WHERE id = ?").bind(draft?.id).run();
    for (const path of [
      "/activity/day-tours/no-such-tour",
      `/activity/${draft?.type}/${draft?.slug}`,
      "/transport/9999",
      "/transport/abc",
    ]) {
      const reply = await availability(path, from, addDays(from, 500));
      expect(reply.status, path).toBe(404);
    }
  });
});

describe("GET /api/transport/{id}/availability", () => {
  it("counts vehicles: each vehicle ordered holds one", async () => {
    const date = baliDate(22);
    expect(await dayOf("/transport/3", date)).toEqual({ date, status: "open", remaining: 5, times: [] });
    const order = JSON.stringify([{ id: 3, ordered: 2 }]);
    const activity = await activityPage("id");
    const vehicle = await new Browser("id").post(
      "/api/transport/3/booking",
      bookingPayload("id", activity, 0, [], {
        activity_id: undefined,
        transport_id: 3,
        order_data: order,
        total: 1400000,
        adults: 2,
        kids: 0,
        date,
      }),
    );
    expect(vehicle.status).toBe(201);
    // Three of five vehicles left is not "few": more than a third of them (decision 0087).
    expect(await dayOf("/transport/3", date)).toEqual({ date, status: "open", remaining: 3, times: [] });
  });
});

/** A booking of Kintamani made at a fixed moment, straight through requestBooking, the one way the clock can be set. */
function kintamaniAt(now: Date, input: Record<string, unknown>): BookingCall {
  return {
    db: env.DB,
    env,
    ctx: createExecutionContext(),
    request: new Request(`http://en.localhost${bookingPath(KINTAMANI)}`, {
      method: "POST",
      headers: { "cf-connecting-ip": "198.51.100.27" },
    }),
    locale: "en",
    target: { kind: "activity", typeSlug: "day-tours", slug: "kintamani-volcano-view-and-tirta-empul-tour" },
    input,
    idempotencyKey: null,
    now,
  };
}

describe("booking within the availability", () => {
  it("opens on a season's first day, closes after its last, and stops taking a day at its notice, to the minute", async () => {
    const activity = await activityPage("en", KINTAMANI);
    // A season of two days, far enough ahead that the day before it is open too.
    const first = baliDate(40);
    const [before, last, after] = [addDays(first, -1), addDays(first, 1), addDays(first, 2)];
    await setRule(activity.id, { season_start: first, season_end: last, notice_hours: 12 });
    const season = await availability(KINTAMANI, before, after);
    expect(season.body.items.map((day: { status: string }) => day.status)).toEqual([
      "closed",
      "open",
      "open",
      "closed",
    ]);

    const payload = (date: string) => bookingPayload("en", activity, 0, [1], { date });
    // Kintamani starts at 08:00: 12 hours before 08:00 on the first day is 20:00 the day before in Bali, 12:00 UTC.
    await expect(requestBooking(kintamaniAt(new Date(`${before}T12:00:00Z`), payload(first)))).rejects.toMatchObject({
      status: 422,
      errors: {
        date: ["This date must be booked at least 12 hours before the start (Bali time). Please choose another date."],
      },
    });
    const inTime = await requestBooking(kintamaniAt(new Date(`${before}T11:59:00Z`), payload(first)));
    expect(inTime.booking.date).toBe(first);
    await expect(
      requestBooking(kintamaniAt(new Date(`${addDays(first, -9)}T00:00:00Z`), payload(after))),
    ).rejects.toMatchObject({
      status: 422,
      errors: { date: ["This date is not available. Please choose another date."] },
    });
    await setRule(activity.id, { season_start: null, season_end: null, notice_hours: 0 });
  });

  it("refuses a blackout date, Nyepi and a day past its notice, under the date, in the page's language", async () => {
    const activity = await activityPage("en", KINTAMANI);
    const blackout = baliDate(23);
    await env.DB.prepare("INSERT INTO blackout_dates (activity_id, date) VALUES (?, ?)")
      .bind(activity.id, blackout)
      .run();
    const closed = await book("en", activity, KINTAMANI, blackout, 1);
    expect(closed.status).toBe(422);
    expect(closed.body.errors).toEqual({ date: ["This date is not available. Please choose another date."] });
    const closedId = await book("id", await activityPage("id", KINTAMANI), KINTAMANI, blackout, 1);
    expect(closedId.body.errors.date).toEqual(["Tanggal ini tidak tersedia. Silakan pilih tanggal lain."]);
    const nyepi = await book("en", activity, KINTAMANI, await seededClosure(), 1);
    expect(nyepi.body.errors).toEqual({ date: ["This date is not available. Please choose another date."] });

    // Tomorrow is always within a notice of 48 hours.
    await setRule(activity.id, { notice_hours: 48 });
    const late = await book("en", activity, KINTAMANI, addDays(baliToday(), 1), 1);
    expect(late.status).toBe(422);
    expect(late.body.errors).toEqual({
      date: ["This date must be booked at least 48 hours before the start (Bali time). Please choose another date."],
    });
    expect(await heldOn(activity.id, blackout)).toEqual({ bookings: 0, seats: 0 });
    await setRule(activity.id, { notice_hours: 0 });
  });

  it("takes the last places of a day, then refuses too many persons and a full day", async () => {
    const activity = await activityPage("en", KINTAMANI);
    const date = baliDate(24);
    await setRule(activity.id, { capacity: 5 });
    expect((await book("en", activity, KINTAMANI, date, 3)).status).toBe(201);
    // 2 of 5 is more than a third: not "few" (decision 0087).
    expect(await dayOf(KINTAMANI, date)).toMatchObject({ status: "open", remaining: 2 });
    const tooMany = await book("en", activity, KINTAMANI, date, 3);
    expect(tooMany.status).toBe(422);
    expect(tooMany.body.errors).toEqual({
      date: ["Places left on this date: 2. Please choose fewer persons or another date."],
    });
    expect((await book("en", activity, KINTAMANI, date, 2)).status).toBe(201);
    const full = await book("en", activity, KINTAMANI, date, 1);
    expect(full.body.errors).toEqual({ date: ["This date is fully booked. Please choose another date."] });
    expect(await dayOf(KINTAMANI, date)).toEqual({ date, status: "full", remaining: 0, times: [] });
    expect(await heldOn(activity.id, date)).toEqual({ bookings: 2, seats: 5 });
    await setRule(activity.id, { capacity: 60 });
  });

  it("needs a start time when there are several, and counts each time's places on its own", async () => {
    const activity = await activityPage("en", SPA);
    const date = baliDate(25);
    const missing = await book("en", activity, SPA, date, 1);
    expect(missing.status).toBe(422);
    expect(missing.body.errors).toEqual({ start_time: ["Please choose a start time."] });
    const unknown = await book("en", activity, SPA, date, 1, { start_time: "11:00" });
    expect(unknown.body.errors).toEqual({ start_time: ["Please choose one of the start times offered."] });
    const malformed = await book("en", activity, SPA, date, 1, { start_time: "1 pm" });
    expect(malformed.body.errors).toEqual({ start_time: ["The start time must be a time such as 08:00."] });

    const booked = await book("en", activity, SPA, date, 6, { start_time: "13:00" });
    expect(booked.status).toBe(201);
    const stored = await env.DB.prepare("SELECT start_time, seats FROM bookings WHERE reference = ?")
      .bind(booked.body.booking.reference)
      .first();
    expect(stored).toEqual({ start_time: "13:00", seats: 6 });
    const fullTime = await book("en", activity, SPA, date, 1, { start_time: "13:00" });
    expect(fullTime.body.errors).toEqual({ date: ["This date is fully booked. Please choose another date."] });
    expect((await book("en", activity, SPA, date, 1, { start_time: "16:00" })).status).toBe(201);
    expect(await dayOf(SPA, date)).toEqual({
      date,
      status: "open",
      remaining: 11,
      times: [
        { time: "10:00", status: "open", remaining: 6 },
        { time: "13:00", status: "full", remaining: 0 },
        { time: "16:00", status: "open", remaining: 5 },
      ],
    });
  });

  it("gives exactly the last 5 places to 5 of 50 simultaneous requests, and a clear 422 to the other 45", async () => {
    const activity = await activityPage("en", KINTAMANI);
    const date = baliDate(26);
    await setRule(activity.id, { capacity: 8 });
    expect((await book("en", activity, KINTAMANI, date, 3)).status).toBe(201);

    const replies = await Promise.all(Array.from({ length: 50 }, () => book("en", activity, KINTAMANI, date, 1)));

    const taken = replies.filter((reply) => reply.status === 201);
    const refused = replies.filter((reply) => reply.status === 422);
    expect(taken).toHaveLength(5);
    expect(refused).toHaveLength(45);
    const refusals = new Set(refused.map((reply) => reply.body.errors.date[0]));
    for (const message of refusals) {
      expect([
        "This date is fully booked. Please choose another date.",
        "The last places on this date have just been taken. Please choose fewer persons or another date.",
      ]).toContain(message);
    }
    expect(await heldOn(activity.id, date)).toEqual({ bookings: 6, seats: 8 });
    await setRule(activity.id, { capacity: 60 });
  });

  it("releases a declined request's places: the day opens again and can be booked", async () => {
    const activity = await activityPage("en", KINTAMANI);
    const date = baliDate(27);
    await setRule(activity.id, { capacity: 2 });
    const first = await book("en", activity, KINTAMANI, date, 1);
    expect((await book("en", activity, KINTAMANI, date, 1)).status).toBe(201);
    expect((await book("en", activity, KINTAMANI, date, 1)).status).toBe(422);
    expect(await dayOf(KINTAMANI, date)).toMatchObject({ status: "full", remaining: 0 });

    const operator = await signedInOperator("en");
    const declined = await operator.submit(`/admin/bookings/${first.body.booking.reference}`, {
      intent: "decline",
      reason: "Our guide is ill that day.",
      confirm: "yes",
    });
    expect(declined.status).toBe(303);

    // 1 of 2 is more than a third: open, not "few" (decision 0087).
    expect(await dayOf(KINTAMANI, date)).toMatchObject({ status: "open", remaining: 1 });
    expect((await book("en", activity, KINTAMANI, date, 1)).status).toBe(201);
    expect(await heldOn(activity.id, date)).toEqual({ bookings: 2, seats: 2 });
    await setRule(activity.id, { capacity: 60 });
  });
});

describe("the next open dates on an activity's and a vehicle's page", () => {
  const TANAH_LOT = "/activity/day-tours/tanah-lot-sunset-and-taman-ayun-tour";
  const NEXT = { en: "Next available:", id: "Tersedia berikutnya:" } as const;
  const LEFT = {
    en: (count: number) => `(only ${count} left)`,
    id: (count: number) => `(hanya sisa ${count})`,
  } as const;
  /** "Tue 8 Dec" / "Sel, 8 Des", as Intl writes a short day in each language. */
  const shortDay = (site: Site, date: string) =>
    new Intl.DateTimeFormat(site === "id" ? "id-ID" : "en-GB", {
      weekday: "short",
      day: "numeric",
      month: "short",
      timeZone: "UTC",
    }).format(new Date(`${date}T00:00:00Z`));

  /** The page's "Next available" line, read fresh (the edge cache skipped), with its round trips. */
  async function nextAvailable(site: Site, path: string) {
    const page = await new Browser(site).fetchText("GET", path, { headers: { "X-Cache-Bypass": "1" } });
    expect(page.status, path).toBe(200);
    const line = page.text.replaceAll("<!-- -->", "").match(/data-testid="next-available"[^>]*>(.*?)<\/p>/s)?.[1];
    return {
      text: line
        ?.replace(/<[^>]+>/g, "")
        .replace(/\s+/g, " ")
        .trim(),
      roundTrips: roundTripsOf(page.headers),
    };
  }

  it("names the next three open days, skipping closed ones and telling how few are left, in both languages", async () => {
    const activity = await env.DB.prepare(
      "SELECT id FROM activities WHERE slug = 'tanah-lot-sunset-and-taman-ayun-tour'",
    ).first<{ id: number }>();
    const [first, few, blackout, third] = [baliDate(3), baliDate(4), baliDate(5), baliDate(6)];
    await setRule(activity?.id ?? 0, { season_start: first, capacity: 10, notice_hours: 0 });
    await env.DB.prepare("INSERT INTO blackout_dates (activity_id, date) VALUES (?, ?)")
      .bind(activity?.id, blackout)
      .run();
    const booked = await book("en", await activityPage("en", TANAH_LOT), TANAH_LOT, few, 7);
    expect(booked.status).toBe(201);

    for (const site of ["en", "id"] as const) {
      const { text, roundTrips } = await nextAvailable(site, TANAH_LOT);
      expect(text).toBe(
        `${NEXT[site]} ${shortDay(site, first)} · ${shortDay(site, few)} ${LEFT[site](3)} · ${shortDay(site, third)}`,
      );
      // Read in the page's existing round trips.
      expect(roundTrips).toBeLessThanOrEqual(2);
    }
  });

  it("on a vehicle's page starts today, as a vehicle can be booked until the day is over", async () => {
    await env.DB.prepare("INSERT INTO blackout_dates (transport_id, date) VALUES (2, ?)").bind(baliDate(1)).run();
    const { text, roundTrips } = await nextAvailable("en", "/transport/2");
    expect(text).toBe(
      `${NEXT.en} ${shortDay("en", baliDate(0))} · ${shortDay("en", baliDate(2))} · ${shortDay("en", baliDate(3))}`,
    );
    expect(roundTrips).toBe(1);
  });

  it("looks past the first two weeks when they hold fewer than three open days, counting the seats held there", async () => {
    // The page reads two weeks in its own round trip and the rest of the 62 days in a second one.
    const activity = await env.DB.prepare(
      "SELECT id FROM activities WHERE slug = 'tanah-lot-sunset-and-taman-ayun-tour'",
    ).first<{ id: number }>();
    const [onlyInFirstWeeks, few, after] = [baliDate(6), baliDate(14), baliDate(15)];
    await setRule(activity?.id ?? 0, { season_start: baliDate(3), capacity: 10, notice_hours: 0 });
    const blackout = env.DB.prepare(
      "INSERT OR IGNORE INTO blackout_dates (activity_id, transport_id, date) VALUES (?, ?, ?)",
    );
    const closedDays = [3, 4, 5, 7, 8, 9, 10, 11, 12, 13].map((day) =>
      blackout.bind(activity?.id, null, baliDate(day)),
    );
    await env.DB.batch(closedDays);
    expect((await book("en", await activityPage("en", TANAH_LOT), TANAH_LOT, few, 7)).status).toBe(201);
    const tour = await nextAvailable("en", TANAH_LOT);
    expect(tour.text).toBe(
      `${NEXT.en} ${shortDay("en", onlyInFirstWeeks)} · ${shortDay("en", few)} ${LEFT.en(3)} · ${shortDay("en", after)}`,
    );
    expect(tour.roundTrips).toBe(2);

    // A vehicle closed for the first two weeks but its fifth day, and on the fifteenth.
    const vehicleDays = [...Array(15).keys()].filter((day) => day !== 4);
    await env.DB.batch(vehicleDays.map((day) => blackout.bind(null, 2, baliDate(day))));
    const vehicle = await nextAvailable("en", "/transport/2");
    expect(vehicle.text).toBe(
      `${NEXT.en} ${shortDay("en", baliDate(4))} · ${shortDay("en", baliDate(15))} · ${shortDay("en", baliDate(16))}`,
    );
    expect(vehicle.roundTrips).toBe(2);
  });

  it("says nothing when no day is open in the next two months", async () => {
    const dive = await env.DB.prepare("SELECT id FROM activities WHERE slug = 'nusa-penida-mola-mola-fun-dive'").first<{
      id: number;
    }>();
    await setRule(dive?.id ?? 0, { season_start: baliDate(100), season_end: baliDate(200) });
    const { text } = await nextAvailable("en", "/activity/diving-snorkeling/nusa-penida-mola-mola-fun-dive");
    expect(text).toBeUndefined();
  });
});
