import { describe, expect, it } from "vitest";
import { moduleUrlIn, retriableImport } from "#app/lib/retriable-import.ts";

describe("a dynamic import tried again", () => {
  it("finds the module's URL in Chromium's and Safari's messages of a failed import", () => {
    const url = "https://en.balitours.example/assets/BookingFlow-C6h6A6OF.js";
    expect(moduleUrlIn(new TypeError(`Failed to fetch dynamically imported module: ${url}`))).toBe(url);
    expect(moduleUrlIn(new TypeError(`Importing a module script failed. ${url}?retry=1`))).toBe(url);
    expect(moduleUrlIn(new TypeError("error loading dynamically imported module"))).toBeNull();
  });

  it("answers the module when the first import works, and keeps trying the same way after an unnamed failure", async () => {
    let calls = 0;
    const load = retriableImport(async () => {
      calls += 1;
      if (calls === 1) throw new TypeError("error loading dynamically imported module");
      return { default: "flow" };
    });
    await expect(load()).rejects.toThrow("error loading");
    await expect(load()).resolves.toEqual({ default: "flow" });
  });
});
