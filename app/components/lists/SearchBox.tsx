import { Trans, useLingui } from "@lingui/react/macro";
import { useId } from "react";
import { Form } from "react-router";
import { SearchIcon } from "#app/components/icons.tsx";
import { visuallyHidden } from "./ListLayout.css.ts";
import * as styles from "./SearchBox.css.ts";

/**
 * The search box of the activity list and the results page: a plain GET form to /results, so
 * it works before the scripts load and every search has a URL to share.
 */
export function SearchBox({ query = "" }: { query?: string }) {
  const { t } = useLingui();
  const id = useId();
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
      />
      <button type="submit" className={styles.submit}>
        <Trans>Search</Trans>
      </button>
    </Form>
  );
}
