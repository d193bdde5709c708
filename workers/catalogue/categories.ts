import type { Category, CategoryLink } from "#domain/catalogue.ts";
import type { Locale } from "#domain/locale.ts";
import { notFound } from "#workers/http.ts";
import type { NotFoundSubject } from "#workers/protocol-messages.ts";
import { firstRow, parseImages, rowsOf, translationJoin } from "#workers/sql.ts";

export function categoryLink({ des, ...link }: Category): CategoryLink {
  return link;
}

export interface CategoryTable {
  table: string;
  translations: string;
  foreignKey: string;
  label: NotFoundSubject;
}

export const activityTypes: CategoryTable = {
  table: "activity_types",
  translations: "activity_type_translations",
  foreignKey: "type_id",
  label: "Activity category",
};

export const regencies: CategoryTable = {
  table: "regencies",
  translations: "regency_translations",
  foreignKey: "regency_id",
  label: "Regency",
};

export const transportTypes: CategoryTable = {
  table: "transport_types",
  translations: "transport_type_translations",
  foreignKey: "type_id",
  label: "Transport type",
};

interface CategoryRow {
  id: number;
  slug: string;
  name: string;
  title: string;
  des: string;
  images: string;
}

function selectFrom(kind: CategoryTable): string {
  return `SELECT c.id, c.slug, ct.name, ct.title, ct.des, c.images
    FROM ${kind.table} c ${translationJoin(kind.translations, kind.foreignKey, "c.id", "ct")}`;
}

function toCategory(row: CategoryRow): Category {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    title: row.title,
    des: row.des,
    images: parseImages(row.images),
  };
}

export function allCategoriesStatement(db: D1Database, kind: CategoryTable, locale: Locale): D1PreparedStatement {
  return db.prepare(`${selectFrom(kind)} ORDER BY c.position, c.id`).bind(locale);
}

export function categoryByIdStatement(
  db: D1Database,
  kind: CategoryTable,
  locale: Locale,
  id: number,
): D1PreparedStatement {
  return db.prepare(`${selectFrom(kind)} WHERE c.id = ?2`).bind(locale, id);
}

export function categoriesOf(result: D1Result | undefined): Category[] {
  return rowsOf<CategoryRow>(result).map(toCategory);
}

export function categoryFrom(kind: CategoryTable, result: D1Result | undefined): Category {
  const row = firstRow<CategoryRow>(result);
  if (!row) throw notFound(kind.label);
  return toCategory(row);
}

export async function listCategories(db: D1Database, kind: CategoryTable, locale: Locale): Promise<Category[]> {
  return categoriesOf(await allCategoriesStatement(db, kind, locale).all());
}

/**
 * The category with this slug among those a page already loaded for its strip or tabs, so a
 * slug in the URL costs no extra round trip; 404 when there is none.
 */
export function categoryWithSlug(kind: CategoryTable, categories: Category[], slug: string): Category {
  const category = categories.find((candidate) => candidate.slug === slug);
  if (!category) throw notFound(kind.label);
  return category;
}
