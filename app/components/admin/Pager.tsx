import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "react-router";
import * as styles from "#app/components/admin/back-office.css.ts";

/**
 * A back-office list's links to the pages either side of this one (decision 0058: a cursor in the
 * URL, so each page is a link that keeps the filters). A list newest first says Newer and Older; a
 * list in the catalogue's order says Previous and Next.
 */
export function Pager({
  previous,
  next,
  order = "time",
}: {
  previous: string | null;
  next: string | null;
  order?: "time" | "catalogue";
}) {
  const { t } = useLingui();
  if (previous === null && next === null) return null;
  return (
    <nav className={styles.pager} aria-label={t`Pages`}>
      {previous ? (
        <Link to={previous} className={styles.link} rel="prev">
          {order === "time" ? <Trans>Newer</Trans> : <Trans>Previous page</Trans>}
        </Link>
      ) : (
        <span />
      )}
      {next ? (
        <Link to={next} className={styles.link} rel="next">
          {order === "time" ? <Trans>Older</Trans> : <Trans>Next page</Trans>}
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
