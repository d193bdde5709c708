import { describe, expect, it } from "vitest";
import type { InspectionEvent, Observer } from "xstate";
import { inspectorFor } from "#app/lib/inspector.ts";

function fakeInspector(): Observer<InspectionEvent> {
  return { next: () => {} };
}

describe("the Stately inspector", () => {
  it("is wired in development when the URL has ?inspect", () => {
    const inspector = fakeInspector();
    expect(inspectorFor(true, "?inspect", () => inspector)).toBe(inspector);
    expect(inspectorFor(true, "?page=2&inspect=1", () => inspector)).toBe(inspector);
  });

  it("is neither loaded nor wired in production, without ?inspect, or on the server", () => {
    const load = () => {
      throw new Error("the inspector was loaded");
    };
    expect(inspectorFor(false, "?inspect", load)).toBeUndefined();
    expect(inspectorFor(true, "", load)).toBeUndefined();
    expect(inspectorFor(true, "?inspection=1", load)).toBeUndefined();
    expect(inspectorFor(true, undefined, load)).toBeUndefined();
  });
});
