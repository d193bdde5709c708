import { describe, expect, it } from "vitest";
import { SEARCH_SYNONYMS } from "#domain/search-synonyms.ts";

describe("the search synonym list", () => {
  it("holds phrases of one or two lower-case words of letters, at least two a group", () => {
    for (const group of SEARCH_SYNONYMS) {
      expect(group.length, group.join("/")).toBeGreaterThanOrEqual(2);
      for (const phrase of group) expect(phrase).toMatch(/^\p{Ll}+( \p{Ll}+)?$/u);
    }
  });
});
