import { Trans, useLingui } from "@lingui/react/macro";
import * as styles from "#app/components/bookings/booking-pages.css.ts";
import { usePageLocale } from "#app/components/content/page-locale.ts";
import { localTitle } from "#domain/booking-rules.ts";
import type { Locale } from "#domain/locale.ts";
import { GuestPhone } from "./GuestPhone.tsx";

export interface TouristContactFields {
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
  country: string;
  /** The site they wrote from: their mails' language and currency. */
  locale: Locale;
}

/** Who the tourist is and how to reach them, as terms of the caller's `<dl>` (a booking's, a trip's). */
export function TouristContact({ tourist }: { tourist: TouristContactFields }) {
  const { t } = useLingui();
  const locale = usePageLocale();
  return (
    <>
      <dt>
        <Trans>Name</Trans>
      </dt>
      <dd>{localTitle(locale, `${tourist.firstName} ${tourist.lastName}`)}</dd>
      <dt>
        <Trans>E-mail</Trans>
      </dt>
      <dd>
        <a href={`mailto:${tourist.email}`} className={styles.link}>
          {tourist.email}
        </a>
      </dd>
      <dt>
        <Trans>Phone</Trans>
      </dt>
      <dd>
        <GuestPhone phone={tourist.phoneNumber} country={tourist.country} className={styles.link} />
      </dd>
      <dt>
        <Trans>Country</Trans>
      </dt>
      <dd>{tourist.country}</dd>
      <dt>
        <Trans>Language of the e-mails</Trans>
      </dt>
      <dd>{tourist.locale === "en" ? t`English (prices in US$)` : t`Indonesian (prices in rupiah)`}</dd>
    </>
  );
}
