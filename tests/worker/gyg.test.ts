import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { voucherQrPayload } from "#domain/voucher.ts";
import { credentialHash } from "#workers/channels/channel-keys.ts";
import { windowStartOf } from "#workers/rate-limits.ts";
import { activityPage, baliDate, bookingPath, bookingPayload, KINTAMANI, UBUD } from "./booking-support.ts";
import { Browser } from "./browser.ts";
import { failNextNotifications, gyg, gygChannel, notificationsReceived, runCron } from "./gyg-support.ts";
import { octoChannel } from "./octo-support.ts";

/** Ubud's package of persons (adult and child) as a GetYourGuide product. */
async function tour(path = UBUD) {
  const activity = await activityPage("en", path);
  const persons = activity.packages[1] ?? activity.packages[0];
  if (!persons) throw new Error("no package of persons");
  const [adult, child] = persons.products;
  if (!adult) throw new Error("no adult product");
  return { activity, persons, adult, child, productId: `activity-${activity.id}-package-${persons.id}` };
}

async function setCapacity(activityId: number, capacity: number) {
  await env.DB.prepare("UPDATE availability_rules SET capacity = ? WHERE activity_id = ?")
    .bind(capacity, activityId)
    .run();
}

/** A GetYourGuide channel selling Ubud, and the dateTime of its departure on `date`. */
async function setUp(date = baliDate(20), path = UBUD) {
  const product = await tour(path);
  await setCapacity(product.activity.id, 60);
  const channel = await gygChannel({ activities: [product.activity.id] });
  const listed = await gyg(
    channel.key,
    "GET",
    `get-availabilities/?productId=${product.productId}&fromDateTime=${date}T00:00:00%2B08:00&toDateTime=${date}T23:59:59%2B08:00`,
  );
  expect(listed.status).toBe(200);
  const [slot] = listed.body.data.availabilities;
  return { ...product, channel, date, dateTime: slot.dateTime as string, vacancies: slot.vacancies as number };
}

let references = 0;
function gygReference(): string {
  references += 1;
  return `GYG${Date.now()}${references}`;
}

function reserveBody(setup: Awaited<ReturnType<typeof setUp>>, adults = 2, overrides: Record<string, unknown> = {}) {
  return {
    data: {
      productId: setup.productId,
      dateTime: setup.dateTime,
      bookingItems: [{ category: "ADULT", count: adults }],
      gygBookingReference: gygReference(),
      ...overrides,
    },
  };
}

function bookBody(reserved: { data: Record<string, unknown> }, reservationReference: string) {
  return {
    data: {
      ...reserved.data,
      reservationReference,
      currency: "IDR",
      language: "en",
      travelers: [{ firstName: "Jane", lastName: "Doe", email: "jane@example.com", phoneNumber: "+61400000000" }],
    },
  };
}

async function siteRemaining(date: string, path = UBUD): Promise<number> {
  const reply = await new Browser("en").get(`/api${path}/availability?from=${date}&to=${date}`, {
    "x-cache-bypass": "1",
  });
  return reply.body.items[0].remaining;
}

async function holdsOf(channelId: number): Promise<number> {
  const row = await env.DB.prepare("SELECT count(*) AS n FROM channel_bookings WHERE channel_id = ?")
    .bind(channelId)
    .first<{ n: number }>();
  return row?.n ?? 0;
}

