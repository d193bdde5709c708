import { useLingui } from "@lingui/react/macro";
import * as widgets from "#app/components/widgets.css.ts";
import type { Activity } from "#domain/catalogue.ts";
import type { Locale } from "#domain/locale.ts";
import { PriceFrom } from "./ActivityFacts.tsx";
import { BookNowButton } from "./BookNowButton.tsx";
import * as styles from "./PriceBar.css.ts";

/** Sticks to the bottom of the screen while the activity is read, so Book now is always one tap away. */
export function PriceBar({ activity, locale }: { activity: Activity; locale: Locale }) {
  const { t } = useLingui();
  return (
    <aside className={styles.bar} aria-label={t`Price and booking`} data-testid="price-bar">
      <div className={styles.inner}>
        <div className={styles.text}>
          <span className={styles.name}>{activity.name}</span>
          <PriceFrom locale={locale} activity={activity} className={styles.price} />
        </div>
        <BookNowButton className={`${widgets.button} ${styles.book}`} />
      </div>
    </aside>
  );
}
