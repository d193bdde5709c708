import { describe, expect, it } from "vitest";
import { movedBy } from "#domain/order.ts";

describe("moving one item of a list by one place", () => {
  it("swaps it with its neighbour above or below, leaving the list it came from as it was", () => {
    const list = ["a", "b", "c"];
    expect(movedBy(list, 1, -1)).toEqual(["b", "a", "c"]);
    expect(movedBy(list, 1, 1)).toEqual(["a", "c", "b"]);
    expect(list).toEqual(["a", "b", "c"]);
  });

  it("moves nothing past an end, nor an item that is not there", () => {
    expect(movedBy(["a", "b"], 0, -1)).toBeNull();
    expect(movedBy(["a", "b"], 1, 1)).toBeNull();
    expect(movedBy(["a", "b"], 2, -1)).toBeNull();
    expect(movedBy(["a", "b"], -1, 1)).toBeNull();
  });
});
