import { describe, expect, it } from "vitest";
import {
  type AvailabilityRule,
  bookableDepartures,
  datesBetween,
  dayAvailability,
  daysSpanned,
  fitRequest,
  isDepartureBookable,
  isFewLeft,
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

  it("is few at FEW_PLACES_LEFT when that is a third of the capacity or less, open just above, full at none left", () => {
    const held = (seats: number) => ({ closed: false, held: { "": seats } });
    const large = { ...tour, capacity: 30 };
    expect(dayAvailability(large, "2027-01-10", held(30 - FEW_PLACES_LEFT - 1), EARLY).status).toBe("open");
    expect(dayAvailability(large, "2027-01-10", held(30 - FEW_PLACES_LEFT), EARLY)).toMatchObject({
      status: "few",
      remaining: FEW_PLACES_LEFT,
    });
    expect(dayAvailability(tour, "2027-01-10", held(10), EARLY)).toMatchObject({ status: "full", remaining: 0 });
    expect(dayAvailability(tour, "2027-01-10", held(12), EARLY)).toMatchObject({ status: "full", remaining: 0 });
  });

  it("is few only at a third of a small capacity: 3 of 10, never 1 of 2", () => {
    const held = (seats: number) => ({ closed: false, held: { "": seats } });
    expect(dayAvailability(tour, "2027-01-10", held(6), EARLY)).toMatchObject({ status: "open", remaining: 4 });
    expect(dayAvailability(tour, "2027-01-10", held(7), EARLY)).toMatchObject({ status: "few", remaining: 3 });
    const twoVehicles = { ...tour, capacity: 2 };
    expect(dayAvailability(twoVehicles, "2027-01-10", held(1), EARLY)).toMatchObject({ status: "open", remaining: 1 });
    expect(isFewLeft(1, 3)).toBe(true);
    expect(isFewLeft(0, 30)).toBe(false);
  });

  it("says which start time has few left, its day counted on the capacity of all its times", () => {
    const large = { ...spa, capacity: 15 };
    const facts = { closed: false, held: { "09:00": 11, "13:00": 15 } };
    expect(dayAvailability(large, "2027-01-10", facts, EARLY)).toEqual({
      date: "2027-01-10",
      status: "open",
      remaining: 19,
      times: [
        { time: "09:00", status: "few", remaining: 4 },
        { time: "13:00", status: "full", remaining: 0 },
        { time: "16:00", status: "open", remaining: 15 },
      ],
    });
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

  it("counts capacity per start time, each time its own places, leaving out times past their notice", () => {
    const facts = { closed: false, held: { "09:00": 6, "13:00": 2 } };
    expect(dayAvailability(spa, "2027-01-10", facts, EARLY)).toEqual({
      date: "2027-01-10",
      status: "open",
      remaining: 10,
      times: [
        { time: "09:00", status: "full", remaining: 0 },
        { time: "13:00", status: "open", remaining: 4 },
        { time: "16:00", status: "open", remaining: 6 },
      ],
    });
    // At 11:00 on the day the 13:00 session is within its 2 hours' notice: only 16:00 is left.
    expect(dayAvailability(spa, "2027-01-10", facts, "2027-01-10T11:00")).toMatchObject({
      status: "open",
      remaining: 6,
      times: [{ time: "16:00", status: "open", remaining: 6 }],
    });
    expect(dayAvailability(spa, "2027-01-10", facts, "2027-01-10T14:00").status).toBe("closed");
  });

  it("shares a day's capacity among its start times when it is counted per day", () => {
    const shared = { ...spa, capacityPer: "day" as const, capacity: 9 };
    const facts = { closed: false, held: { "09:00": 4, "13:00": 2 } };
    expect(dayAvailability(shared, "2027-01-10", facts, EARLY)).toEqual({
      date: "2027-01-10",
      status: "few",
      remaining: 3,
      times: [
        { time: "09:00", status: "few", remaining: 3 },
        { time: "13:00", status: "few", remaining: 3 },
        { time: "16:00", status: "few", remaining: 3 },
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
      field: "start_time",
      problem: "startTimeTooLate",
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

describe("each departure's own notice (issue 43)", () => {
  /** Two departures a day, 12 persons each, as the operator who reported it had them. */
  const twoDepartures: AvailabilityRule = {
    ...tour,
    startTimes: ["08:00", "13:00"],
    capacity: 12,
    capacityPer: "start_time",
    noticeHours: 0,
  };
  const DAY = "2027-01-10";
  /** 10:00 in Bali on the day: 08:00 has left, 13:00 has not. */
  const TEN = "2027-01-10T10:00";

  it("keeps a departure bookable until its own start less the notice, to the minute", () => {
    expect(isDepartureBookable(twoDepartures, DAY, "08:00", TEN)).toBe(false);
    expect(isDepartureBookable(twoDepartures, DAY, "13:00", TEN)).toBe(true);
    expect(isDepartureBookable(twoDepartures, DAY, "13:00", "2027-01-10T12:59")).toBe(true);
    expect(isDepartureBookable(twoDepartures, DAY, "13:00", "2027-01-10T13:00")).toBe(false);
    const twoHours = { ...twoDepartures, noticeHours: 2 };
    expect(isDepartureBookable(twoHours, DAY, "13:00", TEN)).toBe(true);
    expect(isDepartureBookable(twoHours, DAY, "13:00", "2027-01-10T10:59")).toBe(true);
    expect(isDepartureBookable(twoHours, DAY, "13:00", "2027-01-10T11:00")).toBe(false);
    expect(isDepartureBookable({ ...twoDepartures, noticeHours: 4 }, DAY, "13:00", TEN)).toBe(false);
  });

  it("lists today's departures still bookable: 13:00 at 10:00, with and without a notice that leaves it", () => {
    expect(bookableDepartures(twoDepartures, DAY, TEN)).toEqual(["13:00"]);
    expect(bookableDepartures({ ...twoDepartures, noticeHours: 2 }, DAY, TEN)).toEqual(["13:00"]);
    expect(bookableDepartures({ ...twoDepartures, noticeHours: 3 }, DAY, TEN)).toEqual([]);
    expect(bookableDepartures(twoDepartures, DAY, "2027-01-10T07:59")).toEqual(["08:00", "13:00"]);
    expect(bookableDepartures(tour, DAY, "2027-01-09T19:59")).toEqual([null]);
    expect(bookableDepartures(tour, DAY, "2027-01-09T20:00")).toEqual([]);
  });

  it("keeps today open with only the departures still bookable, so the picker offers 13:00 alone", () => {
    const facts = { closed: false, held: { "13:00": 0 } };
    for (const noticeHours of [0, 2]) {
      expect(dayAvailability({ ...twoDepartures, noticeHours }, DAY, facts, TEN)).toEqual({
        date: DAY,
        status: "open",
        remaining: 12,
        times: [{ time: "13:00", status: "open", remaining: 12 }],
      });
    }
    expect(dayAvailability({ ...twoDepartures, noticeHours: 4 }, DAY, facts, TEN).status).toBe("closed");
  });

  it("takes 13:00 at 10:00 and refuses 08:00 under the start time, with or without a notice", () => {
    const ask = (startTime: string) => ({ seats: 2, startTime });
    for (const noticeHours of [0, 2]) {
      const rule = { ...twoDepartures, noticeHours };
      expect(fitRequest(rule, DAY, OPEN, TEN, ask("13:00"))).toEqual({ ok: true, startTime: "13:00" });
      expect(fitRequest(rule, DAY, OPEN, TEN, ask("08:00"))).toEqual({
        ok: false,
        field: "start_time",
        problem: "startTimeTooLate",
        startTime: "08:00",
      });
    }
    expect(fitRequest({ ...twoDepartures, noticeHours: 4 }, DAY, OPEN, TEN, ask("13:00"))).toMatchObject({
      field: "start_time",
      problem: "startTimeTooLate",
      startTime: "13:00",
    });
  });
});
