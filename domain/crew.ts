/**
 * The driver's sheet (issue 40, item 4): what a driver or guide sees of their own runs on their
 * phone, and the marks they give each guest. Pure shapes and rules, shared by the page and the server.
 */

import type { RunSummary } from "./pickup-runs.ts";

/** What the crew marks for a guest: collected at the hotel, arrived at the meeting place, or not there. */
export const PICKUP_MARKS = ["picked_up", "arrived", "no_show"] as const;
export type PickupMark = (typeof PICKUP_MARKS)[number];

export const isPickupMark = (value: unknown): value is PickupMark =>
  typeof value === "string" && (PICKUP_MARKS as readonly string[]).includes(value);

/** How many days the sheet shows: today and tomorrow in Bali. */
export const SHEET_DAYS = 2;

/** The driver or guide an account is. */
export interface CrewMember {
  userId: number;
  resourceId: number;
  kind: "driver" | "guide";
  name: string;
}

export interface DriverGuest {
  bookingId: number;
  reference: string;
  name: string;
  persons: number;
  pickupTime: string | null;
  areaName: string | null;
  hotel: string;
  phone: string;
  /** The guest's country, which tells how to read a number without its country code for WhatsApp. */
  country: string;
  specialRequest: string;
  /** Rupiah to collect in cash on the day (the ledger's balance, with a card's surcharge). */
  toCollectIdr: number;
  mark: PickupMark | null;
  markedAt: string | null;
}

export interface DriverRun extends RunSummary {
  guests: DriverGuest[];
}

export interface DriverSheet {
  crew: CrewMember;
  days: { date: string; runs: DriverRun[] }[];
}

/**
 * Where the sheet keeps the marks made without a connection (the browser's localStorage), until
 * they are sent. Only booking ids and marks: nothing personal. Signing out empties it.
 */
export const MARK_QUEUE_KEY = "driver-sheet-marks";

/** A mark waiting to be sent, as the sheet's form posts it (without its CSRF token, read when sent). */
export interface QueuedMark {
  booking_id: string;
  mark: PickupMark;
  from: string;
}
