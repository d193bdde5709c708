/**
 * Pickup areas and times (issue 40, item 1; decision 0075): how long before an activity's start a
 * guest in an area is collected, and what the booking form offers.
 */

/** The booking form's choice besides an area: the guest comes to the activity's meeting point. */
export const MEETING_POINT = "meeting_point";

/** An area as the booking form offers it, in the page's language. */
export interface PickupAreaChoice {
  id: number;
  name: string;
  /** Charged once per booking; 0 for none. */
  surchargeIdr: number;
  surchargeUsdCents: number;
  /** Listed so the guest knows, but not bookable. */
  outsideService: boolean;
}

/** An area as the back office keeps it. */
export interface PickupAreaView extends Omit<PickupAreaChoice, "name"> {
  names: { id: string; en: string };
  defaultMinutes: number;
  /** The minutes kept for an activity's meeting place, by the activity's id. */
  activityMinutes: { activityId: number; activityName: string; minutes: number }[];
  version: number;
}

const MINUTES_A_DAY = 24 * 60;

/**
 * The pickup time of a start ("HH:MM", Bali time) for an area that collects `minutesBefore` it. A
 * pickup before midnight wraps to the evening, as the clock on the driver's wall would say.
 */
export function pickupTimeOf(startTime: string, minutesBefore: number): string {
  const [hours, minutes] = startTime.split(":").map(Number);
  const at = ((((hours ?? 0) * 60 + (minutes ?? 0) - minutesBefore) % MINUTES_A_DAY) + MINUTES_A_DAY) % MINUTES_A_DAY;
  return `${String(Math.floor(at / 60)).padStart(2, "0")}:${String(at % 60).padStart(2, "0")}`;
}
