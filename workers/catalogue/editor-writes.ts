/**
 * What the back office's editors share when they write: the outcome of a save, the version-guarded
 * batch that a stale save leaves unwritten, and the rows of texts in both languages.
 */
import type { ConfirmationSettings } from "#domain/inputs/activity.ts";
import type { TextSpec, Texts } from "#domain/inputs/place.ts";
import { LOCALES, type Locale } from "#domain/locale.ts";
import { storedText } from "#domain/rich-text.ts";
import { rowsOf } from "#workers/sql.ts";
import { batchUnlessStale, type VersionedTable, versionGuard } from "#workers/write-guard.ts";

export type SaveOutcome =
  | { kind: "saved"; version: number; purge: string[] }
  | { kind: "stale" }
  | { kind: "refused"; missing: string[] };

/** What a guarded batch answers: written, or refused by the version guard with nothing written. */
export type GuardedOutcome = Extract<SaveOutcome, { kind: "saved" | "stale" }>;

export const NOW = "strftime('%Y-%m-%dT%H:%M:%fZ', 'now')";

export const unique = (paths: string[]) => [...new Set(paths)];

export type TextRow = { locale: Locale } & Record<string, string>;

/** Both languages of a row's texts, empty where a language has none yet. */
export function textsOf<F extends string>(spec: TextSpec<F>, result: D1Result | undefined): Texts<F> {
  const empty = () => Object.fromEntries(spec.fields.map((field) => [field, ""])) as Record<F, string>;
  const texts = { id: empty(), en: empty() };
  for (const row of rowsOf<TextRow>(result)) {
    texts[row.locale] = Object.fromEntries(spec.fields.map((field) => [field, row[field] ?? ""])) as Record<F, string>;
  }
  return texts;
}

/**
 * Both languages' texts of a row, written or replaced; `stored` is what a field keeps of what the
 * form sent (by default its sanitised text).
 */
export function textStatements<F extends string>(
  db: D1Database,
  spec: Pick<TextSpec<F>, "fields">,
  table: string,
  foreignKey: string,
  id: number,
  texts: Texts<F>,
  stored: (field: F, value: string) => string = (field, value) => storedText(table, field, value),
): D1PreparedStatement[] {
  return LOCALES.map((locale) =>
    db
      .prepare(
        `INSERT INTO ${table} (${foreignKey}, locale, ${spec.fields.join(", ")})
         VALUES (?1, ?2, ${spec.fields.map((_, index) => `?${index + 3}`).join(", ")})
         ON CONFLICT (${foreignKey}, locale) DO UPDATE SET
           ${spec.fields.map((field) => `${field} = excluded.${field}`).join(", ")}`,
      )
      .bind(id, locale, ...spec.fields.map((field) => stored(field, texts[locale][field]))),
  );
}

/** Runs a save's statements behind the version guard: a stale save writes nothing. */
export async function guarded(
  db: D1Database,
  table: VersionedTable,
  id: number,
  version: number,
  statements: D1PreparedStatement[],
  purge: string[],
): Promise<GuardedOutcome> {
  const written = await batchUnlessStale(db, [versionGuard(db, table, id, version), ...statements]);
  return written === "stale" ? { kind: "stale" } : { kind: "saved", version: version + 1, purge };
}

/** The facts as saved: a booking setting the edit leaves out keeps its stored value. */
export function settingsKept<F extends ConfirmationSettings>(before: F, edit: F): F {
  return {
    ...edit,
    instant_confirmation: edit.instant_confirmation ?? before.instant_confirmation,
    special_requests_need_person: edit.special_requests_need_person ?? before.special_requests_need_person,
    change_window_hours: edit.change_window_hours === undefined ? before.change_window_hours : edit.change_window_hours,
  };
}

/**
 * The change window's SQL (decision 0068) for the UPDATE's parameters `keep` and `hours`: a form or
 * JSON call without the field keeps the stored window, an empty field stores null.
 */
export function changeWindowAssignment(keep: number, hours: number): string {
  return `change_window_hours = CASE WHEN ?${keep} = 1 THEN change_window_hours ELSE ?${hours} END`;
}

/** The two parameters of `changeWindowAssignment`. */
export function changeWindowParams(facts: ConfirmationSettings): [number, number | null] {
  return facts.change_window_hours === undefined ? [1, null] : [0, facts.change_window_hours];
}

/** A checkbox as its column stores it; null keeps the stored value. */
export function storedFlag(value: boolean | null): number | null {
  return value === null ? null : Number(value);
}
