import { describe, expect, it } from "vitest";
import { ftsQuery } from "#workers/catalogue/full-text-search.ts";
import {
  correctionsFromVocabulary,
  correctionsOf,
  editDistance,
  vocabularyPrefixes,
} from "#workers/catalogue/search-spelling.ts";

describe("turning a tourist's words into a safe FTS5 query", () => {
  it("makes each word a quoted prefix term that must all match", () => {
    expect(ftsQuery("Ubud  Kecak")).toBe('"ubud"* AND "kecak"*');
  });

  it("keeps letters of any script and drops punctuation", () => {
    expect(ftsQuery("Tanah-Lot, café!")).toBe('"tanah"* AND "lot"* AND "cafe"*');
  });

  it("leaves FTS operators, quotes and column filters inert", () => {
    expect(ftsQuery('name:kecak OR "x" NEAR(a b) NOT -* ^')).toBe(
      '"name"* AND "kecak"* AND "or"* AND "x"* AND "near"* AND "a"* AND "b"* AND "not"*',
    );
  });

  it("has no query for input without words", () => {
    expect(ftsQuery('"" *** ()')).toBeNull();
    expect(ftsQuery("")).toBeNull();
  });

  it("uses at most eight words", () => {
    expect(ftsQuery("a b c d e f g h i j")?.split(" AND ")).toHaveLength(8);
  });
});

describe("words that mean the same and words with typos", () => {
  it("gives a word its synonyms in the other language, and a two-word phrase as one unit", () => {
    expect(ftsQuery("Pura")).toBe('("pura"* OR "temple"*)');
    expect(ftsQuery("arung jeram ubud")).toBe('("arung jeram"* OR "rafting"*) AND "ubud"*');
    expect(ftsQuery("rafting")).toBe('("rafting"* OR "arung jeram"*)');
  });

  it("counts a typo as an insertion, a deletion, a change or a swap of neighbours", () => {
    expect(editDistance("snorkling", "snorkeling")).toBe(1);
    expect(editDistance("rafitng", "rafting")).toBe(1);
    expect(editDistance("snorklign", "snorkeling")).toBe(2);
    expect(editDistance("selam", "selam")).toBe(0);
  });

  it("forgives one typo below eight letters and two from eight, also in a word still being typed", () => {
    const vocabulary = ["snorkel", "snorkeling", "snorkelling", "snack", "rafting", "rafts"];
    expect(correctionsOf("snorkling", vocabulary)).toEqual(["snorkeling", "snorkelling"]);
    expect(correctionsOf("snorkl", vocabulary)).toContain("snorkel");
    expect(correctionsOf("rfatign", vocabulary)).toEqual([]);
  });

  it("corrects only a word the index does not know", () => {
    const rows = [
      { term: "arung", doc: 2, own: 1 as const },
      { term: "arang", doc: 3, own: 0 as const },
    ];
    expect(correctionsFromVocabulary("arung", rows)).toEqual([]);
    expect(correctionsFromVocabulary("arxng", rows.slice(1))).toEqual(["arang"]);
  });

  it("looks for corrections in the words that start with the first two letters, or those swapped", () => {
    expect(vocabularyPrefixes("snorkling")).toEqual(["sn", "ns"]);
    expect(vocabularyPrefixes("eel")).toEqual(["ee"]);
  });
});
