/**
 * What the back office's trigram FTS5 indexes share (the bookings' of migration 0042, the
 * subscribers' of 0076): how a typed text becomes a query, and the shortest text they can find.
 */

/** A trigram index finds parts of three characters or more; a shorter search finds nothing. */
export const MIN_SEARCH_LENGTH = 3;

/** An FTS5 string: the text between double quotes, its own quotes doubled, matched as written. */
export const phrase = (text: string) => `"${text.replaceAll('"', '""')}"`;

/** The FTS5 query of a text found anywhere in the indexed column, or null when it is too short to find. */
export function trigramMatch(text: string): string | null {
  return [...text].length < MIN_SEARCH_LENGTH ? null : phrase(text);
}
