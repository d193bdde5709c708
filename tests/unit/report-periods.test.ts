import { describe, expect, it } from "vitest";
import { parseReportName, parseReportPeriod } from "#domain/inputs/reports.ts";
import {
  baliDayStartUtc,
  bucketSizeFor,
  bucketsOf,
  presetPeriod,
  previousPeriod,
  sumIntoBuckets,
} from "#domain/reports.ts";

const query = (text: string) => new URLSearchParams(text);

describe("report periods", () => {
  it("names this week from Monday, this month and last month on Bali's today", () => {
    expect(presetPeriod("week", "2026-11-30")).toEqual({ preset: "week", from: "2026-11-30", to: "2026-12-06" });
    expect(presetPeriod("week", "2026-11-29")).toEqual({ preset: "week", from: "2026-11-23", to: "2026-11-29" });
    expect(presetPeriod("month", "2026-11-30")).toEqual({ preset: "month", from: "2026-11-01", to: "2026-11-30" });
    expect(presetPeriod("last-month", "2026-03-15")).toEqual({
      preset: "last-month",
      from: "2026-02-01",
      to: "2026-02-28",
    });
  });

  it("names this year and last year whole, as this month is, on Bali's today", () => {
    expect(presetPeriod("year", "2026-11-30")).toEqual({ preset: "year", from: "2026-01-01", to: "2026-12-31" });
    expect(presetPeriod("year", "2026-01-01")).toEqual({ preset: "year", from: "2026-01-01", to: "2026-12-31" });
    expect(presetPeriod("last-year", "2026-01-01")).toEqual({
      preset: "last-year",
      from: "2025-01-01",
      to: "2025-12-31",
    });
  });

  it("compares a whole year with the calendar year before, a leap year's included", () => {
    expect(previousPeriod({ preset: "last-year", from: "2025-01-01", to: "2025-12-31" })).toEqual({
      from: "2024-01-01",
      to: "2024-12-31",
    });
    expect(previousPeriod({ preset: "custom", from: "2024-01-01", to: "2024-12-31" })).toEqual({
      from: "2023-01-01",
      to: "2023-12-31",
    });
    // Twelve months that are not a calendar year: as many days before.
    expect(previousPeriod({ preset: "custom", from: "2025-12-01", to: "2026-11-30" })).toEqual({
      from: "2024-12-01",
      to: "2025-11-30",
    });
  });

  it("compares a whole month with the month before, any other range with as many days before", () => {
    expect(previousPeriod({ preset: "custom", from: "2025-03-01", to: "2025-03-31" })).toEqual({
      from: "2025-02-01",
      to: "2025-02-28",
    });
    expect(previousPeriod({ preset: "week", from: "2026-11-30", to: "2026-12-06" })).toEqual({
      from: "2026-11-23",
      to: "2026-11-29",
    });
  });

  it("starts a Bali day at 16:00 UTC the day before", () => {
    expect(baliDayStartUtc("2025-03-01")).toBe("2025-02-28T16:00:00.000Z");
    expect(baliDayStartUtc("2025-01-01")).toBe("2024-12-31T16:00:00.000Z");
  });

  it("buckets by day, week or month as the range grows, quiet buckets kept", () => {
    expect(bucketSizeFor("2025-03-01", "2025-03-31")).toBe("day");
    expect(bucketSizeFor("2025-01-01", "2025-03-31")).toBe("week");
    expect(bucketSizeFor("2025-01-01", "2025-12-31")).toBe("month");
    expect(bucketsOf("2025-03-01", "2025-03-16", "week")).toEqual(["2025-02-24", "2025-03-03", "2025-03-10"]);
    expect(
      sumIntoBuckets(
        [
          { day: "2025-01-05", value: 2 },
          { day: "2025-01-20", value: 3 },
          { day: "2025-03-01", value: 1 },
        ],
        bucketsOf("2025-01-01", "2025-03-31", "month"),
        "month",
      ),
    ).toEqual([5, 0, 1]);
  });

  it("reads a preset, a typed range (which wins) and says what is wrong with a bad one", () => {
    expect(parseReportPeriod(query(""), "2026-11-30")).toEqual({
      ok: true,
      period: presetPeriod("month", "2026-11-30"),
    });
    expect(parseReportPeriod(query("period=week&from=2025-01-01&to=2025-01-31"), "2026-11-30")).toEqual({
      ok: true,
      period: { preset: "custom", from: "2025-01-01", to: "2025-01-31" },
    });
    const bad = parseReportPeriod(query("from=2025-02-30&to=2025-01-01"), "2026-11-30");
    expect(bad.ok).toBe(false);
    expect(bad.ok ? [] : bad.problems).toEqual(["fromInvalid"]);
    const reversed = parseReportPeriod(query("from=2025-02-03&to=2025-01-01"), "2026-11-30");
    expect(reversed.ok ? [] : reversed.problems).toEqual(["rangeReversed"]);
    const long = parseReportPeriod(query("from=2024-01-01&to=2025-01-01"), "2026-11-30");
    expect(long.ok ? [] : long.problems).toEqual(["rangeTooLong"]);
    expect(parseReportPeriod(query("from=2025-01-01&to=2025-12-31"), "2026-11-30").ok).toBe(true);
    expect(parseReportPeriod(query("period=last-year"), "2026-11-30")).toEqual({
      ok: true,
      period: { preset: "last-year", from: "2025-01-01", to: "2025-12-31" },
    });
    expect(parseReportPeriod(query("period=decade"), "2026-11-30")).toMatchObject({
      ok: false,
      problems: ["periodInvalid"],
    });
    expect(parseReportName("occupancy")).toBe("occupancy");
    expect(parseReportName("salaries")).toBeNull();
  });
});
