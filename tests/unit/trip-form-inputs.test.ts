import { describe, expect, it } from "vitest";
import { parseActivityEdit } from "#domain/inputs/activity.ts";
import { parseTransportEdit } from "#domain/inputs/place.ts";
import { type ManifestQuoteLine, type ManifestTrip, manifestInTimeOrder } from "#domain/operator-day.ts";

const vehicle = {
  version: "3",
  type: "1",
  manufacture: "Toyota",
  vehicle_name: "Avanza",
  passanger: "6",
  transmision: "manual",
  baggage: "2",
  price_idr: "650000",
  price_usd: "42",
  duration_hours: "10",
};

describe("the vehicle form's trip form", () => {
  it("takes each of the three forms and refuses anything else, or nothing, under its field", () => {
    for (const tripForm of ["airport_transfer", "with_driver", "rental"]) {
      const parsed = parseTransportEdit({ ...vehicle, trip_form: tripForm });
      expect(parsed.ok && parsed.value.facts.trip_form).toBe(tripForm);
    }
    for (const bad of ["helicopter", "", "Rental"]) {
      expect(parseTransportEdit({ ...vehicle, trip_form: bad })).toEqual({
        ok: false,
        problems: [["trip_form", "tripForm"]],
      });
    }
  });
});

describe("the activity form's hotel pickup per package", () => {
  const activity = {
    version: "2",
    duration_hours: "4",
    cancelation_hours: "24",
    required_persons: "1",
    price_type: "per_person",
  };
  const pickupOf = (value: string | undefined) => {
    const fields = { ...activity, "package.7.name.en": "Tickets only" };
    const parsed = parseActivityEdit(value === undefined ? fields : { ...fields, "package.7.includes_pickup": value });
    return parsed.ok ? parsed.value.packages[0]?.includes_pickup : parsed.problems;
  };

  it("reads the ticked box as yes, the hidden field alone as no, and no field as keep what is stored", () => {
    expect(pickupOf("1")).toBe(true);
    expect(pickupOf("0")).toBe(false);
    expect(pickupOf(undefined)).toBeNull();
  });

  it("refuses any other value under the package's field", () => {
    expect(pickupOf("yes")).toEqual([["package.7.includes_pickup", "pickup"]]);
  });
});

describe("the manifest in the order of the day", () => {
  const trip = (startTime: string | null): ManifestTrip => ({
    kind: "activity",
    itemName: `Trip at ${startTime}`,
    startTime,
    pickupTime: startTime,
    persons: 2,
    vehicles: 0,
    bookings: [],
  });
  const line = (id: number, startTime: string | null): ManifestQuoteLine => ({
    id,
    kind: "extra",
    description: `Line ${id}`,
    startTime,
    tripReference: "TR-AAAA-BBBB",
    name: "Mrs. Ayu Lestari",
    persons: 3,
    phone: "+62 812",
  });

  it("puts quote lines between the trips by time, the untimed last, and keeps each list's own order", () => {
    const entries = manifestInTimeOrder({
      trips: [trip("08:00"), trip("13:00"), trip(null)],
      quoteLines: [line(1, "08:00"), line(2, "16:30"), line(3, null)],
    });
    expect(entries.map((entry) => (entry.kind === "trip" ? entry.trip.itemName : entry.line.description))).toEqual([
      "Trip at 08:00",
      "Line 1",
      "Trip at 13:00",
      "Line 2",
      "Trip at null",
      "Line 3",
    ]);
  });
});
