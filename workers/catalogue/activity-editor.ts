/**
 * The operator's side of the activities: the back office's list, the form's data in both
 * languages, saving it and changing its status. Each write is one D1 batch that starts with the
 * version guard and ends with the audit row; its answer names the cached pages it changed.
 */
import { fromPrice, type PriceType, type ProductUnit } from "#domain/booking-rules.ts";
import type { ActivityStatus } from "#domain/catalogue.ts";
import type { StoredImage } from "#domain/images.ts";
import {
  ACTIVITY_TEXT_FIELDS,
  type ActivityEdit,
  type ActivityTexts,
  LIST_FIELDS,
  missingForPublishing,
  type NewActivity,
  type PackageEdit,
  type ProductEdit,
  slugFrom,
} from "#domain/inputs/activity.ts";
import { LOCALES, type Locale } from "#domain/locale.ts";
import { movedBy, type Step } from "#domain/order.ts";
import { storedText } from "#domain/rich-text.ts";
import type { OperatorScope } from "#workers/accounts/operators.ts";
import { type AuditAction, auditStatement } from "#workers/audit.ts";
import { notFound } from "#workers/http.ts";
import { anyContains, firstRow, inSlugFamily, parseImages, parseStrings, rowsOf } from "#workers/sql.ts";
import { isStaleWrite, versionGuard } from "#workers/write-guard.ts";
import type { SaveOutcome } from "./editor-writes.ts";
import type { PhotoRow } from "./row-photos.ts";

export interface EditorListItem {
  id: number;
  code: string;
  name: string;
  typeName: string;
  status: ActivityStatus;
  /** Languages with a required text missing. */
  missing: Locale[];
  updatedAt: string | null;
}

export interface EditorQuery {
  search: string;
  typeId: number | null;
  status: ActivityStatus | null;
  missingTranslation: boolean;
}

const REQUIRED_EMPTY = (alias: string) =>
  `(${alias}.name = '' OR ${alias}.short_des = '' OR ${alias}.location = '' OR ${alias}.highlight = ''
    OR ${alias}.activity_des = '' OR ${alias}.included = '[]' OR ${alias}.pickup_time = '' OR ${alias}.meeting_point = '')`;

/** The back office's list: every activity whatever its status, in the operator's language. */
export async function listForEditing(db: D1Database, locale: Locale, query: EditorQuery): Promise<EditorListItem[]> {
  const { results } = await db
    .prepare(
      `SELECT a.id, a.code, coalesce(nullif(t.name, ''), o.name, a.code) AS name, coalesce(tt.name, '') AS type_name,
         a.status, a.updated_at,
         (ti.activity_id IS NULL OR ${REQUIRED_EMPTY("ti")}) AS missing_id,
         (te.activity_id IS NULL OR ${REQUIRED_EMPTY("te")}) AS missing_en
       FROM activities a
       LEFT JOIN activity_translations t ON t.activity_id = a.id AND t.locale = ?1
       LEFT JOIN activity_translations o ON o.activity_id = a.id AND o.locale <> ?1
       LEFT JOIN activity_translations ti ON ti.activity_id = a.id AND ti.locale = 'id'
       LEFT JOIN activity_translations te ON te.activity_id = a.id AND te.locale = 'en'
       LEFT JOIN activity_type_translations tt ON tt.type_id = a.type_id AND tt.locale = ?1
       WHERE (?2 = '' OR ${anyContains(["a.code", "ti.name", "te.name"], "?2")})
         AND (?3 IS NULL OR a.type_id = ?3)
         AND (?4 IS NULL OR a.status = ?4)
       ORDER BY a.type_id, a.position, a.id`,
    )
    .bind(locale, query.search.trim(), query.typeId, query.status)
    .all<{
      id: number;
      code: string;
      name: string;
      type_name: string;
      status: ActivityStatus;
      updated_at: string | null;
      missing_id: number;
      missing_en: number;
    }>();
  const items = results.map((row) => ({
    id: row.id,
    code: row.code,
    name: row.name,
    typeName: row.type_name,
    status: row.status,
    missing: LOCALES.filter((language) => (language === "id" ? row.missing_id : row.missing_en) === 1),
    updatedAt: row.updated_at,
  }));
  return query.missingTranslation ? items.filter((item) => item.missing.length > 0) : items;
}

