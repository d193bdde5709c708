import { Trans } from "@lingui/react/macro";
import { type ReactNode, useId } from "react";
import { LoadMore } from "#app/components/LoadMore.tsx";
import { CardGrid, Empty } from "#app/components/widgets.tsx";
import * as styles from "./PagedList.css.ts";

/** What useList gives a page. */
export interface ListView<T> {
  items: T[];
  total: number;
  canLoadMore: boolean;
  /** Where Load more leads without the page's code: the list showing one page more. */
  loadMoreHref: string | null;
  loading: boolean;
  loadMore: () => void;
}

/**
 * A counted grid of cards with Load more while a next page exists. A failed load only stops the
 * spinner (the spec asks for no message); the button stays, so a tap tries again.
 */
export function PagedList<T>({
  list,
  heading,
  empty,
  children,
}: {
  list: ListView<T>;
  /** The result-count heading, e.g. "112 activities". */
  heading: ReactNode;
  /** Shown instead of the grid when the list has nothing. */
  empty: ReactNode;
  /** One card (an <li> with its key) per item; `first` marks the one on the first screen, whose picture loads first. */
  children: (item: T, first: boolean) => ReactNode;
}) {
  const headingId = useId();
  const shown = list.items.length;
  const total = list.total;
  return (
    <section aria-labelledby={headingId} className={styles.results}>
      <h2 id={headingId} className={styles.heading}>
        {heading}
      </h2>
      {shown === 0 ? (
        <Empty>{empty}</Empty>
      ) : (
        <CardGrid>{list.items.map((item, index) => children(item, index === 0))}</CardGrid>
      )}
      {shown > 0 ? (
        <div className={styles.footer}>
          {list.canLoadMore ? (
            <LoadMore loading={list.loading} onClick={list.loadMore} href={list.loadMoreHref} />
          ) : null}
          <p className={styles.progress} aria-live="polite">
            <Trans>
              Showing {shown} of {total}
            </Trans>
          </p>
        </div>
      ) : null}
    </section>
  );
}
