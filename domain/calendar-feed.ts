/**
 * The runs as a calendar feed (issue 40, item 7; decision 0082): a private URL that Google or Apple
 * Calendar polls, one for the operators (every run) or one for a driver or guide (their runs).
 * Pure shapes and rules, shared by the pages that issue the URLs and the server that answers them.
 */

import type { RunSummary } from "./pickup-runs.ts";

/** How many days a feed lists: today in Bali and the 13 after it. */
export const FEED_DAYS = 14;

/** The token in a feed's URL: 32 random bytes, base64url (43 characters). */
export const FEED_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export const feedPath = (token: string) => `/calendar/runs/${token}.ics`;

/** A pickup of a run, as the feed lists it: when, where (the area, never the hotel), how many people. */
export interface FeedPickup {
  time: string | null;
  area: string | null;
  persons: number;
}

/** A run as a feed shows it: no guest's name, phone, hotel or request (decision 0082). */
export interface FeedRun extends RunSummary {
  bookings: number;
  persons: number;
  pickups: FeedPickup[];
}

/** A feed that still answers, as the operator's page lists it (never its token: only its hash is kept). */
export interface FeedView {
  id: number;
  /** The driver or guide whose runs it lists; null: every run. */
  resourceName: string | null;
  issuedBy: string;
  createdAt: string;
}
