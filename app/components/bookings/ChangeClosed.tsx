import { Trans } from "@lingui/react/macro";
import * as styles from "#app/components/bookings/booking-pages.css.ts";
import { usePageLocale } from "#app/components/content/page-locale.ts";
import { formatBaliMoment } from "#domain/bali-time.ts";
import type { TouristChangeWindow } from "#domain/booking-change.ts";

/** Why a booking cannot be changed online, and how to reach the operator; nothing for one that no longer stands. */
export function ChangeClosed({ terms, operatorEmail }: { terms: TouristChangeWindow; operatorEmail: string }) {
  const locale = usePageLocale();
  if (terms.kind !== "closed" || terms.reason === "notStanding") return null;
  const until = terms.until ? formatBaliMoment(locale, terms.until) : "";
  return (
    <p className={styles.hint} data-testid="change-closed">
      {terms.until ? (
        <Trans>
          Changes online were possible until {until}. To change this booking now, write to us at{" "}
          <a href={`mailto:${operatorEmail}`} className={styles.link}>
            {operatorEmail}
          </a>{" "}
          and mention your reference.
        </Trans>
      ) : (
        <Trans>
          This activity cannot be changed online. To change it, write to us at{" "}
          <a href={`mailto:${operatorEmail}`} className={styles.link}>
            {operatorEmail}
          </a>{" "}
          and mention your reference.
        </Trans>
      )}
    </p>
  );
}
