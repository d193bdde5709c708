/**
 * The catalogue's lists (activities, content, destinations, vehicles): filters by words, by group
 * (type, kind, regency), by status and by a missing translation; rows with what each is, its
 * status and the languages it lacks. Built on the list frame of ListPage.tsx.
 */
import { useLingui } from "@lingui/react/macro";
import { Fragment, type ReactNode } from "react";
import { Link } from "react-router";
import { ACTIVITY_STATUSES, type ActivityStatus } from "#domain/catalogue.ts";
import type { Locale } from "#domain/locale.ts";
import { useActivityStatusLabels } from "./activity-status.ts";
import * as styles from "./back-office.css.ts";
import { ChoiceFilter, FilterForm, ListItems, MissingTranslationFilter, SearchFilter } from "./ListPage.tsx";
import { Pager } from "./Pager.tsx";

export interface CatalogueQuery {
  search: string;
  status: ActivityStatus | null;
  missingTranslation: boolean;
}

/** The catalogue's filters; `prefix` names their ids (`${prefix}-search` ...). */
export function CatalogueFilters(props: {
  label: string;
  prefix: string;
  searchLabel: ReactNode;
  query: CatalogueQuery;
  group: {
    id: string;
    name: string;
    label: ReactNode;
    allLabel: string;
    value: string | number | null;
    options: readonly { value: string | number; label: string }[];
  };
}) {
  const { t } = useLingui();
  const statusLabels = useActivityStatusLabels();
  const { group, query } = props;
  return (
    <FilterForm label={props.label} secondary>
      <SearchFilter id={`${props.prefix}-search`} label={props.searchLabel} value={query.search} />
      <ChoiceFilter
        id={group.id}
        name={group.name}
        label={group.label}
        value={group.value}
        options={[{ value: "", label: group.allLabel }, ...group.options]}
      />
      <ChoiceFilter
        id={`${props.prefix}-status`}
        name="status"
        label={t`Status`}
        value={query.status}
        options={[
          { value: "", label: t`All` },
          ...ACTIVITY_STATUSES.map((status) => ({ value: status, label: statusLabels[status] })),
        ]}
      />
      <MissingTranslationFilter checked={query.missingTranslation} />
    </FilterForm>
  );
}

export interface CatalogueRow {
  key: string | number;
  to: string;
  name: string;
  /** What the row is, before its status: its code, type, kind or regency. */
  facts: readonly string[];
  status: ActivityStatus;
  missing: readonly Locale[];
}

/** The catalogue's rows, or the line that says none matches, and the links to the pages either side when it is paged. */
export function CatalogueResults(props: {
  label: string;
  empty: ReactNode;
  rows: readonly CatalogueRow[];
  previous?: string | null;
  next?: string | null;
}) {
  return (
    <>
      <ListItems
        items={props.rows}
        empty={props.empty}
        emptyClassName={styles.lead}
        label={props.label}
        renderItem={(row) => <CatalogueEntry key={row.key} row={row} />}
      />
      <Pager previous={props.previous ?? null} next={props.next ?? null} order="catalogue" />
    </>
  );
}

function CatalogueEntry({ row }: { row: CatalogueRow }) {
  const { t } = useLingui();
  const statusLabels = useActivityStatusLabels();
  return (
    <li>
      <Link to={row.to} className={styles.listLink}>
        <strong>{row.name}</strong>
        <span className={styles.meta}>
          {[...row.facts, statusLabels[row.status]].map((fact, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the facts are a fixed sequence per list
            <Fragment key={index}>
              {index > 0 ? " · " : null}
              {fact}
            </Fragment>
          ))}
          {row.missing.length > 0
            ? ` · ${t`Missing a translation: ${row.missing.map((locale) => locale.toUpperCase()).join(", ")}`}`
            : ""}
        </span>
      </Link>
    </li>
  );
}
