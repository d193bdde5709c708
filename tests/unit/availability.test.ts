import { describe, expect, it } from "vitest";
import {
  type AvailabilityRule,
  datesBetween,
  dayAvailability,
  daysSpanned,
  fitRequest,
  isoWeekday,
} from "#domain/availability.ts";
import { FEW_PLACES_LEFT } from "#domain/business.ts";

const EVERY_DAY = [1, 2, 3, 4, 5, 6, 7];

/** A day tour at 08:00 for 10 persons a day, bookable until 12 hours before the start. */
const tour: AvailabilityRule = {
  weekdays: EVERY_DAY,
  seasonStart: null,
  seasonEnd: null,
  startTimes: [],
  capacity: 10,
  capacityPer: "day",
  noticeHours: 12,
  dayStart: "08:00",
};

/** A spa with three sessions of 6 persons each. */
const spa: AvailabilityRule = {
  ...tour,
  startTimes: ["09:00", "13:00", "16:00"],
  capacity: 6,
  capacityPer: "start_time",
  noticeHours: 2,
};

const OPEN = { closed: false, held: {} };
/** Far from any notice: a week before 2027-01-10. */
const EARLY = "2027-01-03T10:00";

describe("a day's status", () => {
  it("is open with the whole capacity on an ordinary day", () => {
    expect(dayAvailability(tour, "2027-01-10", OPEN, EARLY)).toEqual({
      date: "2027-01-10",
      status: "open",
      remaining: 10,
      times: [],
    });
  });

  it("is few at the threshold and open just above it, full at none left", () => {
    const held = (seats: number) => ({ closed: false, held: { "": seats } });
    expect(dayAvailability(tour, "2027-01-10", held(10 - FEW_PLACES_LEFT - 1), EARLY).status).toBe("open");
    expect(dayAvailability(tour, "2027-01-10", held(10 - FEW_PLACES_LEFT), EARLY)).toMatchObject({
      status: "few",
      remaining: FEW_PLACES_LEFT,
    });
    expect(dayAvailability(tour, "2027-01-10", held(10), EARLY)).toMatchObject({ status: "full", remaining: 0 });
    expect(dayAvailability(tour, "2027-01-10", held(12), EARLY)).toMatchObject({ status: "full", remaining: 0 });
  });

  it("is closed on a blackout or a closure of the catalogue", () => {
    expect(dayAvailability(tour, "2027-03-08", { closed: true, held: {} }, EARLY)).toEqual({
      date: "2027-03-08",
      status: "closed",
      remaining: 0,
      times: [],
    });
  });

  it("is closed on the weekdays it does not run", () => {
    const weekdaysOnly = { ...tour, weekdays: [1, 2, 3, 4, 5] };
    expect(isoWeekday("2027-01-09")).toBe(6);
    expect(dayAvailability(weekdaysOnly, "2027-01-09", OPEN, EARLY).status).toBe("closed");
    expect(dayAvailability(weekdaysOnly, "2027-01-10", OPEN, EARLY).status).toBe("closed");
    expect(dayAvailability(weekdaysOnly, "2027-01-11", OPEN, EARLY).status).toBe("open");
  });

  it("is open on both ends of the season and closed a day outside them", () => {
    const season = { ...tour, seasonStart: "2027-07-01", seasonEnd: "2027-10-31" };
    const status = (date: string) => dayAvailability(season, date, OPEN, "2027-06-01T10:00").status;
    expect(status("2027-06-30")).toBe("closed");
    expect(status("2027-07-01")).toBe("open");
    expect(status("2027-10-31")).toBe("open");
    expect(status("2027-11-01")).toBe("closed");
  });

  it("closes a day once its start is less than the notice ahead, to the minute", () => {
    // 08:00 on the 10th less 12 hours is 20:00 on the 9th.
    expect(dayAvailability(tour, "2027-01-10", OPEN, "2027-01-09T19:59").status).toBe("open");
    expect(dayAvailability(tour, "2027-01-10", OPEN, "2027-01-09T20:00").status).toBe("closed");
  });

  it("with no notice, takes the day until its start time, as before availability existed", () => {
    const untilStart = { ...tour, noticeHours: 0 };
    expect(dayAvailability(untilStart, "2027-01-10", OPEN, "2027-01-10T07:59").status).toBe("open");
    expect(dayAvailability(untilStart, "2027-01-10", OPEN, "2027-01-10T08:00").status).toBe("closed");
  });

  it("counts a vehicle's notice to the end of the day, as its pickup time is agreed", () => {
    const vehicle = { ...tour, dayStart: null, noticeHours: 0 };
    expect(dayAvailability(vehicle, "2027-01-10", OPEN, "2027-01-10T23:59").status).toBe("open");
    expect(dayAvailability({ ...vehicle, noticeHours: 24 }, "2027-01-10", OPEN, "2027-01-10T00:00").status).toBe(
      "closed",
    );
    expect(dayAvailability({ ...vehicle, noticeHours: 24 }, "2027-01-10", OPEN, "2027-01-09T23:59").status).toBe(
      "open",
    );
  });

  it("counts capacity per start time, each time its own places, too-late times at none", () => {
    const facts = { closed: false, held: { "09:00": 6, "13:00": 2 } };
    expect(dayAvailability(spa, "2027-01-10", facts, EARLY)).toEqual({
      date: "2027-01-10",
      status: "open",
      remaining: 10,
      times: [
        { time: "09:00", remaining: 0 },
        { time: "13:00", remaining: 4 },
        { time: "16:00", remaining: 6 },
      ],
    });
    // At 11:00 on the day the 13:00 session is within its 2 hours' notice: only 16:00 is left.
    expect(dayAvailability(spa, "2027-01-10", facts, "2027-01-10T11:00")).toMatchObject({
      status: "open",
      remaining: 6,
      times: [
        { time: "09:00", remaining: 0 },
        { time: "13:00", remaining: 0 },
        { time: "16:00", remaining: 6 },
      ],
    });
    expect(dayAvailability(spa, "2027-01-10", facts, "2027-01-10T14:00").status).toBe("closed");
  });

  it("shares a day's capacity among its start times when it is counted per day", () => {
    const shared = { ...spa, capacityPer: "day" as const, capacity: 8 };
    const facts = { closed: false, held: { "09:00": 3, "13:00": 2 } };
    expect(dayAvailability(shared, "2027-01-10", facts, EARLY)).toEqual({
      date: "2027-01-10",
      status: "few",
      remaining: 3,
      times: [
        { time: "09:00", remaining: 3 },
        { time: "13:00", remaining: 3 },
        { time: "16:00", remaining: 3 },
      ],
    });
  });
});

