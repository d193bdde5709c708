import { describe, expect, it } from "vitest";
import type { AvailabilityRule } from "#domain/availability.ts";
import {
  bookingContext,
  type LargeSource,
  largeBookings,
  largeReviews,
  largeTrip,
  largeUsers,
  type SourceActivity,
  seededRandom,
} from "#seed/large-operator.ts";
import { REFERENCE_PATTERN, TRIP_REFERENCE_PATTERN } from "#workers/booking/reference.ts";

const rule = (capacity: number, startTimes: string[] = []): AvailabilityRule => ({
  weekdays: [1, 2, 3, 4, 5, 6],
  seasonStart: null,
  seasonEnd: null,
  startTimes,
  capacity,
  capacityPer: startTimes.length > 0 ? "start_time" : "day",
  noticeHours: 0,
  dayStart: "08:00",
});

const activity = (id: number, capacity: number, startTimes: string[] = []): SourceActivity => ({
  id,
  names: { id: `Tur ${id}`, en: `Tour ${id}` },
  cancelationHours: 24,
  rule: rule(capacity, startTimes),
  packages: [
    {
      id: id * 10,
      names: { id: "Paket", en: "Package" },
      products: [
        {
          id: id * 100,
          name: "Adult",
          names: { id: "Dewasa", en: "Adult" },
          price_idr: 500_000,
          price_usd: 33,
          minimal: 1,
          unit: "adult",
          seats: 1,
        },
        {
          id: id * 100 + 1,
          name: "Lunch",
          names: { id: "Makan", en: "Lunch" },
          price_idr: 50_000,
          price_usd: 3.5,
          minimal: 0,
          unit: "extra",
          seats: 0,
        },
      ],
    },
  ],
});

const SOURCE: LargeSource = {
  activities: [activity(1, 6), activity(2, 8, ["08:00", "13:00"]), activity(3, 30)],
  transports: [
    {
      id: 7,
      name: "Toyota Avanza",
      priceIdr: 600_000,
      priceUsdCents: 4_000,
      tripForm: "airport_transfer",
      rule: rule(1),
    },
  ],
  destinations: [4, 5],
  closedDates: new Set(["2026-03-19"]),
};
const NOW = new Date("2026-06-01T04:00:00.000Z");
const STAFF = [{ id: 900, name: "Wayan", email: "wayan@example.com" }];

function made(count: number, seed = 1) {
  const random = seededRandom(seed);
  const users = largeUsers(50, 1, "2026-06-01", random);
  const context = bookingContext(SOURCE, users, STAFF, NOW, random);
  return { users, context, bookings: [...largeBookings(context, count, 1)] };
}

describe("the large operator's rows", () => {
  it("are the same for the same seed and differ for another", () => {
    expect(made(200).bookings).toEqual(made(200).bookings);
    expect(made(200, 2).bookings).not.toEqual(made(200).bookings);
  });

  it("never hold more seats than a departure takes, and book nothing on a closed date or day off", () => {
    const { bookings } = made(3_000);
    const held = new Map<string, number>();
    for (const booking of bookings) {
      expect(booking.visitDate).not.toBe("2026-03-19");
      expect(new Date(`${booking.visitDate}T00:00:00Z`).getUTCDay()).not.toBe(0);
      if (booking.status !== "requested" && booking.status !== "confirmed") continue;
      const key = `${booking.activityId ?? `t${booking.transportId}`}|${booking.visitDate}|${booking.activityId === 2 ? booking.startTime : ""}`;
      held.set(key, (held.get(key) ?? 0) + booking.seats);
    }
    for (const [key, seats] of held) {
      const [item] = key.split("|");
      const capacity = item?.startsWith("t") ? 1 : SOURCE.activities.find((a) => String(a.id) === item)?.rule.capacity;
      expect(seats, key).toBeLessThanOrEqual(capacity ?? 0);
    }
  });

  it("cover every status, cancellation and no-show, each with the history its status needs", () => {
    const { bookings } = made(3_000);
    const kinds = new Set(bookings.map((b) => b.cancellationKind ?? b.status));
    expect([...kinds].sort()).toEqual(["confirmed", "declined", "no_show", "operator", "requested", "tourist"]);
    for (const b of bookings) {
      const actions = b.events.map((e) => e.action);
      if (b.status === "requested") expect(actions).toEqual([]);
      if (b.status === "confirmed") expect(actions).toEqual(["confirmed"]);
      if (b.status === "declined") expect(actions).toEqual(["declined"]);
      if (b.cancellationKind === "no_show") {
        expect(actions).toEqual(["confirmed", "no_show"]);
        expect(b.visitDate < "2026-06-01").toBe(true);
      }
      if (b.status === "cancelled") expect(b.cancelledAt).not.toBeNull();
      expect(b.confirmationId !== null).toBe(actions.includes("confirmed"));
      for (const stamp of [b.createdAt, b.decidedAt, b.cancelledAt, ...b.events.map((e) => e.createdAt)]) {
        if (stamp) expect(stamp <= NOW.toISOString()).toBe(true);
      }
    }
  });

  it("have unique references and booking IDs, and totals that are the sum of their stored lines", () => {
    const { bookings } = made(3_000);
    expect(new Set(bookings.map((b) => b.reference)).size).toBe(bookings.length);
    const ids = bookings.flatMap((b) => (b.confirmationId ? [b.confirmationId] : []));
    expect(new Set(ids).size).toBe(ids.length);
    for (const b of bookings) {
      expect(b.reference).toMatch(REFERENCE_PATTERN);
      const lines = JSON.parse(b.orderData) as { quantity: number; price_idr: number; price_usd_cents: number }[];
      expect(lines.reduce((sum, line) => sum + line.quantity * line.price_idr, 0)).toBe(b.totalIdr);
      expect(lines.reduce((sum, line) => sum + line.quantity * line.price_usd_cents, 0)).toBe(b.totalUsdCents);
      expect(b.seats).toBe(b.transportId ? 1 : b.adults + b.kids);
      expect(b.currency).toBe(b.locale === "id" ? "IDR" : "USD");
    }
  });

  it("give an accepted trip's lines the bookings they became, under the trip", () => {
    const { context } = made(0);
    let bookingId = 1;
    const trips = Array.from({ length: 40 }, (_, index) => largeTrip(context, index + 1, () => bookingId++));
    const accepted = trips.filter((trip) => trip.status === "accepted" && trip.bookings.length > 0);
    expect(accepted.length).toBeGreaterThan(0);
    for (const trip of trips) {
      expect(trip.reference).toMatch(TRIP_REFERENCE_PATTERN);
      for (const booking of trip.bookings) expect(booking.tripId).toBe(trip.id);
      const booked = trip.lines.flatMap((line) => (line.bookingId ? [line.bookingId] : []));
      expect(booked.sort()).toEqual(trip.bookings.map((b) => b.id).sort());
    }
  });

  it("let an account review an item once", () => {
    const random = seededRandom(3);
    const users = largeUsers(20, 1, "2026-06-01", random);
    const reviews = [...largeReviews(SOURCE, users, 2_000, "2026-06-01", random)];
    expect(reviews).toHaveLength(2_000);
    const keys = reviews.filter((r) => r.userId !== null).map((r) => `${r.userId}:${JSON.stringify(r.subject)}`);
    expect(new Set(keys).size).toBe(keys.length);
    for (const review of reviews) expect(review.rating).toBeGreaterThanOrEqual(1);
  });
});
