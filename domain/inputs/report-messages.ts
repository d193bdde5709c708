/**
 * What each refused report query says, in the operator's language: the report pages show it above
 * their figures, and the CSV answers it with its 422, from one source.
 */
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { Locale } from "../locale.ts";
import { type CancellationRow, type LeadTimeBucket, REPORT_MAX_DAYS, type RequestsRow } from "../reports.ts";
import type { ReportQueryProblem } from "./reports.ts";

export const REPORT_PROBLEM_MESSAGES: Readonly<Record<ReportQueryProblem, MessageDescriptor>> = {
  periodInvalid: msg`Please choose this week, this month, last month or a range of your own.`,
  fromInvalid: msg`Write the first day as YYYY-MM-DD.`,
  toInvalid: msg`Write the last day as YYYY-MM-DD.`,
  rangeReversed: msg`The last day cannot be before the first day.`,
  rangeTooLong: msg`A report covers at most ${REPORT_MAX_DAYS} days.`,
  reportUnknown: msg`There is no report of that name.`,
};

/** The words of the reports' keys, shared by the pages and the CSV. */
export const LEAD_TIME_LABELS: Readonly<Record<LeadTimeBucket, MessageDescriptor>> = {
  "same-day": msg({ context: "reports", message: "Same day" }),
  "1-7": msg({ context: "reports", message: "1 to 7 days" }),
  "8-30": msg({ context: "reports", message: "8 to 30 days" }),
  "31-90": msg({ context: "reports", message: "31 to 90 days" }),
  "91+": msg({ context: "reports", message: "More than 90 days" }),
};

export const CANCELLATION_LABELS: Readonly<Record<CancellationRow["kind"], MessageDescriptor>> = {
  tourist: msg({ context: "reports", message: "Cancelled by the guest" }),
  operator: msg({ context: "reports", message: "Cancelled by us" }),
  no_show: msg({ context: "reports", message: "No-show" }),
};

export const LANGUAGE_LABELS: Readonly<Record<Locale, MessageDescriptor>> = {
  id: msg({ context: "reports", message: "Indonesian site" }),
  en: msg({ context: "reports", message: "English site" }),
};

export const REQUEST_LABELS: Readonly<Record<keyof RequestsRow, MessageDescriptor>> = {
  requested: msg({ context: "reports", message: "Still waiting for an answer" }),
  confirmed: msg({ context: "reports", message: "Confirmed" }),
  cancelled: msg({ context: "reports", message: "Confirmed, then cancelled" }),
  declined: msg({ context: "reports", message: "Declined" }),
  expiredHolds: msg({ context: "reports", message: "Sales channel holds that expired" }),
};
