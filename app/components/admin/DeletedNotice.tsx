/** The notice a list shows after one of its rows was deleted (`?done=deleted`). */
import { Trans } from "@lingui/react/macro";
import { useSearchParams } from "react-router";
import * as styles from "#app/components/admin/back-office.css.ts";

export function DeletedNotice() {
  const [params] = useSearchParams();
  return params.get("done") === "deleted" ? (
    <p className={styles.notice} role="status" data-testid="deleted-notice">
      <Trans>Deleted for good. The team's activity log keeps what it was.</Trans>
    </p>
  ) : null;
}
