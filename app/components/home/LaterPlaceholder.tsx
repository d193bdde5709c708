import { Trans } from "@lingui/react/macro";
import type { RefObject } from "react";
import { useHydrating } from "#app/lib/hydrating.ts";
import * as styles from "./FirstScreen.css.ts";
import { HOME_WITH_LATER_SECTIONS } from "./links.ts";

/**
 * Where the rows below the home page's first screen come: a screen's height, so that the footer does
 * not rise into view and jump away when they arrive. Without JavaScript it links to the whole page.
 * With it, a keyboard reaches the rows through a link shown when focused: the browser scrolls to
 * it, which brings the rows, and the focus goes on to them (`onFocusChange`, LaterRows).
 */
export function LaterPlaceholder({
  ref,
  loading,
  failed,
  onRetry,
  onFocusChange,
}: {
  ref: RefObject<HTMLDivElement | null>;
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
  onFocusChange: (focused: boolean) => void;
}) {
  const hydrating = useHydrating();
  // Try again removes itself: the placeholder takes the focus, so that a keyboard or a screen
  // reader stays where the rows will come.
  const retry = () => {
    ref.current?.focus();
    onRetry();
  };
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the handlers only follow whether the focus is inside (its link, or itself after Try again); they act on nothing
    <div
      ref={ref}
      tabIndex={-1}
      aria-busy={loading}
      className={styles.laterPlaceholder}
      data-testid="later-sections"
      onFocus={() => onFocusChange(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) onFocusChange(false);
      }}
    >
      <noscript>
        <WholePageLink className={styles.panelLink} />
      </noscript>
      {hydrating || failed ? null : <WholePageLink className={styles.laterLink} />}
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

function WholePageLink({ className }: { className: string }) {
  return (
    <a href={HOME_WITH_LATER_SECTIONS} className={className}>
      <Trans>Show more of Bali: offers, events and more activities</Trans>
    </a>
  );
}
