/**
 * The back office's list pages: the GET form of filters above, the results with their count and
 * the pager below. A list page gives its fields and how one item looks; the frame is the same.
 */
import { Trans } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { Form } from "react-router";
import * as widgets from "#app/components/widgets.css.ts";
import * as admin from "./admin.css.ts";
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

/** The catalogue's filter "Missing a translation": rows whose texts lack a language. */
export function MissingTranslationFilter(props: { checked: boolean }) {
  return (
    <label className={admin.check}>
      <input type="checkbox" name="missing" value="1" defaultChecked={props.checked} />{" "}
      <Trans>Missing a translation</Trans>
    </label>
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
  /** The links to the pages either side (null at an end). */
  previous: string | null;
  next: string | null;
  order?: "time" | "catalogue";
}) {
  return (
    <section aria-labelledby={props.id} className={styles.form}>
      <h2 id={props.id} className={styles.cardTitle}>
        {props.count}
      </h2>
      <ListItems items={props.items} empty={props.empty} testId={props.testId} renderItem={props.renderItem} />
      <Pager previous={props.previous} next={props.next} order={props.order} />
    </section>
  );
}

/** The items of a list, or the line that says there are none. */
export function ListItems<T>(props: {
  items: readonly T[];
  empty: ReactNode;
  renderItem: (item: T) => ReactNode;
  testId?: string;
  label?: string;
  /** A list whose order means something (a history) is an `<ol>`. */
  ordered?: boolean;
  className?: string;
  emptyClassName?: string;
}) {
  if (props.items.length === 0) return <p className={props.emptyClassName ?? widgets.empty}>{props.empty}</p>;
  const List = props.ordered ? "ol" : "ul";
  return (
    <List className={props.className ?? styles.list} aria-label={props.label} data-testid={props.testId}>
      {props.items.map(props.renderItem)}
    </List>
  );
}
