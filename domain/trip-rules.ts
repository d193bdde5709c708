/**
 * The trip plan's rules (issue 19): its days from arrival to departure, editing its items, and the
 * warnings that make the plan think along. Pure: the catalogue facts an item needs (where it is,
 * how long it takes) and the availability of its day come in from the caller.
 */
import { addDays, type DayStatus, datesBetween, daysSpanned } from "./availability.ts";
import { TRIP_DAY_HOURS, TRIP_FAR_APART_MINUTES } from "./business.ts";
import { MAX_ITEMS_PER_DAY, MAX_TRIP_DAYS, type TripDay, type TripItem, type TripPlan } from "./trip.ts";

/** The 9 regencies' ids (seed/content/regencies.ts). */
export const REGENCY_IDS = [1, 2, 3, 4, 5, 6, 7, 8, 9] as const;

/** Moving between two places of the same regency. */
export const SAME_REGENCY_MINUTES = 20;

/**
 * Minutes by car between the regencies' usual centres, in normal daytime traffic: Badung (Kuta and
 * the airport), Denpasar, Gianyar (Ubud), Tabanan (Tanah Lot and Tabanan town), Bangli
 * (Kintamani's road), Klungkung (Semarapura and the Padang Bai road), Karangasem (Amlapura),
 * Buleleng (Singaraja and Lovina) and Jembrana (Negara). Our own estimates from the main roads'
 * distances and the drivers' usual times, rounded to 5 minutes; upper triangle, read both ways.
 */
// biome-ignore format: a table reads best as rows
const TRAVEL_MINUTES: Readonly<Record<string, number>> = {
  "1-2": 30, "1-3": 75, "1-4": 60, "1-5": 105, "1-6": 90, "1-7": 135, "1-8": 180, "1-9": 150,
  "2-3": 60, "2-4": 50, "2-5": 80, "2-6": 60, "2-7": 105, "2-8": 150, "2-9": 135,
  "3-4": 75, "3-5": 40, "3-6": 35, "3-7": 75, "3-8": 120, "3-9": 165,
  "4-5": 105, "4-6": 95, "4-7": 140, "4-8": 120, "4-9": 100,
  "5-6": 35, "5-7": 70, "5-8": 90, "5-9": 195,
  "6-7": 45, "6-8": 120, "6-9": 170,
  "7-8": 150, "7-9": 230,
  "8-9": 120,
};

/** Minutes by car from one regency to another (the same both ways); null for an unknown regency. */
export function travelMinutes(from: number, to: number): number | null {
  if (from === to) return REGENCY_IDS.includes(from as 1) ? SAME_REGENCY_MINUTES : null;
  return TRAVEL_MINUTES[`${Math.min(from, to)}-${Math.max(from, to)}`] ?? null;
}

export type Island = "mainland" | "nusa-penida";

/** What the rules need to know of an item, from the catalogue. */
export interface TripItemFacts {
  /** Where it takes place; null when it goes along with the day (a car with driver). */
  regencyId: number | null;
  /** How long it takes; a car with driver takes none of its own (it drives the others). */
  durationHours: number;
  island: Island;
}

/** Nusa Penida is its own day: a slug or location that names it puts an activity or destination there. */
export function islandOf(...texts: readonly string[]): Island {
  return texts.some((text) => /nusa[\s-]+penida/i.test(text)) ? "nusa-penida" : "mainland";
}

export type TripWarning =
  | { kind: "outsideStay" }
  | { kind: "overFull"; minutes: number }
  | { kind: "farApart"; from: number; to: number; minutes: number }
  | { kind: "nusaPenidaMixed" }
  /** The item at `index` cannot be booked on the day: closed, or no places left. */
  | { kind: "closed"; index: number }
  | { kind: "full"; index: number };

export interface DayContext {
  plan: Pick<TripPlan, "arrival" | "departure">;
  /** The item's facts; undefined when the catalogue no longer has it (the rules then skip it). */
  factsOf: (item: TripItem) => TripItemFacts | undefined;
  /** The item's availability on the day, when known. */
  statusOf?: (item: TripItem, date: string) => DayStatus | undefined;
}

function travelLegs(facts: readonly TripItemFacts[]): { from: number; to: number; minutes: number }[] {
  const placed = facts.flatMap((fact) => (fact.regencyId === null ? [] : [fact.regencyId]));
  return placed.slice(1).flatMap((to, index) => {
    const from = placed[index] as number;
    const minutes = travelMinutes(from, to);
    return minutes === null ? [] : [{ from, to, minutes }];
  });
}

/** The day's warnings, in the order a tourist would fix them. */
export function dayWarnings(day: TripDay, context: DayContext): TripWarning[] {
  const warnings: TripWarning[] = [];
  if (day.date < context.plan.arrival || day.date > context.plan.departure) warnings.push({ kind: "outsideStay" });
  const facts = day.items.flatMap((item) => context.factsOf(item) ?? []);
  const legs = travelLegs(facts);
  const minutes =
    facts.reduce((sum, fact) => sum + Math.round(fact.durationHours * 60), 0) +
    legs.reduce((sum, leg) => sum + leg.minutes, 0);
  if (minutes > TRIP_DAY_HOURS * 60) warnings.push({ kind: "overFull", minutes });
  for (const leg of legs) if (leg.minutes > TRIP_FAR_APART_MINUTES) warnings.push({ kind: "farApart", ...leg });
  const islands = new Set(facts.filter((fact) => fact.regencyId !== null).map((fact) => fact.island));
  if (islands.size > 1) warnings.push({ kind: "nusaPenidaMixed" });
  day.items.forEach((item, index) => {
    const status = context.statusOf?.(item, day.date);
    if (status === "closed" || status === "full") warnings.push({ kind: status, index });
  });
  return warnings;
}

