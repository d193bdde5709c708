/**
 * The back office's gallery and home slides: photos with their texts in both languages, in the order
 * the pages show them. Each change is one batch with the row's version guard and the audit row, and
 * names the pages it changed for the purge.
 */
import type { StoredImage } from "#domain/images.ts";
import type { ShowcaseKind, ShowcaseTexts } from "#domain/inputs/showcase.ts";
import { SHOWCASE_TEXTS } from "#domain/inputs/showcase.ts";
import { LOCALES, type Locale } from "#domain/locale.ts";
import type { OperatorScope } from "#workers/accounts/operators.ts";
import { auditStatement } from "#workers/audit.ts";
import { rowsOf } from "#workers/sql.ts";
import { batchUnlessStale, versionGuard } from "#workers/write-guard.ts";

interface ShowcaseTable {
  table: "gallery_images" | "slides";
  translations: string;
  foreignKey: string;
  /** The public pages that show the rows. */
  pages: readonly string[];
}

const HOME = ["/", "/_root.data", "/api/index"];

const TABLES: Readonly<Record<ShowcaseKind, ShowcaseTable>> = {
  gallery: {
    table: "gallery_images",
    translations: "gallery_image_translations",
    foreignKey: "image_id",
    pages: [...HOME, "/gallery", "/gallery.data", "/api/gallery", "/api/galleryfeature"],
  },
  slides: { table: "slides", translations: "slide_translations", foreignKey: "slide_id", pages: HOME },
};

export interface ShowcaseRow {
  id: number;
  version: number;
  image: StoredImage;
  texts: Record<string, Record<Locale, string>>;
  linkPath: string | null;
}

/** The table of a kind's rows. */
export function showcaseTable(kind: ShowcaseKind): ShowcaseTable["table"] {
  return TABLES[kind].table;
}

export type ShowcaseOutcome = { kind: "saved"; purge: readonly string[] } | { kind: "stale" };

/** Every row in the order the pages show them, with both languages of its texts. */
export async function listShowcase(db: D1Database, kind: ShowcaseKind): Promise<ShowcaseRow[]> {
  const { table, translations, foreignKey } = TABLES[kind];
  const fields = Object.keys(SHOWCASE_TEXTS[kind]);
  const [rows, texts] = await db.batch([
    db.prepare(
      `SELECT id, version, image, ${kind === "slides" ? "link_path" : "NULL AS link_path"} FROM ${table}
       ORDER BY position, id`,
    ),
    db.prepare(`SELECT ${foreignKey} AS id, locale, ${fields.join(", ")} FROM ${translations}`),
  ]);
  const byId = new Map<number, Record<string, Record<Locale, string>>>();
  for (const text of rowsOf<{ id: number; locale: Locale } & Record<string, string>>(texts)) {
    const entry = byId.get(text.id) ?? Object.fromEntries(fields.map((field) => [field, { id: "", en: "" }]));
    for (const field of fields) (entry[field] as Record<Locale, string>)[text.locale] = text[field] ?? "";
    byId.set(text.id, entry);
  }
  return rowsOf<{ id: number; version: number; image: string; link_path: string | null }>(rows).map((row) => ({
    id: row.id,
    version: row.version,
    image: JSON.parse(row.image) as StoredImage,
    texts: byId.get(row.id) ?? Object.fromEntries(fields.map((field) => [field, { id: "", en: "" }])),
    linkPath: row.link_path,
  }));
}

function textStatements(db: D1Database, kind: ShowcaseKind, idSql: string, bound: unknown[], input: ShowcaseTexts) {
  const { translations, foreignKey } = TABLES[kind];
  const fields = Object.keys(SHOWCASE_TEXTS[kind]);
  return LOCALES.map((locale) =>
    db
      .prepare(
        `INSERT INTO ${translations} (${foreignKey}, locale, ${fields.join(", ")})
         VALUES (${idSql}, ?${bound.length + 1}, ${fields.map((_, index) => `?${bound.length + 2 + index}`).join(", ")})
         ON CONFLICT (${foreignKey}, locale) DO UPDATE SET ${fields.map((field) => `${field} = excluded.${field}`).join(", ")}`,
      )
      .bind(...bound, locale, ...fields.map((field) => input.texts[field]?.[locale] ?? "")),
  );
}

