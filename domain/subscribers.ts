/**
 * The newsletter's list as the back office shows it (/admin/subscribers, issue 41 item 4): each
 * address with its double opt-in state, and the months' counts. Shared by the page and the server.
 */
import type { Locale } from "./locale.ts";

/** Pending: subscribed, its confirmation link not yet followed; confirmed: the newsletter may go to it. */
export const SUBSCRIBER_STATES = ["pending", "confirmed"] as const;
export type SubscriberState = (typeof SUBSCRIBER_STATES)[number];

export interface SubscriberEntry {
  id: number;
  email: string;
  locale: Locale;
  state: SubscriberState;
  subscribedAt: string;
  confirmedAt: string | null;
}

/**
 * One Bali month of the list (YYYY-MM): the confirmations made in it, the sign-ups of it that are
 * still pending, and the addresses that left the list in it.
 */
export interface SubscriberMonth {
  month: string;
  confirmed: number;
  pending: number;
  unsubscribed: number;
}

/** How many months the counts go back, this one included. */
export const SUBSCRIBER_MONTHS = 12;

/** The list as it stands: addresses confirmed and addresses still pending. */
export interface SubscriberTotals {
  confirmed: number;
  pending: number;
}

/** What an unsubscribe the page could not do answers with. */
export interface SubscriberAnswer {
  problem: "csrf" | "invalidForm";
}
