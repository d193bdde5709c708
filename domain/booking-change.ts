/**
 * A change to a booking that stands (issue 38, item 3): what moved, field by field, and what it does
 * to the total. The operator sees it before saving; the guest's mail names the same fields.
 */
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { freeCancellationDeadline, startOf } from "./cancellation.ts";
import type { Currency } from "./format.ts";

/** The parts of a booking a change may move. */
export const CHANGED_FIELDS = [
  "date",
  "start_time",
  "pickup_time",
  "order",
  "people",
  "first_name",
  "last_name",
  "email",
  "phone_number",
  "country",
  "pickup_location",
  "special_request",
] as const;
export type ChangedField = (typeof CHANGED_FIELDS)[number];

/** One field as it was and as it becomes: dates as YYYY-MM-DD, the order as "2 × Adult, 1 × Child". */
export interface FieldChange {
  field: ChangedField;
  before: string;
  after: string;
}

/** What the first submit answers: nothing is written yet. The second submit carries `version` and `total`. */
export interface ChangePreview {
  reference: string;
  version: number;
  currency: Currency;
  changes: FieldChange[];
  /** In the booking's currency's minor units (rupiah, or US cents). */
  oldTotalMinor: number;
  newTotalMinor: number;
  differenceMinor: number;
}

/** Each field's name, for the operator's preview and the guest's mail. */
export const CHANGED_FIELD_LABELS: Readonly<Record<ChangedField, MessageDescriptor>> = {
  date: msg`Date`,
  start_time: msg`Start time`,
  pickup_time: msg`Pickup time`,
  order: msg`What is booked`,
  people: msg`People riding`,
  first_name: msg`First name`,
  last_name: msg`Last name`,
  email: msg`E-mail`,
  phone_number: msg`Phone or WhatsApp`,
  country: msg`Country`,
  pickup_location: msg`Pickup`,
  special_request: msg`Notes`,
};

/**
 * Until when the tourist may change a booking online (issue 38, item 4; decision 0068): the hours
 * before the start the operator set for the activity or vehicle (0: never online), or, when they set
 * none, its free-cancellation window (two days before the start when it states none; never online
 * when it offers no free cancellation). A booking moves only to a start whose own window is still
 * open.
 */
export function changeWindowCloses(booking: {
  visitDate: string;
  startTime: string | null;
  freeCancellationHours: number | null;
  changeWindowHours: number | null;
}): Date | null {
  if (booking.changeWindowHours === null) return freeCancellationDeadline(booking);
  if (booking.changeWindowHours <= 0) return null;
  return new Date(startOf(booking).getTime() - booking.changeWindowHours * HOUR_MS);
}

const HOUR_MS = 60 * 60 * 1000;

/** Why a tourist cannot change a booking online: it was declined or cancelled, its window is over, or it has none. */
export type ChangeClosedReason = "notStanding" | "windowOver" | "noFreeWindow";

/** Whether the tourist may change a booking online now, and until when (an ISO moment). */
export type TouristChangeWindow =
  | { kind: "open"; until: string }
  | { kind: "closed"; reason: ChangeClosedReason; until: string | null };

/**
 * The tourist's change window of `booking` at `now`: the lookup page's and the profile's answer to
 * "may I change this online?", so both say the same.
 */
export function touristChangeWindow(
  booking: {
    status: string;
    visitDate: string;
    startTime: string | null;
    freeCancellationHours: number | null;
    changeWindowHours: number | null;
  },
  now: Date,
): TouristChangeWindow {
  if (booking.status !== "requested" && booking.status !== "confirmed") {
    return { kind: "closed", reason: "notStanding", until: null };
  }
  const until = changeWindowCloses(booking);
  if (!until) return { kind: "closed", reason: "noFreeWindow", until: null };
  if (now.getTime() >= until.getTime()) return { kind: "closed", reason: "windowOver", until: until.toISOString() };
  return { kind: "open", until: until.toISOString() };
}

/** What the tourist's change form offers, or why there is none (the page says how to reach the operator). */
export type TouristChangeTerms =
  | {
      kind: "open";
      /** ISO moment when the window closes. */
      until: string;
      startTimes: string[];
      /** The products of the booking's package, with the quantities booked. */
      products: { id: number; name: string; quantity: number }[];
      /** A vehicle: the people riding in it. */
      people: number | null;
    }
  | { kind: "closed"; reason: ChangeClosedReason; until: string | null };

/** What the lookup page shows after a change was asked: its preview, its refusal, or that it was saved. */
export interface TouristChangeView {
  terms: TouristChangeTerms;
  preview?: ChangePreview;
  refused?: { message: string; fieldErrors: Record<string, string[]> };
  changed?: boolean;
  sent?: Record<string, string>;
}
