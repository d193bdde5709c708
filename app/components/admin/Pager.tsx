import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "react-router";
import * as styles from "#app/components/admin/back-office.css.ts";

/**
 * A back-office list's links to its newer and older pages, and which page this is when the list
 * knows how many pages it has (a history knows only whether older entries follow: `hasMore`).
 */
export function Pager({
  page,
  pages,
  hasMore,
  urlOf,
}: {
  page: number;
  urlOf: (page: number) => string;
} & ({ pages: number; hasMore?: undefined } | { pages?: undefined; hasMore: boolean })) {
  const hasOlder = pages === undefined ? hasMore : page < pages;
  const { t } = useLingui();
  return (
    <nav className={styles.pager} aria-label={t`Pages`}>
      {page > 1 ? (
        <Link to={urlOf(page - 1)} className={styles.link} rel="prev">
          <Trans>Newer</Trans>
        </Link>
      ) : (
        <span />
      )}
      {pages === undefined ? null : (
        <span className={styles.meta}>
          <Trans>
            Page {page} of {pages}
          </Trans>
        </span>
      )}
      {hasOlder ? (
        <Link to={urlOf(page + 1)} className={styles.link} rel="next">
          <Trans>Older</Trans>
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
