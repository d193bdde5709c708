import { describe, expect, it } from "vitest";
import { looksLikeEmail } from "#domain/email.ts";
import { isSingleLineName } from "#domain/plain-text.ts";

describe("one line of text", () => {
  it("takes a name spelled with a zero-width non-joiner or joiner between its letters", () => {
    expect(isSingleLineName("Mehr\u200Cdad")).toBe(true);
    expect(isSingleLineName("می\u200Cخواهم")).toBe(true);
    expect(isSingleLineName("क्\u200Dष")).toBe(true);
  });

  it("refuses the joiners anywhere else, and every other hidden or breaking character", () => {
    for (const name of [
      "\u200CMade",
      "Made\u200D",
      "Made \u200C Wayan",
      "Made\nWayan",
      "Made\u202EWayan",
      "Ma\u200Bde",
    ]) {
      expect(isSingleLineName(name), JSON.stringify(name)).toBe(false);
    }
  });

  it("keeps e-mail addresses free of every hidden character, joiners between letters included", () => {
    expect(looksLikeEmail("mehr\u200Cdad@example.com")).toBe(false);
  });
});
