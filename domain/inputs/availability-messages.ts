/** What each problem of availability's inputs says, in the catalogs' two languages. */
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { AVAILABILITY_MAX_DAYS } from "../availability.ts";
import {
  type AvailabilityEditProblem,
  type AvailabilityRangeProblem,
  type ClosingDateProblem,
  MAX_CAPACITY,
  MAX_CLOSING_REASON,
  MAX_NOTICE_HOURS,
} from "./availability.ts";

export const AVAILABILITY_RANGE_MESSAGES: Record<AvailabilityRangeProblem, MessageDescriptor> = {
  fromRequired: msg`Please give the first date (from) as YYYY-MM-DD.`,
  fromInvalid: msg`The first date (from) is not a valid date in the form YYYY-MM-DD.`,
  toRequired: msg`Please give the last date (to) as YYYY-MM-DD.`,
  toInvalid: msg`The last date (to) is not a valid date in the form YYYY-MM-DD.`,
  toBeforeFrom: msg`The last date (to) cannot be before the first date (from).`,
  rangeTooLong: msg`At most ${AVAILABILITY_MAX_DAYS} days can be asked for at once.`,
};

/** What the operator's availability forms say under each field, in the operator's language. */
export const AVAILABILITY_EDIT_MESSAGES: Record<AvailabilityEditProblem | ClosingDateProblem, MessageDescriptor> = {
  weekdaysRequired: msg`Tick at least one day of the week.`,
  seasonStartInvalid: msg`Enter the season's first day as a date, or leave it empty.`,
  seasonEndInvalid: msg`Enter the season's last day as a date, or leave it empty.`,
  seasonEndBeforeStart: msg`The season cannot end before it starts.`,
  startTimesInvalid: msg`Write each start time as HH:MM (00:00 to 23:59), separated by commas, e.g. 08:00, 13:00.`,
  capacityInvalid: msg`Enter a whole number from 0 to ${MAX_CAPACITY}.`,
  capacityPerInvalid: msg`Choose per day or per start time.`,
  capacityPerNeedsTimes: msg`Counting per start time needs at least one start time.`,
  noticeInvalid: msg`Enter a whole number of hours from 0 to ${MAX_NOTICE_HOURS}.`,
  stale: msg`Someone else saved this after you opened it. Reload the page to see their changes, then make yours again.`,
  dateInvalid: msg`Enter a date.`,
  dateInPast: msg`This date has passed. Choose today or a later date.`,
  reasonTooLong: msg`Keep the reason to ${MAX_CLOSING_REASON} characters.`,
  alreadyClosed: msg`This date is already closed.`,
};
