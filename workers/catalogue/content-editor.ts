/**
 * The operator's side of tips, events and special offers: the back office's list, a row's form
 * data in both languages, saving it and changing its status. Each write is one D1 batch that
 * starts with the version guard and ends with the audit row; its answer names the cached pages it
 * changed. The three kinds differ only by their tables, texts and facts (`KINDS`).
 */
import { baliToday } from "#domain/bali-time.ts";
import type { ActivityStatus } from "#domain/catalogue.ts";
import type { StoredImage } from "#domain/images.ts";
import { slugFrom } from "#domain/inputs/activity.ts";
import {
  CONTENT_KINDS,
  CONTENT_TEXT_FIELDS,
  type ContentEdit,
  type ContentFacts,
  type ContentKind,
  type ContentTexts,
  missingContentForPublishing,
  type NewContent,
  REQUIRED_CONTENT_FIELDS,
} from "#domain/inputs/content.ts";
import { LOCALES, type Locale } from "#domain/locale.ts";
import { storedText } from "#domain/rich-text.ts";
import type { OperatorScope } from "#workers/accounts/operators.ts";
import { auditStatement } from "#workers/audit.ts";
import { notFound } from "#workers/http.ts";
import { anyContains, firstRow, inSlugFamily, parseImages, rowsOf } from "#workers/sql.ts";
import { guarded, NOW, type SaveOutcome } from "./editor-writes.ts";
import type { PhotoRow, PhotoTable } from "./row-photos.ts";

interface KindTables {
  table: PhotoTable & ("tips" | "events" | "special_offers");
  translations: string;
  foreignKey: string;
  /** The public page's path before the slug, and its list's path. */
  page: string;
  /** The /api answers that list the kind. */
  apiLists: readonly string[];
  /** The untranslated columns the form edits. */
  facts: readonly (keyof ContentFacts)[];
}

const KINDS: Readonly<Record<ContentKind, KindTables>> = {
  tips: {
    table: "tips",
    translations: "tip_translations",
    foreignKey: "tip_id",
    page: "/tips",
    apiLists: ["/api/tips"],
    facts: [],
  },
  events: {
    table: "events",
    translations: "event_translations",
    foreignKey: "event_id",
    page: "/event",
    apiLists: ["/api/event", "/api/event/feature"],
    facts: ["starts_at", "ends_at"],
  },
  offers: {
    table: "special_offers",
    translations: "special_offer_translations",
    foreignKey: "offer_id",
    page: "/specialoffer",
    apiLists: ["/api/specialoffer", "/api/specialoffer/feature"],
    facts: ["activity_id"],
  },
};

export interface ContentListItem {
  kind: ContentKind;
  id: number;
  title: string;
  status: ActivityStatus;
  /** Languages with a required text missing. */
  missing: Locale[];
  updatedAt: string | null;
}

export interface ContentQuery {
  search: string;
  kind: ContentKind | null;
  status: ActivityStatus | null;
  missingTranslation: boolean;
}

function emptyCheck(kind: ContentKind, alias: string): string {
  const required = REQUIRED_CONTENT_FIELDS[kind].map((field) => `${alias}.${field} = ''`).join(" OR ");
  return `(${alias}.${KINDS[kind].foreignKey} IS NULL OR ${required})`;
}

function listStatement(db: D1Database, kind: ContentKind, locale: Locale, query: ContentQuery) {
  const { table, translations, foreignKey } = KINDS[kind];
  const join = (alias: string, on: string) =>
    `LEFT JOIN ${translations} ${alias} ON ${alias}.${foreignKey} = r.id AND ${alias}.locale ${on}`;
  return db
    .prepare(
      `SELECT r.id, coalesce(nullif(t.title, ''), o.title, r.slug) AS title, r.status, r.updated_at,
         ${emptyCheck(kind, "ti")} AS missing_id, ${emptyCheck(kind, "te")} AS missing_en
       FROM ${table} r
       ${join("t", "= ?1")} ${join("o", "<> ?1")} ${join("ti", "= 'id'")} ${join("te", "= 'en'")}
       WHERE (?2 = '' OR ${anyContains(["r.slug", "ti.title", "te.title"], "?2")})
         AND (?3 IS NULL OR r.status = ?3)
       ORDER BY r.id DESC`,
    )
    .bind(locale, query.search.trim(), query.status);
}

/** The back office's list: every tip, event and offer whatever its status, in the operator's language. */
export async function listContentForEditing(
  db: D1Database,
  locale: Locale,
  query: ContentQuery,
): Promise<ContentListItem[]> {
  const kinds = query.kind ? [query.kind] : CONTENT_KINDS;
  const results = await db.batch(kinds.map((kind) => listStatement(db, kind, locale, query)));
  const items = kinds.flatMap((kind, index) =>
    rowsOf<{
      id: number;
      title: string;
      status: ActivityStatus;
      updated_at: string | null;
      missing_id: number;
      missing_en: number;
    }>(results[index]).map((row) => ({
      kind,
      id: row.id,
      title: row.title,
      status: row.status,
      missing: LOCALES.filter((language) => (language === "id" ? row.missing_id : row.missing_en) === 1),
      updatedAt: row.updated_at,
    })),
  );
  return query.missingTranslation ? items.filter((item) => item.missing.length > 0) : items;
}

