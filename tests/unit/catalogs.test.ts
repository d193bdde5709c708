import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

/** msgid → msgstr of a PO file (single-line entries, as lingui writes them without wrapping). */
function entries(locale: string): Map<string, string> {
  const text = readFileSync(`locales/${locale}/messages.po`, "utf8");
  const result = new Map<string, string>();
  for (const block of text.split(/\n\n+/)) {
    const id = block.match(/^msgid "(.*)"$/m)?.[1];
    const str = block.match(/^msgstr "(.*)"$/m)?.[1];
    if (id) result.set(id, str ?? "");
  }
  return result;
}

describe("UI text in both languages", () => {
  for (const locale of ["id", "en"]) {
    it(`has a translation for every message in ${locale}`, () => {
      const catalog = entries(locale);
      expect(catalog.size).toBeGreaterThan(0);
      const missing = [...catalog].filter(([, translation]) => translation.trim() === "").map(([id]) => id);
      expect(missing).toEqual([]);
    });
  }

  it("has the same messages in both catalogs", () => {
    expect([...entries("id").keys()].sort()).toEqual([...entries("en").keys()].sort());
  });
});
