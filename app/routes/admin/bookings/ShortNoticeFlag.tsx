/**
 * The operator's flag on a request sent sooner before its start than we promise to confirm: the
 * inbox marks it, and its page says why it comes first.
 */
import { Trans } from "@lingui/react/macro";
import * as styles from "#app/components/admin/back-office.css.ts";
import { CONFIRMATION_HOURS } from "#domain/business.ts";

export function ShortNoticeBadge() {
  return (
    <span className={styles.shortNoticeBadge} data-testid="short-notice-flag">
      <Trans>Short notice</Trans>
    </span>
  );
}

export function ShortNoticeAlert() {
  return (
    <p className={styles.alert} data-testid="short-notice-flag">
      <Trans>
        Short notice: this request starts less than {CONFIRMATION_HOURS} hours after it was sent, sooner than we promise
        to confirm. The tourist was told we may not confirm in time; please answer it first.
      </Trans>
    </p>
  );
}
