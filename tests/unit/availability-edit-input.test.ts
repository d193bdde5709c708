import { describe, expect, it } from "vitest";
import { parseAvailabilityEdit, parseClosingDate, startTimesOf } from "#domain/inputs/availability.ts";

const RULE = {
  version: "3",
  weekdays: ["1", "2", "3", "4", "5", "6", "7"],
  season_start: "",
  season_end: "",
  start_times: "",
  capacity: "20",
  capacity_per: "day",
  notice_hours: "0",
};

describe("the operator's availability rule", () => {
  it("reads start times as operators write them, earliest first and once each", () => {
    expect(startTimesOf("13:00, 8:00 08.00;16.30")).toEqual(["08:00", "13:00", "16:30"]);
    expect(startTimesOf("  ")).toEqual([]);
    for (const wrong of ["25:00", "24:00", "08:60", "8", "noon", "08:00-09:00"])
      expect(startTimesOf(wrong), wrong).toBeNull();
  });

  it("gives the rule with its days ascending, once each, and empty dates as no season", () => {
    const parsed = parseAvailabilityEdit({ ...RULE, weekdays: ["7", "1", "1"], start_times: "16:00 10:00" });
    expect(parsed).toEqual({
      ok: true,
      value: {
        version: 3,
        weekdays: [1, 7],
        seasonStart: null,
        seasonEnd: null,
        startTimes: ["10:00", "16:00"],
        capacity: 20,
        capacityPer: "day",
        noticeHours: 0,
      },
    });
  });

  it("names a problem per field, in the form's order", () => {
    const parsed = parseAvailabilityEdit({
      ...RULE,
      version: "",
      weekdays: [],
      season_start: "2027-02-30",
      start_times: "25:00",
      capacity: "-1",
      capacity_per: "week",
      notice_hours: "721",
    });
    expect(parsed).toEqual({
      ok: false,
      problems: [
        ["version", "stale"],
        ["weekdays", "weekdaysRequired"],
        ["season_start", "seasonStartInvalid"],
        ["start_times", "startTimesInvalid"],
        ["capacity", "capacityInvalid"],
        ["capacity_per", "capacityPerInvalid"],
        ["notice_hours", "noticeInvalid"],
      ],
    });
    expect(parseAvailabilityEdit({ ...RULE, weekdays: "5" })).toMatchObject({ ok: true, value: { weekdays: [5] } });
  });

  it("refuses a season that ends before it starts, and counting per start time without start times", () => {
    expect(parseAvailabilityEdit({ ...RULE, season_start: "2027-09-01", season_end: "2027-08-31" })).toEqual({
      ok: false,
      problems: [["season_end", "seasonEndBeforeStart"]],
    });
    expect(parseAvailabilityEdit({ ...RULE, capacity_per: "start_time" })).toEqual({
      ok: false,
      problems: [["capacity_per", "capacityPerNeedsTimes"]],
    });
  });
});

describe("a date to close", () => {
  it("is a real date from today on, with a reason of at most 200 characters", () => {
    expect(parseClosingDate({ date: "2027-03-08", reason: " Nyepi " }, "2026-11-24")).toEqual({
      ok: true,
      value: { date: "2027-03-08", reason: "Nyepi" },
    });
    expect(parseClosingDate({ date: "2026-11-23" }, "2026-11-24")).toEqual({
      ok: false,
      problems: [["date", "dateInPast"]],
    });
    expect(parseClosingDate({ date: "2027-02-29", reason: "x".repeat(201) }, "2026-11-24")).toEqual({
      ok: false,
      problems: [
        ["date", "dateInvalid"],
        ["reason", "reasonTooLong"],
      ],
    });
  });
});
