import { createExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { BOOKING_MAILS_PER_DAY } from "#domain/booking-rules.ts";
import {
  type AvailabilityTarget,
  availabilityResponse,
  nextOpenDays,
  nextOpenDaysStatements,
} from "#workers/availability/availability.ts";
import { type BookingCall, requestBooking } from "#workers/booking/bookings.ts";
import {
  activityPage,
  bookingPath,
  bookingPayload,
  countBookings,
  countOutbox,
  storedBooking,
  UBUD,
} from "./booking-support.ts";
import { Browser } from "./browser.ts";
import { outboxRowsOf } from "./mail-support.ts";

const UBUD_BOOKING = bookingPath(UBUD);

async function refusedWithoutWriting(site: "en" | "id", payload: Record<string, unknown>) {
  const before = { bookings: await countBookings(), mails: await countOutbox() };
  const reply = await new Browser(site).post(UBUD_BOOKING, payload);
  expect({ bookings: await countBookings(), mails: await countOutbox() }).toEqual(before);
  return reply;
}

describe("names and the pickup place", () => {
  it("are refused with a message on their field when they hold line breaks, controls, zero-width or bidi characters", async () => {
    const activity = await activityPage("en");
    const cases = [
      ["first_name", "Mr. Made\nURGENT: your card payment failed", "The first name must be one line"],
      ["first_name", "Mr. Made\u202eliame", "The first name must be one line"],
      ["last_name", "Wirawan\r\nPay at https://evil.example", "The last name must be one line"],
      ["last_name", "Wira\u200bwan", "The last name must be one line"],
      ["last_name", "Wira\u0000wan", "The last name must be one line"],
      ["pickup_location", "Alaya Resort\u2028Pay now at https://evil.example", "The pickup location must be one line"],
      ["pickup_location", "Alaya\u0085Resort", "The pickup location must be one line"],
    ] as const;
    for (const [field, value, message] of cases) {
      const reply = await refusedWithoutWriting("en", bookingPayload("en", activity, 0, [1], { [field]: value }));
      expect(reply.status, JSON.stringify(value)).toBe(422);
      expect(Object.keys(reply.body.errors), JSON.stringify(value)).toEqual([field]);
      expect(reply.body.errors[field][0]).toContain(message);
    }
  });

  it("refuses them in Indonesian on the Indonesian site", async () => {
    const activity = await activityPage("id");
    const reply = await refusedWithoutWriting(
      "id",
      bookingPayload("id", activity, 0, [1], { last_name: "Wirawan\nBayar di sini" }),
    );
    expect(reply.body.errors).toEqual({
      last_name: ["Nama belakang harus satu baris, tanpa karakter kontrol atau karakter tak terlihat."],
    });
  });

  it("take a first name of 100 characters after its title, and refuse 101", async () => {
    const activity = await activityPage("en");
    const longest = await new Browser("en").post(
      UBUD_BOOKING,
      bookingPayload("en", activity, 0, [1], { first_name: `Mrs. ${"a".repeat(100)}`, last_name: "b".repeat(100) }),
    );
    expect(longest.status).toBe(201);
    const tooLong = await refusedWithoutWriting(
      "en",
      bookingPayload("en", activity, 0, [1], { first_name: `Mrs. ${"a".repeat(101)}` }),
    );
    expect(tooLong.body.errors).toEqual({ first_name: ["First name must be at most 100 characters."] });
  });
});

describe("the 'request received' mail", () => {
  it("starts with our own words; the name only follows, labelled, in the summary", async () => {
    const activity = await activityPage("en");
    const reply = await new Browser("en").post(
      UBUD_BOOKING,
      bookingPayload("en", activity, 0, [1], { first_name: "Mr. URGENT: your card payment failed", last_name: "Pay" }),
    );
    expect(reply.status).toBe(201);
    const [tourist] = await outboxRowsOf(reply.body.booking.reference);
    const lines = tourist?.body_text.split("\n").filter((line) => line.trim()) ?? [];
    expect(lines[0]).toBe("Hello,");
    expect(lines[1]).toMatch(/^Thank you for booking with /);
    expect(tourist?.body_text).toMatch(/\nName: +Mr\. URGENT: your card payment failed Pay\n/);
    expect(tourist?.body_html).not.toContain("Dear Mr.");
  });
});

describe("the daily cap of 'request received' mails per address", () => {
  it(`lets ${BOOKING_MAILS_PER_DAY} requests a day mail one address, then answers 429 in the site's language and writes nothing`, async () => {
    const activity = await activityPage("id");
    const victim = "victim@example.com";
    for (let n = 0; n < BOOKING_MAILS_PER_DAY; n += 1) {
      // From other addresses each time, and with the address's case changed: the cap is the recipient's.
      const email = n % 2 ? victim.toUpperCase() : victim;
      const reply = await new Browser("id").post(UBUD_BOOKING, bookingPayload("id", activity, 0, [1], { email }));
      expect(reply.status).toBe(201);
    }
    const before = { bookings: await countBookings(), mails: await countOutbox() };

    const refused = await new Browser("id").post(
      UBUD_BOOKING,
      bookingPayload("id", activity, 0, [1], { email: victim }),
    );
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe(
      "Alamat e-mail ini sudah menerima semua e-mail yang kami kirim dalam sehari. Silakan balas salah satu e-mail kami atau coba lagi besok.",
    );
    const english = await new Browser("en").post(
      UBUD_BOOKING,
      bookingPayload("en", await activityPage("en"), 0, [1], { email: victim }),
    );
    expect(english.status).toBe(429);
    expect(english.body.message).toMatch(/^This e-mail address has had all the mails we send it in a day/);
    expect({ bookings: await countBookings(), mails: await countOutbox() }).toEqual(before);

    const other = await new Browser("id").post(UBUD_BOOKING, bookingPayload("id", activity, 0, [1]));
    expect(other.status).toBe(201);
  });

  it("counts the spellings of one mailbox together: +tags, case and Gmail's dots", async () => {
    const activity = await activityPage("en");
    const spellings = [
      "ayu.lestari@gmail.com",
      "AyuLestari@gmail.com",
      "ayu.lestari+1@gmail.com",
      "ayulestari+bali@googlemail.com",
      "a.y.u.lestari@gmail.com",
    ];
    expect(spellings).toHaveLength(BOOKING_MAILS_PER_DAY);
    for (const email of spellings) {
      const reply = await new Browser("en").post(UBUD_BOOKING, bookingPayload("en", activity, 0, [1], { email }));
      expect(reply.status, email).toBe(201);
    }
    const refused = await new Browser("en").post(
      UBUD_BOOKING,
      bookingPayload("en", activity, 0, [1], { email: "ayulestari+6@gmail.com" }),
    );
    expect(refused.status).toBe(429);
    // Another mailbox at another provider is its own: dots count there.
    const elsewhere = await new Browser("en").post(
      UBUD_BOOKING,
      bookingPayload("en", activity, 0, [1], { email: "ayu.lestari@example.com" }),
    );
    expect(elsewhere.status).toBe(201);
  });
});

describe("e-mail addresses", () => {
  it("are refused with NUL, C1 or zero-width characters instead of being mailed to another address", async () => {
    const activity = await activityPage("en");
    for (const email of [
      "a\u0000b@example.com",
      "a\u0085b@example.com",
      "a\u200bb@example.com",
      "ab@exa\u202emple.com",
    ]) {
      const reply = await refusedWithoutWriting("en", bookingPayload("en", activity, 0, [1], { email }));
      expect(reply.status, JSON.stringify(email)).toBe(422);
      expect(reply.body.errors, JSON.stringify(email)).toEqual({ email: [expect.any(String)] });
    }
  });
});

const UBUD_TARGET = {
  kind: "activity",
  typeSlug: "day-tours",
  slug: "ubud-rice-terrace-and-monkey-forest-tour",
} as const satisfies AvailabilityTarget;

/** A booking made at a fixed moment, straight through requestBooking, the one way the clock can be set. */
function bookingAt(now: Date, input: Record<string, unknown>, site: "en" | "id" = "en"): BookingCall {
  return {
    db: env.DB,
    env,
    ctx: createExecutionContext(),
    request: new Request(`http://${site === "en" ? "en." : ""}localhost${UBUD_BOOKING}`, {
      method: "POST",
      headers: { "cf-connecting-ip": "198.51.100.17" },
    }),
    locale: site,
    target: UBUD_TARGET,
    input,
    idempotencyKey: null,
    now,
  };
}

describe("a visit on the day itself", () => {
  it("is refused once the activity's start time has passed in Bali, and taken before it", async () => {
    const activity = await activityPage("en");
    const startTime = await env.DB.prepare("SELECT start_time FROM activities WHERE id = ?")
      .bind(activity.id)
      .first<string>("start_time");
    expect(startTime).toBe("08:00");
    // 08:00 in Bali is 00:00 UTC.
    const day = "2026-12-05";
    const payload = bookingPayload("en", activity, 0, [1], { date: day });

    const late = requestBooking(bookingAt(new Date("2026-12-05T02:58:00Z"), payload));
    await expect(late).rejects.toMatchObject({
      status: 422,
      errors: {
        date: ["This activity starts at 08:00 Bali time, which has passed today. Please choose another date."],
      },
    });
    await expect(requestBooking(bookingAt(new Date("2026-12-05T00:00:00Z"), payload))).rejects.toMatchObject({
      status: 422,
    });
    const early = await requestBooking(bookingAt(new Date("2026-12-04T23:59:00Z"), payload));
    expect((await storedBooking(early.booking.reference))?.visit_date).toBe(day);
    // The next day is bookable whatever the time.
    const tomorrow = await requestBooking(
      bookingAt(new Date("2026-12-05T15:59:00Z"), { ...payload, date: "2026-12-06", email: "next@example.com" }),
    );
    expect(tomorrow.booking.date).toBe("2026-12-06");
  });
});

describe("a day with a later departure than the one that has gone (issue 43)", () => {
  /** Ubud's rule for this test: 08:00 and 13:00, 12 persons each, with `noticeHours`; the seeded rule after. */
  async function twoDepartures<T>(noticeHours: number, run: (activityId: number) => Promise<T>): Promise<T> {
    const activity = await activityPage("en");
    const rule = `UPDATE availability_rules SET start_times = ?2, capacity = ?3, capacity_per = ?4, notice_hours = ?5
      WHERE activity_id = ?1`;
    const seeded = await env.DB.prepare(
      "SELECT start_times, capacity, capacity_per, notice_hours FROM availability_rules WHERE activity_id = ?",
    )
      .bind(activity.id)
      .first<{ start_times: string; capacity: number; capacity_per: string; notice_hours: number }>();
    await env.DB.prepare(rule).bind(activity.id, '["08:00","13:00"]', 12, "start_time", noticeHours).run();
    try {
      return await run(activity.id);
    } finally {
      await env.DB.prepare(rule)
        .bind(activity.id, seeded?.start_times, seeded?.capacity, seeded?.capacity_per, seeded?.notice_hours)
        .run();
    }
  }

  /** What the calendar (the availability call), "Next available" and the server say of `day` at `now`. */
  async function answersAt(now: Date, day: string) {
    const reply = await availabilityResponse(env.DB, "en", { from: day, to: day }, UBUD_TARGET, now);
    const [calendar] = ((await reply.json()) as { items: unknown[] }).items;
    const next = await nextOpenDays(
      env.DB,
      UBUD_TARGET,
      await env.DB.batch(nextOpenDaysStatements(env.DB, UBUD_TARGET, now)),
      now,
    );
    return { calendar, nextAvailable: next[0] };
  }

  const DAY = "2026-12-09";
  /** 10:00 in Bali on DAY (UTC+8): the 08:00 departure has gone, 13:00 has not. */
  const TEN_IN_BALI = new Date("2026-12-09T02:00:00Z");
  const TODAY_AT_ONE = {
    date: DAY,
    status: "open",
    remaining: 12,
    times: [{ time: "13:00", status: "open", remaining: 12 }],
  };

  it("without a notice: the calendar, 'Next available' and the server all offer 13:00 and refuse 08:00", async () => {
    await twoDepartures(0, async () => {
      expect(await answersAt(TEN_IN_BALI, DAY)).toEqual({ calendar: TODAY_AT_ONE, nextAvailable: TODAY_AT_ONE });
      const payload = bookingPayload("en", await activityPage("en"), 0, [2], { date: DAY, start_time: "08:00" });
      await expect(requestBooking(bookingAt(TEN_IN_BALI, payload))).rejects.toMatchObject({
        status: 422,
        errors: { start_time: ["The 08:00 start has passed (Bali time). Please choose another start time or date."] },
      });
      const idPayload = bookingPayload("id", await activityPage("id"), 0, [2], { date: DAY, start_time: "08:00" });
      await expect(requestBooking(bookingAt(TEN_IN_BALI, idPayload, "id"))).rejects.toMatchObject({
        status: 422,
        errors: {
          start_time: ["Waktu mulai 08:00 sudah lewat (waktu Bali). Silakan pilih waktu mulai atau tanggal lain."],
        },
      });
      const booked = await requestBooking(bookingAt(TEN_IN_BALI, { ...payload, start_time: "13:00" }));
      expect(booked.booking.date).toBe(DAY);
      expect((await storedBooking(booked.booking.reference))?.start_time).toBe("13:00");
      expect((await answersAt(TEN_IN_BALI, DAY)).calendar).toEqual({
        ...TODAY_AT_ONE,
        remaining: 10,
        times: [{ time: "13:00", status: "open", remaining: 10 }],
      });
    });
  });

  it("with a notice of 2 hours: 13:00 is taken at 10:59 and refused from 11:00, when the day closes everywhere", async () => {
    // Another day than the test above's, whose booking holds two of 13:00's places.
    const day = "2026-12-16";
    const open = { ...TODAY_AT_ONE, date: day };
    await twoDepartures(2, async () => {
      const ten = new Date("2026-12-16T02:00:00Z");
      expect(await answersAt(ten, day)).toEqual({ calendar: open, nextAvailable: open });
      const payload = bookingPayload("en", await activityPage("en"), 0, [1], { date: day, start_time: "13:00" });
      const inTime = await requestBooking(bookingAt(new Date("2026-12-16T02:59:00Z"), payload));
      expect((await storedBooking(inTime.booking.reference))?.start_time).toBe("13:00");

      const eleven = new Date("2026-12-16T03:00:00Z");
      const late = await answersAt(eleven, day);
      expect(late.calendar).toEqual({ date: day, status: "closed", remaining: 0, times: [] });
      expect(late.nextAvailable).toMatchObject({ date: "2026-12-17" });
      await expect(requestBooking(bookingAt(eleven, { ...payload, email: "late@example.com" }))).rejects.toMatchObject({
        status: 422,
        errors: {
          start_time: [
            "The 13:00 start must be booked at least 2 hours before it (Bali time). Please choose another start time or date.",
          ],
        },
      });
    });
  });
});

describe("the operator's new-request mail", () => {
  it("links straight to the request's page in the back office on the site it came from", async () => {
    const activity = await activityPage("en");
    const reply = await new Browser("en").post(UBUD_BOOKING, bookingPayload("en", activity, 0, [1]));
    const reference: string = reply.body.booking.reference;
    const operator = (await outboxRowsOf(reference)).find((mail) => mail.kind === "booking_notification");
    expect(operator?.body_text).toContain(`http://en.localhost/admin/bookings/${reference}`);
    expect(operator?.body_html).toContain(`href="http://en.localhost/admin/bookings/${reference}"`);
  });
});