async function run(db: D1Database, statements: D1PreparedStatement[], kind: ShowcaseKind): Promise<ShowcaseOutcome> {
  if ((await batchUnlessStale(db, statements)) === "stale") return { kind: "stale" };
  return { kind: "saved", purge: TABLES[kind].pages };
}

/** A new photo at the end, with its texts. */
export async function addShowcase(scope: OperatorScope, kind: ShowcaseKind, image: StoredImage, input: ShowcaseTexts) {
  const { db } = scope;
  const { table } = TABLES[kind];
  const next = `(SELECT coalesce(max(id), 0) + 1 FROM ${table})`;
  const position = `(SELECT coalesce(max(position), 0) + 1 FROM ${table})`;
  const insert =
    kind === "slides"
      ? db
          .prepare(`INSERT INTO slides (id, image, link_path, position) VALUES (${next}, ?1, ?2, ${position})`)
          .bind(JSON.stringify(image), input.linkPath)
      : db
          .prepare(`INSERT INTO gallery_images (id, image, position) VALUES (${next}, ?1, ${position})`)
          .bind(JSON.stringify(image));
  return run(
    db,
    [
      insert,
      ...textStatements(db, kind, `(SELECT max(id) FROM ${table})`, [], input),
      auditStatement(db, {
        actor: scope.operator,
        action: "upload",
        entity: table,
        entityId: "new",
        before: null,
        after: { image: image.original, ...input },
      }),
    ],
    kind,
  );
}

/** New texts (and a slide's link) for one row. */
export async function saveShowcase(
  scope: OperatorScope,
  kind: ShowcaseKind,
  row: Pick<ShowcaseRow, "id" | "version">,
  input: ShowcaseTexts,
  before: ShowcaseRow | undefined,
) {
  const { db } = scope;
  const { table } = TABLES[kind];
  return run(
    db,
    [
      versionGuard(db, table, row.id, row.version),
      kind === "slides"
        ? db
            .prepare("UPDATE slides SET link_path = ?2, version = version + 1 WHERE id = ?1")
            .bind(row.id, input.linkPath)
        : db.prepare("UPDATE gallery_images SET version = version + 1 WHERE id = ?1").bind(row.id),
      ...textStatements(db, kind, "?1", [row.id], input),
      auditStatement(db, {
        actor: scope.operator,
        action: "update",
        entity: table,
        entityId: row.id,
        before: before ? { texts: before.texts, linkPath: before.linkPath } : null,
        after: input,
      }),
    ],
    kind,
  );
}

/** Moves a row one place earlier (-1) or later (+1), swapping with its neighbour. */
export async function moveShowcase(
  scope: OperatorScope,
  kind: ShowcaseKind,
  row: Pick<ShowcaseRow, "id" | "version">,
  by: -1 | 1,
) {
  const { db } = scope;
  const rows = await listShowcase(db, kind);
  const index = rows.findIndex((entry) => entry.id === row.id);
  const neighbour = rows[index + by];
  if (index < 0 || !neighbour) return { kind: "stale" } as const;
  const { table } = TABLES[kind];
  const order = rows.map((entry) => entry.id);
  [order[index], order[index + by]] = [neighbour.id, row.id];
  return run(
    db,
    [
      versionGuard(db, table, row.id, row.version),
      ...order.map((id, position) =>
        db.prepare(`UPDATE ${table} SET position = ?2, version = version + 1 WHERE id = ?1`).bind(id, position),
      ),
      auditStatement(db, {
        actor: scope.operator,
        action: "reorder",
        entity: table,
        entityId: row.id,
        before: { order: rows.map((entry) => entry.id) },
        after: { order },
      }),
    ],
    kind,
  );
}

/** Removes a row (nothing references the gallery or the slides); its photo stays in R2. */
export async function removeShowcase(
  scope: OperatorScope,
  kind: ShowcaseKind,
  row: Pick<ShowcaseRow, "id" | "version">,
) {
  const { db } = scope;
  const { table } = TABLES[kind];
  return run(
    db,
    [
      versionGuard(db, table, row.id, row.version),
      db.prepare(`DELETE FROM ${table} WHERE id = ?1`).bind(row.id),
      auditStatement(db, {
        actor: scope.operator,
        action: "delete",
        entity: table,
        entityId: row.id,
        before: row,
        after: null,
      }),
    ],
    kind,
  );
}
