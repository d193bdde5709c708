/**
 * The chat about one booking or trip. Apart from domain/contact.ts, whose link every tourist page
 * loads, so that its messages ride only with the pages that name a reference.
 */
import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { whatsappLink } from "./contact.ts";

/** What a booking or a trip is to the operator: its kind and the reference the tourist quotes. */
export interface ChatSubject {
  kind: "booking" | "trip";
  reference: string;
}

const ABOUT = {
  booking: (reference: string) => msg`Hello, this is about my booking ${reference}.`,
  trip: (reference: string) => msg`Hello, this is about my trip ${reference}.`,
};

/**
 * The chat about one booking or trip, its reference already typed in the tourist's language, so
 * the operator knows at once what the message is about: the reminder mail's link and the profile's.
 */
export function referenceChatLink(number: string, subject: ChatSubject, i18n: I18n): string {
  return whatsappLink(number, i18n._(ABOUT[subject.kind](subject.reference)));
}
