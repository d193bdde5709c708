/**
 * The forms of a trip's quote: the operator's line (change, add), the quote's notes and last day,
 * and the tourist's request for changes. One schema each; the first problem per field.
 */
import { type } from "arktype";
import { addDays } from "../availability.ts";
import { MAX_CHANGE_MESSAGE, MAX_LINE_DESCRIPTION, MAX_QUOTE_NOTES, MAX_QUOTE_VALID_DAYS } from "../trip-quote.ts";
import { startTimesOf } from "./availability.ts";
import { atMost, filled, isCalendarDate, meeting, type Parsed, parseFields, textField, trimmedText } from "./fields.ts";

export type TripQuoteProblem =
  | "descriptionRequired"
  | "descriptionTooLong"
  | "priceIdrInvalid"
  | "priceUsdInvalid"
  | "startTimeInvalid"
  | "dayInvalid"
  | "itemInvalid"
  | "notesTooLong"
  | "validUntilInvalid"
  | "validUntilPast"
  | "validUntilTooFar"
  | "messageRequired"
  | "messageTooLong";

/** Whole rupiah, dots or spaces between the thousands allowed: "1.250.000". */
const RUPIAH = /^\d{1,12}$/;
/** Dollars with at most two decimals: "85" or "85.50". */
const DOLLARS = /^\d{1,8}(\.\d{1,2})?$/;

const rupiahOf = (typed: string) => typed.replace(/[.\s]/g, "");
const isRupiah = (typed: string) => RUPIAH.test(rupiahOf(typed));
const isDollars = (typed: string) => DOLLARS.test(typed.replace(",", "."));
const centsOf = (typed: string) => Math.round(Number(typed.replace(",", ".")) * 100);

/** One start time, as operators write it ("8:00", "08.00"), or nothing. */
function startTimeOf(typed: string): string | null {
  const times = startTimesOf(typed);
  return times?.length === 1 ? (times[0] ?? null) : null;
}

const description = textField([
  ["descriptionRequired", filled],
  ["descriptionTooLong", atMost(MAX_LINE_DESCRIPTION)],
] as const);
const optionalDescription = textField([["descriptionTooLong", atMost(MAX_LINE_DESCRIPTION)]] as const);
const startTime = textField([["startTimeInvalid", (typed: string) => typed === "" || startTimeOf(typed) !== null]]);
const priceIdr = textField([["priceIdrInvalid", isRupiah]] as const);
const priceUsd = textField([["priceUsdInvalid", isDollars]] as const);
const optionalPriceIdr = textField([["priceIdrInvalid", (typed: string) => typed === "" || isRupiah(typed)]] as const);
const optionalPriceUsd = textField([["priceUsdInvalid", (typed: string) => typed === "" || isDollars(typed)]] as const);

export interface QuoteLineEdit {
  description: string;
  priceIdr: number;
  priceUsdCents: number;
  startTime: string | null;
}

const lineSchema = type({ description, price_idr: priceIdr, price_usd: priceUsd, start_time: startTime });

/** A line's new text, prices (both currencies) and start time. */
export function parseQuoteLine(fields: Readonly<Record<string, string>>): Parsed<QuoteLineEdit, TripQuoteProblem> {
  const parsed = parseFields<typeof lineSchema.infer, TripQuoteProblem>(
    lineSchema,
    ["description", "price_idr", "price_usd", "start_time"],
    fields,
  );
  if (!parsed.ok) return parsed;
  const { value } = parsed;
  return {
    ok: true,
    value: {
      description: value.description,
      priceIdr: Number(rupiahOf(value.price_idr)),
      priceUsdCents: centsOf(value.price_usd),
      startTime: startTimeOf(value.start_time),
    },
  };
}

/** What an added line is: a package of an activity, a vehicle with driver or as a transfer, or an extra. */
export type NewLineItem =
  | { kind: "activity"; packageId: number }
  | { kind: "driver" | "transfer"; transportId: number }
  | { kind: "extra" };

const ITEM = /^(package|driver|transfer):(\d{1,9})$|^extra$/;