describe("GetYourGuide credentials", () => {
  it("refuses no credentials, unknown ones, an OCTO key and a revoked one at once, with 200 AUTHORIZATION_FAILURE", async () => {
    const setup = await setUp();
    const at = encodeURIComponent(setup.dateTime);
    const path = `get-availabilities/?productId=${setup.productId}&fromDateTime=${at}&toDateTime=${at}`;
    expect((await gyg(setup.channel.key, "GET", path)).body.data).toBeDefined();
    const none = await gyg(null, "GET", path);
    expect(none).toMatchObject({ status: 200, body: { errorCode: "AUTHORIZATION_FAILURE" } });
    expect((await gyg("gyg-someone:wrong", "GET", path)).body.errorCode).toBe("AUTHORIZATION_FAILURE");
    const octo = await octoChannel({ activities: [setup.activity.id] });
    expect((await gyg(`${octo.key}:x`, "GET", path)).body.errorCode).toBe("AUTHORIZATION_FAILURE");

    await env.DB.prepare("UPDATE channel_keys SET revoked_at = '2026-01-01T00:00:00Z' WHERE channel_id = ?")
      .bind(setup.channel.id)
      .run();
    expect((await gyg(setup.channel.key, "GET", path)).body.errorCode).toBe("AUTHORIZATION_FAILURE");
  });

  it("answers 429 past the credential's calls a minute, refuses a body past the bound, and a body that is not JSON", async () => {
    const setup = await setUp();
    const huge = JSON.stringify({ data: { ...reserveBody(setup).data, padding: "x".repeat(70 * 1024) } });
    expect((await gyg(setup.channel.key, "POST", "reserve/", huge)).status).toBe(413);
    const notJson = await gyg(setup.channel.key, "POST", "reserve/", "{not json");
    expect(notJson).toMatchObject({ status: 200, body: { errorCode: "VALIDATION_FAILURE" } });

    const limitKey = `channel:key:${(await credentialHash(setup.channel.key)).slice(0, 32)}`;
    await env.DB.prepare("INSERT OR REPLACE INTO rate_limits (key, window_start, hits) VALUES (?, ?, 300)")
      .bind(limitKey, windowStartOf(60))
      .run();
    const refused = await gyg(setup.channel.key, "POST", "reserve/", reserveBody(setup));
    expect(refused.status).toBe(429);
    expect(await holdsOf(setup.channel.id)).toBe(0);
  });
});

describe("GetYourGuide availability", () => {
  it("lists each departure with its vacancies, cutoff and prices by category, as the site counts them", async () => {
    const setup = await setUp(baliDate(21));
    const listed = await gyg(
      setup.channel.key,
      "GET",
      `get-availabilities/?productId=${setup.productId}&fromDateTime=${setup.date}T00:00:00%2B08:00&toDateTime=${baliDate(23)}T23:59:59%2B08:00`,
    );
    const slots = listed.body.data.availabilities;
    expect(slots.length).toBeGreaterThanOrEqual(3);
    expect(slots[0]).toMatchObject({
      productId: setup.productId,
      dateTime: expect.stringMatching(new RegExp(`^${setup.date}T\\d{2}:\\d{2}:00\\+08:00$`)),
      vacancies: await siteRemaining(setup.date),
      cutoffSeconds: expect.any(Number),
      currency: "IDR",
    });
    expect(slots[0].pricesByCategory.retailPrices).toContainEqual({
      category: "ADULT",
      price: setup.adult.price_idr * 100,
    });
  });

  it("INVALID_PRODUCT for a product not sold on the channel, VALIDATION_FAILURE for a missing or bad date", async () => {
    const setup = await setUp();
    const kintamani = await tour(KINTAMANI);
    const range = `fromDateTime=${setup.dateTime}&toDateTime=${setup.dateTime}`.replaceAll("+", "%2B");
    for (const productId of [kintamani.productId, "activity-999999-package-1", "nonsense"]) {
      const reply = await gyg(setup.channel.key, "GET", `get-availabilities/?productId=${productId}&${range}`);
      expect(reply.body.errorCode).toBe("INVALID_PRODUCT");
    }
    const missing = await gyg(setup.channel.key, "GET", `get-availabilities/?productId=${setup.productId}`);
    expect(missing.body.errorCode).toBe("VALIDATION_FAILURE");
    const bad = await gyg(
      setup.channel.key,
      "GET",
      `get-availabilities/?productId=${setup.productId}&fromDateTime=tomorrow&toDateTime=later`,
    );
    expect(bad.body.errorCode).toBe("VALIDATION_FAILURE");
  });
});

