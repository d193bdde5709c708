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
  /** How long before the booked activity's start its guests are collected. */
  minutesBefore: number;
}

/** An area as the back office keeps it. */
export interface PickupAreaView extends Omit<PickupAreaChoice, "name" | "minutesBefore"> {
  names: { id: string; en: string };
  defaultMinutes: number;
  /** The minutes kept for an activity's meeting place, by the activity's id. */
  activityMinutes: { activityId: number; activityName: string; minutes: number }[];
  version: number;
}

/**
 * The pickup time of a start ("HH:MM", Bali time) for an area that collects `minutesBefore` it, or
 * null when the pickup would fall before midnight: the booking keeps one date, so a pickup on the
 * evening before cannot be said (decision 0076), and such an area is refused for such a start.
 */
export function pickupTimeOf(startTime: string, minutesBefore: number): string | null {
  const [hours, minutes] = startTime.split(":").map(Number);
  const at = (hours ?? 0) * 60 + (minutes ?? 0) - minutesBefore;
  if (at < 0) return null;
  return `${String(Math.floor(at / 60)).padStart(2, "0")}:${String(at % 60).padStart(2, "0")}`;
}
