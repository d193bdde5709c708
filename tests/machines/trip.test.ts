import { describe, expect, it } from "vitest";
import { createActor, type SnapshotFrom } from "xstate";
import { getShortestPaths } from "xstate/graph";
import { decodePlan, encodePlan } from "#domain/inputs/trip-plan.ts";
import { MAX_ITEMS_PER_DAY, type TripItem, type TripPlan } from "#domain/trip.ts";
import {
  addItem,
  emptyPlan,
  hasRoom,
  moveItem,
  removeItem,
  requestedStay,
  shiftItem,
  withStay,
} from "#domain/trip-rules.ts";
import { clampParty, type TripInput, tripMachine } from "#machines/trip.machine.ts";

const TODAY = "2026-11-30";
const TEMPLE: TripItem = { kind: "destination", destinationId: 3 };
const RAFTING: TripItem = { kind: "activity", activityId: 30, packageId: 300, startTime: "09:00" };
/** The plan someone shared: two days, rafting on the second. */
const SHARED = addItem(emptyPlan("2026-12-10", 1), "2026-12-11", RAFTING);
/** The plan this browser kept: one day with the temple. */
const KEPT = addItem(emptyPlan("2026-12-20"), "2026-12-20", TEMPLE);

// Events that carry data are listed explicitly: a stay that shortens the plan to one day, an
// arrival after the departure (which moves the departure) and a departure before an unchanged
// arrival (refused), a party that must be clamped, the second day and a
// date that is not the plan's, and edits at both ends of a day.
const EVENTS = [
  { type: "trip.setStay", arrival: "2026-12-01", departure: "2026-12-02" },
  { type: "trip.setStay", arrival: "2026-12-02", departure: "2026-12-02" },
  { type: "trip.setStay", arrival: "2026-12-05", departure: "2026-12-02" },
  { type: "trip.setStay", arrival: "2026-12-01", departure: "2026-11-30" },
  { type: "trip.setParty", adults: 3, kids: 1 },
  { type: "trip.setParty", adults: 0, kids: -2 },
  { type: "trip.chooseDay", date: "2026-12-02" },
  { type: "trip.chooseDay", date: "2030-01-01" },
  { type: "trip.add", item: TEMPLE },
  { type: "trip.add", item: RAFTING },
  { type: "trip.shift", date: "2026-12-01", index: 1, offset: -1 },
  { type: "trip.move", date: "2026-12-01", index: 0, to: "2026-12-02" },
  { type: "trip.remove", date: "2026-12-02", index: 0 },
  { type: "trip.startOver" },
] as const;

type ModelEvent = (typeof EVENTS)[number];
type TripSnapshot = SnapshotFrom<typeof tripMachine>;

const START: TripInput = { today: TODAY, fromUrl: null, fromStorage: null, add: null };

function startTrip(input: TripInput) {
  const saved: string[] = [];
  const actor = createActor(tripMachine, { input });
  actor.on("saved", ({ encoded }) => saved.push(encoded));
  actor.start();
  return { actor, saved, snapshot: () => actor.getSnapshot() };
}

type Sut = ReturnType<typeof startTrip>;

/** What the plan should be after `event`, by the domain's rules: the model's oracle. */
function expectedPlan(plan: TripPlan, chosenDate: string, event: ModelEvent): TripPlan {
  switch (event.type) {
    case "trip.setStay": {
      const stay = requestedStay(plan, event.arrival, event.departure);
      return stay ? withStay(plan, stay.arrival, stay.departure) : plan;
    }
    case "trip.setParty":
      return { ...plan, ...clampParty(event.adults, event.kids) };
    case "trip.add":
      return addItem(plan, chosenDate, event.item);
    case "trip.shift":
      return shiftItem(plan, event.date, event.index, event.offset);
    case "trip.move":
      return moveItem(plan, event.date, event.index, event.to);
    case "trip.remove":
      return removeItem(plan, event.date, event.index);
    case "trip.startOver":
      return emptyPlan("2026-12-01", 2);
    case "trip.chooseDay":
      return plan;
  }
}