/** A product as stored: its unit and seats always known. */
export type StoredProduct = ProductEdit & { packageId: number; unit: ProductUnit; seats: number };

/** A package as stored: whether it includes the hotel pickup always known. */
export type StoredPackage = PackageEdit & { includes_pickup: boolean };

export interface ActivityForEditing {
  id: number;
  code: string;
  slug: string;
  typeId: number;
  typeSlug: string;
  status: ActivityStatus;
  version: number;
  facts: ActivityEdit["facts"];
  texts: Record<Locale, ActivityTexts>;
  packages: StoredPackage[];
  products: StoredProduct[];
  /** Its photos, in the order the pages show them; the first is the card's. */
  images: StoredImage[];
  /** Whether a booking names it: then it can be archived, never deleted. */
  booked: boolean;
}

interface ActivityRow {
  id: number;
  code: string;
  slug: string;
  type_id: number;
  type_slug: string;
  status: ActivityStatus;
  version: number;
  duration_hours: number;
  cancelation_hours: number;
  start_time: string;
  required_persons: number;
  price_type: PriceType;
  images: string;
  booked: number;
}

type TextRow = { locale: Locale } & Record<string, string>;

const emptyTexts = (): ActivityTexts =>
  Object.fromEntries(ACTIVITY_TEXT_FIELDS.map((field) => [field, ""])) as ActivityTexts;

/** The activity as the form shows it: both languages of every text, in one round trip. */
export async function activityForEditing(db: D1Database, id: number): Promise<ActivityForEditing> {
  const [activity, texts, packages, products] = await db.batch([
    db
      .prepare(
        `SELECT a.id, a.code, a.slug, a.type_id, ty.slug AS type_slug, a.status, a.version, a.duration_hours,
           a.cancelation_hours, a.start_time, a.required_persons, a.price_type, a.images,
           EXISTS (SELECT 1 FROM bookings b WHERE b.activity_id = a.id) AS booked
         FROM activities a JOIN activity_types ty ON ty.id = a.type_id WHERE a.id = ?1`,
      )
      .bind(id),
    db.prepare("SELECT * FROM activity_translations WHERE activity_id = ?1").bind(id),
    db
      .prepare(
        `SELECT p.id, p.includes_pickup, pt.locale, pt.name, pt.detail FROM packages p
         LEFT JOIN package_translations pt ON pt.package_id = p.id
         WHERE p.activity_id = ?1 ORDER BY p.position, p.id`,
      )
      .bind(id),
    db
      .prepare(
        `SELECT pr.id, pr.package_id, pr.price_idr, pr.price_usd_cents, pr.minimal, pr.unit, pr.seats, pr.passengers, prt.locale, prt.name
         FROM products pr JOIN packages p ON p.id = pr.package_id
         LEFT JOIN product_translations prt ON prt.product_id = pr.id
         WHERE p.activity_id = ?1 ORDER BY p.position, p.id, pr.position, pr.id`,
      )
      .bind(id),
  ]);
  const row = firstRow<ActivityRow>(activity);
  if (!row) throw notFound("Activity");
  const byLocale = { id: emptyTexts(), en: emptyTexts() };
  for (const text of rowsOf<TextRow>(texts)) {
    byLocale[text.locale] = Object.fromEntries(
      ACTIVITY_TEXT_FIELDS.map((field) => [
        field,
        LIST_FIELDS.has(field) ? parseStrings(text[field] ?? "[]").join("\n") : (text[field] ?? ""),
      ]),
    ) as ActivityTexts;
  }
  return {
    id: row.id,
    code: row.code,
    slug: row.slug,
    typeId: row.type_id,
    typeSlug: row.type_slug,
    status: row.status,
    version: row.version,
    facts: {
      duration_hours: row.duration_hours,
      cancelation_hours: row.cancelation_hours,
      start_time: row.start_time,
      required_persons: row.required_persons,
      price_type: row.price_type,
    },
    texts: byLocale,
    packages: collect(
      rowsOf<{ id: number; includes_pickup: number; locale: Locale | null; name: string; detail: string }>(packages),
      (entry: StoredPackage, r) => {
        if (r.locale) {
          entry.name[r.locale] = r.name;
          entry.detail[r.locale] = r.detail;
        }
      },
      (r) => ({
        id: r.id,
        name: { id: "", en: "" },
        detail: { id: "", en: "" },
        includes_pickup: r.includes_pickup === 1,
      }),
    ),
    products: collect(
      rowsOf<{
        id: number;
        package_id: number;
        price_idr: number;
        price_usd_cents: number;
        minimal: number;
        unit: ProductUnit;
        seats: number;
        passengers: number | null;
        locale: Locale | null;
        name: string;
      }>(products),
      (entry, r) => {
        if (r.locale) entry.name[r.locale] = r.name;
      },
      (r) => ({
        id: r.id,
        packageId: r.package_id,
        name: { id: "", en: "" },
        price_idr: r.price_idr,
        price_usd_cents: r.price_usd_cents,
        minimal: r.minimal,
        unit: r.unit,
        seats: r.seats,
        passengers: r.passengers,
      }),
    ),
    images: parseImages(row.images),
    booked: row.booked === 1,
  };
}

