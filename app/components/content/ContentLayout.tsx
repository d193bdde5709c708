import { Plural, Trans } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { Stars } from "#app/components/widgets.tsx";
import * as styles from "./ContentLayout.css.ts";

/** A card-grid page (tips, events, special offers, gallery): a green band with the h1, then the list. */
export function ListLayout({ title, lead, children }: { title: string; lead: ReactNode; children: ReactNode }) {
  return (
    <div>
      <header className={styles.band}>
        <div className={styles.bandInner}>
          <h1 className={styles.bandTitle}>{title}</h1>
          <p className={styles.bandLead}>{lead}</p>
        </div>
      </header>
      <div className={styles.listBody}>{children}</div>
    </div>
  );
}

/**
 * A detail page: the images beside (on a wide screen) or above (on a phone) the title card, then
 * the body in full width.
 */
export function DetailLayout({
  media,
  intro,
  children,
  after,
}: {
  media: ReactNode;
  intro: ReactNode;
  children: ReactNode;
  /** Sections below the article, such as the other destinations. */
  after?: ReactNode;
}) {
  return (
    <div className={styles.detail}>
      <article>
        <div className={styles.top}>
          <div className={styles.media}>{media}</div>
          <div className={styles.intro}>{intro}</div>
        </div>
        <div className={styles.detailBody}>{children}</div>
      </article>
      {after}
    </div>
  );
}

/** Eyebrow (kind or category), h1 and the facts under it. */
export function DetailIntro({
  eyebrow,
  title,
  children,
}: {
  eyebrow?: ReactNode;
  title: string;
  children?: ReactNode;
}) {
  return (
    <header className={styles.introCard}>
      {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
      <h1 className={styles.title}>{title}</h1>
      {children ? <div className={styles.facts}>{children}</div> : null}
    </header>
  );
}

/** One line of the intro: an icon and its text. */
export function Fact({ icon, children, testId }: { icon?: ReactNode; children: ReactNode; testId?: string }) {
  return (
    <p className={styles.fact} data-testid={testId}>
      {icon}
      <span className={styles.factText}>{children}</span>
    </p>
  );
}

/** A titled white card in the body of a detail page (h2). */
export function ContentCard({
  id,
  title,
  children,
  tone = "plain",
}: {
  id: string;
  title: ReactNode;
  children: ReactNode;
  /** plain: a white card; note: a tinted box inside a white panel; accent: a white card with a green edge. */
  tone?: "plain" | "note" | "accent";
}) {
  const className = tone === "note" ? styles.note : tone === "accent" ? styles.accent : styles.card;
  return (
    <section className={className} aria-labelledby={`${id}-title`} id={id}>
      <h2 className={styles.cardTitle} id={`${id}-title`}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/** A heading for assistive technology only: keeps the outline in order where the design shows none. */
export function HiddenHeading({ id, children }: { id?: string; children: ReactNode }) {
  return (
    <h2 className={styles.visuallyHidden} id={id}>
      {children}
    </h2>
  );
}

/** Stars, the average and the number of reviews; "No reviews yet" before the first one. */
export function RatingFact({ rating, count }: { rating: number; count: number }) {
  return (
    <Fact testId="rating">
      <Stars rating={count > 0 ? rating : 0} />
      {count > 0 ? (
        <>
          <span className={styles.strong}>{rating.toFixed(1)}</span>
          <Plural value={count} one="(# review)" other="(# reviews)" />
        </>
      ) : (
        <Trans>No reviews yet</Trans>
      )}
    </Fact>
  );
}
