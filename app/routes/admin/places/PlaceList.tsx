/**
 * The list pages of destinations and vehicles: the "new draft" form (its regency or type and its
 * name in both languages), the filters, and the rows with their status and missing translations.
 */
import { Trans, useLingui } from "@lingui/react/macro";
import * as admin from "#app/components/admin/admin.css.ts";
import { CatalogueFilters, CatalogueResults } from "#app/components/admin/CatalogueList.tsx";
import { NewDraftForm } from "#app/components/admin/NewDraftForm.tsx";
import { PlaceField, usePlaceFieldSource } from "#app/components/admin/PlaceFields.tsx";
import type { ActivityStatus } from "#domain/catalogue.ts";
import { textFieldName } from "#domain/inputs/activity.ts";
import type { PlaceProblems } from "#domain/inputs/place.ts";
import { LOCALES, type Locale } from "#domain/locale.ts";

interface Group {
  id: number;
  name: string;
}

export interface PlaceListProps {
  csrfToken: string;
  /** "regency" or "type": the field naming the group in the filters and the new draft. */
  groupField: string;
  groupLabel: string;
  allGroupsLabel: string;
  groups: readonly Group[];
  /** The new draft's name field in both languages ("name", "vehicle_type"), its label and limit. */
  nameField: string;
  nameLabel: string;
  nameMax: number;
  newTitle: string;
  listLabel: string;
  emptyText: string;
  /** The admin path of a row: `${basePath}/${id}`. */
  basePath: string;
  query: { search: string; groupId: number | null; status: ActivityStatus | null; missingTranslation: boolean };
  items: readonly { id: number; name: string; groupName: string; status: ActivityStatus; missing: Locale[] }[];
  /** The links to the pages either side (null at an end). */
  previous: string | null;
  next: string | null;
  answer?: { problems: PlaceProblems; sent: Record<string, string> } | undefined;
}

export function PlaceList(props: PlaceListProps) {
  const { t } = useLingui();
  const source = usePlaceFieldSource({}, props.answer);
  const languages = { id: t`Indonesian`, en: t`English` };
  const groupOptions = props.groups.map((group) => ({ value: String(group.id), label: group.name }));
  return (
    <>
      <NewDraftForm title={props.newTitle} csrfToken={props.csrfToken}>
        <PlaceField
          name={props.groupField}
          label={props.groupLabel}
          source={source}
          options={groupOptions}
          idPrefix="new"
        />
        <div className={admin.pair}>
          {LOCALES.map((locale) => (
            <PlaceField
              key={locale}
              name={textFieldName(props.nameField, locale)}
              label={`${props.nameLabel} (${languages[locale]})`}
              source={source}
              maxLength={props.nameMax}
              idPrefix="new"
            />
          ))}
        </div>
      </NewDraftForm>
      <CatalogueFilters
        label={t`Filter`}
        prefix="place"
        searchLabel={<Trans>Search by name</Trans>}
        query={props.query}
        group={{
          id: "place-group",
          name: props.groupField,
          label: props.groupLabel,
          allLabel: props.allGroupsLabel,
          value: props.query.groupId,
          options: groupOptions,
        }}
      />
      <CatalogueResults
        label={props.listLabel}
        empty={props.emptyText}
        rows={props.items.map((item) => ({
          key: item.id,
          to: `${props.basePath}/${item.id}`,
          name: item.name,
          facts: [item.groupName],
          status: item.status,
          missing: item.missing,
        }))}
        previous={props.previous}
        next={props.next}
      />
    </>
  );
}
