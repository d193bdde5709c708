import { describe, expect, it } from "vitest";
import { normaliseReference } from "#domain/inputs/lookup.ts";
import { readLookupInput } from "#workers/booking/lookup.ts";

describe("references as tourists type them", () => {
  it("reads lower case, spaces and missing dashes as the usual form", () => {
    expect(normaliseReference("bt-7kx4-m9pq")).toBe("BT-7KX4-M9PQ");
    expect(normaliseReference(" BT 7KX4 M9PQ ")).toBe("BT-7KX4-M9PQ");
    expect(normaliseReference("BT7KX4M9PQ")).toBe("BT-7KX4-M9PQ");
    expect(normaliseReference("something else")).toBe("SOMETHING ELSE");
  });

  it("names the fields left empty, and takes anything else as typed", () => {
    expect(readLookupInput({ reference: " ", email: "" })).toEqual({ missing: ["reference", "email"] });
    expect(readLookupInput({ reference: "bt7kx4m9pq", email: " Made@Example.com " })).toEqual({
      reference: "BT-7KX4-M9PQ",
      email: "Made@Example.com",
    });
  });
});
