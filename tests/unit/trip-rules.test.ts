import { describe, expect, it } from "vitest";
import { TRIP_DAY_HOURS, TRIP_FAR_APART_MINUTES } from "#domain/business.ts";
import { decodePlan, encodePlan, MAX_ENCODED_PLAN_LENGTH } from "#domain/inputs/trip-plan.ts";
import { MAX_ITEMS_PER_DAY, MAX_TRIP_DAYS, type TripItem, type TripPlan } from "#domain/trip.ts";
import {
  addItem,
  type DayContext,
  dayWarnings,
  emptyPlan,
  islandOf,
  moveItem,
  REGENCY_IDS,
  removeItem,
  shiftItem,
  type TripItemFacts,
  travelMinutes,
  withStay,
} from "#domain/trip-rules.ts";

const UBUD_TEMPLE: TripItem = { kind: "destination", destinationId: 3 };
const UBUD_RAFTING: TripItem = { kind: "activity", activityId: 30, packageId: 300, startTime: "09:00" };
const LOVINA: TripItem = { kind: "destination", destinationId: 8 };
const KELINGKING: TripItem = { kind: "destination", destinationId: 60 };
const DRIVER: TripItem = { kind: "driver", transportId: 5, hours: 10 };
const TRANSFER: TripItem = { kind: "transfer", transportId: 5, direction: "arrival" };

const FACTS = new Map<TripItem, TripItemFacts>([
  [UBUD_TEMPLE, { regencyId: 3, durationHours: 2, island: "mainland" }],
  [UBUD_RAFTING, { regencyId: 3, durationHours: 4, island: "mainland" }],
  [LOVINA, { regencyId: 8, durationHours: 3, island: "mainland" }],
  [KELINGKING, { regencyId: 6, durationHours: 3, island: "nusa-penida" }],
  [DRIVER, { regencyId: null, durationHours: 0, island: "mainland" }],
  [TRANSFER, { regencyId: 1, durationHours: 1, island: "mainland" }],
]);

const PLAN: Pick<TripPlan, "arrival" | "departure"> = { arrival: "2026-12-01", departure: "2026-12-03" };
const context = (extra: Partial<DayContext> = {}): DayContext => ({
  plan: PLAN,
  factsOf: (item) => FACTS.get(item),
  ...extra,
});
const warningsOf = (items: TripItem[], date = "2026-12-02", extra: Partial<DayContext> = {}) =>
  dayWarnings({ date, items }, context(extra)).map((warning) => warning.kind);

describe("travel times between regencies", () => {
  it("knows every pair of the 9 regencies, the same both ways", () => {
    for (const from of REGENCY_IDS) {
      for (const to of REGENCY_IDS) {
        expect(travelMinutes(from, to)).toBeGreaterThan(0);
        expect(travelMinutes(from, to)).toBe(travelMinutes(to, from));
      }
    }
  });

  it("is short within a regency and long across the island", () => {
    expect(travelMinutes(3, 3)).toBeLessThan(30);
    expect(travelMinutes(1, 2)).toBeLessThan(travelMinutes(1, 8) as number);
    expect(travelMinutes(7, 9)).toBeGreaterThan(180);
  });

  it("does not know a regency that is not Bali's", () => {
    expect(travelMinutes(1, 42)).toBeNull();
    expect(travelMinutes(42, 42)).toBeNull();
  });
});

