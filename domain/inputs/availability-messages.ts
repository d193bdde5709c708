/** What each problem of an availability range says, in the catalogs' two languages. */
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { AVAILABILITY_MAX_DAYS } from "../availability.ts";
import type { AvailabilityRangeProblem } from "./availability.ts";

export const AVAILABILITY_RANGE_MESSAGES: Record<AvailabilityRangeProblem, MessageDescriptor> = {
  fromRequired: msg`Please give the first date (from) as YYYY-MM-DD.`,
  fromInvalid: msg`The first date (from) is not a valid date in the form YYYY-MM-DD.`,
  toRequired: msg`Please give the last date (to) as YYYY-MM-DD.`,
  toInvalid: msg`The last date (to) is not a valid date in the form YYYY-MM-DD.`,
  toBeforeFrom: msg`The last date (to) cannot be before the first date (from).`,
  rangeTooLong: msg`At most ${AVAILABILITY_MAX_DAYS} days can be asked for at once.`,
};
