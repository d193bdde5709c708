/**
 * The operator's starting availability (migration 0019): a rule per kind of activity, a few
 * activities of their own, every vehicle, and the dates the whole catalogue is closed. The operator
 * changes them in the back office.
 *
 * The notice is 0 (bookable until the start) for the kinds of activity the site's tests book on the
 * day itself or the next; where an early start or a boat needs preparing, it is longer.
 */

export interface SeedRule {
  /** ISO weekdays as digits, "1234567" every day. */
  weekdays?: string;
  season?: [start: string, end: string];
  startTimes?: string[];
  capacity: number;
  capacityPer?: "day" | "start_time";
  noticeHours?: number;
}

/** By activity type slug: persons a day unless said otherwise. */
export const RULES_BY_TYPE: Record<string, SeedRule> = {
  "day-tours": { capacity: 60 },
  "temples-culture": { capacity: 40 },
  // Sunrise treks leave at 02:00: book by the afternoon before.
  "volcano-trekking": { capacity: 30, noticeHours: 10 },
  "cooking-classes": { capacity: 16 },
  "spa-wellness": { capacity: 10 },
  "water-sports": { capacity: 40 },
  // Boats, gear and guides are arranged the day before.
  "diving-snorkeling": { capacity: 12, noticeHours: 24 },
  adventure: { capacity: 40 },
  "island-trips": { capacity: 30, noticeHours: 12 },
  attractions: { capacity: 100 },
  // Six couples: a couple takes two seats (seed/product-units.ts).
  honeymoon: { capacity: 12, noticeHours: 24 },
  family: { capacity: 30 },
  surfing: { capacity: 8, noticeHours: 2 },
  // The dinner cruise does not sail on Mondays.
  "cruises-dinner": { capacity: 50, weekdays: "234567", noticeHours: 6 },
  rentals: { capacity: 20 },
  cycling: { capacity: 20, noticeHours: 12 },
};

/** By activity slug: activities with several sessions a day, or a season. */
export const RULES_BY_ACTIVITY: Record<string, SeedRule> = {
  "ubud-balinese-massage-and-flower-bath": {
    startTimes: ["10:00", "13:00", "16:00"],
    capacity: 6,
    capacityPer: "start_time",
    noticeHours: 2,
  },
  "kuta-beginner-surf-lesson": {
    startTimes: ["08:00", "10:30", "14:00"],
    capacity: 8,
    capacityPer: "start_time",
    noticeHours: 2,
  },
  // Mola mola come up to the reefs of Nusa Penida from July to October.
  "nusa-penida-mola-mola-fun-dive": {
    season: ["2027-07-01", "2027-10-31"],
    capacity: 8,
    noticeHours: 24,
  },
};

/** Each vehicle: this many of it a day, bookable until the day is over (the pickup is agreed). */
export const VEHICLE_RULE: SeedRule = { capacity: 5 };

/**
 * Dates nothing runs. Nyepi, the Day of Silence, opens the Saka year at the dark moon of March:
 * it fell on the day of that new moon in Bali in 2025 (29 March) and 2026 (19 March); in 2027 the
 * new moon is on 8 March. The operator checks it against the government's list of holidays.
 */
export const CLOSED_DATES: { date: string; reason: string }[] = [
  { date: "2027-03-08", reason: "Nyepi (Saka 1949), the Day of Silence" },
];