/** Whether a stay from `arrival` to `departure` is one the plan takes. */
export function isStay(arrival: string, departure: string): boolean {
  return arrival <= departure && daysSpanned(arrival, departure) <= MAX_TRIP_DAYS;
}

/**
 * The stay a change of dates asks for, or null when it is none. An arrival moved past the
 * departure takes the departure along, so the stay keeps its length (`departureMoved`: the page
 * says so); refusing it made the arrival field seem broken. A departure before the arrival is
 * refused as before: that field offers no earlier date.
 */
export function requestedStay(
  plan: Pick<TripPlan, "arrival" | "departure">,
  arrival: string,
  departure: string,
): { arrival: string; departure: string; departureMoved: boolean } | null {
  if (isStay(arrival, departure)) return { arrival, departure, departureMoved: false };
  const arrivalPassedDeparture = /^\d{4}-\d{2}-\d{2}$/.test(arrival) && arrival !== plan.arrival && arrival > departure;
  if (!arrivalPassedDeparture || !isStay(plan.arrival, plan.departure)) return null;
  const moved = addDays(arrival, daysSpanned(plan.arrival, plan.departure) - 1);
  return isStay(arrival, moved) ? { arrival, departure: moved, departureMoved: true } : null;
}

/**
 * The plan over a new stay: a day for every date of it, the items of each date kept. A day outside
 * the new stay that holds items stays too (warned as outside the stay) so nothing planned is lost
 * by a change of dates; the tourist moves or removes its items.
 */
export function withStay(plan: TripPlan, arrival: string, departure: string): TripPlan {
  if (!isStay(arrival, departure)) return plan;
  const byDate = new Map(plan.days.map((day) => [day.date, day]));
  const stay = datesBetween(arrival, departure).map((date) => byDate.get(date) ?? { date, items: [] });
  const outside = plan.days.filter((day) => (day.date < arrival || day.date > departure) && day.items.length > 0);
  const days = [...stay, ...outside].sort((a, b) => a.date.localeCompare(b.date));
  return { ...plan, arrival, departure, days };
}

/** A new plan: arrival and departure `nights` nights apart, for two adults. */
export function emptyPlan(arrival: string, nights = 0): TripPlan {
  const departure = addDays(arrival, nights);
  return withStay({ arrival, departure, adults: 2, kids: 0, days: [] }, arrival, departure);
}

function withDay(plan: TripPlan, date: string, change: (items: TripItem[]) => TripItem[]): TripPlan {
  return {
    ...plan,
    days: plan.days.map((day) => (day.date === date ? { ...day, items: change(day.items) } : day)),
  };
}

function dayOf(plan: TripPlan, date: string): TripDay | undefined {
  return plan.days.find((day) => day.date === date);
}

/** Whether `date` is one of the plan's days with room for another item. */
export function hasRoom(plan: TripPlan, date: string): boolean {
  const day = dayOf(plan, date);
  return day !== undefined && day.items.length < MAX_ITEMS_PER_DAY;
}

/** The plan with `item` last on `date`; unchanged when the day is not the plan's or is full. */
export function addItem(plan: TripPlan, date: string, item: TripItem): TripPlan {
  return hasRoom(plan, date) ? withDay(plan, date, (items) => [...items, item]) : plan;
}

/** The plan without the item at `index` of `date`. */
export function removeItem(plan: TripPlan, date: string, index: number): TripPlan {
  return withoutEmptyOutsideDays(withDay(plan, date, (items) => items.filter((_, at) => at !== index)));
}

/** The item at `index` of `date` one place earlier (-1) or later (+1); unchanged at the ends. */
export function shiftItem(plan: TripPlan, date: string, index: number, offset: -1 | 1): TripPlan {
  const day = dayOf(plan, date);
  const target = index + offset;
  if (!day || index < 0 || index >= day.items.length || target < 0 || target >= day.items.length) return plan;
  return withDay(plan, date, (items) => {
    const moved = [...items];
    [moved[index], moved[target]] = [moved[target] as TripItem, moved[index] as TripItem];
    return moved;
  });
}

/** The item at `index` of `from` moved last onto day `to`; unchanged when either day is missing or `to` is full. */
export function moveItem(plan: TripPlan, from: string, index: number, to: string): TripPlan {
  const item = dayOf(plan, from)?.items[index];
  if (!item || from === to || !hasRoom(plan, to)) return plan;
  return addItem(removeItem(plan, from, index), to, item);
}

/** Days outside the stay that became empty have nothing left to warn about: they go. */
function withoutEmptyOutsideDays(plan: TripPlan): TripPlan {
  const days = plan.days.filter(
    (day) => day.items.length > 0 || (day.date >= plan.arrival && day.date <= plan.departure),
  );
  return days.length === plan.days.length ? plan : { ...plan, days };
}