/** Rows with one line per language, gathered into one entry per id, in their order. */
function collect<R extends { id: number }, E>(rows: R[], add: (entry: E, row: R) => void, create: (row: R) => E): E[] {
  const entries = new Map<number, E>();
  for (const row of rows) {
    let entry = entries.get(row.id);
    if (!entry) {
      entry = create(row);
      entries.set(row.id, entry);
    }
    add(entry, row);
  }
  return [...entries.values()];
}

/** The public pages an activity shows on: its page, its lists, the home page, search and the sitemap. */
export function pagesShowing(activity: Pick<ActivityForEditing, "typeId" | "typeSlug" | "slug">): string[] {
  const page = `/activity/${activity.typeSlug}/${activity.slug}`;
  return [
    page,
    `${page}.data`,
    `/api/activity/${activity.typeSlug}/${activity.slug}`,
    "/activity",
    "/activity.data",
    `/activity/${activity.typeSlug}`,
    `/activity/${activity.typeSlug}.data`,
    "/api/type",
    `/api/type/${activity.typeId}`,
    "/",
    "/_root.data",
    "/api/index",
    "/results",
    "/results.data",
    "/api/search",
    "/sitemap.xml",
  ];
}

const textValue = (field: (typeof ACTIVITY_TEXT_FIELDS)[number], value: string) =>
  LIST_FIELDS.has(field)
    ? JSON.stringify(
        value
          .split("\n")
          .map((line) => line.trim())
          .filter(Boolean),
      )
    : storedText("activity_translations", field, value);

/**
 * Saves the form: texts in both languages, facts, package and product names and prices. The
 * activity's "from" price follows its products. A published activity stays published only while
 * nothing required is missing. Bookings already made keep their own prices (order_data).
 */
