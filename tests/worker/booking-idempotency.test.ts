import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import {
  activityPage,
  baliDate,
  bookingPath,
  bookingPayload,
  countBookings,
  countOutbox,
  KINTAMANI,
  mailsOf,
  roundTripsOf,
  UBUD,
} from "./booking-support.ts";
import { Browser } from "./browser.ts";

const UBUD_BOOKING = bookingPath(UBUD);
let keys = 0;

function newKey(): string {
  keys += 1;
  return `checkout-${Date.now()}-${keys}-${"x".repeat(8)}`;
}

async function bookingsWithKey(key: string): Promise<number> {
  const row = await env.DB.prepare("SELECT count(*) AS n FROM bookings WHERE idempotency_key = ?")
    .bind(key)
    .first<{ n: number }>();
  return row?.n ?? 0;
}

describe("the Idempotency-Key header", () => {
  it("makes one booking and one set of e-mails from five simultaneous requests with the same key", async () => {
    const activity = await activityPage("en");
    const payload = bookingPayload("en", activity, 1, [2, 1]);
    const key = newKey();
    const browser = new Browser("en");
    await browser.get("/sanctum/csrf-cookie");

    const replies = await Promise.all(
      Array.from({ length: 5 }, () => browser.post(UBUD_BOOKING, payload, { "Idempotency-Key": key })),
    );

    expect(replies.map((reply) => reply.status)).toEqual([201, 201, 201, 201, 201]);
    const references = new Set(replies.map((reply) => reply.body.booking.reference));
    expect(references.size).toBe(1);
    const replayed = replies.map((reply) => reply.headers.get("idempotent-replayed"));
    expect(replayed.filter((value) => value === null)).toHaveLength(1);
    expect(replayed.filter((value) => value === "true")).toHaveLength(4);
    for (const reply of replies) expect(reply.body).toEqual(replies[0]?.body);
    expect(await bookingsWithKey(key)).toBe(1);
    expect(await mailsOf([...references][0] ?? "")).toHaveLength(2);
  });

  it("answers a retry with the same booking, marked as replayed, and writes nothing more", async () => {
    const activity = await activityPage("id");
    const payload = bookingPayload("id", activity, 1, [3, 0]);
    const key = newKey();
    const first = await new Browser("id").post(UBUD_BOOKING, payload, { "Idempotency-Key": key });
    expect(first.status).toBe(201);
    expect(first.headers.get("idempotent-replayed")).toBeNull();
    const counts = { bookings: await countBookings(), mails: await countOutbox() };

    for (let n = 0; n < 4; n += 1) {
      // A retry after a lost answer may come from another connection, even with the e-mail's case changed.
      const again = await new Browser("id").post(
        UBUD_BOOKING,
        { ...payload, email: String(payload.email).toUpperCase() },
        { "Idempotency-Key": key },
      );
      expect(again.status).toBe(201);
      expect(again.headers.get("idempotent-replayed")).toBe("true");
      expect(again.body).toEqual(first.body);
      expect(roundTripsOf(again.headers)).toBe(1);
    }
    expect({ bookings: await countBookings(), mails: await countOutbox() }).toEqual(counts);
  });

  it("refuses the same key for another tourist's booking or another activity", async () => {
    const ubud = await activityPage("en");
    const kintamani = await activityPage("en", KINTAMANI);
    const key = newKey();
    const first = await new Browser("en").post(UBUD_BOOKING, bookingPayload("en", ubud, 0, [1]), {
      "Idempotency-Key": key,
    });
    expect(first.status).toBe(201);
    const before = await countBookings();

    const otherTourist = await new Browser("en").post(UBUD_BOOKING, bookingPayload("en", ubud, 0, [1]), {
      "Idempotency-Key": key,
    });
    const otherActivity = await new Browser("en").post(
      bookingPath(KINTAMANI),
      bookingPayload("en", kintamani, 0, [1], { email: first.body.booking.email }),
      { "Idempotency-Key": key },
    );
    for (const reply of [otherTourist, otherActivity]) {
      expect(reply.status).toBe(422);
      expect(reply.body.errors).toEqual({
        idempotency_key: ["This Idempotency-Key was already used for another booking."],
      });
    }
    expect(await countBookings()).toBe(before);
  });

  it("refuses the same key with any other request: date, quantity, name, special request or site", async () => {
    const ubud = await activityPage("en");
    const key = newKey();
    const payload = bookingPayload("en", ubud, 1, [2, 1]);
    const first = await new Browser("en").post(UBUD_BOOKING, payload, { "Idempotency-Key": key });
    expect(first.status).toBe(201);
    const before = { bookings: await countBookings(), mails: await countOutbox() };

    const idUbud = await activityPage("id");
    const others: [string, string, Record<string, unknown>, "en" | "id"][] = [
      ["another date", UBUD_BOOKING, { ...payload, date: baliDate(8) }, "en"],
      ["another quantity", UBUD_BOOKING, bookingPayload("en", ubud, 1, [3, 1], { email: payload.email }), "en"],
      ["another name", UBUD_BOOKING, { ...payload, last_name: "Santoso" }, "en"],
      ["another special request", UBUD_BOOKING, { ...payload, special_request: "Two vegetarian lunches." }, "en"],
      ["another site", UBUD_BOOKING, bookingPayload("id", idUbud, 1, [2, 1], { email: payload.email }), "id"],
    ];
    for (const [change, path, body, site] of others) {
      const reply = await new Browser(site).post(path, body, { "Idempotency-Key": key });
      expect(reply.status, change).toBe(422);
      expect(reply.headers.get("idempotent-replayed"), change).toBeNull();
      expect(Object.keys(reply.body.errors), change).toEqual(["idempotency_key"]);
    }
    expect({ bookings: await countBookings(), mails: await countOutbox() }).toEqual(before);
    const same = await new Browser("en").post(UBUD_BOOKING, payload, { "Idempotency-Key": key });
    expect(same.headers.get("idempotent-replayed")).toBe("true");
  });

  it("does not spend a key on a refused request", async () => {
    const activity = await activityPage("en");
    const key = newKey();
    const payload = bookingPayload("en", activity, 0, [1]);
    const refused = await new Browser("en").post(UBUD_BOOKING, { ...payload, total: 1 }, { "Idempotency-Key": key });
    expect(refused.status).toBe(422);
    const fixed = await new Browser("en").post(UBUD_BOOKING, payload, { "Idempotency-Key": key });
    expect(fixed.status).toBe(201);
    expect(fixed.headers.get("idempotent-replayed")).toBeNull();
    expect(await bookingsWithKey(key)).toBe(1);
  });

  it("refuses a key that is too short, too long or has other characters", async () => {
    const activity = await activityPage("id");
    const before = await countBookings();
    for (const key of [
      "short",
      "k".repeat(101),
      "has spaces in it and more",
      "dotted.key.1234567890",
      "semi;colon-key-123456",
    ]) {
      const reply = await new Browser("id").post(UBUD_BOOKING, bookingPayload("id", activity, 0, [1]), {
        "Idempotency-Key": key,
      });
      expect(reply.status, key).toBe(422);
      expect(reply.body.errors.idempotency_key, key).toEqual([
        "Header Idempotency-Key harus 16 sampai 100 huruf, angka, - atau _.",
      ]);
    }
    expect(await countBookings()).toBe(before);
  });
});
