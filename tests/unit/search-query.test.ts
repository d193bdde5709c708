import { describe, expect, it } from "vitest";
import { ftsQuery } from "#workers/catalogue/full-text-search.ts";

describe("turning a tourist's words into a safe FTS5 query", () => {
  it("makes each word a quoted prefix term that must all match", () => {
    expect(ftsQuery("Ubud  Monkey")).toBe('"ubud"* "monkey"*');
  });

  it("keeps letters of any script and drops punctuation", () => {
    expect(ftsQuery("Pura Tanah-Lot, café!")).toBe('"pura"* "tanah"* "lot"* "café"*');
  });

  it("leaves FTS operators, quotes and column filters inert", () => {
    expect(ftsQuery('name:kecak OR "x" NEAR(a b) NOT -* ^')).toBe(
      '"name"* "kecak"* "or"* "x"* "near"* "a"* "b"* "not"*',
    );
  });

  it("has no query for input without words", () => {
    expect(ftsQuery('"" *** ()')).toBeNull();
    expect(ftsQuery("")).toBeNull();
  });

  it("uses at most eight words", () => {
    expect(ftsQuery("a b c d e f g h i j")?.split(" ")).toHaveLength(8);
  });
});
