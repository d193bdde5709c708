import { type KeyboardEvent, type ReactNode, useEffect, useRef, useState } from "react";
import { useFirstTab } from "#app/lib/hydrating.ts";
import * as styles from "./Tabs.css.ts";

export interface Tab {
  /** Names the tab (`#tab-{id}`) and its panel (`#panel-{id}`), and is the URL fragment that opens it: /destination/…#reviews. */
  id: string;
  title: ReactNode;
  content: ReactNode;
}

/**
 * Tabs of a detail page (WAI-ARIA tabs: one tab in the tab order; arrows, Home and End move
 * between them and show their panel). Every panel is in the server's HTML, the ones not chosen
 * hidden, so search engines get all of it, and a browser without JavaScript shows them all
 * (app/styles/global.css.ts). `panels="card"` (the default)
 * draws each panel as a card; `"plain"` leaves that to the content.
 */
export function Tabs({ label, tabs, panels = "card" }: { label: string; tabs: Tab[]; panels?: "card" | "plain" }) {
  const firstTab = useFirstTab(tabs.map((tab) => `tab-${tab.id}`));
  const [selected, setSelected] = useState(tabs[firstTab]?.id ?? "");
  const buttons = useRef(new Map<string, HTMLButtonElement>());

  const ids = tabs.map((tab) => tab.id).join(" ");
  useEffect(() => {
    // A link to /…#reviews opens that tab (the fragment never reaches the server).
    const fromHash = window.location.hash.slice(1);
    if (fromHash && ids.split(" ").includes(fromHash)) setSelected(fromHash);
  }, [ids]);

  const choose = (id: string) => {
    setSelected(id);
    buttons.current.get(id)?.focus();
  };

  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const last = tabs.length - 1;
    const target =
      event.key === "ArrowRight"
        ? index === last
          ? 0
          : index + 1
        : event.key === "ArrowLeft"
          ? index === 0
            ? last
            : index - 1
          : event.key === "Home"
            ? 0
            : event.key === "End"
              ? last
              : null;
    const tab = target === null ? undefined : tabs[target];
    if (!tab) return;
    event.preventDefault();
    choose(tab.id);
  };

  return (
    <div className={styles.tabs}>
      <div role="tablist" aria-label={label} className={styles.list}>
        {tabs.map((tab, index) => {
          const active = tab.id === selected;
          return (
            <button
              key={tab.id}
              ref={(element) => {
                if (element) buttons.current.set(tab.id, element);
                else buttons.current.delete(tab.id);
              }}
              type="button"
              role="tab"
              id={`tab-${tab.id}`}
              aria-controls={`panel-${tab.id}`}
              aria-selected={active}
              tabIndex={active ? 0 : -1}
              className={styles.tab}
              onClick={() => setSelected(tab.id)}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              {tab.title}
            </button>
          );
        })}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={`panel-${tab.id}`}
          aria-labelledby={`tab-${tab.id}`}
          hidden={tab.id !== selected}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: the WAI-ARIA tabs pattern makes panels focusable
          tabIndex={0}
          className={panels === "card" ? styles.cardPanel : styles.plainPanel}
        >
          {tab.content}
        </div>
      ))}
    </div>
  );
}
