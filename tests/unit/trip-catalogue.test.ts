import { describe, expect, it } from "vitest";
import { choiceIndex, estimateMinor, itemFromLink, type TripChoices } from "#domain/trip-catalogue.ts";
import { addToTripHref, type TripLinkTarget } from "#domain/trip-links.ts";

const CHOICES: TripChoices = {
  regencies: [{ id: 3, name: "Gianyar" }],
  activities: [
    {
      id: 12,
      name: "Ubud tour",
      path: "/activity/day-tours/ubud",
      regencyId: 3,
      durationHours: 8,
      island: "mainland",
      priceType: "per_person",
      startTimes: ["08:00", "13:00"],
      packages: [
        { id: 120, name: "Car only", products: [{ id: 1200, price_idr: 500_000, price_usd: 35, minimal: 1 }] },
        {
          id: 121,
          name: "All-in",
          products: [
            { id: 1210, price_idr: 900_000, price_usd: 60, minimal: 1 },
            { id: 1211, price_idr: 450_000, price_usd: 30.5, minimal: 0 },
          ],
        },
      ],
    },
  ],
  destinations: [
    {
      id: 7,
      name: "Tirta Empul",
      path: "/destination/gianyar/tirta-empul",
      regencyId: 3,
      regencyName: "Gianyar",
      island: "mainland",
    },
  ],
  vehicles: [
    { id: 3, name: "Toyota Avanza", path: "/transport/3", durationHours: 10, price_idr: 700_000, price_usd: 48.25 },
    { id: 5, name: "Honda Scoopy", path: "/transport/5", durationHours: 24, price_idr: 90_000, price_usd: 6 },
  ],
};
const INDEX = choiceIndex(CHOICES);

const fromHref = (href: string) => itemFromLink(new URL(href, "http://localhost").searchParams.get("add") ?? "", INDEX);

describe("Add to my trip links", () => {
  it("name an activity's package, which the builder adds at the activity's first start time", () => {
    const target: TripLinkTarget = { kind: "activity", activityId: 12, packageId: 121 };
    expect(addToTripHref(target)).toBe("/trip?add=activity:12.121");
    expect(fromHref(addToTripHref(target))).toEqual({
      kind: "activity",
      activityId: 12,
      packageId: 121,
      startTime: "08:00",
    });
  });

  it("still read an activity without a package as its first package", () => {
    expect(addToTripHref({ kind: "activity", activityId: 12, packageId: null })).toBe("/trip?add=activity:12");
    expect(itemFromLink("activity:12", INDEX)).toEqual({
      kind: "activity",
      activityId: 12,
      packageId: 120,
      startTime: "08:00",
    });
  });

  it("name a destination, and a vehicle as a car with driver for the hours its page offers, at most a driver's day", () => {
    expect(fromHref(addToTripHref({ kind: "destination", destinationId: 7 }))).toEqual({
      kind: "destination",
      destinationId: 7,
    });
    expect(fromHref(addToTripHref({ kind: "vehicle", transportId: 3 }))).toEqual({
      kind: "driver",
      transportId: 3,
      hours: 10,
    });
    expect(fromHref(addToTripHref({ kind: "vehicle", transportId: 5 }))).toMatchObject({ hours: 12 });
  });

  it("add nothing for what the catalogue does not offer or a link that is not ours", () => {
    for (const link of [
      "activity:12.999",
      "activity:99",
      "destination:8",
      "vehicle:4",
      "destination:7.1",
      "vehicle:3.1",
      "activity:12.",
      "place:7",
      "activity:12.121 ",
      "",
    ]) {
      expect(itemFromLink(link, INDEX), link).toBeNull();
    }
  });
});

describe("the builder's estimate", () => {
  const party = { adults: 2, kids: 1 };

  it("counts a package of several products as the booking does: adults on the first, children on the second", () => {
    const allIn = { kind: "activity", activityId: 12, packageId: 121, startTime: "08:00" } as const;
    expect(estimateMinor(INDEX, allIn, party, "IDR")).toBe(2 * 900_000 + 450_000);
    expect(estimateMinor(INDEX, allIn, party, "USD")).toBe(2 * 6000 + 3050);
  });

  it("counts the whole party on a package of one product priced per person", () => {
    const carOnly = { kind: "activity", activityId: 12, packageId: 120, startTime: null } as const;
    expect(estimateMinor(INDEX, carOnly, party, "IDR")).toBe(3 * 500_000);
  });

  it("prices a car with driver and a transfer as one booking of the vehicle, a place as free", () => {
    expect(estimateMinor(INDEX, { kind: "driver", transportId: 3, hours: 12 }, party, "USD")).toBe(4825);
    expect(estimateMinor(INDEX, { kind: "transfer", transportId: 3, direction: "arrival" }, party, "IDR")).toBe(
      700_000,
    );
    expect(estimateMinor(INDEX, { kind: "destination", destinationId: 7 }, party, "IDR")).toBe(0);
    expect(estimateMinor(INDEX, { kind: "destination", destinationId: 8 }, party, "IDR")).toBeNull();
  });
});
