import { Plural, Trans } from "@lingui/react/macro";
import { Link } from "react-router";
import { BookedThisMonth } from "#app/components/BookedThisMonth.tsx";
import { Duration, FreeCancellation, InstantConfirmation } from "#app/components/cards.tsx";
import { ChevronDownIcon } from "#app/components/content-icons.tsx";
import { useFromUnit } from "#app/components/price-unit.ts";
import { WishHeart } from "#app/components/WishHeart.tsx";
import { Stars } from "#app/components/widgets.tsx";
import type { Activity } from "#domain/catalogue.ts";
import { formatPrice } from "#domain/format.ts";
import type { Locale } from "#domain/locale.ts";
import { wishItem } from "#domain/wishlist.ts";
import * as styles from "./ActivityFacts.css.ts";

/** "from Rp 350.000 per person", the price in the page's currency. */
export function PriceFrom({
  locale,
  activity,
  className,
}: {
  locale: Locale;
  activity: Pick<Activity, "price_idr" | "price_usd" | "price_type" | "from_minimum">;
  className?: string;
}) {
  const unit = useFromUnit()(activity);
  const price = formatPrice(locale, activity);
  return (
    <p className={className ?? styles.priceLine} data-testid="price">
      <Trans>
        from <strong className={styles.priceAmount}>{price}</strong> {unit}
      </Trans>
    </p>
  );
}

/** Name, rating, product code and price: what a tourist reads first. */
export function ActivityHeader({ activity, locale }: { activity: Activity; locale: Locale }) {
  const code = activity.code;
  return (
    <div className={styles.header}>
      <div className={styles.titleRow}>
        <h1 className={styles.title}>{activity.name}</h1>
        <WishHeart item={wishItem("activity", activity.id)} name={activity.name} inline />
      </div>
      <div className={styles.meta}>
        <a href="#reviews" className={styles.ratingLink}>
          <Stars rating={activity.rating} />
          <span className={styles.ratingValue}>{activity.comments_count > 0 ? activity.rating.toFixed(1) : null}</span>
          <span className={styles.ratingCount}>
            <Plural value={activity.comments_count} _0="No reviews yet" one="# review" other="# reviews" />
          </span>
        </a>
        <span className={styles.code} data-testid="product-code">
          <Trans>Product ID: {code}</Trans>
        </span>
      </div>
      <PriceFrom locale={locale} activity={activity} />
      {activity.instant_confirmation ? <InstantConfirmation /> : null}
      <BookedThisMonth count={activity.booked_this_month} />
    </div>
  );
}

/** The activity's facts in a table that folds away: type, place, persons, time, cancellation, price. */
export function DetailTable({ activity, locale }: { activity: Activity; locale: Locale }) {
  const unit = useFromUnit()(activity);
  const price = formatPrice(locale, activity);
  const persons = activity.required;
  const start = activity.start_time;
  return (
    <details className={styles.details} open data-testid="detail-table">
      <summary className={styles.summary}>
        <h2 className={styles.summaryTitle}>
          <Trans>Activity details</Trans>
        </h2>
        <span className={styles.chevron}>
          <ChevronDownIcon />
        </span>
      </summary>
      <table className={styles.table}>
        <tbody>
          <tr>
            <th scope="row">
              <Trans>Type</Trans>
            </th>
            <td>
              <Link to={`/activity/${activity.type.slug}`} className={styles.tableLink}>
                {activity.type.name}
              </Link>
            </td>
          </tr>
          <tr>
            <th scope="row">
              <Trans>Location</Trans>
            </th>
            <td>{activity.location}</td>
          </tr>
          <tr>
            <th scope="row">
              <Trans>Required persons</Trans>
            </th>
            <td>
              <Plural value={persons} one="At least # person" other="At least # persons" />
            </td>
          </tr>
          <tr>
            <th scope="row">
              <Trans>Duration</Trans>
            </th>
            <td>
              <Duration hours={activity.duration} />
            </td>
          </tr>
          <tr>
            <th scope="row">
              <Trans>Start time</Trans>
            </th>
            <td>
              <Trans>{start} (Bali time)</Trans>
            </td>
          </tr>
          <tr>
            <th scope="row">
              <Trans>Cancellation</Trans>
            </th>
            <td>
              {activity.cancelation > 0 ? (
                <FreeCancellation hours={activity.cancelation} />
              ) : (
                <Trans>No free cancellation</Trans>
              )}
            </td>
          </tr>
          <tr>
            <th scope="row">
              <Trans>Price</Trans>
            </th>
            <td>
              <Trans>
                from <strong>{price}</strong> {unit}
              </Trans>
            </td>
          </tr>
        </tbody>
      </table>
    </details>
  );
}
