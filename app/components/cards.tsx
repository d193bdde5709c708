import { Plural, Trans } from "@lingui/react/macro";
import { Link } from "react-router";
import { usePageLocale } from "#app/components/content/page-locale.ts";
import type {
  ActivityCardFace,
  DestinationCard as DestinationCardData,
  EventCard as EventCardData,
  SpecialOfferCard as OfferCardData,
  TipCard as TipCardData,
  TransportCard as TransportCardData,
} from "#domain/catalogue.ts";
import { formatDate, formatNumber } from "#domain/format.ts";
import type { Locale } from "#domain/locale.ts";
import { wishItem } from "#domain/wishlist.ts";
import { BookedThisMonth } from "./BookedThisMonth.tsx";
import { Picture } from "./Picture.tsx";
import { useFromUnit } from "./price-unit.ts";
import { WishHeart } from "./WishHeart.tsx";
import * as styles from "./widgets.css.ts";
import { Price, Stars } from "./widgets.tsx";

export function activityPath(card: { slug: string; type: { slug: string } }): string {
  return `/activity/${card.type.slug}/${card.slug}`;
}

/** "8 hours", "3 days": durations are stored in hours. */
export function Duration({ hours }: { hours: number }) {
  if (hours >= 24 && hours % 24 === 0) return <Plural value={hours / 24} one="# day" other="# days" />;
  return <Plural value={hours} one="# hour" other="# hours" />;
}

/** What a vehicle's price buys: the vehicle, for its hours, with or without a driver as its type says. */
export function PerVehicle({ hours }: { hours: number }) {
  return (
    <Trans>
      per vehicle, for <Duration hours={hours} />
    </Trans>
  );
}

/** A card's word that nothing can be booked in the next OPEN_SOON_DAYS days. */
export function NoDatesOpen() {
  return (
    <span className={styles.noDates} data-testid="no-dates-open">
      <Trans>No dates open</Trans>
    </span>
  );
}

/** An item whose requests within capacity are confirmed at once (decision 0065). */
export function InstantConfirmation() {
  return (
    <span className={styles.badge} data-testid="instant-confirmation">
      <Trans>Instant confirmation</Trans>
    </span>
  );
}

export function FreeCancellation({ hours }: { hours: number }) {
  if (hours >= 24 && hours % 24 === 0) {
    return (
      <Plural
        value={hours / 24}
        one="Free cancellation up to # day before"
        other="Free cancellation up to # days before"
      />
    );
  }
  return (
    <Plural value={hours} one="Free cancellation up to # hour before" other="Free cancellation up to # hours before" />
  );
}

/** Cards take `priority` when they open the first screen: their picture then loads first. */
export function ActivityCard({
  card,
  locale,
  priority,
}: {
  card: ActivityCardFace;
  locale: Locale;
  priority?: boolean;
}) {
  const fromUnit = useFromUnit();
  return (
    <li>
      <Link to={activityPath(card)} className={styles.card}>
        <Picture image={card.image} alt={card.name} priority={priority} />
        <div className={styles.cardBody}>
          <h3 className={styles.cardTitle}>{card.name}</h3>
          <Stars rating={card.rating} count={card.comments_count} />
          <span className={styles.cardPlace}>{card.location}</span>
          <span className={styles.cardTime}>
            <Duration hours={card.duration} />
          </span>
          {card.cancelation > 0 ? (
            <span className={styles.badge}>
              <FreeCancellation hours={card.cancelation} />
            </span>
          ) : null}
          {card.instant_confirmation ? <InstantConfirmation /> : null}
          <BookedThisMonth count={card.booked_this_month} />
          {card.open_soon ? null : <NoDatesOpen />}
          <div className={styles.cardFooter}>
            <span className={styles.cardMeta}>
              <Trans>from</Trans>
            </span>
            <span className={styles.priceWithUnit} data-testid="card-price">
              <Price locale={locale} prices={card} />
              <span className={styles.priceUnit}>{fromUnit(card)}</span>
            </span>
          </div>
        </div>
      </Link>
      <WishHeart item={wishItem("activity", card.id)} name={card.name} />
    </li>
  );
}

export function DestinationCard({ card, priority }: { card: DestinationCardData; priority?: boolean }) {
  const locale = usePageLocale();
  return (
    <li>
      <Link to={`/destination/${card.regency.slug}/${card.slug}`} className={styles.card}>
        <Picture image={card.image} alt={card.name} priority={priority} />
        <div className={styles.cardBody}>
          <h3 className={styles.cardTitle}>{card.name}</h3>
          <span className={styles.cardPlace}>{card.location}</span>
          <Stars rating={card.rating} />
          <span className={styles.cardMeta}>
            <Trans>{formatNumber(locale, card.visitor)} visitors</Trans>
            {" · "}
            <Plural value={card.comments_count} one="# review" other="# reviews" />
          </span>
        </div>
      </Link>
    </li>
  );
}

export function TransportCard({
  card,
  locale,
  priority,
}: {
  card: TransportCardData;
  locale: Locale;
  priority?: boolean;
}) {
  return (
    <li>
      <Link to={`/transport/${card.id}`} className={styles.card}>
        <Picture image={card.image} alt={`${card.manufacture} ${card.vehicle_name}`} priority={priority} />
        <div className={styles.cardBody}>
          <h3 className={styles.cardTitle}>
            {card.manufacture} {card.vehicle_name}
          </h3>
          <Stars rating={card.rating} count={card.comments_count} />
          <span className={styles.cardTime}>
            <Duration hours={card.duration} />
          </span>
          {card.instant_confirmation ? <InstantConfirmation /> : null}
          {card.open_soon ? null : <NoDatesOpen />}
          <div className={styles.cardFooter}>
            <span className={styles.cardMeta}>{card.vehicle_type}</span>
            <span className={styles.priceWithUnit}>
              <Price locale={locale} prices={card} />
              <span className={styles.priceUnit}>
                <Trans>per vehicle</Trans>
              </span>
            </span>
          </div>
        </div>
      </Link>
      <WishHeart item={wishItem("transport", card.id)} name={`${card.manufacture} ${card.vehicle_name}`} />
    </li>
  );
}

export function TipCard({ card, priority }: { card: TipCardData; priority?: boolean }) {
  return (
    <li>
      <Link to={`/tips/${card.slug}`} className={styles.card}>
        {/* The title below names the link; an alt repeating it would be read twice. */}
        <Picture image={card.image} alt="" priority={priority} />
        <div className={styles.cardBody}>
          <h3 className={styles.cardTitle}>{card.title}</h3>
        </div>
      </Link>
    </li>
  );
}

export function EventCard({ card, locale, priority }: { card: EventCardData; locale: Locale; priority?: boolean }) {
  return (
    <li>
      <Link to={`/event/${card.slug}`} className={styles.card}>
        <Picture image={card.image} alt={card.title} priority={priority} />
        <div className={styles.cardBody}>
          <h3 className={styles.cardTitle}>{card.title}</h3>
          <span className={styles.cardPlace}>{card.location}</span>
          <span className={styles.cardTime}>{formatDate(locale, card.start)}</span>
        </div>
      </Link>
    </li>
  );
}

export function OfferCard({ card, priority }: { card: OfferCardData; priority?: boolean }) {
  return (
    <li>
      <Link to={`/specialoffer/${card.slug}`} className={styles.card}>
        <Picture image={card.image} alt={card.title} priority={priority} />
        <div className={styles.cardBody}>
          <h3 className={styles.cardTitle}>{card.title}</h3>
          <p className={styles.cardMeta}>{card.short_des}</p>
        </div>
      </Link>
    </li>
  );
}
