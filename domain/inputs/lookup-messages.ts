/**
 * Why a lookup by reference and e-mail found nothing to show: the lookup page, the voucher page and
 * the calendar file answer in the same words.
 */
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";

export type LookupRefusal = "notFound" | "tooMany";

export const LOOKUP_REFUSAL_MESSAGES: Readonly<Record<LookupRefusal, MessageDescriptor>> = {
  notFound: msg`We could not find a booking with this reference and e-mail address. Please check both and try again.`,
  tooMany: msg`Too many lookups. Please try again later: it can take up to an hour.`,
};
