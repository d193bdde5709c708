import { describe, expect, it } from "vitest";
import { bandScale, fitLabel, labelEvery, linearScale, niceStep, niceTicks, stackOf } from "#domain/chart-scale.ts";

describe("chart scales", () => {
  it("steps in 1, 2 or 5 times a power of ten", () => {
    expect(niceStep(0.7)).toBe(1);
    expect(niceStep(1.2)).toBe(2);
    expect(niceStep(3)).toBe(5);
    expect(niceStep(7)).toBe(10);
    expect(niceStep(230_000)).toBe(500_000);
    expect(niceStep(0)).toBe(1);
    expect(niceStep(Number.NaN)).toBe(1);
  });

  it("labels an axis with round ticks from 0 to at least the largest value", () => {
    expect(niceTicks(7)).toEqual([0, 2, 4, 6, 8]);
    expect(niceTicks(10)).toEqual([0, 5, 10]);
    expect(niceTicks(1_550_000)).toEqual([0, 500_000, 1_000_000, 1_500_000, 2_000_000]);
    // Counts never read 0.5, and an empty chart still has an axis.
    expect(niceTicks(1)).toEqual([0, 1]);
    expect(niceTicks(0)).toEqual([0, 1]);
    expect(niceTicks(0.3, 3, false)).toEqual([0, 0.1, 0.2, 0.3]);
  });

  it("maps values onto pixels, SVG's y downwards", () => {
    const y = linearScale(7, 172, 8);
    expect(y.max).toBe(8);
    expect(y.at(0)).toBe(172);
    expect(y.at(8)).toBe(8);
    expect(y.at(4)).toBe(90);
    expect(y.at(-3)).toBe(172);
  });

  it("splits the width into bands with a gap, and centres labels", () => {
    const x = bandScale(4, 0, 400, 0.2);
    expect(x.band).toBe(100);
    expect(x.width).toBe(80);
    expect(x.at(1)).toBe(110);
    expect(x.middle(3)).toBe(350);
    expect(bandScale(0, 0, 400).band).toBe(0);
  });

  it("prints at most the labels that fit, always the first", () => {
    expect(labelEvery(5, 6)).toBe(1);
    expect(labelEvery(31, 6)).toBe(6);
    expect(labelEvery(13, 6)).toBe(3);
  });

  it("cuts a label longer than its room to the room, ending in an ellipsis, and leaves a short one", () => {
    expect(fitLabel("Ubud", 8)).toBe("Ubud");
    expect(fitLabel("Village Home Cooking Class", 8)).toBe("Village…");
    expect(fitLabel("Lovina dolphin sunrise", 8)).toBe("Lovina…");
    expect([...fitLabel("Pura Ulun Danu Bratan 🌅 sunrise", 12)].length).toBeLessThanOrEqual(12);
  });

  it("stacks parts from the bottom, negatives as nothing", () => {
    expect(stackOf([4, 6, -1, 2])).toEqual([
      { from: 0, to: 4 },
      { from: 4, to: 10 },
      { from: 10, to: 10 },
      { from: 10, to: 12 },
    ]);
  });
});
