/**
 * What each problem of a trip request says, in the catalogs' two languages: the contact fields
 * say what the booking form says, the plan's own problems are below.
 */
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { MONTHS_AHEAD } from "../booking-rules.ts";
import { MAX_TRIP_DAYS } from "../trip.ts";
import { BOOKING_PROBLEM_MESSAGES } from "./booking-messages.ts";
import type { TripPlanProblem, TripRequestProblem } from "./trip-request.ts";

const PLAN_PROBLEM_MESSAGES: Record<TripPlanProblem, MessageDescriptor> = {
  planUnreadable: msg`The trip plan could not be read. Please reload the page and try again.`,
  planDeparturesBeforeArrival: msg`The departure date cannot be before the arrival date.`,
  planInPast: msg`The arrival date cannot be before today.`,
  planTooFar: msg`The trip can end at most ${MONTHS_AHEAD} months from today.`,
  planTooLong: msg`A trip plan can cover at most ${MAX_TRIP_DAYS} days.`,
  planDayOutsideStay: msg`Every day of the plan must lie between the arrival and the departure date.`,
  planDayTwice: msg`A day appears twice in the plan. Please reload the page and try again.`,
  planEmpty: msg`Please add at least one activity, place or transport to your trip.`,
};

export const TRIP_REQUEST_PROBLEM_MESSAGES: Record<TripRequestProblem, MessageDescriptor> = {
  ...BOOKING_PROBLEM_MESSAGES,
  ...PLAN_PROBLEM_MESSAGES,
};
