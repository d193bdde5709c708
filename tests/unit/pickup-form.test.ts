/**
 * Issue 40, item 1: the booking form's pickup area. The chosen area's surcharge is a line of the
 * total the form shows and sends, in the site's currency; the pickup time is the server's
 * (domain/pickup.ts); a pickup before midnight is a problem of the area; at the meeting point no
 * address is asked.
 */
import { describe, expect, it } from "vitest";
import { totalMinor } from "#domain/booking-rules.ts";
import { MEETING_POINT, type PickupAreaChoice, pickupTimeOf } from "#domain/pickup.ts";
import {
  type BookingForm,
  type BookingPackage,
  chosenPickup,
  emptyForm,
  formProblems,
  orderLines,
  type PickupOffer,
} from "#machines/booking.machine.ts";

const TODAY = "2026-07-14";
const PACKAGES: BookingPackage[] = [
  {
    id: 1,
    name: "Sunrise trek",
    products: [{ id: 11, name: "Adult", price_idr: 450_000, price_usd: 30, minimal: 1, unit: "adult", seats: 1 }],
  },
  {
    id: 2,
    name: "Ticket only",
    includesPickup: false,
    products: [{ id: 21, name: "Adult", price_idr: 200_000, price_usd: 13, minimal: 1, unit: "adult", seats: 1 }],
  },
];
const area = (id: number, name: string, extra: Partial<PickupAreaChoice> = {}): PickupAreaChoice => ({
  id,
  name,
  surchargeIdr: 0,
  surchargeUsdCents: 0,
  outsideService: false,
  minutesBefore: 90,
  ...extra,
});
const PICKUP: PickupOffer = {
  areas: [
    area(3, "Seminyak"),
    area(9, "Uluwatu", { surchargeIdr: 150_000, surchargeUsdCents: 1000, minutesBefore: 120 }),
    area(10, "Amed and East Bali", { outsideService: true, minutesBefore: 180 }),
  ],
  startTime: "08:00",
};
const FILLED: BookingForm = {
  ...emptyForm(PACKAGES, TODAY, null),
  firstName: "Made",
  lastName: "Ayu",
  email: "ayu@example.com",
  phoneNumber: "+62 812 3456 7890",
  pickupLocation: "Alaya Resort, Ubud",
};
const context = (patch: Partial<BookingForm>) => ({
  packages: PACKAGES,
  form: { ...FILLED, ...patch },
  pickup: PICKUP,
});

describe("the pickup area on the booking form", () => {
  it("adds the chosen area's surcharge to the total, in rupiah on the id site and dollars on the en site", () => {
    expect(totalMinor(orderLines(context({ pickupArea: "9" }), "IDR"))).toBe(450_000 + 150_000);
    expect(totalMinor(orderLines(context({ pickupArea: "9" }), "USD"))).toBe(3000 + 1000);
    expect(orderLines(context({ pickupArea: "9" }), "USD").at(-1)).toMatchObject({ productId: 0, name: "Uluwatu" });
    expect(totalMinor(orderLines(context({ pickupArea: "3" }), "IDR"))).toBe(450_000);
    expect(totalMinor(orderLines(context({ pickupArea: MEETING_POINT }), "IDR"))).toBe(450_000);
    // A ticket-only package picks nobody up, so charges no pickup either.
    expect(totalMinor(orderLines(context({ pickupArea: "9", packageId: 2, quantities: { 21: 1 } }), "IDR"))).toBe(
      200_000,
    );
  });

  it("never charges or offers an area outside the service area", () => {
    expect(totalMinor(orderLines(context({ pickupArea: "10" }), "IDR"))).toBe(450_000);
    expect(chosenPickup({ pickupArea: "10", startTime: "" }, PICKUP)).toBeNull();
  });

  it("gives the pickup time the server stores, from the chosen start or the activity's", () => {
    expect(chosenPickup({ pickupArea: "3", startTime: "" }, PICKUP)).toEqual({ area: "Seminyak", time: "06:30" });
    expect(chosenPickup({ pickupArea: "9", startTime: "09:15" }, PICKUP)).toEqual({
      area: "Uluwatu",
      time: pickupTimeOf("09:15", 120),
    });
    expect(chosenPickup({ pickupArea: "", startTime: "" }, PICKUP)).toBeNull();
  });

  it("finds a pickup before midnight a problem of the area, and asks no address at the meeting point", () => {
    const problems = (patch: Partial<BookingForm>) =>
      formProblems({ ...FILLED, ...patch }, PACKAGES, TODAY, TODAY, null, PICKUP);
    expect(problems({ pickupArea: "3", startTime: "00:30", startTimes: ["00:30", "08:00"] })).toEqual({
      pickupArea: "pickupTooEarly",
    });
    expect(problems({ pickupArea: "3" })).toEqual({});
    expect(problems({ pickupLocation: "" })).toEqual({ pickupLocation: "required" });
    expect(problems({ pickupLocation: "", pickupArea: MEETING_POINT })).toEqual({});
  });
});

describe("pickupTimeOf", () => {
  it("subtracts the minutes, and gives none for a pickup on the evening before", () => {
    expect(pickupTimeOf("08:00", 90)).toBe("06:30");
    expect(pickupTimeOf("02:00", 120)).toBe("00:00");
    expect(pickupTimeOf("00:30", 90)).toBeNull();
  });
});
