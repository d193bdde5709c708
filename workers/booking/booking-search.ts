/**
 * The back office's bookings search over the trigram FTS5 index `booking_search` (migration 0042,
 * decision 0058), kept in step with the bookings by triggers: any part of three characters or more
 * of a reference, booking ID, name, e-mail, hotel, visit date or the activity's or vehicle's name,
 * and a phone number's digits however they were written.
 */
import { phoneSearchDigits } from "#domain/phone-search.ts";
import { MIN_SEARCH_LENGTH, phrase } from "#workers/trigram-search.ts";

/**
 * The FTS5 query of an operator's search, or null when it is too short to use the index. A reference
 * is indexed without its dashes and compared the same way; a phone search compares national digits.
 */
export function bookingSearchMatch(search: string): string | null {
  const text = search.trim();
  if ([...text].length < MIN_SEARCH_LENGTH) return null;
  const parts = [`{confirmation_id names email other} : ${phrase(text)}`];
  const reference = text.replace(/[\s-]+/g, "");
  if ([...reference].length >= MIN_SEARCH_LENGTH) parts.push(`reference : ${phrase(reference)}`);
  const digits = phoneSearchDigits(text);
  if (digits !== null) parts.push(`phone : ${phrase(digits)}`);
  return parts.join(" OR ");
}

/**
 * The most matches a search takes, newest first (the index answers in rowid order, so it stops
 * there): a word in 30,000 bookings ("smith") read 340,000 rows and took 3 s before this bound.
 * One more than the inbox counts, so it can say "more than".
 */
export const MAX_SEARCH_MATCHES = 1001;

/** The bookings (as `b`) the query `?param` matches, through the index, the newest MAX_SEARCH_MATCHES. */
export const matchesSearch = (param: string) =>
  `b.id IN (SELECT rowid FROM booking_search WHERE booking_search MATCH ${param}
    ORDER BY rowid DESC LIMIT ${MAX_SEARCH_MATCHES})`;
