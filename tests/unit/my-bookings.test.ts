import { describe, expect, it } from "vitest";
import type { LookedUpBooking } from "#domain/booking.ts";
import { sameAddress } from "#domain/email.ts";
import { inListOrder, type MyEntry } from "#domain/my-bookings.ts";

const booking = (reference: string, visitDate: string): MyEntry => ({
  kind: "booking",
  booking: { reference, visitDate } as LookedUpBooking,
  cancellation: { kind: "notOpen", reason: "settled" } as never,
  change: { kind: "closed", reason: "notStanding", until: null },
});

const trip = (reference: string, arrival: string, departure: string): MyEntry => ({
  kind: "trip",
  trip: { reference, status: "requested", arrival, departure },
});

const references = (entries: MyEntry[]) =>
  entries.map((entry) => (entry.kind === "trip" ? entry.trip.reference : entry.booking.reference));

describe("the profile's list order", () => {
  it("puts what is ahead or under way first, the next first, then what is over, the latest first", () => {
    const entries = [
      booking("BT-PAST-OLD", "2026-01-02"),
      booking("BT-LATER", "2026-12-24"),
      trip("TR-UNDER-WAY", "2026-11-20", "2026-11-26"),
      booking("BT-PAST-NEW", "2026-11-01"),
      booking("BT-TODAY", "2026-11-24"),
      trip("TR-OVER", "2026-10-01", "2026-10-05"),
    ];
    expect(references(inListOrder(entries, "2026-11-24"))).toEqual([
      "TR-UNDER-WAY",
      "BT-TODAY",
      "BT-LATER",
      "BT-PAST-NEW",
      "TR-OVER",
      "BT-PAST-OLD",
    ]);
  });
});

describe("sameAddress", () => {
  it("compares as D1's COLLATE NOCASE does: ASCII case and surrounding spaces only", () => {
    expect(sameAddress(" Made.Wirawan@Example.COM ", "made.wirawan@example.com")).toBe(true);
    expect(sameAddress("made+bali@example.com", "made@example.com")).toBe(false);
    expect(sameAddress("madewirawan@gmail.com", "made.wirawan@gmail.com")).toBe(false);
    expect(sameAddress("ÉLISE@example.com", "élise@example.com")).toBe(false);
  });
});
