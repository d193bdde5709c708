/**
 * The day's runs (issue 40, item 3), as /admin/pickups shows them: each departure (an activity at
 * a start time) of a Bali date with its confirmed guests grouped by pickup area and time, the
 * guests who come to the meeting point apart, its runs with their guests in pickup order, and
 * the guests no run collects yet.
 */
import type { PickupMark } from "./crew.ts";

/** A run as the crew's sheet and the calendar feeds show it: when, what, which vehicle and who drives and guides. */
export interface RunSummary {
  id: number;
  date: string;
  activityName: string;
  startTime: string;
  leavesAt: string;
  backAt: string;
  vehicle: string;
  plate: string | null;
  driver: string;
  guide: string | null;
}

/** A confirmed booking of the day, as its run sheet needs it. */
export interface PickupGuest {
  bookingId: number;
  reference: string;
  activityId: number;
  activityName: string;
  /** How long the activity takes: where a new run's window ends. */
  activityHours: number;
  startTime: string;
  name: string;
  persons: number;
  pickupTime: string | null;
  /** The pickup area's name; null for a guest who comes to the meeting point. */
  areaName: string | null;
  /** The hotel name and address. */
  hotel: string;
  phone: string;
  specialRequest: string;
  runId: number | null;
  position: number | null;
  /** What the driver or guide marked on their sheet (/driver), when, and who. */
  mark: PickupMark | null;
  markedAt: string | null;
  markedBy: string | null;
}

export interface RunResource {
  id: number;
  name: string;
  phone: string;
}

export interface PickupRunView {
  id: number;
  activityId: number;
  startTime: string;
  vehicle: RunResource & { seats: number; plate: string | null };
  driver: RunResource;
  guide: RunResource | null;
  leavesAt: string;
  backAt: string;
  version: number;
  guests: PickupGuest[];
  /** The people its guests are, against the vehicle's seats. */
  persons: number;
}

/** Guests collected in one area at one time. */
export interface PickupGroup {
  areaName: string;
  pickupTime: string | null;
  guests: PickupGuest[];
}

export interface PickupDeparture {
  key: string;
  activityId: number;
  activityName: string;
  startTime: string;
  persons: number;
  groups: PickupGroup[];
  atMeetingPoint: PickupGuest[];
  runs: PickupRunView[];
  unassigned: PickupGuest[];
  /** What a new run's form proposes. */
  window: { leavesAt: string; backAt: string };
}

export interface AssignableResource {
  id: number;
  kind: "driver" | "guide" | "vehicle";
  name: string;
  seats: number | null;
  plate: string | null;
}

export interface PickupDay {
  date: string;
  departures: PickupDeparture[];
  resources: AssignableResource[];
}

export const departureKey = (activityId: number, startTime: string) => `a${activityId}@${startTime}`;

/** A departure of a day: an activity at a start time. */
export interface DepartureRef {
  activityId: number;
  startTime: string;
}

/** The departure a key ("a12@09:00", as `?departure=` sends it) names; null for anything else. */
export function departureOfKey(key: string | null): DepartureRef | null {
  const match = /^a([1-9]\d{0,9})@([01]\d|2[0-3]):([0-5]\d)$/.exec(key ?? "");
  return match ? { activityId: Number(match[1]), startTime: `${match[2]}:${match[3]}` } : null;
}

/** A departure in the day's list: how many it collects, and how many no run collects yet. */
export interface DepartureSummary extends DepartureRef {
  key: string;
  activityName: string;
  /** The people of its confirmed bookings. */
  persons: number;
  runs: number;
  /** Those of them no run collects yet. */
  unassigned: number;
}

