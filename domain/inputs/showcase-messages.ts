/** What the gallery and slide forms say, in the operator's language. */
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { ShowcaseProblem } from "./showcase.ts";

export const SHOWCASE_PROBLEM_MESSAGES: Readonly<Record<ShowcaseProblem, MessageDescriptor>> = {
  required: msg`Fill this in, in both languages: it shows on the site as soon as it is saved.`,
  tooLong: msg`This text is too long.`,
  linkPath: msg`Enter a path on this site that starts with /, such as /activity/water-sports.`,
};

export const SHOWCASE_FIELD_LABELS: Readonly<Record<string, MessageDescriptor>> = {
  caption: msg`Caption`,
  title: msg`Title`,
  subtitle: msg`Subtitle`,
};