export async function saveActivity(scope: OperatorScope, id: number, edit: ActivityEdit): Promise<SaveOutcome> {
  const { db } = scope;
  const before = await activityForEditing(db, id);
  const packages = before.packages.map((pack) => edit.packages.find((edited) => edited.id === pack.id) ?? pack);
  const products = before.products.map((product) => ({
    ...product,
    ...(edit.products.find((edited) => edited.id === product.id) ?? {}),
  }));
  if (before.status === "published") {
    const missing = missingForPublishing({ texts: edit.texts, packages, products });
    if (missing.length > 0) return { kind: "refused", missing };
  }
  const fromPrices = fromPricesOf(packages, products, edit.facts.price_type);
  const statements = [
    versionGuard(db, "activities", id, edit.version),
    db
      .prepare(
        `UPDATE activities SET duration_hours = ?2, cancelation_hours = ?3, start_time = ?4, required_persons = ?5,
           price_type = ?6, price_idr = ?7, price_usd_cents = ?8, from_minimum = ?9, version = version + 1,
           updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
         WHERE id = ?1`,
      )
      .bind(
        id,
        edit.facts.duration_hours,
        edit.facts.cancelation_hours,
        edit.facts.start_time,
        edit.facts.required_persons,
        edit.facts.price_type,
        fromPrices.price_idr,
        fromPrices.price_usd_cents,
        fromPrices.from_minimum,
      ),
    ...LOCALES.map((locale) =>
      db
        .prepare(
          `INSERT INTO activity_translations (activity_id, locale, ${ACTIVITY_TEXT_FIELDS.join(", ")})
           VALUES (?1, ?2, ${ACTIVITY_TEXT_FIELDS.map((_, index) => `?${index + 3}`).join(", ")})
           ON CONFLICT (activity_id, locale) DO UPDATE SET
             ${ACTIVITY_TEXT_FIELDS.map((field) => `${field} = excluded.${field}`).join(", ")}`,
        )
        .bind(id, locale, ...ACTIVITY_TEXT_FIELDS.map((field) => textValue(field, edit.texts[locale][field]))),
    ),
    ...packageStatements(db, id, edit.packages),
    ...productStatements(db, id, edit.products),
    ...searchRowStatements(db, id, before.typeId, edit.texts),
    auditStatement(db, {
      actor: scope.operator,
      action: "update",
      entity: "activities",
      entityId: id,
      before: { facts: before.facts, texts: before.texts, packages: before.packages, products: before.products },
      after: { facts: edit.facts, texts: edit.texts, packages: edit.packages, products: edit.products },
    }),
  ];
  try {
    await db.batch(statements);
  } catch (error) {
    if (isStaleWrite(error)) return { kind: "stale" };
    throw error;
  }
  return { kind: "saved", version: edit.version + 1, purge: pagesShowing(before) };
}

/** The activity's row of the search index (migration 0001), rebuilt from the saved texts. */
function searchRowStatements(db: D1Database, id: number, typeId: number, texts: Record<Locale, ActivityTexts>) {
  const both = (field: keyof ActivityTexts) => `${texts.id[field]} ${texts.en[field]}`;
  const body = `${both("highlight")} ${both("activity_des")}`
    .replace(/<[^>]*>/g, " ")
    .replace(/\s+/g, " ")
    .trim();
  return [
    db.prepare("DELETE FROM activity_search WHERE rowid = ?1").bind(id),
    db
      .prepare(
        `INSERT INTO activity_search (rowid, name, type_name, location, short_des, body)
         SELECT ?1, ?2, ${typeNamesOf("?3")}, ?4, ?5, ?6`,
      )
      .bind(id, both("name"), typeId, both("location"), both("short_des"), body),
  ];
}

/** The type's names in both languages, Indonesian first, as the search index holds them. */
const typeNamesOf = (typeId: string) =>
  `(SELECT group_concat(name, ' ') FROM (SELECT name FROM activity_type_translations
     WHERE type_id = ${typeId} ORDER BY CASE locale WHEN 'id' THEN 0 ELSE 1 END))`;

/** Brings the search rows of a type's activities to its names, in the batch that changed them. */
export function searchTypeNameStatement(db: D1Database, typeId: number): D1PreparedStatement {
  return db
    .prepare(
      `UPDATE activity_search SET type_name = ${typeNamesOf("?1")}
       WHERE rowid IN (SELECT id FROM activities WHERE type_id = ?1)`,
    )
    .bind(typeId);
}

function fromPricesOf(
  packages: readonly PackageEdit[],
  products: readonly (ProductEdit & { packageId: number })[],
  priceType: PriceType,
): { price_idr: number; price_usd_cents: number; from_minimum: number } {
  const priced = packages
    .map((pack) =>
      products
        .filter((product) => product.packageId === pack.id)
        .map((product) => ({
          price_idr: product.price_idr,
          price_usd: product.price_usd_cents / 100,
          minimal: product.minimal,
        })),
    )
    .filter((list) => list.length > 0);
  if (priced.length === 0) return { price_idr: 0, price_usd_cents: 0, from_minimum: 1 };
  const rupiah = fromPrice(priced, priceType, "IDR");
  return {
    price_idr: rupiah.minor,
    price_usd_cents: fromPrice(priced, priceType, "USD").minor,
    from_minimum: rupiah.minimum,
  };
}