/** The table of a kind's rows. */
export function contentTable(kind: ContentKind): KindTables["table"] {
  return KINDS[kind].table;
}

export interface ContentForEditing {
  kind: ContentKind;
  id: number;
  slug: string;
  status: ActivityStatus;
  version: number;
  facts: ContentFacts;
  texts: Record<Locale, ContentTexts>;
  /** Its photos, in the order the pages show them; the first is the card's. */
  images: StoredImage[];
}

const emptyTexts = (kind: ContentKind): ContentTexts =>
  Object.fromEntries(CONTENT_TEXT_FIELDS[kind].map((field) => [field, ""]));

/** A row as its form shows it: both languages of every text, in one round trip. */
export async function contentForEditing(db: D1Database, kind: ContentKind, id: number): Promise<ContentForEditing> {
  const { table, translations, foreignKey, facts } = KINDS[kind];
  const factColumns = facts.map((fact) => `, ${fact}`).join("");
  const [head, texts] = await db.batch([
    db.prepare(`SELECT id, slug, status, version, images${factColumns} FROM ${table} WHERE id = ?1`).bind(id),
    db.prepare(`SELECT * FROM ${translations} WHERE ${foreignKey} = ?1`).bind(id),
  ]);
  const row = firstRow<
    { id: number; slug: string; status: ActivityStatus; version: number; images: string } & ContentFacts
  >(head);
  if (!row) throw notFound("Content");
  const byLocale = { id: emptyTexts(kind), en: emptyTexts(kind) };
  for (const text of rowsOf<{ locale: Locale } & Record<string, string>>(texts)) {
    byLocale[text.locale] = Object.fromEntries(CONTENT_TEXT_FIELDS[kind].map((field) => [field, text[field] ?? ""]));
  }
  return {
    kind,
    id: row.id,
    slug: row.slug,
    status: row.status,
    version: row.version,
    facts: Object.fromEntries(facts.map((fact) => [fact, row[fact] ?? null])),
    texts: byLocale,
    images: parseImages(row.images),
  };
}

/** Activities an offer may lead to: the published ones, and the one it leads to now (by id, named in the operator's language). */
export async function offerActivityChoices(
  db: D1Database,
  locale: Locale,
  offerId: number,
): Promise<{ id: number; name: string }[]> {
  const { results } = await db
    .prepare(
      `SELECT a.id, coalesce(nullif(t.name, ''), a.code) AS name FROM activities a
       LEFT JOIN activity_translations t ON t.activity_id = a.id AND t.locale = ?1
       WHERE a.status = 'published' OR a.id = (SELECT activity_id FROM special_offers WHERE id = ?2)
       ORDER BY name`,
    )
    .bind(locale, offerId)
    .all<{ id: number; name: string }>();
  return results;
}

export type ContentOutcome = SaveOutcome | { kind: "unknownActivity" };

/** The public pages a row shows on: its page, its list, their /api answers, the home page and the sitemap. */
export function contentPagesShowing(kind: ContentKind, slug: string): string[] {
  const { page, apiLists } = KINDS[kind];
  const detail = `${page}/${encodeURIComponent(slug)}`;
  return [
    detail,
    `${detail}.data`,
    `/api${detail}`,
    page,
    `${page}.data`,
    ...apiLists,
    "/",
    "/_root.data",
    "/api/index",
    "/sitemap.xml",
  ];
}

function factStatements(db: D1Database, kind: ContentKind, id: number, facts: ContentFacts): D1PreparedStatement {
  const columns = KINDS[kind].facts;
  const assignments = [
    ...columns.map((fact, index) => `${fact} = ?${index + 2}`),
    "version = version + 1",
    `updated_at = ${NOW}`,
  ];
  return db
    .prepare(`UPDATE ${KINDS[kind].table} SET ${assignments.join(", ")} WHERE id = ?1`)
    .bind(id, ...columns.map((fact) => facts[fact] ?? null));
}

function textStatement(db: D1Database, kind: ContentKind, id: number, locale: Locale, texts: ContentTexts) {
  const { translations, foreignKey } = KINDS[kind];
  const fields = CONTENT_TEXT_FIELDS[kind];
  return db
    .prepare(
      `INSERT INTO ${translations} (${foreignKey}, locale, ${fields.join(", ")})
       VALUES (?1, ?2, ${fields.map((_, index) => `?${index + 3}`).join(", ")})
       ON CONFLICT (${foreignKey}, locale) DO UPDATE SET ${fields.map((field) => `${field} = excluded.${field}`).join(", ")}`,
    )
    .bind(id, locale, ...fields.map((field) => storedText(translations, field, texts[field] ?? "")));
}

async function activityExists(db: D1Database, id: number | null | undefined): Promise<boolean> {
  if (id === null || id === undefined) return true;
  return (await db.prepare("SELECT 1 FROM activities WHERE id = ?1").bind(id).first()) !== null;
}

