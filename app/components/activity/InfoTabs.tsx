import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from "react";
import * as styles from "./InfoTabs.css.ts";

export interface TabItem {
  key: string;
  label: string;
  content: ReactNode;
}

/**
 * Tabs as the WAI-ARIA pattern has them: one tab in the tab order, arrows, Home and End move
 * between tabs and show their panel. Every panel is in the server HTML; the others are hidden.
 */
export function InfoTabs({ tabs, label }: { tabs: TabItem[]; label: string }) {
  const id = useId();
  const [selected, setSelected] = useState(0);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const select = (index: number) => {
    const next = (index + tabs.length) % tabs.length;
    setSelected(next);
    buttons.current[next]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const moves: Record<string, number> = {
      ArrowRight: selected + 1,
      ArrowLeft: selected - 1,
      Home: 0,
      End: tabs.length - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    select(target);
  };
  return (
    <div className={styles.tabs}>
      <div role="tablist" aria-label={label} className={styles.tabList} onKeyDown={onKeyDown}>
        {tabs.map((tab, index) => (
          <button
            key={tab.key}
            ref={(element) => {
              buttons.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`${id}-${tab.key}-tab`}
            aria-selected={index === selected}
            aria-controls={`${id}-${tab.key}-panel`}
            tabIndex={index === selected ? 0 : -1}
            className={styles.tab}
            onClick={() => setSelected(index)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {tabs.map((tab, index) => (
        <div
          key={tab.key}
          role="tabpanel"
          id={`${id}-${tab.key}-panel`}
          aria-labelledby={`${id}-${tab.key}-tab`}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: the ARIA tabs pattern makes the panel focusable
          tabIndex={0}
          hidden={index !== selected}
          className={styles.panel}
        >
          {tab.content}
        </div>
      ))}
    </div>
  );
}
