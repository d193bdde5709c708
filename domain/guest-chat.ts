/**
 * The operator's chat with a guest. Apart from domain/contact.ts, whose links every tourist page
 * loads, so that the back office's helper never rides in a tourist's first visit.
 */
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