/** Does what the model's event means and checks what the tourist would notice. */
function perform(sut: Sut, event: ModelEvent) {
  const before = sut.snapshot();
  const savedBefore = sut.saved.length;
  sut.actor.send(event);
  const after = sut.snapshot();
  expect(after.value).toBe("editing");
  expect(after.context.plan).toEqual(expectedPlan(before.context.plan, before.context.chosenDate, event));
  // The chosen day is always one of the plan's days.
  expect(after.context.plan.days.map((day) => day.date)).toContain(after.context.chosenDate);
  if (event.type === "trip.chooseDay") {
    const isDay = before.context.plan.days.some((day) => day.date === event.date);
    expect(after.context.chosenDate).toBe(isDay ? event.date : before.context.chosenDate);
    expect(sut.saved).toHaveLength(savedBefore);
    return;
  }
  if (event.type === "trip.setStay") {
    const stay = requestedStay(before.context.plan, event.arrival, event.departure);
    if (!stay) {
      expect(after.context).toEqual(before.context);
      expect(sut.saved).toHaveLength(savedBefore);
      return;
    }
    expect(after.context.notice).toBe(stay.departureMoved ? "departureMoved" : null);
  }
  if (event.type === "trip.add") {
    expect(after.context.notice).toBe(hasRoom(before.context.plan, before.context.chosenDate) ? null : "dayFull");
  }
  // Every change is saved, and what is saved opens the same plan.
  expect(sut.saved).toHaveLength(savedBefore + 1);
  expect(decodePlan(sut.saved.at(-1) ?? "")).toEqual(after.context.plan);
}

function label(event: ModelEvent): string {
  switch (event.type) {
    case "trip.setStay":
      return `setStay(${event.arrival}..${event.departure})`;
    case "trip.setParty":
      return `setParty(${event.adults}+${event.kids})`;
    case "trip.chooseDay":
      return `chooseDay(${event.date})`;
    case "trip.add":
      return `add(${event.item.kind})`;
    case "trip.shift":
      return `shift(${event.date}#${event.index} ${event.offset})`;
    case "trip.move":
      return `move(${event.date}#${event.index} → ${event.to})`;
    case "trip.remove":
      return `remove(${event.date}#${event.index})`;
    default:
      return event.type;
  }
}

/**
 * What the tourist can tell apart: the stay, the party, the chosen day, how many items each day
 * holds (none, one, several) and the notice. Shortest paths to each such state, not to every plan.
 */
function noticeable(snapshot: TripSnapshot): string {
  const { plan, chosenDate, notice } = snapshot.context;
  return JSON.stringify({
    value: snapshot.value,
    stay: [plan.arrival, plan.departure],
    party: [plan.adults, plan.kids],
    days: plan.days.map((day) => [day.date, Math.min(day.items.length, 2)]),
    chosenDate,
    notice,
  });
}

describe("trip machine (model-based)", () => {
  const traversal = { events: EVENTS as never, input: START, serializeState: noticeable };
  // Simple paths over plans that grow item by item run into the millions: shortest paths reach
  // every noticeable state, and each step is checked against the domain's rules.
  for (const path of getShortestPaths(tripMachine, traversal)) {
    const steps = path.steps.slice(1).map((step) => label(step.event as ModelEvent));
    it(`shortest: ${steps.join(" → ") || "(start)"}`, () => {
      const sut = startTrip(START);
      for (const step of path.steps.slice(1)) perform(sut, step.event as ModelEvent);
      expect(noticeable(sut.snapshot())).toBe(noticeable(path.state as TripSnapshot));
    });
  }
});

describe("trip machine, the stay", () => {
  it("moves the departure with an arrival after it, keeps the stay's length and says so", () => {
    const sut = startTrip(START);
    // A fresh plan: 1 to 3 December, three days.
    sut.actor.send({ type: "trip.setStay", arrival: "2026-12-10", departure: "2026-12-03" });
    const { plan, notice, chosenDate } = sut.snapshot().context;
    expect([plan.arrival, plan.departure]).toEqual(["2026-12-10", "2026-12-12"]);
    expect(plan.days.map((day) => day.date)).toEqual(["2026-12-10", "2026-12-11", "2026-12-12"]);
    expect(chosenDate).toBe("2026-12-10");
    expect(notice).toBe("departureMoved");
    expect(decodePlan(sut.saved.at(-1) ?? "")).toEqual(plan);
    // The next change of dates is an ordinary one: the notice goes.
    sut.actor.send({ type: "trip.setStay", arrival: "2026-12-10", departure: "2026-12-11" });
    expect(sut.snapshot().context.notice).toBeNull();
  });

  it("still refuses a departure before an arrival that did not change", () => {
    const sut = startTrip(START);
    const before = sut.snapshot().context;
    sut.actor.send({ type: "trip.setStay", arrival: "2026-12-01", departure: "2026-11-29" });
    expect(sut.snapshot().context).toEqual(before);
  });
});

