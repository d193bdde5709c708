import { describe, expect, it } from "vitest";
import { safeNextPath } from "#domain/next-path.ts";

describe("the page to return to after signing in", () => {
  it("takes a route name or a path on this site", () => {
    expect(safeNextPath("profile")).toBe("/profile");
    expect(safeNextPath("/activity/day-tours?page=2")).toBe("/activity/day-tours?page=2");
    expect(safeNextPath(null)).toBe("/");
  });

  it("never sends the tourist to another site", () => {
    for (const hostile of [
      "//evil.example",
      "/\\evil.example",
      "https://evil.example",
      "/x\n//y",
      "javascript:alert(1)",
    ]) {
      expect(safeNextPath(hostile), hostile).toBe("/");
    }
  });
});