/** The guests of one departure by area and pickup time, earliest first (the order they come in). */
function groupsOf(guests: PickupGuest[]): PickupGroup[] {
  const groups = new Map<string, PickupGroup>();
  for (const guest of guests) {
    const areaName = guest.areaName ?? "";
    const key = `${guest.pickupTime ?? "99:99"} ${areaName}`;
    const group = groups.get(key) ?? { areaName, pickupTime: guest.pickupTime, guests: [] };
    group.guests.push(guest);
    groups.set(key, group);
  }
  return [...groups.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, group]) => group);
}

type RunWithoutGuests = Omit<PickupRunView, "guests" | "persons">;

/**
 * The day's departures from its guests (each departure's in pickup order) and runs. A run keeps
 * its guests in its own order; a guest whose booking left the run's departure stays in the run.
 */
export function pickupDeparturesOf(guests: PickupGuest[], runs: RunWithoutGuests[]): PickupDeparture[] {
  const departures = new Map<string, PickupDeparture>();
  const departureOf = (activityId: number, startTime: string, activityName: string) => {
    const key = departureKey(activityId, startTime);
    const found = departures.get(key);
    if (found) return found;
    const created: PickupDeparture = {
      key,
      activityId,
      activityName,
      startTime,
      persons: 0,
      groups: [],
      atMeetingPoint: [],
      runs: [],
      unassigned: [],
      window: { leavesAt: startTime, backAt: startTime },
    };
    departures.set(key, created);
    return created;
  };
  for (const guest of guests) departureOf(guest.activityId, guest.startTime, guest.activityName);
  const runViews = new Map<number, PickupRunView>();
  for (const run of runs) {
    const departure = departures.get(departureKey(run.activityId, run.startTime));
    const view: PickupRunView = { ...run, guests: [], persons: 0 };
    runViews.set(run.id, view);
    departure?.runs.push(view);
  }
  for (const guest of guests) {
    const departure = departureOf(guest.activityId, guest.startTime, guest.activityName);
    departure.persons += guest.persons;
    const run = guest.runId === null ? undefined : runViews.get(guest.runId);
    if (run) {
      run.guests.push(guest);
      run.persons += guest.persons;
    } else {
      departure.unassigned.push(guest);
    }
  }
  for (const run of runViews.values()) run.guests.sort((a, b) => (a.position ?? 0) - (b.position ?? 0));
  for (const departure of departures.values()) {
    const all = guests.filter(
      (guest) => guest.activityId === departure.activityId && guest.startTime === departure.startTime,
    );
    departure.groups = groupsOf(all.filter((guest) => guest.areaName !== null || guest.hotel !== ""));
    departure.atMeetingPoint = all.filter((guest) => guest.areaName === null && guest.hotel === "");
    departure.window = defaultWindow(departure, all[0]?.activityHours ?? 1);
  }
  return [...departures.values()].sort((a, b) =>
    a.startTime === b.startTime ? a.activityName.localeCompare(b.activityName) : a.startTime < b.startTime ? -1 : 1,
  );
}

/** Minutes after midnight of "HH:MM". */
export const minutesOf = (clock: string) => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5));

/** "HH:MM" of `minutes` after midnight, held within the day (a run does not cross midnight). */
export function clockOf(minutes: number): string {
  const held = Math.min(Math.max(Math.round(minutes), 0), 23 * 60 + 59);
  return `${String(Math.floor(held / 60)).padStart(2, "0")}:${String(held % 60).padStart(2, "0")}`;
}

/** A new run's window: from the departure's earliest pickup (else two hours before the start) until the activity ends. */
export function defaultWindow(
  departure: Pick<PickupDeparture, "startTime" | "groups">,
  durationHours: number,
): { leavesAt: string; backAt: string } {
  const start = minutesOf(departure.startTime);
  const pickups = departure.groups.flatMap((group) => (group.pickupTime ? [minutesOf(group.pickupTime)] : []));
  const leaves = Math.min(start - 120, ...pickups.map((pickup) => pickup - 15));
  return { leavesAt: clockOf(leaves), backAt: clockOf(Math.max(start + durationHours * 60, start + 60)) };
}
