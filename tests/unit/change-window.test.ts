/**
 * The tourist's change window (decision 0068): the item's own hours before the start, or the
 * free-cancellation window when it sets none; 0 closes changes online. And what the manifest says to
 * collect from a guest paying by card at the office: the balance and the ledger's own surcharge.
 */
import { describe, expect, it } from "vitest";
import { changeWindowCloses } from "#domain/booking-change.ts";
import { readConfirmationSettings } from "#domain/inputs/activity.ts";
import { collectOnTheDay, surchargeMinor } from "#domain/payments.ts";

const trip = { visitDate: "2026-12-10", startTime: "08:00", freeCancellationHours: 24 };

describe("the change window", () => {
  it("follows free cancellation when the item sets none, its own hours when it does, and none at 0", () => {
    expect(changeWindowCloses({ ...trip, changeWindowHours: null })?.toISOString()).toBe("2026-12-09T00:00:00.000Z");
    expect(changeWindowCloses({ ...trip, changeWindowHours: 72 })?.toISOString()).toBe("2026-12-07T00:00:00.000Z");
    expect(changeWindowCloses({ ...trip, changeWindowHours: 0 })).toBeNull();
    expect(changeWindowCloses({ ...trip, freeCancellationHours: 0, changeWindowHours: 6 })?.toISOString()).toBe(
      "2026-12-09T18:00:00.000Z",
    );
  });

  it("is read from the editor's field: empty follows free cancellation, no field keeps, bad hours are named", () => {
    expect(readConfirmationSettings({ change_window_hours: "" }).settings.change_window_hours).toBeNull();
    expect(readConfirmationSettings({ change_window_hours: " 48 " }).settings.change_window_hours).toBe(48);
    expect("change_window_hours" in readConfirmationSettings({}).settings).toBe(false);
    for (const bad of ["721", "-1", "2.5", "two"]) {
      expect(readConfirmationSettings({ change_window_hours: bad }).invalid).toEqual(["change_window_hours"]);
    }
  });
});

describe("what to collect on the day", () => {
  it("adds the card's surcharge on the balance as the ledger rounds it, and nothing for other methods", () => {
    expect(collectOnTheDay("credit_card", 650_001)).toEqual({
      toCollectIdr: 650_001 + surchargeMinor("credit_card", 650_001),
      cardSurchargeIdr: 19_500,
    });
    expect(collectOnTheDay("cash", 650_001)).toEqual({ toCollectIdr: 650_001, cardSurchargeIdr: 0 });
    expect(collectOnTheDay("credit_card", 0)).toEqual({ toCollectIdr: 0, cardSurchargeIdr: 0 });
  });
});
