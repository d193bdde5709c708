import { assign, emit, setup } from "xstate";
import { addDays } from "#domain/availability.ts";
import { MAX_QUANTITY } from "#domain/booking-rules.ts";
import { decodePlan, encodePlan } from "#domain/inputs/trip-plan.ts";
import type { TripItem, TripPlan } from "#domain/trip.ts";
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

export interface TripInput {
  /** "YYYY-MM-DD" in Bali: a new plan arrives tomorrow. */
  today: string;
  /** The encoded plan of the page's link (`?plan=`), or null. */
  fromUrl: string | null;
  /** The encoded plan local storage kept, or null. */
  fromStorage: string | null;
  /** An item to put on the first free day once the plan is restored (`?add=` from a catalogue page). */
  add: TripItem | null;
}

/**
 * What the page tells the tourist once; "addedFromLink" names the chosen day, where the item went;
 * "departureMoved" the plan's departure, which an arrival after it moved.
 */
export type TripNotice = "linkUnreadable" | "dayFull" | "addedFromLink" | "departureMoved" | null;

export interface TripContext {
  input: TripInput;
  plan: TripPlan;
  /** The day "add" puts items on. */
  chosenDate: string;
  notice: TripNotice;
}

export type TripEvent =
  | { type: "trip.setStay"; arrival: string; departure: string }
  | { type: "trip.setParty"; adults: number; kids: number }
  | { type: "trip.chooseDay"; date: string }
  | { type: "trip.add"; item: TripItem }
  | { type: "trip.shift"; date: string; index: number; offset: -1 | 1 }
  | { type: "trip.move"; date: string; index: number; to: string }
  | { type: "trip.remove"; date: string; index: number }
  | { type: "trip.startOver" };

/** Emitted after every change: the page writes it to the URL (replaceState) and to local storage. */
export interface TripSaved {
  type: "saved";
  encoded: string;
}

/** A party the plan takes: at least one adult, whole numbers, no more than a booking takes. */
export function clampParty(adults: number, kids: number): { adults: number; kids: number } {
  const clamp = (value: number, min: number) =>
    Number.isFinite(value) ? Math.min(MAX_QUANTITY, Math.max(min, Math.trunc(value))) : min;
  return { adults: clamp(adults, 1), kids: clamp(kids, 0) };
}

function freshPlan(today: string): TripPlan {
  return emptyPlan(addDays(today, 1), 2);
}

function firstDay(plan: TripPlan): string {
  return plan.days.find((day) => day.date >= plan.arrival)?.date ?? plan.arrival;
}

const isPlanDay = (plan: TripPlan, date: string) => plan.days.some((day) => day.date === date);

/** The plan with `item` on `date` if it has room; the notice says so when it has not. */
function adding(plan: TripPlan, date: string, item: TripItem): Pick<TripContext, "plan" | "notice"> {
  return hasRoom(plan, date) ? { plan: addItem(plan, date, item), notice: null } : { plan, notice: "dayFull" };
}

const isInStay = (plan: TripPlan, date: string) => date >= plan.arrival && date <= plan.departure;

/**
 * Where an item from a catalogue page goes: the first day of the stay with nothing planned yet,
 * else the first with room; null when every day is full.
 */
function dayForLink(plan: TripPlan): string | null {
  const stay = plan.days.filter((day) => isInStay(plan, day.date));
  const free = stay.find((day) => day.items.length === 0) ?? stay.find((day) => hasRoom(plan, day.date));
  return free?.date ?? null;
}

/** The plan with the catalogue page's item on its day, and the notice that says where it went. */
function addingFromLink(
  context: Pick<TripContext, "plan" | "chosenDate">,
  item: TripItem,
): Pick<TripContext, "plan" | "chosenDate" | "notice"> {
  const date = dayForLink(context.plan);
  if (date === null) return { ...context, notice: "dayFull" };
  return { plan: addItem(context.plan, date, item), chosenDate: date, notice: "addedFromLink" };
}

/** The plan after an edit of its items; the chosen day stays unless it went. */
function edited(context: TripContext, plan: TripPlan): Pick<TripContext, "plan" | "chosenDate" | "notice"> {
  return { plan, chosenDate: isPlanDay(plan, context.chosenDate) ? context.chosenDate : firstDay(plan), notice: null };
}

/**
 * The trip builder: restoring (the link's plan wins over local storage's, a fresh plan when
 * neither holds one) → editing the stay, the party and the days' items. Every change is emitted as
 * `saved` with the encoded plan, for the URL and local storage.
 */
