import type { ReactNode } from "react";
import * as styles from "./ListLayout.css.ts";

/** The column every list page sits in: phone padding, at most 1080 px wide on a desktop. */
export function ListLayout({ children }: { children: ReactNode }) {
  return <div className={styles.page}>{children}</div>;
}
