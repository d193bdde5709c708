/**
 * The back office's list pages: the GET form of filters above, the results with their count and
 * the pager below. A list page gives its fields and how one item looks; the frame is the same.
 */
import { Trans } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { Form } from "react-router";
import * as widgets from "#app/components/widgets.css.ts";
import * as styles from "./back-office.css.ts";
import { Pager } from "./Pager.tsx";

/** The filters: a GET form, so a filtered list is a link like any other. */
export function FilterForm(props: { label: string; children: ReactNode; secondary?: boolean }) {
  return (
    <Form method="get" className={`${styles.card} ${styles.filters}`} aria-label={props.label}>
      {props.children}
      <button type="submit" className={props.secondary ? widgets.secondaryButton : widgets.button}>
        <Trans>Show</Trans>
      </button>
    </Form>
  );
}

/** The search box every list has, its words in `q`. */
export function SearchFilter(props: { id: string; label: ReactNode; value: string }) {
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={props.id}>
        {props.label}
      </label>
      <input
        id={props.id}
        name="q"
        type="search"
        className={styles.control}
        defaultValue={props.value}
        maxLength={100}
      />
    </div>
  );
}

/** A choice among a few values; the first option (value "") means any. */
export function ChoiceFilter(props: {
  id: string;
  name: string;
  label: ReactNode;
  value: string | number | null;
  options: readonly { value: string | number; label: string }[];
}) {
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={props.id}>
        {props.label}
      </label>
      <select id={props.id} name={props.name} className={styles.control} defaultValue={props.value ?? ""}>
        {props.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** The results: how many there are, the items (or what to say when there are none) and the pager. */
export function ListResults<T>(props: {
  id: string;
  count: ReactNode;
  items: readonly T[];
  empty: ReactNode;
  testId: string;
  renderItem: (item: T) => ReactNode;
  page: number;
  pages: number;
  urlOf: (page: number) => string;
}) {
  return (
    <section aria-labelledby={props.id} className={styles.form}>
      <h2 id={props.id} className={styles.cardTitle}>
        {props.count}
      </h2>
      {props.items.length === 0 ? (
        <p className={widgets.empty}>{props.empty}</p>
      ) : (
        <ul className={styles.list} data-testid={props.testId}>
          {props.items.map(props.renderItem)}
        </ul>
      )}
      <Pager page={props.page} pages={props.pages} urlOf={props.urlOf} />
    </section>
  );
}
