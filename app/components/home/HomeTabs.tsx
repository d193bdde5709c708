import { type KeyboardEvent, type ReactNode, useRef, useState } from "react";
import { useFirstTab } from "#app/lib/hydrating.ts";
import * as styles from "./HomeTabs.css.ts";

export interface Tab {
  id: string;
  label: ReactNode;
  panel: ReactNode;
}

/**
 * Tabs as the ARIA pattern has them: one tab stop, arrow keys (and Home/End) move and select,
 * the panels stay in the server HTML (hidden), and a browser without JavaScript shows them all
 * (app/styles/global.css.ts).
 */
export function Tabs({
  label,
  idPrefix,
  tabs,
  variant = "pill",
}: {
  label: string;
  idPrefix: string;
  tabs: Tab[];
  variant?: "pill" | "underline";
}) {
  const firstTab = useFirstTab(tabs.map((tab) => `${idPrefix}-tab-${tab.id}`));
  const [selected, setSelected] = useState(firstTab);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);

  const select = (index: number) => {
    setSelected(index);
    buttons.current[index]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const last = tabs.length - 1;
    const moves: Record<string, number> = {
      ArrowRight: selected === last ? 0 : selected + 1,
      ArrowLeft: selected === 0 ? last : selected - 1,
      Home: 0,
      End: last,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    select(next);
  };

  return (
    <div>
      <div role="tablist" aria-label={label} className={variant === "pill" ? styles.pillList : styles.underlineList}>
        {tabs.map((tab, index) => (
          <button
            key={tab.id}
            ref={(element) => {
              buttons.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`${idPrefix}-tab-${tab.id}`}
            aria-selected={index === selected}
            aria-controls={`${idPrefix}-panel-${tab.id}`}
            tabIndex={index === selected ? 0 : -1}
            className={variant === "pill" ? styles.pill : styles.underline}
            onClick={() => setSelected(index)}
            onKeyDown={onKeyDown}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {tabs.map((tab, index) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={`${idPrefix}-panel-${tab.id}`}
          aria-labelledby={`${idPrefix}-tab-${tab.id}`}
          hidden={index !== selected}
          className={styles.panel}
        >
          {tab.panel}
        </div>
      ))}
    </div>
  );
}
