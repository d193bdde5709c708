import { Trans } from "@lingui/react/macro";
import type { RefObject } from "react";
import * as styles from "./HomeSections.css.ts";
import { HOME_WITH_LATER_SECTIONS } from "./links.ts";

/**
 * Where the rows below the home page's first screen come: a screen's height, so that the footer does
 * not rise into view and jump away when they arrive. Without JavaScript it links to the whole page.
 */
export function LaterPlaceholder({
  ref,
  failed,
  onRetry,
}: {
  ref: RefObject<HTMLDivElement | null>;
  failed: boolean;
  onRetry: () => void;
}) {
  return (
    <div ref={ref} className={styles.laterPlaceholder} data-testid="later-sections">
      <noscript>
        <a href={HOME_WITH_LATER_SECTIONS} className={styles.panelLink}>
          <Trans>Show more of Bali: offers, events and more activities</Trans>
        </a>
      </noscript>
      {failed ? (
        <p role="alert" className={styles.laterFailed}>
          <Trans>The rest of this page could not be loaded. Check your connection.</Trans>{" "}
          <button type="button" className={styles.retryButton} onClick={onRetry}>
            <Trans>Try again</Trans>
          </button>
        </p>
      ) : null}
    </div>
  );
}
