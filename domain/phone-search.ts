/**
 * A phone number as the back office's booking search compares it: tourists type numbers with
 * spaces, dashes, brackets and either a leading 0 or the country code 62, and so do operators.
 */

/** The fewest digits that make a search a phone number rather than a date or a reference's tail. */
const MIN_PHONE_DIGITS = 5;

/**
 * The digits of a search that looks like a phone number (only digits, spaces, +, -, dots and
 * brackets), without a leading 0 or 62, so they are found inside a stored number written either
 * way; null for any other search.
 */
export function phoneSearchDigits(search: string): string | null {
  if (!/^[\d\s+\-().]+$/.test(search)) return null;
  const national = search.replace(/\D/g, "").replace(/^(?:0|62)/, "");
  return national.length >= MIN_PHONE_DIGITS ? national : null;
}