describe("a day's warnings", () => {
  it("has none for a calm day in one place with a driver", () => {
    expect(warningsOf([DRIVER, UBUD_TEMPLE, UBUD_RAFTING])).toEqual([]);
  });

  it("warns when the durations and the drives add up past the day", () => {
    const day = { date: "2026-12-02", items: [UBUD_RAFTING, UBUD_TEMPLE, UBUD_RAFTING, UBUD_TEMPLE] };
    const [warning] = dayWarnings(day, context());
    // 4 + 2 + 4 + 2 hours and three drives within Gianyar.
    expect(warning).toEqual({ kind: "overFull", minutes: 12 * 60 + 3 * 20 });
    expect(12 * 60 + 3 * 20).toBeGreaterThan(TRIP_DAY_HOURS * 60);
  });

  it("warns for each leg between places far apart", () => {
    const warnings = dayWarnings({ date: "2026-12-02", items: [UBUD_TEMPLE, LOVINA] }, context());
    expect(warnings).toEqual([{ kind: "farApart", from: 3, to: 8, minutes: travelMinutes(3, 8) }]);
    expect(travelMinutes(3, 8)).toBeGreaterThan(TRIP_FAR_APART_MINUTES);
  });

  it("warns when a Nusa Penida day mixes in the mainland, but not for a driver", () => {
    expect(warningsOf([KELINGKING, UBUD_TEMPLE])).toEqual(["nusaPenidaMixed"]);
    expect(warningsOf([KELINGKING, DRIVER])).toEqual([]);
  });

  it("warns for a day outside arrival to departure", () => {
    expect(warningsOf([UBUD_TEMPLE], "2026-12-04")).toEqual(["outsideStay"]);
    expect(warningsOf([UBUD_TEMPLE], "2026-11-30")).toEqual(["outsideStay"]);
    expect(warningsOf([UBUD_TEMPLE], "2026-12-03")).toEqual([]);
  });

  it("names the item whose day is closed or full", () => {
    const statusOf = (item: TripItem) => (item === UBUD_RAFTING ? "full" : item === LOVINA ? "closed" : "open");
    const warnings = dayWarnings({ date: "2026-12-02", items: [UBUD_TEMPLE, UBUD_RAFTING] }, context({ statusOf }));
    expect(warnings).toEqual([{ kind: "full", index: 1 }]);
    expect(warningsOf([LOVINA], "2026-12-02", { statusOf })).toEqual(["closed"]);
  });

  it("skips an item the catalogue no longer has", () => {
    expect(warningsOf([{ kind: "destination", destinationId: 999 }, UBUD_TEMPLE])).toEqual([]);
  });
});

describe("Nusa Penida", () => {
  it("is known from a slug or a location that names it", () => {
    expect(islandOf("nusa-penida-west-island-day-trip", "Klungkung")).toBe("nusa-penida");
    expect(islandOf("kelingking-beach", "Bunga Mekar, Nusa Penida, Klungkung")).toBe("nusa-penida");
    expect(islandOf("sanur-beach", "Sanur, Denpasar")).toBe("mainland");
  });
});

describe("the plan's days", () => {
  it("has a day for every date from arrival to departure", () => {
    expect(emptyPlan("2026-12-30", 3).days.map((day) => day.date)).toEqual([
      "2026-12-30",
      "2026-12-31",
      "2027-01-01",
      "2027-01-02",
    ]);
  });

  it("keeps the items of the dates that stay, and a day with items that falls outside", () => {
    let plan = emptyPlan("2026-12-01", 2);
    plan = addItem(addItem(plan, "2026-12-01", UBUD_TEMPLE), "2026-12-03", LOVINA);
    const shorter = withStay(plan, "2026-12-02", "2026-12-02");
    expect(shorter.days).toEqual([
      { date: "2026-12-01", items: [UBUD_TEMPLE] },
      { date: "2026-12-02", items: [] },
      { date: "2026-12-03", items: [LOVINA] },
    ]);
    expect(dayWarnings(shorter.days[0] as never, context({ plan: shorter })).map((w) => w.kind)).toEqual([
      "outsideStay",
    ]);
    // Moving the last item off a day outside the stay lets the day go.
    expect(moveItem(shorter, "2026-12-01", 0, "2026-12-02").days.map((day) => day.date)).toEqual([
      "2026-12-02",
      "2026-12-03",
    ]);
  });

  it("refuses a stay that ends before it starts or is too long", () => {
    const plan = emptyPlan("2026-12-01", 1);
    expect(withStay(plan, "2026-12-05", "2026-12-04")).toBe(plan);
    expect(withStay(plan, "2026-12-01", "2026-12-31")).toBe(plan);
    expect(withStay(plan, "2026-12-01", "2026-12-21").days).toHaveLength(MAX_TRIP_DAYS);
  });
});

