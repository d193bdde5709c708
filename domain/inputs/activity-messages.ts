/** What the activity form says of each problem and field, in the operator's language. */
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { ActivityProblem, ActivityTextField } from "./activity.ts";
import { CHANGE_WINDOW_SETTING, CHECKBOX_SETTING, ROW_KEPT } from "./row-messages.ts";

export const ACTIVITY_PROBLEM_MESSAGES: Readonly<Record<ActivityProblem, MessageDescriptor>> = {
  kept: ROW_KEPT,
  tooLong: msg`This text is too long.`,
  required: msg`Fill this in, in both languages, before publishing.`,
  wholeNumber: msg`Enter a whole number.`,
  hours: msg`Enter the duration in hours, more than 0 and at most 240 (e.g. 2.5).`,
  cancelation: msg`Enter a whole number of hours from 0 to 720.`,
  persons: msg`Enter a whole number of persons from 1 to 100.`,
  priceType: msg`Choose how the price counts.`,
  priceIdr: msg`Enter the price in whole rupiah.`,
  priceUsd: msg`Enter the price in US dollars, with at most two decimals.`,
  minimal: msg`Enter a whole number from 0 to 100.`,
  unit: msg`Choose whom this product books: an adult, a child, or an extra that takes no seat.`,
  seats: msg`Enter the seats one of this product takes: a whole number from 1 to 100 (2 for a couple).`,
  pickup: msg`Tick the box if this package includes a hotel pickup, or leave it empty.`,
  checkbox: CHECKBOX_SETTING,
  changeWindow: CHANGE_WINDOW_SETTING,
  passengers: msg`Enter the people one vehicle carries, a whole number from 1 to 100, or leave it empty when this product is not a vehicle.`,
  priceRequired: msg`Set a price above 0 before publishing.`,
  photoRequired: msg`Add at least one photo before publishing.`,
  hasBookings: msg`This package has bookings, so it stays; change its texts instead.`,
  lastOne: msg`A published activity keeps at least one package with one product.`,
  alreadyFirst: msg`This one is first already, so it cannot move up.`,
  alreadyLast: msg`This one is last already, so it cannot move down.`,
  stale: msg`Someone else saved this activity after you opened it. Reload the page to see their changes, then make yours again.`,
};

export const ACTIVITY_FIELD_LABELS: Readonly<Record<ActivityTextField, MessageDescriptor>> = {
  name: msg`Name`,
  short_des: msg`Short description`,
  location: msg`Location`,
  highlight: msg`Highlights`,
  activity_des: msg`Description`,
  included: msg`Included (one per line)`,
  whattobring: msg`What to bring (one per line)`,
  pickup_time: msg`Pickup time`,
  meeting_point: msg`Meeting point`,
  how_to_use: msg`How to use`,
  payment: msg`Payment`,
  note: msg`Note`,
  confirmation_detail: msg`Confirmation`,
};
