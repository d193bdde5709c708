import { Trans, useLingui } from "@lingui/react/macro";
import { type KeyboardEvent, useEffect, useId, useRef, useState } from "react";
import { Form, useNavigate } from "react-router";
import { SearchIcon } from "#app/components/icons.tsx";
import type { Suggestion } from "#app/lib/suggest-client.ts";
import { visuallyHidden } from "./ListLayout.css.ts";
import * as styles from "./SearchBox.css.ts";

/** A pause in typing this long asks for suggestions: one request per pause, not per key. */
const SUGGEST_DELAY_MS = 250;

/** Shorter text gets no suggestions: one or two letters match too much to help. */
const MIN_SUGGEST_LENGTH = 2;

/**
 * The search box of the activity list and the results page: a plain GET form to /results, so
 * it works before the scripts load and every search has a URL to share. Once scripts run, it is
 * a combobox (WAI-ARIA's list autocomplete) that suggests titles and categories as one types.
 */
export function SearchBox({ query = "" }: { query?: string }) {
  const { t } = useLingui();
  const id = useId();
  const listId = `${id}-suggestions`;
  const suggestions = useSuggestions();
  const navigate = useNavigate();
  const { items, open, active } = suggestions;
  const go = (suggestion: Suggestion) => {
    suggestions.close();
    navigate(suggestion.url);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      if (items.length === 0) return;
      event.preventDefault();
      suggestions.move(event.key === "ArrowDown" ? 1 : -1);
    } else if (event.key === "Escape" && open) {
      event.preventDefault();
      suggestions.close();
    } else if (event.key === "Enter" && open && active >= 0) {
      const chosen = items[active];
      if (!chosen) return;
      event.preventDefault();
      go(chosen);
    }
  };
  const expanded = open && items.length > 0;
  return (
    <Form method="get" action="/results" role="search" className={styles.form}>
      <label htmlFor={id} className={visuallyHidden}>
        <Trans>Search activities</Trans>
      </label>
      <span className={styles.leadingIcon}>
        <SearchIcon size={20} />
      </span>
      <input
        // A new query (back and forward included) shows its own text.
        key={query}
        id={id}
        type="search"
        name="query"
        defaultValue={query}
        maxLength={200}
        placeholder={t`Try Ubud or rafting`}
        enterKeyHint="search"
        className={styles.input}
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
        onInput={(event) => suggestions.typed(event.currentTarget.value)}
        onKeyDown={onKeyDown}
        onBlur={suggestions.close}
      />
      <button type="submit" className={styles.submit}>
        <Trans>Search</Trans>
      </button>
      <div id={listId} role="listbox" aria-label={t`Suggestions`} className={styles.listbox} hidden={!expanded}>
        {items.map((item, index) => (
          <div
            key={item.url}
            id={`${listId}-${index}`}
            role="option"
            aria-selected={index === active}
            // Reached with the arrow keys from the text box (aria-activedescendant), never by Tab.
            tabIndex={-1}
            className={styles.option}
            // Chosen on mousedown: a click would blur the box first and close the list.
            onMouseDown={(event) => {
              event.preventDefault();
              go(item);
            }}
          >
            <span>{item.label}</span>
            <span className={styles.kind}>{item.kind === "category" ? t`Category` : t`Activity`}</span>
          </div>
        ))}
      </div>
    </Form>
  );
}

/** The suggestions of the text typed, asked for after a pause; a newer text aborts an older call. */
function useSuggestions() {
  const [items, setItems] = useState<Suggestion[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const call = useRef<AbortController>(undefined);
  useEffect(
    () => () => {
      clearTimeout(timer.current);
      call.current?.abort();
    },
    [],
  );
  const typed = (text: string) => {
    clearTimeout(timer.current);
    call.current?.abort();
    setActive(-1);
    const query = text.trim();
    if (query.length < MIN_SUGGEST_LENGTH) {
      setItems([]);
      return;
    }
    timer.current = setTimeout(async () => {
      const controller = new AbortController();
      call.current = controller;
      try {
        const { fetchSuggestions } = await import("#app/lib/suggest-client.ts");
        const found = await fetchSuggestions(query.slice(0, 100), controller.signal);
        if (controller.signal.aborted) return;
        setItems(found);
        setOpen(true);
      } catch {
        // No suggestions is what a failed or aborted call shows; the search itself still works.
      }
    }, SUGGEST_DELAY_MS);
  };
  const move = (step: number) => {
    setOpen(true);
    // -1 is the text box itself: the arrows cycle through it and the options.
    setActive((index) => {
      const next = index + step;
      if (next < -1) return items.length - 1;
      return next >= items.length ? -1 : next;
    });
  };
  const close = () => {
    setOpen(false);
    setActive(-1);
  };
  return { items, open, active, typed, move, close };
}
