/**
 * Characters that have no business in a name, a place or an address: control characters (C0 and
 * C1, NUL, line breaks, tabs), the line and paragraph separators, and the invisible format
 * characters (zero-width spaces and joiners, bidi marks, embeddings, overrides and isolates, the
 * byte order mark, the soft hyphen). They can break a mail header, start a new line in a mail,
 * hide or reorder what the operator reads, or be dropped on the way so that the mail goes elsewhere.
 */
const HIDDEN_OR_BREAKING = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/u;

/**
 * The zero-width non-joiner and joiner between two letters: Persian and several Indic scripts
 * need them to spell a name as its owner writes it. Anywhere else they only hide something.
 */
const JOINER_BETWEEN_LETTERS = /(?<=[\p{L}\p{M}])[\u200C\u200D](?=[\p{L}\p{M}])/gu;

/** True when `value` is one line of visible text, as e-mail addresses must be: nothing hidden at all. */
export function isSingleLineText(value: string): boolean {
  return !HIDDEN_OR_BREAKING.test(value);
}

/** True when `value` is one line of visible text as a person writes a name or a place. */
export function isSingleLineName(value: string): boolean {
  return isSingleLineText(value.replace(JOINER_BETWEEN_LETTERS, ""));
}
