/**
 * Characters that have no business in a name, a place or an address: control characters (C0 and
 * C1, NUL, line breaks, tabs), the line and paragraph separators, and the invisible format
 * characters (zero-width spaces and joiners, bidi marks, embeddings, overrides and isolates, the
 * byte order mark, the soft hyphen). They can break a mail header, start a new line in a mail,
 * hide or reorder what the operator reads, or be dropped on the way so that the mail goes elsewhere.
 */
const HIDDEN_OR_BREAKING = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/u;

/** True when `value` is one line of visible text, as names, pickup places and e-mail addresses must be. */
export function isSingleLineText(value: string): boolean {
  return !HIDDEN_OR_BREAKING.test(value);
}