/** Writes only rows of this activity: an id from the form that belongs elsewhere changes nothing. */
function packageStatements(db: D1Database, activityId: number, packages: readonly PackageEdit[]) {
  return packages.flatMap((pack) => [
    db
      .prepare("UPDATE packages SET includes_pickup = coalesce(?2, includes_pickup) WHERE id = ?1 AND activity_id = ?3")
      .bind(pack.id, pack.includes_pickup === null ? null : Number(pack.includes_pickup), activityId),
    ...LOCALES.map((locale) =>
      db
        .prepare(
          `INSERT INTO package_translations (package_id, locale, name, detail)
           SELECT ?1, ?2, ?3, ?4 WHERE EXISTS (SELECT 1 FROM packages WHERE id = ?1 AND activity_id = ?5)
           ON CONFLICT (package_id, locale) DO UPDATE SET name = excluded.name, detail = excluded.detail`,
        )
        .bind(
          pack.id,
          locale,
          pack.name[locale],
          storedText("package_translations", "detail", pack.detail[locale]),
          activityId,
        ),
    ),
  ]);
}

function productStatements(db: D1Database, activityId: number, products: readonly ProductEdit[]) {
  const owned = "(SELECT pr.id FROM products pr JOIN packages p ON p.id = pr.package_id WHERE p.activity_id = ?5)";
  return products.flatMap((product) => [
    db
      .prepare(
        `UPDATE products SET price_idr = ?2, price_usd_cents = ?3, minimal = ?4, unit = coalesce(?6, unit),
           seats = coalesce(?7, seats), passengers = CASE WHEN ?6 IS NULL OR ?9 = 1 THEN passengers ELSE ?8 END
         WHERE id = ?1 AND id IN ${owned}`,
      )
      .bind(
        product.id,
        product.price_idr,
        product.price_usd_cents,
        product.minimal,
        activityId,
        product.unit,
        product.seats,
        product.passengers ?? null,
        product.passengers === undefined ? 1 : 0,
      ),
    ...LOCALES.map((locale) =>
      db
        .prepare(
          `INSERT INTO product_translations (product_id, locale, name)
           SELECT ?1, ?2, ?3 WHERE ?1 IN ${owned.replace("?5", "?4")}
           ON CONFLICT (product_id, locale) DO UPDATE SET name = excluded.name`,
        )
        .bind(product.id, locale, product.name[locale], activityId),
    ),
  ]);
}

/**
 * Publishes, unpublishes (back to draft) or archives. Publishing needs every required text in both
 * languages; an archived activity is never listed, and is how a booked activity leaves the site.
 */
export async function changeStatus(
  scope: OperatorScope,
  id: number,
  version: number,
  status: ActivityStatus,
): Promise<SaveOutcome> {
  const { db } = scope;
  const before = await activityForEditing(db, id);
  if (status === "published") {
    const missing = missingForPublishing(before);
    if (missing.length > 0) return { kind: "refused", missing };
  }
  try {
    await db.batch([
      versionGuard(db, "activities", id, version),
      db
        .prepare(
          `UPDATE activities SET status = ?2, version = version + 1, updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
           WHERE id = ?1`,
        )
        .bind(id, status),
      auditStatement(db, {
        actor: scope.operator,
        action: status === "published" ? "publish" : status === "archived" ? "archive" : "unpublish",
        entity: "activities",
        entityId: id,
        before: { status: before.status },
        after: { status },
      }),
    ]);
  } catch (error) {
    if (isStaleWrite(error)) return { kind: "stale" };
    throw error;
  }
  return { kind: "saved", version: version + 1, purge: pagesShowing(before) };
}

/**
 * A new activity, as a draft: its type, its name in both languages, a code and a slug made from
 * them, and one package with one product to fill in. It reaches no page until it is published.
 * Ids, code and slug are chosen from one read; a create that races another for them fails on the
 * unique keys and is tried again with fresh ones. Null when the type does not exist.
 */
