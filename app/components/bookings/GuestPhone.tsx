import { Trans } from "@lingui/react/macro";
import { guestChatLink } from "#domain/guest-chat.ts";

/** A phone number as a tel: link dials it: digits and a leading +. */
const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, "")}`;

/**
 * A guest's phone number for the operator: a call, and a WhatsApp chat where the number can be read
 * as international (`country` is the guest's, null when not known).
 */
export function GuestPhone({
  phone,
  country,
  className,
}: {
  phone: string;
  country: string | null;
  className: string;
}) {
  const chat = guestChatLink(phone, country);
  return (
    <>
      <a href={telHref(phone)} className={className}>
        {phone}
      </a>
      {chat ? (
        <>
          {" · "}
          <a href={chat} className={className} target="_blank" rel="noopener noreferrer">
            <Trans>Chat on WhatsApp</Trans>
          </a>
        </>
      ) : null}
    </>
  );
}
