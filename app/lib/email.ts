import { isSingleLineText } from "./plain-text.ts";

/** Longest address a mail server takes (RFC 5321's path limit less its angle brackets). */
export const EMAIL_MAX_LENGTH = 254;

// Text on both sides of one @ (spec section 5) and a domain with a dot whose last label has at
// least two characters. Apostrophes, plus signs and non-Latin letters are fine (o'brien@…,
// made+bali@…); whitespace, angle brackets, commas and the like are not, as they could split or
// rewrite a mail header.
const EMAIL_SHAPE = /^[^\s@<>()[\]\\,;:"]+@(?:[^\s@.<>()[\]\\,;:"]+\.)+[^\s@.<>()[\]\\,;:"]{2,}$/u;

/**
 * The one e-mail check: the forms use it before sending and the server before storing, so a form
 * never accepts an address the server refuses. Pass the trimmed value. Control, zero-width and
 * bidi characters are refused rather than removed: removed, "a\u0000b@…" would be stored as typed
 * and mailed to "ab@…", someone else.
 */
export function looksLikeEmail(value: string): boolean {
  const email = value.trim();
  return email.length <= EMAIL_MAX_LENGTH && isSingleLineText(email) && EMAIL_SHAPE.test(email);
}
