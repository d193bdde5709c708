import { Trans } from "@lingui/react/macro";
import type { RefObject } from "react";
import * as styles from "./FirstScreen.css.ts";
import { HOME_WITH_LATER_SECTIONS } from "./links.ts";

/**
 * Where the rows below the home page's first screen come: a screen's height, so that the footer does
 * not rise into view and jump away when they arrive. Without JavaScript it links to the whole page.
 */
export function LaterPlaceholder({
  ref,
  loading,
  failed,
  onRetry,
}: {
  ref: RefObject<HTMLDivElement | null>;
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
}) {
  // Try again removes itself: the placeholder takes the focus, so that a keyboard or a screen
  // reader stays where the rows will come.
  const retry = () => {
    ref.current?.focus();
    onRetry();
  };
  return (
    <div ref={ref} tabIndex={-1} aria-busy={loading} className={styles.laterPlaceholder} data-testid="later-sections">
      {/* A browser with scripts never shows it, so the link and its words stay out of the bundle. */}
      <noscript>
        {import.meta.env.SSR ? (
          <a href={HOME_WITH_LATER_SECTIONS} className={styles.panelLink}>
            <Trans>Show more of Bali: offers, events and more activities</Trans>
          </a>
        ) : null}
      </noscript>
      {failed ? (
        <p role="alert" className={styles.laterFailed}>
          <Trans>The rest of this page could not be loaded. Check your connection.</Trans>{" "}
          <button type="button" className={styles.retryButton} onClick={retry}>
            <Trans>Try again</Trans>
          </button>
        </p>
      ) : null}
    </div>
  );
}
