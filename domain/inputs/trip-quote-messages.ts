/**
 * What each refusal of a quote's form says, in the page's language: the operator's line, quote and
 * cancel forms, and the tourist's accept and ask-for-changes forms.
 */
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { MAX_CHANGE_MESSAGE, MAX_LINE_DESCRIPTION, MAX_QUOTE_NOTES, MAX_QUOTE_VALID_DAYS } from "../trip-quote.ts";
import type { TripQuoteProblem } from "./trip-quote.ts";

export const TRIP_QUOTE_PROBLEM_MESSAGES: Readonly<Record<TripQuoteProblem, MessageDescriptor>> = {
  descriptionRequired: msg`Please describe the line: the tourist reads it in the quote.`,
  descriptionTooLong: msg`The description can be at most ${MAX_LINE_DESCRIPTION} characters.`,
  priceIdrInvalid: msg`Please enter the price in rupiah as a whole number, e.g. 1.250.000.`,
  priceUsdInvalid: msg`Please enter the price in US dollars, e.g. 85 or 85.50.`,
  startTimeInvalid: msg`Please enter a time of day such as 08:00, or leave it empty.`,
  dayInvalid: msg`Please choose a day of the stay.`,
  itemInvalid: msg`Please choose what the line is.`,
  notesTooLong: msg`The notes can be at most ${MAX_QUOTE_NOTES} characters.`,
  validUntilInvalid: msg`Please enter the last day the quote can be accepted.`,
  validUntilPast: msg`The last day to accept the quote cannot be in the past.`,
  validUntilTooFar: msg`A quote can be valid for at most ${MAX_QUOTE_VALID_DAYS} days.`,
  messageRequired: msg`Please tell us what you would like to change.`,
  messageTooLong: msg`Your message can be at most ${MAX_CHANGE_MESSAGE} characters.`,
};

/** Why a quote's action did not go through, beyond a field's problem. */
export type TripQuoteRefusal =
  | "csrf"
  | "stale"
  | "notEditable"
  | "noLines"
  | "lineUnknown"
  | "dayFull"
  | "itemNotOffered"
  | "notQuoted"
  | "quoteChanged"
  | "expired"
  | "unavailable";

export const TRIP_QUOTE_REFUSAL_MESSAGES: Readonly<Record<TripQuoteRefusal, MessageDescriptor>> = {
  csrf: msg`This form has expired. Please reload the page and try again.`,
  stale: msg`Someone changed this trip while you were editing it. Please reload the page to see the changes, then try again.`,
  notEditable: msg`This trip is accepted or cancelled, so its quote can no longer be changed.`,
  noLines: msg`Add at least one line with a price before sending the quote.`,
  lineUnknown: msg`This line is no longer part of the quote. Please reload the page.`,
  dayFull: msg`This day already has as many lines as it can hold.`,
  itemNotOffered: msg`This item is no longer offered in the catalogue.`,
  notQuoted: msg`This quote cannot be accepted or changed now: it is not waiting for your answer.`,
  quoteChanged: msg`This quote changed after you opened it. Please look at it again: it is shown below as it is now.`,
  expired: msg`This quote has expired. Please ask us for changes and we will send you a new one.`,
  unavailable: msg`Nothing was booked: some items can no longer be booked as quoted. Please ask us for changes.`,
};

/** What a refused quote form answers: the problem, the field (and line) it is about, and a message of the catalogue's rules. */
export interface QuoteFormAnswer {
  problem: TripQuoteProblem | TripQuoteRefusal;
  field?: string;
  lineId?: number;
  /** A message already in the page's language (the booking's rules refusing an item). */
  detail?: string;
}