export const tripMachine = setup({
  types: {
    context: {} as TripContext,
    events: {} as TripEvent,
    input: {} as TripInput,
    emitted: {} as TripSaved,
  },
  guards: {
    linkHoldsPlan: ({ context }) => context.input.fromUrl !== null && decodePlan(context.input.fromUrl) !== null,
    storageHoldsPlan: ({ context }) =>
      context.input.fromStorage !== null && decodePlan(context.input.fromStorage) !== null,
    isStay: ({ context }, stay: { arrival: string; departure: string }) =>
      requestedStay(context.plan, stay.arrival, stay.departure) !== null,
    isPlanDay: ({ context }, date: string) => isPlanDay(context.plan, date),
  },
  actions: {
    restore: assign(({ context }, encoded: string) => {
      const plan = decodePlan(encoded) ?? freshPlan(context.input.today);
      return { plan, chosenDate: firstDay(plan) };
    }),
    startFresh: assign(({ context }) => {
      const plan = freshPlan(context.input.today);
      // A link that held something we cannot read is said so; nothing at all is just a new plan.
      return { plan, chosenDate: firstDay(plan), notice: context.input.fromUrl ? "linkUnreadable" : null };
    }),
    addFromLink: assign(({ context }) => (context.input.add ? addingFromLink(context, context.input.add) : {})),
    setStay: assign(({ context }, asked: { arrival: string; departure: string }) => {
      const stay = requestedStay(context.plan, asked.arrival, asked.departure);
      if (!stay) return {};
      const plan = withStay(context.plan, stay.arrival, stay.departure);
      return {
        plan,
        chosenDate: isPlanDay(plan, context.chosenDate) ? context.chosenDate : firstDay(plan),
        notice: stay.departureMoved ? ("departureMoved" as const) : null,
      };
    }),
    setParty: assign(({ context }, party: { adults: number; kids: number }) => ({
      plan: { ...context.plan, ...clampParty(party.adults, party.kids) },
    })),
    chooseDay: assign((_, date: string) => ({ chosenDate: date, notice: null })),
    add: assign(({ context }, item: TripItem) => adding(context.plan, context.chosenDate, item)),
    shift: assign(({ context }, at: { date: string; index: number; offset: -1 | 1 }) =>
      edited(context, shiftItem(context.plan, at.date, at.index, at.offset)),
    ),
    move: assign(({ context }, at: { date: string; index: number; to: string }) =>
      edited(context, moveItem(context.plan, at.date, at.index, at.to)),
    ),
    remove: assign(({ context }, at: { date: string; index: number }) =>
      edited(context, removeItem(context.plan, at.date, at.index)),
    ),
    startOver: assign(({ context }) => {
      const plan = freshPlan(context.input.today);
      return { plan, chosenDate: firstDay(plan), notice: null };
    }),
    save: emit(({ context }) => ({ type: "saved" as const, encoded: encodePlan(context.plan) })),
  },
}).createMachine({
  id: "trip",
  context: ({ input }) => {
    const plan = freshPlan(input.today);
    return { input, plan, chosenDate: firstDay(plan), notice: null };
  },
  initial: "restoring",
  states: {
    restoring: {
      always: [
        {
          guard: "linkHoldsPlan",
          target: "editing",
          actions: [{ type: "restore", params: ({ context }) => context.input.fromUrl ?? "" }, "addFromLink", "save"],
        },
        {
          guard: "storageHoldsPlan",
          target: "editing",
          actions: [
            { type: "restore", params: ({ context }) => context.input.fromStorage ?? "" },
            "addFromLink",
            "save",
          ],
        },
        { target: "editing", actions: ["startFresh", "addFromLink", "save"] },
      ],
    },
    editing: {
      on: {
        "trip.setStay": {
          guard: { type: "isStay", params: ({ event }) => event },
          actions: [{ type: "setStay", params: ({ event }) => event }, "save"],
        },
        "trip.setParty": { actions: [{ type: "setParty", params: ({ event }) => event }, "save"] },
        "trip.chooseDay": {
          guard: { type: "isPlanDay", params: ({ event }) => event.date },
          actions: { type: "chooseDay", params: ({ event }) => event.date },
        },
        "trip.add": { actions: [{ type: "add", params: ({ event }) => event.item }, "save"] },
        "trip.shift": { actions: [{ type: "shift", params: ({ event }) => event }, "save"] },
        "trip.move": { actions: [{ type: "move", params: ({ event }) => event }, "save"] },
        "trip.remove": { actions: [{ type: "remove", params: ({ event }) => event }, "save"] },
        "trip.startOver": { actions: ["startOver", "save"] },
      },
    },
  },
});
