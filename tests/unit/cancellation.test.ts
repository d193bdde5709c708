import { describe, expect, it } from "vitest";
import { type CancellableBooking, cancellationTerms, noShowTerms, startOf } from "#domain/cancellation.ts";

/** A confirmed trip on 10 Dec 2026 at 08:00 in Bali (00:00 UTC), free to cancel until 24 hours before. */
const trip: CancellableBooking = {
  status: "confirmed",
  visitDate: "2026-12-10",
  startTime: "08:00",
  freeCancellationHours: 24,
  totalMinor: 1_350_001,
};
const at = (iso: string) => new Date(iso);

describe("the cancellation policy", () => {
  it("starts a trip at its date and start time on Bali's clock (UTC+8), or at the day's start", () => {
    expect(startOf(trip).toISOString()).toBe("2026-12-10T00:00:00.000Z");
    expect(startOf({ ...trip, startTime: null }).toISOString()).toBe("2026-12-09T16:00:00.000Z");
    expect(startOf({ ...trip, startTime: "8 am" }).toISOString()).toBe("2026-12-09T16:00:00.000Z");
  });

  it("is free until the activity's free-cancellation hours before the start, to the millisecond", () => {
    expect(cancellationTerms(trip, at("2026-12-08T23:59:59.999Z"))).toMatchObject({ percent: 0, feeMinor: 0 });
    expect(cancellationTerms(trip, at("2026-12-09T00:00:00.000Z"))).toMatchObject({ percent: 50, feeMinor: 675_001 });
    expect(cancellationTerms(trip, at("2026-12-09T23:59:59.999Z"))).toMatchObject({ percent: 50 });
  });

  it("gives two days when the booking states no free-cancellation time, and none for 0 hours", () => {
    const transport = { ...trip, freeCancellationHours: null };
    expect(cancellationTerms(transport, at("2026-12-07T23:59:59.999Z"))).toMatchObject({ percent: 0 });
    expect(cancellationTerms(transport, at("2026-12-08T00:00:00.000Z"))).toMatchObject({ percent: 50 });
    expect(cancellationTerms({ ...trip, freeCancellationHours: 0 }, at("2026-11-01T00:00:00Z"))).toMatchObject({
      percent: 50,
      freeUntil: null,
    });
  });

  it("withdraws a request the operator has not confirmed free of charge, up to the start", () => {
    const request = { ...trip, status: "requested" as const };
    expect(cancellationTerms(request, at("2026-12-09T23:59:59.999Z"))).toMatchObject({ kind: "open", percent: 0 });
  });

  it("cannot cancel once the trip has started, nor a booking already declined or cancelled", () => {
    expect(cancellationTerms(trip, at("2026-12-10T00:00:00.000Z"))).toEqual({ kind: "notOpen", reason: "started" });
    for (const status of ["declined", "cancelled"] as const) {
      expect(cancellationTerms({ ...trip, status }, at("2026-11-01T00:00:00Z"))).toEqual({
        kind: "notOpen",
        reason: "alreadySettled",
      });
    }
  });

  it("charges a no-show the whole total, and only for a confirmed trip that has started", () => {
    expect(noShowTerms(trip, at("2026-12-10T00:00:00.000Z"))).toMatchObject({ percent: 100, feeMinor: 1_350_001 });
    expect(noShowTerms(trip, at("2026-12-09T23:59:59.999Z"))).toEqual({ kind: "notOpen", reason: "notStarted" });
    expect(noShowTerms({ ...trip, status: "requested" }, at("2026-12-11T00:00:00Z"))).toMatchObject({
      kind: "notOpen",
    });
  });
});
