import { Plural, Trans } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { usePageLocale } from "#app/components/content/page-locale.ts";
import { localTitle } from "#domain/booking-rules.ts";
import { GuestPhone } from "./GuestPhone.tsx";

/** What the pickup runs and the crew's sheet both show of a guest. */
export interface SummarizedGuest {
  name: string;
  persons: number;
  pickupTime: string | null;
  areaName: string | null;
  hotel: string;
  phone: string;
  /** The guest's country, for WhatsApp's reading of the number; null when not known. */
  country: string | null;
  specialRequest: string;
}

/**
 * A guest's lines on a pickup list: the pickup time and name, the persons and where they are
 * collected, the phone, and their special requests. `children` come between the phone and the
 * requests (the driver's sheet says there what to collect).
 */
export function GuestSummary({
  guest,
  className,
  children,
}: {
  guest: SummarizedGuest;
  /** The phone links' class. */
  className: string;
  children?: ReactNode;
}) {
  const locale = usePageLocale();
  const { persons, pickupTime, specialRequest } = guest;
  const place = [guest.areaName, guest.hotel].filter(Boolean).join(" · ");
  return (
    <>
      <strong>
        {pickupTime ? `${pickupTime} · ` : null}
        {localTitle(locale, guest.name)}
      </strong>
      <span>
        <Plural value={persons} one="# person" other="# persons" />
        {" · "}
        {place ? place : <Trans>Comes to the meeting point</Trans>}
      </span>
      <span>
        <GuestPhone phone={guest.phone} country={guest.country} className={className} />
      </span>
      {children}
      {specialRequest ? (
        <span>
          <Trans>Special requests: {specialRequest}</Trans>
        </span>
      ) : null}
    </>
  );
}
