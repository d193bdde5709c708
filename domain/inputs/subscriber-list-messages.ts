/**
 * What each problem of the operator's Unsubscribe form says, in the operator's language; apart from
 * domain/inputs/subscriber-list.ts because the Lingui macro only runs where messages are compiled.
 */
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { SubscriberAnswer } from "../subscribers.ts";

export const SUBSCRIBER_PROBLEM_MESSAGES: Record<SubscriberAnswer["problem"], MessageDescriptor> = {
  csrf: msg`This form has expired. Please reload the page and try again.`,
  invalidForm: msg`This form could not be read. Please reload the page and try again.`,
};
