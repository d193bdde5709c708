import { useEffect, useRef } from "react";
import { Link } from "react-router";
import * as styles from "./CategoryStrip.css.ts";

export interface StripEntry {
  key: string;
  label: string;
  /** A real URL, so a shared link opens the same list. */
  to: string;
  current: boolean;
}

/**
 * The categories or tabs of a list as a row of links that scrolls sideways on a phone (and
 * wraps on a desktop); the shown one carries aria-current.
 */
export function CategoryStrip({ label, entries }: { label: string; entries: StripEntry[] }) {
  const list = useRef<HTMLUListElement>(null);
  const current = entries.find((entry) => entry.current)?.key;
  useEffect(() => {
    // The server cannot know the screen width: bring the chosen entry into view once laid out.
    const row = list.current;
    const chosen = row?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!row || !chosen || current === undefined) return;
    const left = chosen.offsetLeft;
    if (left < row.scrollLeft || left + chosen.offsetWidth > row.scrollLeft + row.clientWidth) {
      row.scrollLeft = left - (row.clientWidth - chosen.offsetWidth) / 2;
    }
  }, [current]);
  return (
    <nav aria-label={label} className={styles.strip}>
      <ul ref={list} className={styles.list}>
        {entries.map((entry) => (
          <li key={entry.key} className={styles.item}>
            <Link to={entry.to} aria-current={entry.current ? "page" : undefined} className={styles.chip}>
              {entry.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
