import { Trans } from "@lingui/react/macro";
import * as styles from "./widgets.css.ts";

export function LoadMore({ loading, onClick }: { loading: boolean; onClick: () => void }) {
  return (
    <div style={{ display: "flex", justifyContent: "center", marginTop: "24px" }}>
      <button type="button" className={styles.secondaryButton} onClick={onClick} disabled={loading} aria-busy={loading}>
        {loading ? <Trans>Loading…</Trans> : <Trans>Load more</Trans>}
      </button>
    </div>
  );
}
