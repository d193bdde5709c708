import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "react-router";
import { MapIcon, PencilIcon, PlaneIcon, TicketIcon } from "#app/components/content-icons.tsx";
import { CONFIRMATION_HOURS } from "#domain/business.ts";
import * as styles from "./HomeSections.css.ts";
import { transportTypePath } from "./links.ts";

/** The transport type of airport transfers (seed). */
const AIRPORT_TRANSFER_TYPE = "airport-transfer";

export function Tagline() {
  return (
    <div className={styles.tagline}>
      <h1 className={styles.taglineTitle}>
        <Trans>Tours and activities in Bali</Trans>
      </h1>
      <p className={styles.taglineText}>
        <Trans>
          Book now, pay later. We confirm every request by e-mail, mostly within {CONFIRMATION_HOURS} hours.
        </Trans>
      </p>
    </div>
  );
}

/** Airport transfer, activities, create your own tour, destination info. */
export function MainMenu() {
  const { t } = useLingui();
  return (
    <nav aria-label={t`Plan your trip`} className={styles.block} data-testid="main-menu">
      <ul className={styles.mainMenu}>
        <li>
          <Link to={transportTypePath(AIRPORT_TRANSFER_TYPE)} className={styles.menuTile}>
            <span className={styles.menuIcon}>
              <PlaneIcon />
            </span>
            <Trans>Airport transfer</Trans>
          </Link>
        </li>
        <li>
          <Link to="/activity" className={styles.menuTile}>
            <span className={styles.menuIcon}>
              <TicketIcon />
            </span>
            <Trans>Activities</Trans>
          </Link>
        </li>
        <li>
          <Link to="/trip" className={styles.menuTile}>
            <span className={styles.menuIcon}>
              <PencilIcon />
            </span>
            <Trans>Create your own tour</Trans>
          </Link>
        </li>
        <li>
          <Link to="/destination" className={styles.menuTile}>
            <span className={styles.menuIcon}>
              <MapIcon />
            </span>
            <Trans>Destination info</Trans>
          </Link>
        </li>
      </ul>
    </nav>
  );
}
