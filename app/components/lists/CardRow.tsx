import { type ReactNode, useId } from "react";
import { ScrollRow } from "#app/components/widgets.tsx";
import * as styles from "./CardRow.css.ts";

/** A titled row of cards that scrolls sideways (the search page's popular and recommended blocks). */
export function CardRow({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={styles.block}>
      <h2 id={headingId} className={styles.title}>
        {title}
      </h2>
      <div className={styles.row}>
        <ScrollRow label={title}>{children}</ScrollRow>
      </div>
    </section>
  );
}
