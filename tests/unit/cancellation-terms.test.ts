import { describe, expect, it } from "vitest";
import { cancellationTerms, termsWhenBooked } from "#domain/cancellation.ts";
import { confirmsAtOnce, startsBeforeConfirmationPromise } from "#domain/confirmation-promise.ts";

/** Tomorrow 08:00 in Bali (29 Nov 2026, 00:00 UTC), free to cancel until a day before. */
const tomorrowEight = { visitDate: "2026-11-29", startTime: "08:00", freeCancellationHours: 24 };
const at = (iso: string) => new Date(iso);

describe("the cancellation terms of the chosen date and start time", () => {
  it("names the moment free cancellation ends, on Bali's clock, when the booking is made before it", () => {
    const terms = termsWhenBooked(tomorrowEight, at("2026-11-27T02:52:00Z"));
    expect(terms).toEqual({ kind: "freeUntil", freeUntil: at("2026-11-28T00:00:00.000Z") });
  });

  it("says a booking made inside the free window is not free, and what cancelling it costs", () => {
    // 28 Nov, 10:52 in Bali: the tourist of the issue, booking tomorrow 08:00.
    const terms = termsWhenBooked(tomorrowEight, at("2026-11-28T02:52:00Z"));
    expect(terms).toEqual({ kind: "insideFreeWindow", freeUntil: at("2026-11-28T00:00:00.000Z"), percent: 50 });
  });

  it("follows the chosen start time, not the day: a later start moves the deadline", () => {
    const afternoon = termsWhenBooked({ ...tomorrowEight, startTime: "14:00" }, at("2026-11-28T02:52:00Z"));
    expect(afternoon).toEqual({ kind: "freeUntil", freeUntil: at("2026-11-28T06:00:00.000Z") });
  });

  it("gives two days when the item states no hours, and says when it offers no free cancellation", () => {
    const vehicle = { visitDate: "2026-12-10", startTime: null, freeCancellationHours: null };
    expect(termsWhenBooked(vehicle, at("2026-12-01T00:00:00Z"))).toEqual({
      kind: "freeUntil",
      freeUntil: at("2026-12-07T16:00:00.000Z"),
    });
    expect(termsWhenBooked({ ...tomorrowEight, freeCancellationHours: 0 }, at("2026-11-01T00:00:00Z"))).toEqual({
      kind: "noFreeCancellation",
      percent: 50,
    });
  });

  it("agrees with what the server charges once the booking is confirmed", () => {
    for (const now of ["2026-11-27T23:59:59.999Z", "2026-11-28T00:00:00.000Z", "2026-11-28T02:52:00Z"]) {
      const booked = termsWhenBooked(tomorrowEight, at(now));
      const charged = cancellationTerms({ ...tomorrowEight, status: "confirmed", totalMinor: 100 }, at(now));
      expect(charged).toMatchObject({ kind: "open", percent: booked.kind === "freeUntil" ? 0 : 50 });
      if (booked.kind !== "noFreeCancellation") expect(charged).toMatchObject({ freeUntil: booked.freeUntil });
    }
  });
});

describe("the operator's confirmation promise", () => {
  it("warns when the start is sooner than the promised 48 hours from the request", () => {
    expect(startsBeforeConfirmationPromise(tomorrowEight, at("2026-11-28T02:52:00Z"))).toBe(true);
    expect(startsBeforeConfirmationPromise(tomorrowEight, at("2026-11-27T00:00:00.001Z"))).toBe(true);
    expect(startsBeforeConfirmationPromise(tomorrowEight, at("2026-11-27T00:00:00.000Z"))).toBe(false);
  });
});

describe("which requests instant confirmation confirms at once", () => {
  const on = { instant: true, specialRequestsNeedPerson: true };
  const request = { visitDate: "2026-11-29", startTime: "08:00", specialRequest: "" };

  it("confirms a request that starts at least the promised 48 hours later, and none with the setting off", () => {
    expect(confirmsAtOnce(on, request, at("2026-11-27T00:00:00.000Z"))).toBe(true);
    expect(confirmsAtOnce({ ...on, instant: false }, request, at("2026-11-20T00:00:00Z"))).toBe(false);
  });

  it("leaves short notice, and a special request the operator wants read, to a person", () => {
    expect(confirmsAtOnce(on, request, at("2026-11-27T00:00:00.001Z"))).toBe(false);
    const withNote = { ...request, specialRequest: "Baby seat, please" };
    expect(confirmsAtOnce(on, withNote, at("2026-11-20T00:00:00Z"))).toBe(false);
    expect(confirmsAtOnce({ ...on, specialRequestsNeedPerson: false }, withNote, at("2026-11-20T00:00:00Z"))).toBe(
      true,
    );
  });
});
