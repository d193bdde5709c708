/**
 * The texts of regencies, transport types and activity types: rows whose names and descriptions
 * the operator edits in both languages, never publishes. A save purges every page that shows them.
 */
import { CATEGORY_TEXTS, type CategoryEdit, type CategoryTexts } from "#domain/inputs/place.ts";
import type { OperatorScope } from "#workers/accounts/operators.ts";
import { auditStatement } from "#workers/audit.ts";
import { pagesShowing } from "#workers/catalogue/activity-form.ts";
import { searchTypeNameStatement } from "#workers/catalogue/activity-search-row.ts";
import { notFound } from "#workers/http.ts";
import type { NotFoundSubject } from "#workers/protocol-messages.ts";
import { rowsOf } from "#workers/sql.ts";
import { guarded, NOW, type SaveOutcome, type TextRow, textStatements, textsOf, unique } from "./editor-writes.ts";
import { HOME, pagesShowingDestination, pagesShowingTransport } from "./place-editor.ts";

/** Regencies, transport types or activity types: rows whose texts the operator edits, never publishes. */
export interface CategoryKind {
  table: "regencies" | "transport_types" | "activity_types";
  translations: "regency_translations" | "transport_type_translations" | "activity_type_translations";
  foreignKey: "regency_id" | "type_id";
  /** What a 404 calls a row that is not there. */
  label: NotFoundSubject;
  /** The pages that show a category's texts, besides the home page: its lists and its members' pages. */
  pages: (db: D1Database, category: { id: number; slug: string }) => Promise<string[]>;
  /** What copies the texts elsewhere (the search index), brought up to date in the save's batch. */
  copies?: (db: D1Database, id: number) => D1PreparedStatement[];
}

/** Each page of a category's members (its own page, `.data` and /api answer), from their rows. */
async function memberPages<R>(statement: D1PreparedStatement, pagesOf: (row: R) => string[]): Promise<string[]> {
  const { results } = await statement.all<R>();
  return results.flatMap((row) => pagesOf(row).slice(0, 3));
}

export const REGENCY_TEXTS: CategoryKind = {
  table: "regencies",
  translations: "regency_translations",
  foreignKey: "regency_id",
  label: "Regency",
  pages: async (db, regency) => [
    "/destination",
    "/destination.data",
    "/api/regencies",
    "/api/regency",
    `/api/regency/${regency.id}`,
    ...(await memberPages<{ slug: string }>(
      db.prepare("SELECT slug FROM destinations WHERE regency_id = ?1").bind(regency.id),
      (row) => pagesShowingDestination({ regencyId: regency.id, regencySlug: regency.slug, slug: row.slug }),
    )),
  ],
};

export const TRANSPORT_TYPE_TEXTS: CategoryKind = {
  table: "transport_types",
  translations: "transport_type_translations",
  foreignKey: "type_id",
  label: "Transport type",
  pages: async (db, type) => [
    "/transport",
    "/transport.data",
    "/api/transporttypes",
    "/api/transporttype",
    `/api/transporttype/${type.id}`,
    ...(await memberPages<{ id: number }>(
      db.prepare("SELECT id FROM transports WHERE type_id = ?1").bind(type.id),
      (row) => pagesShowingTransport({ id: row.id, typeId: type.id }),
    )),
  ],
};

/** Every activity card names its type, so its texts show wherever activities are listed or searched. */
export const ACTIVITY_TYPE_TEXTS: CategoryKind = {
  table: "activity_types",
  translations: "activity_type_translations",
  foreignKey: "type_id",
  label: "Activity category",
  pages: async (db, type) => [
    `/activity/${type.slug}`,
    `/activity/${type.slug}.data`,
    "/activity",
    "/activity.data",
    "/results",
    "/results.data",
    "/api/search",
    "/api/types",
    "/api/type",
    `/api/type/${type.id}`,
    ...(await memberPages<{ slug: string }>(
      db.prepare("SELECT slug FROM activities WHERE type_id = ?1").bind(type.id),
      (row) => pagesShowing({ typeId: type.id, typeSlug: type.slug, slug: row.slug }),
    )),
  ],
  copies: (db, id) => [searchTypeNameStatement(db, id)],
};

export interface CategoryForEditing {
  id: number;
  slug: string;
  version: number;
  texts: CategoryTexts;
}

/** Every row of a category's table with both languages of its texts. */
export async function categoriesForEditing(db: D1Database, kind: CategoryKind): Promise<CategoryForEditing[]> {
  const [rows, texts] = await db.batch([
    db.prepare(`SELECT id, slug, version FROM ${kind.table} ORDER BY position, id`),
    db.prepare(`SELECT ${kind.foreignKey} AS owner, * FROM ${kind.translations}`),
  ]);
  const all = rowsOf<TextRow & { owner: number }>(texts);
  return rowsOf<{ id: number; slug: string; version: number }>(rows).map((row) => ({
    ...row,
    texts: textsOf(CATEGORY_TEXTS, { ...texts, results: all.filter((text) => text.owner === row.id) } as D1Result),
  }));
}

/** Saves a category's texts in both languages, and what copies them. */
export async function saveCategoryTexts(
  scope: OperatorScope,
  kind: CategoryKind,
  id: number,
  edit: CategoryEdit,
): Promise<SaveOutcome> {
  const { db } = scope;
  const before = (await categoriesForEditing(db, kind)).find((category) => category.id === id);
  if (!before) throw notFound(kind.label);
  const purge = unique([...(await kind.pages(db, before)), ...HOME]);
  return guarded(
    db,
    kind.table,
    id,
    edit.version,
    [
      db.prepare(`UPDATE ${kind.table} SET version = version + 1, updated_at = ${NOW} WHERE id = ?1`).bind(id),
      ...textStatements(db, CATEGORY_TEXTS, kind.translations, kind.foreignKey, id, edit.texts),
      ...(kind.copies?.(db, id) ?? []),
      auditStatement(db, {
        actor: scope.operator,
        action: "update",
        entity: kind.table,
        entityId: id,
        before: { texts: before.texts },
        after: { texts: edit.texts },
      }),
    ],
    purge,
  );
}
