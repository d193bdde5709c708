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

/** Providers that ignore dots in the part before the @ (and Google's second domain name). */
const DOTS_IGNORED: Record<string, string> = { "gmail.com": "gmail.com", "googlemail.com": "gmail.com" };

/**
 * The mailbox an address delivers to, for limits per recipient: case folded, a "+tag" after the
 * local part dropped (Gmail, Outlook, iCloud and Fastmail all deliver it to the same inbox), and
 * Gmail's dots ignored. Only for counting: mail still goes to the address as it was typed.
 */
export function mailboxOf(email: string): string {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf("@");
  const domain = address.slice(at + 1);
  let local = address.slice(0, at).split("+")[0] ?? "";
  const dotless = DOTS_IGNORED[domain];
  if (dotless) local = local.replaceAll(".", "");
  return `${local}@${dotless ?? domain}`;
}

/**
 * Whether two typed addresses are the same as D1's `COLLATE NOCASE` compares them (the lookup's
 * and the accounts' rule): spaces around them ignored, ASCII letters in any case.
 */
export function sameAddress(one: string, other: string): boolean {
  const folded = (address: string) => address.trim().replace(/[A-Z]/g, (letter) => letter.toLowerCase());
  return folded(one) === folded(other);
}
