import { describe, expect, it } from "vitest";
import { type AvailabilityRule, dayAvailability } from "#domain/availability.ts";
import { firstVisitDate, latestVisitDate } from "#domain/booking-rules.ts";
import { isChoosable, showsPlacesLeft } from "#domain/calendar.ts";

/** The seeded surf lesson: three sessions a day, the activity's own start time the first. */
const SURF_LESSON: AvailabilityRule = {
  weekdays: [1, 2, 3, 4, 5, 6, 7],
  seasonStart: null,
  seasonEnd: null,
  startTimes: ["08:00", "10:30", "14:00"],
  capacity: 8,
  capacityPer: "start_time",
  noticeHours: 2,
  dayStart: "08:00",
};

describe("the calendar offers the days 'Next available' names", () => {
  it("offers today while a later session is still open, though the first one has begun", () => {
    const baliNow = "2026-11-29T10:52";
    const today = dayAvailability(SURF_LESSON, "2026-11-29", { closed: false, held: {} }, baliNow);
    expect(today.status).toBe("open");
    expect(today.times.filter((time) => time.remaining > 0).map((time) => time.time)).toEqual(["14:00"]);
    expect(isChoosable(today, firstVisitDate(baliNow), latestVisitDate("2026-11-29"))).toBe(true);
  });

  it("does not offer today once its last session is within the notice", () => {
    const baliNow = "2026-11-29T12:30";
    const today = dayAvailability(SURF_LESSON, "2026-11-29", { closed: false, held: {} }, baliNow);
    expect(today.status).toBe("closed");
    expect(isChoosable(today, firstVisitDate(baliNow), latestVisitDate("2026-11-29"))).toBe(false);
  });
});

describe("the places a calendar names", () => {
  it("names the count only when few are left: '60 places left' tells a tourist nothing", () => {
    expect(showsPlacesLeft(60)).toBe(false);
    expect(showsPlacesLeft(11)).toBe(false);
    expect(showsPlacesLeft(10)).toBe(true);
    expect(showsPlacesLeft(1)).toBe(true);
  });
});
