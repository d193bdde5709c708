/**
 * The forgiving part of the tourist search (decision 0040): what was typed becomes units (a word,
 * or a phrase of the synonym list), each with the words that mean the same (`SEARCH_SYNONYMS`) and,
 * after one look at the index's vocabulary, the indexed words within one or two typos of it.
 * Pure functions, apart from the vocabulary statements.
 */
import { SEARCH_SYNONYMS } from "#domain/search-synonyms.ts";

/** Words of a search that count; the rest are ignored (as before: eight). */
export const MAX_WORDS = 8;

/** Shorter words are taken as typed: one typo in three letters is another word. */
const MIN_FUZZY_LENGTH = 4;

/** Vocabulary entries read per range: the bound on what a search reads, whatever the catalogue's size. */
export const TERMS_PER_RANGE = 200;

/** Corrections kept per word, the closest first. */
const MAX_CORRECTIONS = 8;

/** As FTS5's `unicode61 remove_diacritics 2` tokenizer folds text: lower case, accents dropped. */
export function foldWord(word: string): string {
  return word.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
}

/** The words of what was typed (letters and digits after NFKC), folded, at most MAX_WORDS. */
export function searchWords(text: string): string[] {
  const words = text.normalize("NFKC").match(/[\p{L}\p{N}]+/gu) ?? [];
  return words
    .slice(0, MAX_WORDS)
    .map(foldWord)
    .filter((word) => word !== "");
}

/** Phrase → the phrases that mean the same (itself excluded), over every group it belongs to. */
const synonymIndex: ReadonlyMap<string, readonly string[]> = (() => {
  const index = new Map<string, Set<string>>();
  for (const group of SEARCH_SYNONYMS) {
    for (const phrase of group) {
      const others = index.get(phrase) ?? new Set<string>();
      for (const other of group) if (other !== phrase) others.add(other);
      index.set(phrase, others);
    }
  }
  return new Map([...index].map(([phrase, others]) => [phrase, [...others]]));
})();

export function synonymsOf(phrase: string): readonly string[] {
  return synonymIndex.get(phrase) ?? [];
}

/** One thing the results must contain: a word or a phrase as typed, and what else may stand for it. */
export interface SearchUnit {
  typed: string;
  synonyms: readonly string[];
  /** Indexed words within the typo budget of `typed`, filled in after the vocabulary is read. */
  corrections: string[];
}

/** The units of the words: a two-word phrase of the synonym list is one unit, every other word one. */
export function searchUnits(words: readonly string[]): SearchUnit[] {
  const units: SearchUnit[] = [];
  for (let at = 0; at < words.length; at += 1) {
    const pair = at + 1 < words.length ? `${words[at]} ${words[at + 1]}` : null;
    if (pair && synonymIndex.has(pair)) {
      units.push({ typed: pair, synonyms: synonymsOf(pair), corrections: [] });
      at += 1;
    } else {
      const word = words[at] ?? "";
      units.push({ typed: word, synonyms: synonymsOf(word), corrections: [] });
    }
  }
  return units;
}

/** Typos forgiven in a word: one up to seven letters, two from eight. */
export function typoBudget(word: string): number {
  return [...word].length >= 8 ? 2 : 1;
}

/** Whether a unit's word is looked up in the vocabulary: one word of letters, long enough. */
export function isFuzzy(unit: SearchUnit): boolean {
  return /^\p{L}+$/u.test(unit.typed) && [...unit.typed].length >= MIN_FUZZY_LENGTH;
}

/** The string just above every string that starts with `prefix` (its last character raised by one). */
function upperBound(prefix: string): string {
  const chars = [...prefix];
  const last = chars.pop() ?? "";
  return chars.join("") + String.fromCodePoint((last.codePointAt(0) ?? 0) + 1);
}

/**
 * The vocabulary ranges a word's corrections are looked for in: the words that start with its
 * first two letters, and with those two swapped. A typo in the first letters is rare; reading
 * only these ranges keeps the look-up small at any catalogue size.
 */
export function vocabularyPrefixes(word: string): string[] {
  const [first = "", second = ""] = [...word];
  const prefixes = [first + second];
  if (first !== second) prefixes.push(second + first);
  return prefixes;
}

/** A word the index knows (some indexed word starts with it) is taken as typed, never corrected: a rare word is not a typo. */
export const WELL_KNOWN = 1;

/** Indexed words that start with the typed word, read to tell a known word from a typo. */
const OWN_TERMS = 50;

/** A row of a vocabulary statement: an indexed word, in how many activities, and whether it starts with the typed word. */
export interface VocabularyRow {
  term: string;
  doc: number;
  own: 0 | 1;
}

/**
 * One statement per fuzzy word: the indexed words that start with it (is it known?), and those of
 * its ranges, at most TERMS_PER_RANGE each, to correct it from.
 */