export async function createActivity(scope: OperatorScope, input: NewActivity): Promise<number | null> {
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      return await tryCreate(scope, input);
    } catch (error) {
      if (!(error instanceof Error && /UNIQUE constraint failed|PRIMARY KEY/.test(error.message))) throw error;
    }
  }
  throw new Error("Could not create the activity: its keys kept being taken.");
}

async function tryCreate(scope: OperatorScope, input: NewActivity): Promise<number | null> {
  const { db } = scope;
  const base = slugFrom(input.name.en);
  const [state, slugs] = await db.batch([
    db
      .prepare(
        `SELECT EXISTS (SELECT 1 FROM activity_types WHERE id = ?1) AS type_exists,
           (SELECT coalesce(max(id), 0) + 1 FROM activities) AS activity_id,
           (SELECT coalesce(max(id), 0) + 1 FROM packages) AS package_id,
           (SELECT coalesce(max(id), 0) + 1 FROM products) AS product_id,
           (SELECT coalesce(max(position), 0) + 1 FROM activities WHERE type_id = ?1) AS position,
           (SELECT count(*) FROM activities WHERE type_id = ?1) AS in_type`,
      )
      .bind(input.typeId),
    db
      .prepare(`SELECT slug, code FROM activities WHERE ${inSlugFamily("slug", "?1")} OR substr(code, 1, 2) = 'BT'`)
      .bind(base),
  ]);
  const row = firstRow<{
    type_exists: number;
    activity_id: number;
    package_id: number;
    product_id: number;
    position: number;
    in_type: number;
  }>(state);
  if (row?.type_exists !== 1) return null;
  const taken = rowsOf<{ slug: string; code: string }>(slugs);
  const slugsUsed = new Set(taken.map((entry) => entry.slug));
  const codesUsed = new Set(taken.map((entry) => entry.code));
  let slug = base;
  for (let n = 2; slugsUsed.has(slug); n += 1) slug = `${base}-${n}`;
  let number = row.in_type + 1;
  const codeOf = (n: number) => `BT${String(input.typeId).padStart(2, "0")}${String(n).padStart(2, "0")}`;
  while (codesUsed.has(codeOf(number))) number += 1;
  const id = row.activity_id;
  await db.batch([
    db
      .prepare(
        `INSERT INTO activities (id, code, slug, type_id, duration_hours, cancelation_hours, start_time,
           required_persons, price_type, price_idr, price_usd_cents, position, status, updated_at)
         VALUES (?1, ?2, ?3, ?4, 1, 24, '', 1, 'per_person', 0, 0, ?5, 'draft', strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`,
      )
      .bind(id, codeOf(number), slug, input.typeId, row.position),
    ...LOCALES.map((locale) =>
      db
        .prepare(
          `INSERT INTO activity_translations (activity_id, locale, name, short_des, location, highlight, activity_des,
             included, whattobring, pickup_time, meeting_point, how_to_use, payment, note, confirmation_detail)
           VALUES (?1, ?2, ?3, '', '', '', '', '[]', '[]', '', '', '', '', '', '')`,
        )
        .bind(id, locale, input.name[locale]),
    ),
    db.prepare("INSERT INTO packages (id, activity_id, position) VALUES (?1, ?2, 0)").bind(row.package_id, id),
    ...LOCALES.map((locale) =>
      db
        .prepare("INSERT INTO package_translations (package_id, locale, name, detail) VALUES (?1, ?2, '', '')")
        .bind(row.package_id, locale),
    ),
    db
      .prepare(
        "INSERT INTO products (id, package_id, position, price_idr, price_usd_cents, minimal) VALUES (?1, ?2, 0, 0, 0, 1)",
      )
      .bind(row.product_id, row.package_id),
    ...LOCALES.map((locale) =>
      db
        .prepare("INSERT INTO product_translations (product_id, locale, name) VALUES (?1, ?2, '')")
        .bind(row.product_id, locale),
    ),
    auditStatement(db, {
      actor: scope.operator,
      action: "create",
      entity: "activities",
      entityId: id,
      before: null,
      after: { typeId: input.typeId, code: codeOf(number), slug, name: input.name },
    }),
  ]);
  return id;
}