function itemOf(typed: string): NewLineItem | null {
  const match = ITEM.exec(typed);
  if (!match) return null;
  if (typed === "extra") return { kind: "extra" };
  const id = Number(match[2]);
  return match[1] === "package" ? { kind: "activity", packageId: id } : { kind: match[1] as "driver", transportId: id };
}

export interface NewQuoteLine {
  dayDate: string;
  item: NewLineItem;
  /** Empty for a catalogue item: its name is used. */
  description: string;
  /** Null for a catalogue item left unpriced: the booking's rules price it. */
  prices: { priceIdr: number; priceUsdCents: number } | null;
  startTime: string | null;
}

const newLineSchema = type({
  day_date: textField([["dayInvalid", isCalendarDate]] as const),
  item: textField([["itemInvalid", (typed: string) => itemOf(typed) !== null]] as const),
  description: optionalDescription,
  price_idr: optionalPriceIdr,
  price_usd: optionalPriceUsd,
  start_time: startTime,
});

/** A line to add to a day: an extra needs its text and both prices; a catalogue item may leave them empty. */
export function parseNewQuoteLine(fields: Readonly<Record<string, string>>): Parsed<NewQuoteLine, TripQuoteProblem> {
  const parsed = parseFields<typeof newLineSchema.infer, TripQuoteProblem>(
    newLineSchema,
    ["day_date", "item", "description", "price_idr", "price_usd", "start_time"],
    fields,
  );
  if (!parsed.ok) return parsed;
  const { value } = parsed;
  const item = itemOf(value.item) as NewLineItem;
  const unpriced = value.price_idr === "" && value.price_usd === "";
  if (item.kind === "extra" || !unpriced) {
    const problems: [string, TripQuoteProblem][] = [];
    if (item.kind === "extra" && value.description === "") problems.push(["description", "descriptionRequired"]);
    if (value.price_idr === "") problems.push(["price_idr", "priceIdrInvalid"]);
    if (value.price_usd === "") problems.push(["price_usd", "priceUsdInvalid"]);
    if (problems.length > 0) return { ok: false, problems };
  }
  return {
    ok: true,
    value: {
      dayDate: value.day_date,
      item,
      description: value.description,
      prices: unpriced
        ? null
        : { priceIdr: Number(rupiahOf(value.price_idr)), priceUsdCents: centsOf(value.price_usd) },
      startTime: startTimeOf(value.start_time),
    },
  };
}

export interface QuoteSending {
  notes: string;
  validUntil: string;
}

/** The quote's note to the tourist and its last day: from today (Bali) to MAX_QUOTE_VALID_DAYS ahead. */
export function parseQuoteSending(
  fields: Readonly<Record<string, string>>,
  today: string,
): Parsed<QuoteSending, TripQuoteProblem> {
  const schema = type({
    notes: textField([["notesTooLong", atMost(MAX_QUOTE_NOTES)]] as const),
    valid_until: trimmedText.narrow(
      meeting([
        ["validUntilInvalid", isCalendarDate],
        ["validUntilPast", (date: string) => date >= today],
        ["validUntilTooFar", (date: string) => date <= addDays(today, MAX_QUOTE_VALID_DAYS)],
      ] as const),
    ),
  });
  const parsed = parseFields<typeof schema.infer, TripQuoteProblem>(schema, ["notes", "valid_until"], fields);
  return parsed.ok ? { ok: true, value: { notes: parsed.value.notes, validUntil: parsed.value.valid_until } } : parsed;
}

const changeSchema = type({
  message: textField([
    ["messageRequired", filled],
    ["messageTooLong", atMost(MAX_CHANGE_MESSAGE)],
  ] as const),
});

/** The tourist's message asking for changes: required, at most MAX_CHANGE_MESSAGE characters. */
export function parseChangeRequest(fields: Readonly<Record<string, string>>): Parsed<string, TripQuoteProblem> {
  const parsed = parseFields<{ message: string }, TripQuoteProblem>(changeSchema, ["message"], fields);
  return parsed.ok ? { ok: true, value: parsed.value.message } : parsed;
}

/** The version a form was read at; anything else is no version (and so a conflict). */
export function versionOf(typed: string | undefined): number {
  return /^\d{1,9}$/.test(typed ?? "") ? Number(typed) : -1;
}
