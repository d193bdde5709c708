import { Trans, useLingui } from "@lingui/react/macro";
import * as styles from "#app/components/admin/back-office.css.ts";

/**
 * A calendar feed's URL, shown once after it was made (only its hash is kept): to paste into
 * Google Calendar ("From URL") or Apple Calendar ("New calendar subscription").
 */
export function FeedUrl({ url }: { url: string }) {
  const { t } = useLingui();
  return (
    <div className={styles.notice} role="status" data-testid="feed-url">
      <p>
        <Trans>
          Your calendar link. Copy it now: it is shown only this once. In Google Calendar choose "Add calendar, From
          URL", in Apple Calendar "New calendar subscription". Anyone with the link sees the runs, so keep it to
          yourself.
        </Trans>
      </p>
      <input
        className={styles.control}
        readOnly
        value={url}
        aria-label={t`Calendar link`}
        onFocus={(event) => event.currentTarget.select()}
      />
    </div>
  );
}