export function vocabularyStatement(db: D1Database, word: string): D1PreparedStatement {
  const prefixes = vocabularyPrefixes(word);
  const range = (from: number) =>
    `SELECT term, doc, 0 AS own FROM (SELECT term, doc FROM activity_search_terms
       WHERE term >= ?${from} AND term < ?${from + 1} LIMIT ${TERMS_PER_RANGE}) WHERE length(term) >= ?1`;
  const sql = [
    `SELECT term, doc, 1 AS own FROM (SELECT term, doc FROM activity_search_terms
       WHERE term >= ?2 AND term < ?3 LIMIT ${OWN_TERMS})`,
    ...prefixes.map((_, index) => range(4 + 2 * index)),
  ].join(" UNION ALL ");
  const minLength = [...word].length - typoBudget(word);
  return db
    .prepare(sql)
    .bind(minLength, word, upperBound(word), ...prefixes.flatMap((prefix) => [prefix, upperBound(prefix)]));
}

/**
 * The corrections of a word from its vocabulary rows: none when the index knows the word well
 * (it is then what the tourist meant), else the indexed words within its typo budget.
 */
export function correctionsFromVocabulary(word: string, rows: readonly VocabularyRow[]): string[] {
  const ownDocs = rows.filter((row) => row.own === 1).reduce((sum, row) => sum + row.doc, 0);
  if (ownDocs >= WELL_KNOWN) return [];
  return correctionsOf(
    word,
    rows.filter((row) => row.own === 0).map((row) => row.term),
  );
}

/**
 * Optimal string alignment distance (Levenshtein with a swap of neighbours as one edit), given up
 * beyond `limit`: the edits that turn `a` into `b`.
 */
export function editDistance(a: string, b: string, limit = Number.POSITIVE_INFINITY): number {
  const s = [...a];
  const t = [...b];
  if (Math.abs(s.length - t.length) > limit) return limit + 1;
  let before: number[] = [];
  let previous = Array.from({ length: t.length + 1 }, (_, j) => j);
  for (let i = 1; i <= s.length; i += 1) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= t.length; j += 1) {
      const cost = s[i - 1] === t[j - 1] ? 0 : 1;
      let value = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost);
      if (i > 1 && j > 1 && s[i - 1] === t[j - 2] && s[i - 2] === t[j - 1]) {
        value = Math.min(value, (before[j - 2] ?? 0) + 1);
      }
      current.push(value);
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > limit) return limit + 1;
    before = previous;
    previous = current;
  }
  return previous[t.length] ?? limit + 1;
}

/**
 * How far `word` is from `term`, also as the start of it (a word still being typed, "snorkl" for
 * "snorkeling"): the smaller of the distance to the whole term and to its beginnings of about the
 * word's length.
 */
export function distanceTo(word: string, term: string, limit: number): number {
  let best = editDistance(word, term, limit);
  const length = [...word].length;
  const chars = [...term];
  for (let cut = Math.max(1, length - limit); cut <= Math.min(chars.length - 1, length + limit); cut += 1) {
    best = Math.min(best, editDistance(word, chars.slice(0, cut).join(""), limit));
  }
  return best;
}

/**
 * The indexed words within the word's typo budget that its own prefix search does not already
 * find, the closest first.
 */
export function correctionsOf(word: string, terms: readonly string[]): string[] {
  const limit = typoBudget(word);
  const scored = new Map<string, number>();
  for (const term of terms) {
    if (term.startsWith(word) || scored.has(term)) continue;
    const distance = distanceTo(word, term, limit);
    if (distance <= limit) scored.set(term, distance);
  }
  return [...scored]
    .sort(([termA, a], [termB, b]) => a - b || termA.localeCompare(termB))
    .slice(0, MAX_CORRECTIONS)
    .map(([term]) => term);
}

const quoted = (phrase: string) => `"${phrase}"`;

/** One unit as an FTS5 group: the typed phrase and its synonyms as prefixes, corrections as words. */
function unitExpression(unit: SearchUnit, withCorrections: boolean): string {
  const prefixes = [unit.typed, ...unit.synonyms].map((phrase) => `${quoted(phrase)}*`);
  const corrections = withCorrections
    ? unit.corrections.flatMap((term) => [quoted(term), ...synonymsOf(term).map((phrase) => `${quoted(phrase)}*`)])
    : [];
  const alternatives = [...new Set([...prefixes, ...corrections])];
  return alternatives.length === 1 ? (alternatives[0] ?? "") : `(${alternatives.join(" OR ")})`;
}

/** Every unit must match; `withCorrections` false gives the query of the words as typed (and synonyms). */
export function unitsExpression(units: readonly SearchUnit[], withCorrections: boolean): string {
  return units.map((unit) => unitExpression(unit, withCorrections)).join(" AND ");
}

/** Whether any unit gained a correction, so results may be fuzzy and exact ones must come first. */
export function hasCorrections(units: readonly SearchUnit[]): boolean {
  return units.some((unit) => unit.corrections.length > 0);
}
