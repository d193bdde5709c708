import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "react-router";
import * as styles from "#app/components/admin/back-office.css.ts";

/**
 * The links between the pages of a busy day's departures (the calendar's day and the day's runs,
 * decisions 0092 and 0094): back to the first page once past it, and on to the later ones.
 * `className` adds the page's own class (its screen-only rule).
 */
export function DeparturePager({
  first,
  later,
  className,
}: {
  /** The first page, when this is not it. */
  first: string | null;
  /** The next page, when there is one. */
  later: string | null;
  className: string;
}) {
  const { t } = useLingui();
  if (!first && !later) return null;
  return (
    <nav className={`${styles.pager} ${className}`} aria-label={t`More departures`}>
      {first ? (
        <Link to={first} className={styles.link} data-testid="first-departures">
          <Trans>← From the first departure</Trans>
        </Link>
      ) : null}
      {later ? (
        <Link to={later} className={styles.link} rel="next" data-testid="later-departures">
          <Trans>Later departures →</Trans>
        </Link>
      ) : null}
    </nav>
  );
}