describe("whether a request fits", () => {
  const ask = (seats: number, startTime: string | null = null) => ({ seats, startTime });

  it("takes the last places exactly and refuses one more", () => {
    const facts = { closed: false, held: { "": 7 } };
    expect(fitRequest(tour, "2027-01-10", facts, EARLY, ask(3))).toEqual({ ok: true, startTime: null });
    expect(fitRequest(tour, "2027-01-10", facts, EARLY, ask(4))).toEqual({
      ok: false,
      field: "date",
      problem: "tooMany",
      remaining: 3,
    });
    expect(fitRequest(tour, "2027-01-10", { closed: false, held: { "": 10 } }, EARLY, ask(1))).toMatchObject({
      problem: "full",
    });
  });

  it("refuses a closed day and a day within the notice under the date", () => {
    expect(fitRequest(tour, "2027-01-10", { closed: true, held: {} }, EARLY, ask(1))).toMatchObject({
      field: "date",
      problem: "closed",
    });
    expect(fitRequest(tour, "2027-01-10", OPEN, "2027-01-09T20:00", ask(1))).toMatchObject({
      field: "date",
      problem: "tooLate",
    });
    expect(fitRequest(tour, "2027-01-10", OPEN, "2027-01-09T19:59", ask(1))).toMatchObject({ ok: true });
  });

  it("needs one of several start times, and checks that time's places and notice", () => {
    const facts = { closed: false, held: { "13:00": 5 } };
    expect(fitRequest(spa, "2027-01-10", facts, EARLY, ask(1))).toMatchObject({
      field: "start_time",
      problem: "startTimeRequired",
    });
    expect(fitRequest(spa, "2027-01-10", facts, EARLY, ask(1, "10:00"))).toMatchObject({
      field: "start_time",
      problem: "startTimeUnknown",
    });
    expect(fitRequest(spa, "2027-01-10", facts, EARLY, ask(2, "13:00"))).toMatchObject({
      problem: "tooMany",
      remaining: 1,
    });
    expect(fitRequest(spa, "2027-01-10", facts, EARLY, ask(6, "16:00"))).toEqual({ ok: true, startTime: "16:00" });
    expect(fitRequest(spa, "2027-01-10", facts, "2027-01-10T07:00", ask(1, "09:00"))).toMatchObject({
      problem: "tooLate",
    });
  });

  it("books the only start time without being told, and a day without them as a whole", () => {
    const single = { ...spa, startTimes: ["10:00"] };
    expect(fitRequest(single, "2027-01-10", OPEN, EARLY, ask(1))).toEqual({ ok: true, startTime: "10:00" });
    expect(fitRequest(tour, "2027-01-10", OPEN, EARLY, ask(1, "08:00"))).toEqual({ ok: true, startTime: null });
    expect(fitRequest(tour, "2027-01-10", OPEN, EARLY, ask(1, "09:00"))).toMatchObject({
      problem: "startTimeUnknown",
    });
  });
});

describe("date ranges", () => {
  it("lists every date of a range across a month's end, and counts both ends", () => {
    expect(datesBetween("2027-02-27", "2027-03-02")).toEqual(["2027-02-27", "2027-02-28", "2027-03-01", "2027-03-02"]);
    expect(daysSpanned("2027-01-01", "2027-03-03")).toBe(62);
  });
});
