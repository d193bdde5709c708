import { Trans } from "@lingui/react/macro";
import type { MouseEvent } from "react";
import * as styles from "./widgets.css.ts";

/** A click the browser should handle itself: a new tab or window, a download. */
const opensElsewhere = (event: MouseEvent) =>
  event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;

/**
 * Load more: a link to the list showing one page more when there is one (`href`), so it works
 * before and without the page's code; with the code, a click appends the next page in place.
 */
export function LoadMore({ loading, onClick, href }: { loading: boolean; onClick: () => void; href?: string | null }) {
  const label = loading ? <Trans>Loading…</Trans> : <Trans>Load more</Trans>;
  return (
    <div style={{ display: "flex", justifyContent: "center", marginTop: "24px" }}>
      {href ? (
        <a
          href={href}
          className={styles.secondaryButton}
          aria-busy={loading}
          onClick={(event) => {
            if (opensElsewhere(event)) return;
            event.preventDefault();
            if (!loading) onClick();
          }}
        >
          {label}
        </a>
      ) : (
        <button
          type="button"
          className={styles.secondaryButton}
          onClick={onClick}
          disabled={loading}
          aria-busy={loading}
        >
          {label}
        </button>
      )}
    </div>
  );
}