describe("trip machine, restoring", () => {
  it("starts a fresh plan tomorrow for three days and saves it", () => {
    const sut = startTrip(START);
    expect(sut.snapshot().context.plan).toEqual(emptyPlan("2026-12-01", 2));
    expect(sut.snapshot().context.chosenDate).toBe("2026-12-01");
    expect(sut.snapshot().context.notice).toBeNull();
    expect(sut.saved).toEqual([encodePlan(emptyPlan("2026-12-01", 2))]);
  });

  it("opens the link's plan, even when local storage kept another", () => {
    const sut = startTrip({ ...START, fromUrl: encodePlan(SHARED), fromStorage: encodePlan(KEPT) });
    expect(sut.snapshot().context.plan).toEqual(SHARED);
    expect(sut.saved).toEqual([encodePlan(SHARED)]);
  });

  it("opens local storage's plan when the link has none", () => {
    const sut = startTrip({ ...START, fromStorage: encodePlan(KEPT) });
    expect(sut.snapshot().context.plan).toEqual(KEPT);
    // Saved back, so the URL holds it too.
    expect(sut.saved).toEqual([encodePlan(KEPT)]);
  });

  it("says so when the link was tampered with, and falls back to local storage's plan", () => {
    const tampered = `${encodePlan(SHARED).slice(0, -4)}AAAA`;
    const sut = startTrip({ ...START, fromUrl: tampered, fromStorage: encodePlan(KEPT) });
    expect(sut.snapshot().context.plan).toEqual(KEPT);
    const fresh = startTrip({ ...START, fromUrl: tampered });
    expect(fresh.snapshot().context.plan).toEqual(emptyPlan("2026-12-01", 2));
    expect(fresh.snapshot().context.notice).toBe("linkUnreadable");
  });

  it("says when the chosen day holds no more, and keeps the plan", () => {
    const sut = startTrip(START);
    for (let count = 0; count < MAX_ITEMS_PER_DAY; count++) sut.actor.send({ type: "trip.add", item: TEMPLE });
    const full = sut.snapshot().context.plan;
    sut.actor.send({ type: "trip.add", item: RAFTING });
    expect(sut.snapshot().context.plan).toEqual(full);
    expect(sut.snapshot().context.notice).toBe("dayFull");
    sut.actor.send({ type: "trip.chooseDay", date: "2026-12-02" });
    sut.actor.send({ type: "trip.add", item: RAFTING });
    expect(sut.snapshot().context.notice).toBeNull();
    expect(sut.snapshot().context.plan.days[1]?.items).toEqual([RAFTING]);
  });

  it("puts the item a catalogue page sent on the first day with room, chooses that day and says so", () => {
    const sut = startTrip({ ...START, fromStorage: encodePlan(KEPT), add: RAFTING });
    expect(sut.snapshot().context.plan.days[0]?.items).toEqual([TEMPLE, RAFTING]);
    expect(sut.snapshot().context.chosenDate).toBe("2026-12-20");
    expect(sut.snapshot().context.notice).toBe("addedFromLink");
    expect(decodePlan(sut.saved.at(-1) ?? "")).toEqual(sut.snapshot().context.plan);
  });

  it("puts the catalogue page's item on the first day with nothing planned yet", () => {
    const planned = addItem(emptyPlan("2026-12-10", 2), "2026-12-10", TEMPLE);
    const sut = startTrip({ ...START, fromUrl: encodePlan(planned), add: RAFTING });
    expect(sut.snapshot().context.plan.days.map((day) => day.items)).toEqual([[TEMPLE], [RAFTING], []]);
    expect(sut.snapshot().context.chosenDate).toBe("2026-12-11");
    expect(sut.snapshot().context.notice).toBe("addedFromLink");
  });

  it("keeps the plan and says the days are full when none has room for the catalogue page's item", () => {
    let full = emptyPlan("2026-12-10");
    for (let count = 0; count < MAX_ITEMS_PER_DAY; count++) full = addItem(full, "2026-12-10", TEMPLE);
    const sut = startTrip({ ...START, fromStorage: encodePlan(full), add: RAFTING });
    expect(sut.snapshot().context.plan).toEqual(full);
    expect(sut.snapshot().context.notice).toBe("dayFull");
  });
});
