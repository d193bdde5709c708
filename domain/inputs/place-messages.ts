/** What the destination, vehicle, regency and transport type forms say, in the operator's language. */
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { PlaceProblem } from "./place.ts";
import { CHANGE_WINDOW_SETTING, CHECKBOX_SETTING, ROW_KEPT } from "./row-messages.ts";

export const PLACE_PROBLEM_MESSAGES: Readonly<Record<PlaceProblem, MessageDescriptor>> = {
  kept: ROW_KEPT,
  tooLong: msg`This text is too long.`,
  required: msg`Fill this in, in both languages, before publishing.`,
  filled: msg`Fill this in.`,
  regency: msg`Choose a regency.`,
  transportType: msg`Choose a transport type.`,
  passengers: msg`Enter a whole number of passengers from 1 to 100.`,
  baggage: msg`Enter a whole number of bags from 0 to 100.`,
  transmission: msg`Choose manual or automatic.`,
  tripForm: msg`Choose what a booking of this vehicle asks for.`,
  checkbox: CHECKBOX_SETTING,
  changeWindow: CHANGE_WINDOW_SETTING,
  hours: msg`Enter the duration in hours, more than 0 and at most 240 (e.g. 2.5).`,
  priceIdr: msg`Enter the price in whole rupiah.`,
  priceUsd: msg`Enter the price in US dollars, with at most two decimals.`,
  priceRequired: msg`Set a price above 0 before publishing.`,
  stale: msg`Someone else saved this after you opened it. Reload the page to see their changes, then make yours again.`,
};

export const PLACE_FIELD_LABELS: Readonly<Record<string, MessageDescriptor>> = {
  name: msg`Name`,
  location: msg`Location`,
  des: msg`Description`,
  note: msg`Note`,
  vehicle_type: msg`Vehicle type`,
  title: msg`Title`,
};
