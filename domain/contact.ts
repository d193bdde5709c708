/** How tourists reach the operator: the WhatsApp chat link of pages and e-mails alike. */
import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";

export function whatsappLink(number: string, message: string): string {
  return `https://wa.me/${number}?text=${encodeURIComponent(message)}`;
}

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

/** The country whose numbers a guest may write the local way (0812…): the operator's own. */
const LOCAL_COUNTRY = { name: "Indonesia", callingCode: "62" };

/**
 * A WhatsApp chat with a guest (https://wa.me/<country code and number, digits only>), so the
 * operator can write from the phone as well as call; null when the number cannot be made
 * international: written the local way (a leading 0) by a guest from anywhere but Indonesia, or
 * whose country is not known, would open a chat with a stranger.
 */
export function guestChatLink(phone: string, country: string | null): string | null {
  const digits = phone.replace(/\D/g, "");
  const international = phone.trim().startsWith("+")
    ? digits
    : digits.startsWith("00")
      ? digits.slice(2)
      : digits.startsWith("0")
        ? country === LOCAL_COUNTRY.name
          ? `${LOCAL_COUNTRY.callingCode}${digits.slice(1)}`
          : null
        : digits;
  return international && international.length >= 7 ? `https://wa.me/${international}` : null;
}