describe("GetYourGuide reserve and book", () => {
  it("reserve holds the seats the site counts; book confirms them with a QR ticket the voucher shows", async () => {
    const setup = await setUp(baliDate(22));
    const before = await siteRemaining(setup.date);
    const reserved = reserveBody(setup, 2);
    const reply = await gyg(setup.channel.key, "POST", "reserve/", reserved);
    expect(reply.status).toBe(200);
    expect(reply.body.data).toEqual({
      reservationReference: expect.any(String),
      reservationExpiration: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/),
    });
    expect(Date.parse(reply.body.data.reservationExpiration)).toBeGreaterThan(Date.now());
    expect(await siteRemaining(setup.date)).toBe(before - 2);

    const booked = await gyg(
      setup.channel.key,
      "POST",
      "book/",
      bookBody(reserved, reply.body.data.reservationReference),
    );
    expect(booked.status).toBe(200);
    const { bookingReference, tickets } = booked.body.data;
    expect(tickets).toEqual([
      { category: "ADULT", ticketCode: voucherQrPayload(bookingReference), ticketCodeType: "QR_CODE" },
    ]);
    expect(await siteRemaining(setup.date)).toBe(before - 2);
    const stored = await env.DB.prepare(
      `SELECT status, source, source_name, source_reference, seats, first_name,
         (SELECT sum(amount_idr) FROM booking_payments p WHERE p.booking_id = b.id) AS paid, total_idr
       FROM bookings b WHERE reference = ?`,
    )
      .bind(bookingReference)
      .first();
    expect(stored).toMatchObject({
      status: "confirmed",
      source: "marketplace",
      source_name: setup.channel.name,
      source_reference: reserved.data.gygBookingReference,
      seats: 2,
      first_name: "Jane",
    });
    expect(stored?.paid).toBe(stored?.total_idr);
  });

  it("a retried reserve and book, one after the other or at once, answer the same and write nothing more", async () => {
    const setup = await setUp(baliDate(23));
    const before = await siteRemaining(setup.date);
    const reserved = reserveBody(setup, 2);
    const replies = await Promise.all([1, 2, 3].map(() => gyg(setup.channel.key, "POST", "reserve/", reserved)));
    const again = await gyg(setup.channel.key, "POST", "reserve/", reserved);
    const answers = [...replies, again].map((reply) => JSON.stringify(reply.body));
    expect(new Set(answers).size).toBe(1);
    expect(replies[0]?.body.data.reservationReference).toBeTruthy();
    expect(await holdsOf(setup.channel.id)).toBe(1);
    expect(await siteRemaining(setup.date)).toBe(before - 2);

    const book = bookBody(reserved, replies[0]?.body.data.reservationReference);
    const books = await Promise.all([1, 2, 3].map(() => gyg(setup.channel.key, "POST", "book/", book)));
    const bookedAgain = await gyg(setup.channel.key, "POST", "book/", book);
    expect(new Set([...books, bookedAgain].map((reply) => JSON.stringify(reply.body))).size).toBe(1);
    expect(books[0]?.body.data.bookingReference).toBeTruthy();
    const bookings = await env.DB.prepare("SELECT count(*) AS n FROM bookings WHERE source_reference = ?")
      .bind(reserved.data.gygBookingReference)
      .first<{ n: number }>();
    expect(bookings?.n).toBe(1);
    expect(await siteRemaining(setup.date)).toBe(before - 2);
  });

  it("answers each of reserve's errors", async () => {
    const setup = await setUp();
    const call = (body: unknown) => gyg(setup.channel.key, "POST", "reserve/", body);
    expect((await call({ data: { productId: setup.productId } })).body.errorCode).toBe("VALIDATION_FAILURE");
    expect((await call(reserveBody(setup, 2, { productId: "transport-999999" }))).body.errorCode).toBe(
      "INVALID_PRODUCT",
    );
    const student = await call(reserveBody(setup, 2, { bookingItems: [{ category: "STUDENT", count: 1 }] }));
    expect(student.body).toMatchObject({ errorCode: "INVALID_TICKET_CATEGORY", ticketCategory: "STUDENT" });
    const nobody = await call(reserveBody(setup, 0));
    expect(nobody.body).toMatchObject({
      errorCode: "INVALID_PARTICIPANTS_CONFIGURATION",
      participantsConfiguration: { min: expect.any(Number), max: expect.any(Number) },
    });
    expect((await call(reserveBody(setup, 61))).body.errorCode).toBe("NO_AVAILABILITY");
    const offSlot = setup.dateTime.replace(/T\d{2}:\d{2}/, "T03:17");
    expect((await call(reserveBody(setup, 2, { dateTime: offSlot }))).body.errorCode).toBe("NO_AVAILABILITY");
    const past = setup.dateTime.replace(setup.date, baliDate(-2));
    expect((await call(reserveBody(setup, 2, { dateTime: past }))).body.errorCode).toBe("NO_AVAILABILITY");
    expect(await holdsOf(setup.channel.id)).toBe(0);
  });

  it("answers each of book's errors: another channel's, an expired or cancelled reservation, a past date, no traveler", async () => {
    const setup = await setUp();
    const reserved = reserveBody(setup);
    const { reservationReference } = (await gyg(setup.channel.key, "POST", "reserve/", reserved)).body.data;
    const other = await gygChannel({ activities: [setup.activity.id] });
    const book = bookBody(reserved, reservationReference);
    expect((await gyg(other.key, "POST", "book/", book)).body.errorCode).toBe("INVALID_RESERVATION");
    expect((await gyg(setup.channel.key, "POST", "book/", bookBody(reserved, "nope"))).body.errorCode).toBe(
      "INVALID_RESERVATION",
    );
    const noTraveler = await gyg(setup.channel.key, "POST", "book/", { data: { ...book.data, travelers: [] } });
    expect(noTraveler.body.errorCode).toBe("VALIDATION_FAILURE");

    await env.DB.prepare("UPDATE channel_bookings SET visit_date = ? WHERE uuid = ?")
      .bind(baliDate(-1), reservationReference)
      .run();
    expect((await gyg(setup.channel.key, "POST", "book/", book)).body.errorCode).toBe("BOOKING_IN_PAST");

    const second = reserveBody(setup);
    const held = (await gyg(setup.channel.key, "POST", "reserve/", second)).body.data.reservationReference;
    await env.DB.prepare("UPDATE channel_bookings SET expires_at = '2000-01-01T00:00:00.000Z' WHERE uuid = ?")
      .bind(held)
      .run();
    expect((await gyg(setup.channel.key, "POST", "book/", bookBody(second, held))).body.errorCode).toBe(
      "INVALID_RESERVATION",
    );
  });

  it("an expired reservation gives its seats back to the site", async () => {
    const setup = await setUp(baliDate(24));
    await setCapacity(setup.activity.id, 2);
    const reserved = reserveBody(setup, 2);
    const held = (await gyg(setup.channel.key, "POST", "reserve/", reserved)).body.data.reservationReference;
    const payload = bookingPayload("en", setup.activity, 1, [2, 0], { date: setup.date });
    expect((await new Browser("en").post(bookingPath(UBUD), payload)).status).toBe(422);
    await env.DB.prepare("UPDATE channel_bookings SET expires_at = '2000-01-01T00:00:00.000Z' WHERE uuid = ?")
      .bind(held)
      .run();
    expect((await new Browser("en").post(bookingPath(UBUD), { ...payload, email: "late@example.com" })).status).toBe(
      201,
    );
  });

  it("a GetYourGuide reserve and a tourist's booking racing for the last seats: exactly one gets them", async () => {
    const setup = await setUp(baliDate(25));
    await setCapacity(setup.activity.id, 2);
    const payload = bookingPayload("en", setup.activity, 1, [2, 0], { date: setup.date });
    const [channel, site] = await Promise.all([
      gyg(setup.channel.key, "POST", "reserve/", reserveBody(setup, 2)),
      new Browser("en").post(bookingPath(UBUD), payload),
    ]);
    const channelWon = channel.body.data !== undefined;
    expect([channelWon, site.status === 201].filter(Boolean)).toHaveLength(1);
    if (!channelWon) expect(channel.body.errorCode).toBe("NO_AVAILABILITY");
    else expect(site.status).toBe(422);
    const held = await env.DB.prepare(
      "SELECT coalesce(sum(seats), 0) AS seats FROM seat_holders WHERE activity_id = ? AND visit_date = ?",
    )
      .bind(setup.activity.id, setup.date)
      .first();
    expect(held).toEqual({ seats: 2 });
  });
});

