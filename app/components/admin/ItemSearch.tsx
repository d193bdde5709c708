import { Trans, useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import * as styles from "#app/components/admin/back-office.css.ts";
import * as widgets from "#app/components/widgets.css.ts";

/**
 * The search field of a chooser of activities and vehicles (decision 0081): part of a GET form, so
 * it works without scripts; the server answers a page of matches by name. `id` names the field.
 */
export function ItemSearchField({ id, search, label }: { id: string; search: string; label: string }) {
  const { t } = useLingui();
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        name="q"
        type="search"
        className={styles.control}
        defaultValue={search}
        maxLength={100}
        autoComplete="off"
      />
      <div className={styles.buttonRow}>
        <button type="submit" className={widgets.secondaryButton}>
          {t`Search`}
        </button>
      </div>
    </div>
  );
}

/**
 * What a search found, said when it found nothing, more than a page, or has not been made yet.
 * `noMatch` says what a search that found nothing looked for, when it is not any activity or vehicle.
 */
export function ItemSearchHint({
  search,
  found,
  more,
  noMatch,
}: {
  search: string;
  found: number;
  more: boolean;
  noMatch?: ReactNode;
}) {
  if (more) {
    return (
      <p className={styles.hint} role="status">
        <Trans>Only the first {found} matches are shown: add a word of the name to narrow the search.</Trans>
      </p>
    );
  }
  if (found > 0) return null;
  return (
    <p className={styles.hint} role="status">
      {search ? (
        (noMatch ?? <Trans>No activity or vehicle has “{search}” in its name.</Trans>)
      ) : (
        <Trans>Type a part of its name, then Search.</Trans>
      )}
    </p>
  );
}