/** A change of the activity's packages and products, as the editor's buttons ask for it. */
export type StructureChange =
  | { kind: "addPackage" }
  | { kind: "removePackage"; packageId: number }
  | { kind: "addProduct"; packageId: number }
  | { kind: "removeProduct"; productId: number }
  | { kind: "movePackage"; packageId: number; by: Step }
  | { kind: "moveProduct"; productId: number; by: Step };

type StructureRefusal = { kind: "hasBookings" | "lastOne" | "alreadyFirst" | "alreadyLast"; field: string };

export type StructureOutcome = SaveOutcome | StructureRefusal;

/** A change's statements, and what its audit row says was before and after. */
interface StructurePlan {
  statements: D1PreparedStatement[];
  before: unknown;
  after: unknown;
}

const STRUCTURE_ACTIONS: Record<StructureChange["kind"], AuditAction> = {
  addPackage: "create",
  addProduct: "create",
  removePackage: "delete",
  removeProduct: "delete",
  movePackage: "reorder",
  moveProduct: "reorder",
};

/**
 * Adds, removes or moves a package or a product. A package that a booking names stays (its
 * bookings show it); a published activity keeps at least one package with one product. New rows
 * start empty, and publishing needs their names and prices. A move swaps a package with its
 * neighbour, or a product with its neighbour in the same package.
 */
export async function changeStructure(
  scope: OperatorScope,
  id: number,
  version: number,
  change: StructureChange,
): Promise<StructureOutcome> {
  const { db } = scope;
  const before = await activityForEditing(db, id);
  const plan = await structurePlan(db, before, change);
  if ("field" in plan) return plan;
  try {
    await db.batch([
      versionGuard(db, "activities", id, version),
      ...plan.statements,
      db
        .prepare(
          `UPDATE activities SET version = version + 1, updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE id = ?1`,
        )
        .bind(id),
      auditStatement(db, {
        actor: scope.operator,
        action: STRUCTURE_ACTIONS[change.kind],
        entity: change.kind.endsWith("Package") ? "packages" : "products",
        entityId: "packageId" in change ? change.packageId : "productId" in change ? change.productId : id,
        before: plan.before,
        after: plan.after,
      }),
    ]);
  } catch (error) {
    if (isStaleWrite(error)) return { kind: "stale" };
    throw error;
  }
  // Prices do not depend on the order.
  if (STRUCTURE_ACTIONS[change.kind] !== "reorder") await refreshFromPrices(db, id);
  return { kind: "saved", version: version + 1, purge: pagesShowing(before) };
}

async function structurePlan(
  db: D1Database,
  activity: ActivityForEditing,
  change: StructureChange,
): Promise<StructurePlan | StructureRefusal> {
  if (change.kind === "movePackage") {
    const order = activity.packages.map((pack) => pack.id);
    return movePlan(db, "packages", order, change.packageId, change.by);
  }
  if (change.kind === "moveProduct") {
    const product = activity.products.find((entry) => entry.id === change.productId);
    if (!product) throw notFound("Product");
    const order = activity.products.filter((entry) => entry.packageId === product.packageId).map((entry) => entry.id);
    return movePlan(db, "products", order, product.id, change.by);
  }
  const statements = await structureStatements(db, activity, change);
  if ("field" in statements) return statements;
  return { statements, before: { packages: activity.packages, products: activity.products }, after: change };
}

/** Numbers the rows of `order` (a package's products, or an activity's packages) after `id` moved one place. */
function movePlan(
  db: D1Database,
  table: "packages" | "products",
  order: number[],
  id: number,
  by: Step,
): StructurePlan | StructureRefusal {
  const index = order.indexOf(id);
  if (index < 0) throw notFound(table === "packages" ? "Package" : "Product");
  const moved = movedBy(order, index, by);
  const field = `${table === "packages" ? "package" : "product"}.${id}`;
  if (!moved) return { kind: by < 0 ? "alreadyFirst" : "alreadyLast", field };
  return {
    statements: moved.map((rowId, position) =>
      db.prepare(`UPDATE ${table} SET position = ?2 WHERE id = ?1`).bind(rowId, position),
    ),
    before: { [table]: order },
    after: { [table]: moved },
  };
}