describe("GetYourGuide cancellations", () => {
  it("cancel-reservation frees the seats at once, answers the same when repeated, and refuses another's", async () => {
    const setup = await setUp(baliDate(26));
    const before = await siteRemaining(setup.date);
    const reserved = reserveBody(setup, 2);
    const { reservationReference } = (await gyg(setup.channel.key, "POST", "reserve/", reserved)).body.data;
    const cancel = { data: { reservationReference, gygBookingReference: reserved.data.gygBookingReference } };
    const other = await gygChannel({ activities: [setup.activity.id] });
    expect((await gyg(other.key, "POST", "cancel-reservation/", cancel)).body.errorCode).toBe("INVALID_RESERVATION");
    expect((await gyg(setup.channel.key, "POST", "cancel-reservation/", cancel)).body).toEqual({ data: {} });
    expect(await siteRemaining(setup.date)).toBe(before);
    expect((await gyg(setup.channel.key, "POST", "cancel-reservation/", cancel)).body).toEqual({ data: {} });
    expect(
      (await gyg(setup.channel.key, "POST", "book/", bookBody(reserved, reservationReference))).body.errorCode,
    ).toBe("INVALID_RESERVATION");
  });

  it("cancel-booking cancels the channel's own booking once, and answers INVALID_BOOKING, BOOKING_ALREADY_CANCELED, BOOKING_IN_PAST", async () => {
    const setup = await setUp(baliDate(27));
    const before = await siteRemaining(setup.date);
    const reserved = reserveBody(setup, 2);
    const { reservationReference } = (await gyg(setup.channel.key, "POST", "reserve/", reserved)).body.data;
    const booked = await gyg(setup.channel.key, "POST", "book/", bookBody(reserved, reservationReference));
    const { bookingReference } = booked.body.data;
    expect(
      (
        await gyg(setup.channel.key, "POST", "cancel-reservation/", {
          data: { reservationReference, gygBookingReference: reserved.data.gygBookingReference },
        })
      ).body.errorCode,
    ).toBe("INVALID_RESERVATION");
    const cancel = {
      data: { bookingReference, gygBookingReference: reserved.data.gygBookingReference, productId: setup.productId },
    };
    const other = await gygChannel({ activities: [setup.activity.id] });
    expect((await gyg(other.key, "POST", "cancel-booking/", cancel)).body.errorCode).toBe("INVALID_BOOKING");
    expect((await gyg(setup.channel.key, "POST", "cancel-booking/", cancel)).body).toEqual({ data: {} });
    const stored = await env.DB.prepare("SELECT status FROM bookings WHERE reference = ?")
      .bind(bookingReference)
      .first();
    expect(stored).toEqual({ status: "cancelled" });
    expect(await siteRemaining(setup.date)).toBe(before);
    expect((await gyg(setup.channel.key, "POST", "cancel-booking/", cancel)).body.errorCode).toBe(
      "BOOKING_ALREADY_CANCELED",
    );

    const again = reserveBody(setup, 2);
    const second = (await gyg(setup.channel.key, "POST", "reserve/", again)).body.data.reservationReference;
    const secondBooking = (await gyg(setup.channel.key, "POST", "book/", bookBody(again, second))).body.data;
    await env.DB.prepare("UPDATE channel_bookings SET visit_date = ? WHERE uuid = ?").bind(baliDate(-1), second).run();
    const past = await gyg(setup.channel.key, "POST", "cancel-booking/", {
      data: { bookingReference: secondBooking.bookingReference, gygBookingReference: again.data.gygBookingReference },
    });
    expect(past.body.errorCode).toBe("BOOKING_IN_PAST");
  });
});

