import { describe, expect, it } from "vitest";
import { countIsExact, type DiscoveryTarget } from "#app/components/lists/discovery-view.ts";
import { countStopped, MAX_COUNTED_RESULTS } from "#domain/catalogue.ts";

const list: DiscoveryTarget = { path: "/activity", kept: [], countPath: "/api/type" };
const search: DiscoveryTarget = { path: "/results", kept: [["query", "ubud"]], countPath: "/api/search?query=ubud" };

describe("a list's count, exact or stopped at its limit", () => {
  it("says 'more than' only where the count stopped: a search or a filtered list past the limit", () => {
    expect(countStopped(MAX_COUNTED_RESULTS + 1, false)).toBe(true);
    expect(countStopped(MAX_COUNTED_RESULTS, false)).toBe(false);
    // Every activity, 112 of them: the kept count is exact, however large.
    expect(countStopped(112, true)).toBe(false);
  });

  it("counts a list exactly when nothing filters it, a sort included, and a search never", () => {
    expect(countIsExact(list, [])).toBe(true);
    expect(countIsExact(list, [["sort", "price_asc"]])).toBe(true);
    expect(countIsExact(list, [["free_cancellation", "1"]])).toBe(false);
    expect(
      countIsExact(list, [
        ["sort", "rating"],
        ["regency", "gianyar"],
      ]),
    ).toBe(false);
    expect(countIsExact(search, [])).toBe(false);
  });
});