describe("editing items", () => {
  const plan = addItem(
    addItem(addItem(emptyPlan("2026-12-01", 1), "2026-12-01", UBUD_TEMPLE), "2026-12-01", UBUD_RAFTING),
    "2026-12-01",
    DRIVER,
  );
  const itemsOn = (edited: TripPlan, date: string) => edited.days.find((day) => day.date === date)?.items;

  it("moves an item up and down within its day, not past the ends", () => {
    expect(itemsOn(shiftItem(plan, "2026-12-01", 1, -1), "2026-12-01")).toEqual([UBUD_RAFTING, UBUD_TEMPLE, DRIVER]);
    expect(itemsOn(shiftItem(plan, "2026-12-01", 1, 1), "2026-12-01")).toEqual([UBUD_TEMPLE, DRIVER, UBUD_RAFTING]);
    expect(shiftItem(plan, "2026-12-01", 0, -1)).toBe(plan);
    expect(shiftItem(plan, "2026-12-01", 2, 1)).toBe(plan);
  });

  it("moves an item to the end of another day", () => {
    const moved = moveItem(plan, "2026-12-01", 0, "2026-12-02");
    expect(itemsOn(moved, "2026-12-01")).toEqual([UBUD_RAFTING, DRIVER]);
    expect(itemsOn(moved, "2026-12-02")).toEqual([UBUD_TEMPLE]);
    expect(moveItem(plan, "2026-12-01", 0, "2027-01-01")).toBe(plan);
  });

  it("removes an item", () => {
    expect(itemsOn(removeItem(plan, "2026-12-01", 1), "2026-12-01")).toEqual([UBUD_TEMPLE, DRIVER]);
  });

  it("holds no more than the day's limit", () => {
    let full = emptyPlan("2026-12-01");
    for (let count = 0; count < MAX_ITEMS_PER_DAY + 2; count++) full = addItem(full, "2026-12-01", UBUD_TEMPLE);
    expect(itemsOn(full, "2026-12-01")).toHaveLength(MAX_ITEMS_PER_DAY);
    const other = addItem(withStay(full, "2026-12-01", "2026-12-02"), "2026-12-02", LOVINA);
    expect(moveItem(other, "2026-12-02", 0, "2026-12-01")).toBe(other);
  });
});

describe("the plan in a link", () => {
  const plan: TripPlan = {
    ...addItem(
      addItem(addItem(emptyPlan("2026-12-01", 2), "2026-12-01", TRANSFER), "2026-12-02", UBUD_RAFTING),
      "2026-12-02",
      DRIVER,
    ),
    adults: 3,
    kids: 1,
  };

  it("comes back the same, in a URL-safe string", () => {
    const text = encodePlan(plan);
    expect(text).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodePlan(text)).toEqual(plan);
    const noTime = addItem(emptyPlan("2026-12-01"), "2026-12-01", { ...UBUD_RAFTING, startTime: null });
    expect(decodePlan(encodePlan(noTime))).toEqual(noTime);
  });

  it("keeps a day outside the stay that holds items", () => {
    const outside = withStay(plan, "2026-12-02", "2026-12-03");
    expect(decodePlan(encodePlan(outside))).toEqual(outside);
  });

  const encode = (compact: unknown) =>
    btoa(JSON.stringify(compact)).replaceAll("=", "").replaceAll("+", "-").replaceAll("/", "_");

  it.each([
    ["empty", ""],
    ["not base64", "!!!"],
    ["not JSON", encode("x").slice(0, 3)],
    ["too long", "A".repeat(MAX_ENCODED_PLAN_LENGTH + 1)],
    ["another version", encode([2, "2026-12-01", "2026-12-02", 2, 0, []])],
    ["no date", encode([1, "2026-02-30", "2026-12-02", 2, 0, []])],
    ["departure before arrival", encode([1, "2026-12-05", "2026-12-02", 2, 0, []])],
    ["too long a stay", encode([1, "2026-12-01", "2027-01-30", 2, 0, []])],
    ["no adult", encode([1, "2026-12-01", "2026-12-02", 0, 0, []])],
    ["a huge party", encode([1, "2026-12-01", "2026-12-02", 2, 10_000, []])],
    ["an unknown item", encode([1, "2026-12-01", "2026-12-02", 2, 0, [[0, [["x", 1]]]]])],
    ["a negative id", encode([1, "2026-12-01", "2026-12-02", 2, 0, [[0, [["d", -1]]]]])],
    ["a bad start time", encode([1, "2026-12-01", "2026-12-02", 2, 0, [[0, [["a", 1, 2, "25:00"]]]]])],
    ["a driver for a week", encode([1, "2026-12-01", "2026-12-02", 2, 0, [[0, [["r", 1, 168]]]]])],
    [
      "a day twice",
      encode([
        1,
        "2026-12-01",
        "2026-12-02",
        2,
        0,
        [
          [0, [["d", 1]]],
          [0, [["d", 2]]],
        ],
      ]),
    ],
    ["an empty day", encode([1, "2026-12-01", "2026-12-02", 2, 0, [[0, []]]])],
    [
      "too many items",
      encode([1, "2026-12-01", "2026-12-02", 2, 0, [[0, Array(MAX_ITEMS_PER_DAY + 1).fill(["d", 1])]]]),
    ],
    ["a day far away", encode([1, "2026-12-01", "2026-12-02", 2, 0, [[400, [["d", 1]]]]])],
    ["an object", encode({ arrival: "2026-12-01" })],
  ])("decodes %s to nothing", (_, text) => {
    expect(decodePlan(text)).toBeNull();
  });
});
