import { Trans, useLingui } from "@lingui/react/macro";
import { createContext, Fragment, type ReactNode, useContext, useState } from "react";
import { preload } from "react-dom";
import { Link } from "react-router";
import { type PictureLayout, pictureSources } from "#app/lib/picture.ts";
import type { NextOpenDate } from "#domain/calendar.ts";
import { formatPrice, truncate } from "#domain/format.ts";
import { photoAlt, type StoredImage } from "#domain/images.ts";
import type { Locale } from "#domain/locale.ts";
import type { SafeHtml } from "#domain/safe-html.ts";
import * as styles from "./widgets.css.ts";

/** The layout of the pictures inside a container that fixes their width (a sideways row of cards). */
const PictureLayoutContext = createContext<PictureLayout | null>(null);

/**
 * A stored picture (seeded drawing or uploaded photo) with both its widths in `srcset`, the
 * width it shows at in `sizes` and its intrinsic size (no layout shift). The page's first view
 * (`priority`) is preloaded from the head at high priority; the others load lazily. A photo the
 * operator described (alt text in both languages) is read with its own words; `alt` is for the
 * others.
 */
export function Picture({
  image,
  alt,
  size = "thumbnail",
  layout,
  priority = false,
  className,
}: {
  image: StoredImage | null | undefined;
  alt: string;
  size?: "thumbnail" | "original";
  layout?: PictureLayout;
  priority?: boolean;
  className?: string;
}) {
  const { i18n } = useLingui();
  const containerLayout = useContext(PictureLayoutContext);
  if (!image) {
    // An empty alt marks a decorative picture: the placeholder is then hidden from screen readers too.
    return alt ? (
      <div className={className ?? styles.image} role="img" aria-label={alt} />
    ) : (
      <div className={className ?? styles.image} aria-hidden="true" />
    );
  }
  const sources = pictureSources(image, size, layout ?? containerLayout ?? (size === "thumbnail" ? "card" : "wide"));
  if (priority) {
    preload(sources.src, {
      as: "image",
      imageSrcSet: sources.srcSet,
      imageSizes: sources.sizes,
      fetchPriority: "high",
    });
  }
  return (
    <img
      {...sources}
      alt={photoAlt(image, i18n.locale as Locale, alt)}
      loading={priority ? "eager" : "lazy"}
      decoding="async"
      fetchPriority={priority ? "high" : undefined}
      className={className ?? styles.image}
    />
  );
}

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

/** HTML that workers/catalogue/rich-text.ts sanitised on the server: only its SafeHtml typechecks here. */
export function RichText({ html, className }: { html: SafeHtml; className?: string }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: SafeHtml comes only from sanitizeRichText
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

/** "Next available: Tue 1 Dec · Wed 2 Dec · Thu 3 Dec (3 left)", from the page's loader; nothing when none is open. */
export function NextAvailable({ days }: { days: readonly NextOpenDate[] }) {
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
            {count === null ? "" : ` (${t`${count} left`})`}
          </Fragment>
        );
      })}
    </p>
  );
}