describe("notify-availability-update", () => {
  async function pendingOf(channelId: number) {
    const rows = await env.DB.prepare(
      "SELECT visit_date, status, attempts, last_error FROM channel_notifications WHERE channel_id = ? AND status = 'pending'",
    )
      .bind(channelId)
      .all();
    return rows.results;
  }

  it("a website booking queues one notification for its date, and the cron delivers it, retrying after a failure", async () => {
    const product = await tour(KINTAMANI);
    const channel = await gygChannel({ activities: [product.activity.id] });
    // The file's other tests left their channels' notifications waiting: this one must be the only one due.
    await env.DB.prepare("UPDATE channel_notifications SET status = 'sent' WHERE status = 'pending'").run();
    const date = baliDate(30);
    const payload = bookingPayload("en", product.activity, product.activity.packages.indexOf(product.persons), [2, 0], {
      date,
    });
    expect((await new Browser("en").post(bookingPath(KINTAMANI), payload)).status).toBe(201);
    expect(await pendingOf(channel.id)).toEqual([
      { visit_date: date, status: "pending", attempts: 0, last_error: null },
    ]);

    await failNextNotifications(1);
    await runCron();
    const [failed] = (await pendingOf(channel.id)) as { attempts: number; last_error: string }[];
    expect(failed?.attempts).toBe(1);
    expect(failed?.last_error).toContain("503");
    expect(await notificationsReceived(product.productId)).toEqual([]);

    await env.DB.prepare(
      "UPDATE channel_notifications SET next_attempt_at = '2000-01-01T00:00:00.000Z' WHERE channel_id = ?",
    )
      .bind(channel.id)
      .run();
    await runCron();
    expect(await pendingOf(channel.id)).toEqual([]);
    const [update] = await notificationsReceived(product.productId);
    expect(update.data.productId).toBe(product.productId);
    expect(update.data.availabilities.length).toBeGreaterThan(0);
    for (const slot of update.data.availabilities) {
      expect(slot).toMatchObject({ productId: product.productId, dateTime: expect.stringContaining(date) });
      expect(slot.vacancies).toBe(await siteRemaining(date, KINTAMANI));
    }
  });

  it("a cancellation, a closed date and a capacity edit queue notifications too", async () => {
    const setup = await setUp(baliDate(31));
    await env.DB.prepare("UPDATE channel_notifications SET status = 'sent' WHERE status = 'pending'").run();
    const reserved = reserveBody(setup, 2);
    const { reservationReference } = (await gyg(setup.channel.key, "POST", "reserve/", reserved)).body.data;
    expect(await pendingOf(setup.channel.id)).toEqual([expect.objectContaining({ visit_date: setup.date })]);
    await env.DB.prepare("UPDATE channel_notifications SET status = 'sent' WHERE status = 'pending'").run();
    await gyg(setup.channel.key, "POST", "cancel-reservation/", {
      data: { reservationReference, gygBookingReference: reserved.data.gygBookingReference },
    });
    expect(await pendingOf(setup.channel.id)).toEqual([expect.objectContaining({ visit_date: setup.date })]);
    const closed = baliDate(33);
    await env.DB.prepare("INSERT INTO closed_dates (date, reason) VALUES (?, 'Nyepi')").bind(closed).run();
    await setCapacity(setup.activity.id, 40);
    const dates = ((await pendingOf(setup.channel.id)) as { visit_date: string }[]).map((row) => row.visit_date).sort();
    expect(dates).toEqual(["", setup.date, closed]);
    await env.DB.prepare("DELETE FROM closed_dates WHERE date = ?").bind(closed).run();
  });
});
