/**
 * The mark a driver or guide gives a guest on their sheet (issue 40, item 4): the booking, the
 * mark, and the mark the sheet showed before (empty for none), so that of two phones marking one
 * guest the second is told the guest moved on instead of overwriting it.
 */
import { type } from "arktype";
import { isPickupMark, type PickupMark } from "../crew.ts";
import { type Parsed, parseFields, refusedAs } from "./fields.ts";

export type PickupMarkProblem = "bookingInvalid" | "markInvalid";

export interface PickupMarkInput {
  booking_id: number;
  mark: PickupMark;
  from: PickupMark | null;
}

const bookingId = refusedAs("bookingInvalid", type("string | number")).pipe((value, ctx) => {
  const text = String(value).trim();
  return /^\d{1,12}$/.test(text) && Number(text) > 0 ? Number(text) : ctx.error({ message: "bookingInvalid" });
});

const mark = type("unknown").pipe((value, ctx) =>
  isPickupMark(value) ? value : ctx.error({ message: "markInvalid" }),
);

const previous = type("unknown").pipe((value, ctx) =>
  value === undefined || value === "" ? null : isPickupMark(value) ? value : ctx.error({ message: "markInvalid" }),
);

const shape = { booking_id: bookingId, mark, from: previous };
const schema = type(shape);

export function parsePickupMark(fields: Readonly<Record<string, unknown>>): Parsed<PickupMarkInput, PickupMarkProblem> {
  return parseFields(schema, Object.keys(shape), fields);
}