async function structureStatements(
  db: D1Database,
  activity: ActivityForEditing,
  change: Exclude<StructureChange, { kind: "movePackage" | "moveProduct" }>,
): Promise<D1PreparedStatement[] | StructureRefusal> {
  const published = activity.status === "published";
  if (change.kind === "addPackage") {
    const next = "(SELECT coalesce(max(id), 0) + 1 FROM packages)";
    return [
      db
        .prepare(
          `INSERT INTO packages (id, activity_id, position)
           VALUES (${next}, ?1, (SELECT coalesce(max(position), 0) + 1 FROM packages WHERE activity_id = ?1))`,
        )
        .bind(activity.id),
      ...LOCALES.map((locale) =>
        db
          .prepare(
            `INSERT INTO package_translations (package_id, locale, name, detail)
             VALUES ((SELECT max(id) FROM packages WHERE activity_id = ?1), ?2, '', '')`,
          )
          .bind(activity.id, locale),
      ),
      ...newProductStatements(db, "(SELECT max(id) FROM packages WHERE activity_id = ?1)", activity.id),
    ];
  }
  if (change.kind === "addProduct") {
    if (!activity.packages.some((pack) => pack.id === change.packageId)) throw notFound("Package");
    return newProductStatements(db, "?1", change.packageId);
  }
  if (change.kind === "removePackage") {
    if (!activity.packages.some((pack) => pack.id === change.packageId)) throw notFound("Package");
    const field = `package.${change.packageId}`;
    if (published && activity.packages.length === 1) return { kind: "lastOne", field };
    const booked = await db
      .prepare("SELECT 1 FROM bookings WHERE package_id = ?1 LIMIT 1")
      .bind(change.packageId)
      .first();
    if (booked) return { kind: "hasBookings", field };
    return [db.prepare("DELETE FROM packages WHERE id = ?1").bind(change.packageId)];
  }
  const product = activity.products.find((entry) => entry.id === change.productId);
  if (!product) throw notFound("Product");
  const siblings = activity.products.filter((entry) => entry.packageId === product.packageId);
  if (published && siblings.length === 1) return { kind: "lastOne", field: `product.${product.id}` };
  return [db.prepare("DELETE FROM products WHERE id = ?1").bind(product.id)];
}

/** A product to fill in, in the package that `packageSql` names (with `?1` bound to `bound`). */
function newProductStatements(db: D1Database, packageSql: string, bound: number): D1PreparedStatement[] {
  return [
    db
      .prepare(
        `INSERT INTO products (id, package_id, position, price_idr, price_usd_cents, minimal)
         VALUES ((SELECT coalesce(max(id), 0) + 1 FROM products), ${packageSql},
           (SELECT coalesce(max(position), 0) + 1 FROM products WHERE package_id = ${packageSql}), 0, 0, 1)`,
      )
      .bind(bound),
    ...LOCALES.map((locale) =>
      db
        .prepare(
          "INSERT INTO product_translations (product_id, locale, name) VALUES ((SELECT max(id) FROM products), ?1, '')",
        )
        .bind(locale),
    ),
  ];
}

/** The "from" price after packages or products came or went. */
async function refreshFromPrices(db: D1Database, id: number): Promise<void> {
  const after = await activityForEditing(db, id);
  const prices = fromPricesOf(after.packages, after.products, after.facts.price_type);
  await db
    .prepare("UPDATE activities SET price_idr = ?2, price_usd_cents = ?3, from_minimum = ?4 WHERE id = ?1")
    .bind(id, prices.price_idr, prices.price_usd_cents, prices.from_minimum)
    .run();
}

/** The activity's photos and the pages that show them, for row-photos.ts to change. */
export async function activityPhotoRow(db: D1Database, id: number): Promise<PhotoRow> {
  const activity = await activityForEditing(db, id);
  return { table: "activities", id, images: activity.images, pages: pagesShowing(activity) };
}
