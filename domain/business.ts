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

/** A day (or start time) with this many places left or fewer shows as "few left". */
export const FEW_PLACES_LEFT = 4;

/**
 * The calendar says how many places are left only up to this many: "60 places left" reads as a
 * promise of a crowd or as pressure, and tells a tourist nothing they need.
 */
export const PLACES_LEFT_SHOWN_UP_TO = 10;

/** The day-before reminder goes out from this hour in Bali (16:00), once the next day's plans are settled. */
export const REMINDER_HOUR = 16;

/** A trip plan's day holds this many hours of activities, visits and driving between them before it warns (08:00 to 20:00). */
export const TRIP_DAY_HOURS = 12;

/** A drive between two of a day's places longer than this many minutes warns that they lie far apart. */
export const TRIP_FAR_APART_MINUTES = 90;
