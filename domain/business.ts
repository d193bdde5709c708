/**
 * The operator's business constants: named once here and interpolated into every sentence that
 * states them (pages, server messages, mails), so a change of policy is a change of one number.
 */

export const SITE_NAME = "Bali Tours";

/** We confirm most requests by e-mail within this many hours. */
export const CONFIRMATION_HOURS = 48;

/** Free cancellation ends this many hours before the start when an activity states no time of its own. */
export const DEFAULT_FREE_CANCELLATION_HOURS = 48;

/** Cancelling later than an activity's free-cancellation time costs at most this share of the total. */
export const LATE_CANCELLATION_FEE_PERCENT = 50;

/** A tourist who does not show up pays this share of the total. */
export const NO_SHOW_FEE_PERCENT = 100;

/** Cards paid at the office carry this surcharge. */
export const CARD_SURCHARGE_PERCENT = 3;

/**
 * A day (or start time) shows "Only N left" when at most this many places are left and at most one
 * place in FEW_PLACES_ONE_IN of its capacity (decision 0087): 3 of 5 vehicles is not scarce.
 */
export const FEW_PLACES_LEFT = 5;
export const FEW_PLACES_ONE_IN = 3;

/** "Booked N times this month" is said from this many confirmed bookings made in the month (decision 0087). */
export const BOOKED_THIS_MONTH_SHOWN_FROM = 5;

/**
 * The calendar says how many places are left only up to this many: "60 places left" reads as a
 * promise of a crowd or as pressure, and tells a tourist nothing they need.
 */
export const PLACES_LEFT_SHOWN_UP_TO = 10;

/** The day-before reminder goes out from this hour in Bali (16:00), once the next day's plans are settled. */
export const REMINDER_HOUR = 16;

/** The review request goes out the day after a visit from this hour in Bali (10:00), not at midnight. */
export const REVIEW_REQUEST_HOUR = 10;

/** A review request's link works this many days (issue 40, item 6). */
export const REVIEW_LINK_DAYS = 30;

/**
 * Visits this many days back still get their review request: a day or two of the cron failing
 * does not lose them, and turning the mail on never mails last month's guests.
 */
export const REVIEW_REQUEST_LOOKBACK_DAYS = 3;

/** A trip plan's day holds this many hours of activities, visits and driving between them before it warns (08:00 to 20:00). */
export const TRIP_DAY_HOURS = 12;

/** A drive between two of a day's places longer than this many minutes warns that they lie far apart. */
export const TRIP_FAR_APART_MINUTES = 90;
