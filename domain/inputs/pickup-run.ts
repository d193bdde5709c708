/**
 * The day's runs as /admin/pickups changes them (issue 40, item 3): one schema per form, a named
 * problem per field. A run is a vehicle, a driver and perhaps a guide, from the time it leaves
 * until it is back; its guests are bookings in pickup order.
 */
import { type } from "arktype";
import { type Parsed, parseFields, refusedAs, trimmedText } from "./fields.ts";

export type PickupRunProblem =
  | "departureInvalid"
  | "vehicleRequired"
  | "driverRequired"
  | "guideInvalid"
  | "timeInvalid"
  | "windowInvalid"
  | "runRequired"
  | "bookingInvalid"
  | "directionInvalid"
  | "seatsExceeded"
  | "busy"
  | "versionInvalid";

const CLOCK = /^([01]\d|2[0-3]):[0-5]\d$/;

/** A clock time "HH:MM" of the day, 00:00-23:59. */
export const isClockTime = (value: string) => CLOCK.test(value);

/** A positive whole number from a form field (text) or JSON (a number); `empty` when blank. */
const id = (problem: PickupRunProblem, empty: "refuse" | "null" = "refuse") =>
  refusedAs(problem, type("string | number | undefined")).pipe((value, ctx) => {
    const text = String(value ?? "").trim();
    if (text === "" && empty === "null") return null;
    const number = Number(text);
    return /^\d{1,12}$/.test(text) && number > 0 ? number : ctx.error({ message: problem });
  });

const clock = trimmedText.narrow((value, ctx) => isClockTime(value) || ctx.reject({ message: "timeInvalid" }));

const target = { run_id: id("runRequired"), version: id("versionInvalid") };
const resources = {
  vehicle_id: id("vehicleRequired"),
  driver_id: id("driverRequired"),
  guide_id: id("guideInvalid", "null"),
  leaves_at: clock,
  back_at: clock,
};

const SHAPES = {
  create: { activity_id: id("departureInvalid"), start_time: clock, ...resources },
  save: { ...target, ...resources },
  add: { ...target, booking_id: id("bookingInvalid") },
  remove: { ...target, booking_id: id("bookingInvalid") },
  move: {
    ...target,
    booking_id: id("bookingInvalid"),
    direction: refusedAs("directionInvalid", type("'up' | 'down'")),
  },
  time: { ...target, booking_id: id("bookingInvalid"), pickup_time: clock },
  delete: target,
} as const;

export type PickupRunIntent = keyof typeof SHAPES;
export const PICKUP_RUN_INTENTS = Object.keys(SHAPES) as PickupRunIntent[];

interface Window {
  leaves_at: string;
  back_at: string;
}
interface Resources extends Window {
  vehicle_id: number;
  driver_id: number;
  guide_id: number | null;
}
interface Target {
  run_id: number;
  version: number;
}

export interface PickupRunInputs {
  create: Resources & { activity_id: number; start_time: string };
  save: Target & Resources;
  add: Target & { booking_id: number };
  remove: Target & { booking_id: number };
  move: Target & { booking_id: number; direction: "up" | "down" };
  time: Target & { booking_id: number; pickup_time: string };
  delete: Target;
}

const schemas: Record<PickupRunIntent, (input: unknown) => unknown> = {
  create: type(SHAPES.create),
  save: type(SHAPES.save),
  add: type(SHAPES.add),
  remove: type(SHAPES.remove),
  move: type(SHAPES.move),
  time: type(SHAPES.time),
  delete: type(SHAPES.delete),
};

/** The fields of a form of `intent`; a run leaves before it is back (on the same day). */
export function parsePickupRun<I extends PickupRunIntent>(
  intent: I,
  fields: Readonly<Record<string, unknown>>,
): Parsed<PickupRunInputs[I], PickupRunProblem> {
  const parsed = parseFields<PickupRunInputs[I], PickupRunProblem>(
    schemas[intent] as (input: unknown) => PickupRunInputs[I] | type.errors,
    Object.keys(SHAPES[intent]),
    fields,
  );
  if (!parsed.ok) return parsed;
  const window = parsed.value as Partial<Window>;
  if (window.leaves_at !== undefined && window.back_at !== undefined && window.leaves_at >= window.back_at) {
    return { ok: false, problems: [["back_at", "windowInvalid"]] };
  }
  return parsed;
}

/** Whether `value` names an intent of the runs' forms. */
export function isPickupRunIntent(value: unknown): value is PickupRunIntent {
  return typeof value === "string" && Object.hasOwn(SHAPES, value);
}