/** Saves the form: texts in both languages and facts. A published row stays published only while nothing required is missing. */
export async function saveContent(
  scope: OperatorScope,
  kind: ContentKind,
  id: number,
  edit: ContentEdit,
): Promise<ContentOutcome> {
  const { db } = scope;
  const before = await contentForEditing(db, kind, id);
  if (before.status === "published") {
    const missing = missingContentForPublishing(kind, edit.texts);
    if (missing.length > 0) return { kind: "refused", missing };
  }
  if (!(await activityExists(db, edit.facts.activity_id))) return { kind: "unknownActivity" };
  const statements = [
    factStatements(db, kind, id, edit.facts),
    ...LOCALES.map((locale) => textStatement(db, kind, id, locale, edit.texts[locale])),
    auditStatement(db, {
      actor: scope.operator,
      action: "update",
      entity: KINDS[kind].table,
      entityId: id,
      before: { facts: before.facts, texts: before.texts },
      after: { facts: edit.facts, texts: edit.texts },
    }),
  ];
  return guarded(db, KINDS[kind].table, id, edit.version, statements, contentPagesShowing(kind, before.slug));
}

/** Publishes, unpublishes (back to draft) or archives; publishing needs every required text in both languages. */
export async function changeContentStatus(
  scope: OperatorScope,
  kind: ContentKind,
  id: number,
  version: number,
  status: ActivityStatus,
): Promise<ContentOutcome> {
  const { db } = scope;
  const before = await contentForEditing(db, kind, id);
  if (status === "published") {
    const missing = missingContentForPublishing(kind, before.texts);
    if (missing.length > 0) return { kind: "refused", missing };
  }
  const { table } = KINDS[kind];
  const statements = [
    db
      .prepare(`UPDATE ${table} SET status = ?2, version = version + 1, updated_at = ${NOW} WHERE id = ?1`)
      .bind(id, status),
    auditStatement(db, {
      actor: scope.operator,
      action: status === "published" ? "publish" : status === "archived" ? "archive" : "unpublish",
      entity: table,
      entityId: id,
      before: { status: before.status },
      after: { status },
    }),
  ];
  return guarded(db, table, id, version, statements, contentPagesShowing(kind, before.slug));
}

/**
 * A new tip, event or offer, as a draft with its title in both languages and a unique slug made
 * from the English one. A create that races another for the id or slug fails on the unique keys
 * and is tried again with fresh ones.
 */
export async function createContent(scope: OperatorScope, input: NewContent): Promise<number> {
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      return await tryCreate(scope, input);
    } catch (error) {
      if (!(error instanceof Error && /UNIQUE constraint failed|PRIMARY KEY/.test(error.message))) throw error;
    }
  }
  throw new Error("Could not create the row: its keys kept being taken.");
}

async function tryCreate(scope: OperatorScope, input: NewContent): Promise<number> {
  const { db } = scope;
  const { table } = KINDS[input.kind];
  const base = slugFrom(input.title.en);
  const ordered = input.kind !== "events";
  const [next, slugs] = await db.batch([
    db.prepare(
      `SELECT coalesce(max(id), 0) + 1 AS id, ${ordered ? "coalesce(min(position), 0) - 1" : "0"} AS position FROM ${table}`,
    ),
    db.prepare(`SELECT slug FROM ${table} WHERE ${inSlugFamily("slug", "?1")}`).bind(base),
  ]);
  const row = firstRow<{ id: number; position: number }>(next) ?? { id: 1, position: 0 };
  const taken = new Set(rowsOf<{ slug: string }>(slugs).map((entry) => entry.slug));
  let slug = base;
  for (let n = 2; taken.has(slug); n += 1) slug = `${base}-${n}`;
  // A new tip or offer goes first in its list; an event, which goes by its dates, starts as today's.
  const today = `${baliToday()}T00:00`;
  const insert = ordered
    ? db
        .prepare(`INSERT INTO ${table} (id, slug, position, status, updated_at) VALUES (?1, ?2, ?3, 'draft', ${NOW})`)
        .bind(row.id, slug, row.position)
    : db
        .prepare(
          `INSERT INTO events (id, slug, starts_at, ends_at, status, updated_at) VALUES (?1, ?2, ?3, ?3, 'draft', ${NOW})`,
        )
        .bind(row.id, slug, today);
  const texts = (locale: Locale): ContentTexts => ({ ...emptyTexts(input.kind), title: input.title[locale] });
  await db.batch([
    insert,
    ...LOCALES.map((locale) => textStatement(db, input.kind, row.id, locale, texts(locale))),
    auditStatement(db, {
      actor: scope.operator,
      action: "create",
      entity: table,
      entityId: row.id,
      before: null,
      after: { slug, title: input.title },
    }),
  ]);
  return row.id;
}

/** The row's photos and the pages that show them, for row-photos.ts to change. */
export async function contentPhotoRow(db: D1Database, kind: ContentKind, id: number): Promise<PhotoRow> {
  const item = await contentForEditing(db, kind, id);
  return { table: KINDS[kind].table, id, images: item.images, pages: contentPagesShowing(kind, item.slug) };
}
