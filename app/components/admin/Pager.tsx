import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "react-router";
import * as styles from "#app/components/admin/back-office.css.ts";

/** A back-office list's links to its newer and older pages, and which page this is. */
export function Pager({ page, pages, urlOf }: { page: number; pages: number; urlOf: (page: number) => string }) {
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
      <span className={styles.meta}>
        <Trans>
          Page {page} of {pages}
        </Trans>
      </span>
      {page < pages ? (
        <Link to={urlOf(page + 1)} className={styles.link} rel="next">
          <Trans>Older</Trans>
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
