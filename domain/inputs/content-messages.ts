/** What the tip, event and special offer forms say of each problem and field, in the operator's language. */
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { ContentProblem, ContentTextField } from "./content.ts";
import { ROW_KEPT } from "./row-messages.ts";

export const CONTENT_PROBLEM_MESSAGES: Readonly<Record<ContentProblem, MessageDescriptor>> = {
  kept: ROW_KEPT,
  tooLong: msg`This text is too long.`,
  required: msg`Fill this in, in both languages, before publishing.`,
  dateTime: msg`Enter a date and time in Bali, e.g. 2026-12-31T19:00.`,
  endBeforeStart: msg`The end cannot come before the start.`,
  activity: msg`Choose an activity from the list, or none.`,
  stale: msg`Someone else saved this after you opened it. Reload the page to see their changes, then make yours again.`,
};

export const CONTENT_FIELD_LABELS: Readonly<Record<ContentTextField, MessageDescriptor>> = {
  title: msg`Title`,
  content: msg`Text`,
  location: msg`Location`,
  short_des: msg`Short description`,
  des: msg`Description`,
  tnc: msg`Terms and conditions`,
};
