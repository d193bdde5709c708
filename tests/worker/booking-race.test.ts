import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { type BookingCall, requestBooking } from "#workers/booking/bookings.ts";
import { isReferenceCollision } from "#workers/booking/reference.ts";
import { activityPage, baliDate, bookingPayload, countBookings, mailsOf } from "./booking-support.ts";
import { race } from "./race-support.ts";

function call(db: D1Database, input: Record<string, unknown>, idempotencyKey: string): BookingCall {
  return {
    db,
    env,
    ctx: createExecutionContext(),
    request: new Request(
      "http://en.localhost/api/activity/day-tours/ubud-rice-terrace-and-monkey-forest-tour/booking",
      {
        method: "POST",
        headers: { "cf-connecting-ip": "198.51.100.7" },
      },
    ),
    locale: "en",
    target: { kind: "activity", typeSlug: "day-tours", slug: "ubud-rice-terrace-and-monkey-forest-tour" },
    input,
    idempotencyKey,
  };
}

/**
 * Two requests with one key, both reading before either writes: the first reads, then waits to
 * write until the second has read too; the second writes last.
 */
function raceWithKey(key: string, firstInput: Record<string, unknown>, secondInput: Record<string, unknown>) {
  return race(
    (db) => requestBooking(call(db, firstInput, key)),
    (db) => requestBooking(call(db, secondInput, key)),
  );
}

describe("two requests with the same Idempotency-Key racing", () => {
  it("make one booking when both read before either writes: the second answers the first's booking", async () => {
    const activity = await activityPage("en");
    const payload = bookingPayload("en", activity, 1, [2, 1]);
    const before = await countBookings();

    const { first, second } = await raceWithKey(`race-${Date.now()}-0123456789`, payload, payload);

    const [won, lost] = await Promise.all([first, second]);
    expect(won.replayed).toBe(false);
    expect(lost.replayed).toBe(true);
    expect(lost.booking).toEqual(won.booking);
    expect(await countBookings()).toBe(before + 1);
    expect(await mailsOf(won.booking.reference)).toHaveLength(2);
  });

  it("make one booking when the same tourist sends two different requests: the other is refused", async () => {
    const activity = await activityPage("en");
    const payload = bookingPayload("en", activity, 0, [1]);
    const before = await countBookings();
    const { first, second } = await raceWithKey(`race-${Date.now()}-differentbody`, payload, {
      ...payload,
      date: baliDate(9),
    });
    await expect(first).resolves.toMatchObject({ replayed: false });
    await expect(second).rejects.toMatchObject({ status: 422, errors: { idempotency_key: [expect.any(String)] } });
    expect(await countBookings()).toBe(before + 1);
  });

  it("refuse the loser of the race when it is another tourist's booking", async () => {
    const activity = await activityPage("en");
    const { first, second } = await raceWithKey(
      `race-${Date.now()}-abcdefghij`,
      bookingPayload("en", activity, 0, [1]),
      bookingPayload("en", activity, 0, [1]),
    );
    await expect(first).resolves.toMatchObject({ replayed: false });
    await expect(second).rejects.toMatchObject({ status: 422, errors: { idempotency_key: [expect.any(String)] } });
  });
});

describe("a reference that is already taken", () => {
  it("is recognised from the error D1 really raises, which is what makes the writer retry with a new one", async () => {
    const activity = await activityPage("en");
    const context = call(env.DB, bookingPayload("en", activity, 0, [1]), `taken-${Date.now()}-0123456789`);
    const { booking } = await requestBooking(context);
    await waitOnExecutionContext(context.ctx);
    const duplicate = env.DB.prepare(
      `INSERT INTO bookings (reference, activity_id, locale, currency, visit_date, first_name, last_name, email,
         phone_number, country, pickup_location, payment_method, order_data, total_idr, total_usd_cents)
       SELECT reference, activity_id, locale, currency, visit_date, first_name, last_name, email, phone_number,
         country, pickup_location, payment_method, order_data, total_idr, total_usd_cents
       FROM bookings WHERE reference = ?`,
    ).bind(booking.reference);
    const error = await duplicate.run().then(
      () => null,
      (failure: unknown) => failure,
    );
    expect(isReferenceCollision(error)).toBe(true);
  });
});
