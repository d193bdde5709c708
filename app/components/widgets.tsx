import { Trans, useLingui } from "@lingui/react/macro";
import { Fragment, type ReactNode, useState } from "react";
import { Link } from "react-router";
import { OPEN_SOON_DAYS } from "#domain/availability.ts";
import type { NextOpenDate } from "#domain/calendar.ts";
import { formatPrice, truncate } from "#domain/format.ts";
import type { Locale } from "#domain/locale.ts";
import type { SafeHtml } from "#domain/safe-html.ts";
import { PictureLayoutContext } from "./Picture.tsx";
import * as styles from "./widgets.css.ts";

export function Stars({ rating, count }: { rating: number; count?: number }) {
  const { t } = useLingui();
  const rounded = Math.round(rating);
  return (
    <span className={styles.stars} role="img" aria-label={t`Rated ${rating.toFixed(1)} out of 5`}>
      <span className={styles.starBox}>
        <span className={styles.starTrack} />
        <span className={styles.starFill} style={{ width: `${rounded * styles.STAR_TILE_PX}px` }} />
      </span>
      {count === undefined ? null : <span className={styles.ratingText}>({count})</span>}
    </span>
  );
}

export function Price({ locale, prices }: { locale: Locale; prices: { price_idr: number; price_usd: number } }) {
  return <span className={styles.price}>{formatPrice(locale, prices)}</span>;
}

/** Text cut at `limit` characters with a "read more / read less" toggle. */
export function ReadMore({ text, limit = 100 }: { text: string; limit?: number }) {
  const [open, setOpen] = useState(false);
  if (text.length <= limit) return <p>{text}</p>;
  return (
    <p>
      {open ? text : truncate(text, limit)}
      <button type="button" className={styles.readMore} aria-expanded={open} onClick={() => setOpen(!open)}>
        {open ? <Trans>read less</Trans> : <Trans>read more</Trans>}
      </button>
    </p>
  );
}

/** HTML that domain/rich-text.ts sanitised when it was written: only its SafeHtml typechecks here. */
export function RichText({ html, className }: { html: SafeHtml; className?: string }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: SafeHtml comes only from domain/rich-text.ts
  return <div className={className ?? styles.richText} dangerouslySetInnerHTML={{ __html: html }} />;
}

export function Section({
  title,
  id,
  more,
  children,
}: {
  title: ReactNode;
  id?: string;
  more?: { to: string; label: string };
  children: ReactNode;
}) {
  const headingId = id ? `${id}-title` : undefined;
  return (
    <section className={styles.section} aria-labelledby={headingId} id={id}>
      <div className={styles.sectionHeader}>
        <h2 className={styles.sectionTitle} id={headingId}>
          {title}
        </h2>
        {more ? (
          <Link to={more.to} className={styles.seeAll}>
            {more.label}
          </Link>
        ) : null}
      </div>
      {children}
    </section>
  );
}

/** A row that scrolls sideways on a phone; a list for assistive technology. */
export function ScrollRow({ children, label }: { children: ReactNode; label?: string }) {
  return (
    <ul className={styles.scrollRow} aria-label={label}>
      <PictureLayoutContext value="row">{children}</PictureLayoutContext>
    </ul>
  );
}

/** A page section of one row of cards that scrolls sideways, with a link to the full list; nothing when there are no cards. */
export function ScrollSection<T>({
  id,
  title,
  more,
  items,
  children,
}: {
  id: string;
  title: ReactNode;
  more?: { to: string; label: string };
  items: T[];
  children: (item: T) => ReactNode;
}) {
  if (items.length === 0) return null;
  return (
    <Section id={id} title={title} more={more}>
      <ScrollRow>{items.map((item) => children(item))}</ScrollRow>
    </Section>
  );
}

export function CardGrid({ children }: { children: ReactNode }) {
  return <ul className={styles.grid}>{children}</ul>;
}

export function Empty({ children }: { children: ReactNode }) {
  return <p className={styles.empty}>{children}</p>;
}

/**
 * "Next available: Tue 1 Dec · Wed 2 Dec · Thu 3 Dec (3 left)", from the page's loader, the same
 * days the calendar offers; "No dates open in the next 30 days" first when none is that soon.
 */
export function NextAvailable({ days, openSoon }: { days: readonly NextOpenDate[]; openSoon: boolean }) {
  return (
    <>
      {openSoon ? null : (
        <p className={styles.nextAvailable} data-testid="no-dates-open">
          <strong>
            <Trans>No dates open in the next {OPEN_SOON_DAYS} days.</Trans>
          </strong>
        </p>
      )}
      <OpenDays days={days} />
    </>
  );
}

function OpenDays({ days }: { days: readonly NextOpenDate[] }) {
  const { t } = useLingui();
  if (days.length === 0) return null;
  return (
    <p className={styles.nextAvailable} data-testid="next-available">
      <strong>
        <Trans>Next available:</Trans>
      </strong>{" "}
      {days.map((day, position) => {
        const count = day.fewLeft;
        return (
          <Fragment key={day.date}>
            {position > 0 ? " · " : ""}
            {day.label}
            {count === null ? "" : ` (${t`only ${count} left`})`}
          </Fragment>
        );
      })}
    </p>
  );
}
