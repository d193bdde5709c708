/**
 * An activity as the back office's form shows it: its facts, its texts in both languages, its
 * packages and products, its photos; and the public pages that show it, which each save purges.
 */
import type { PriceType, ProductUnit } from "#domain/booking-rules.ts";
import type { ActivityStatus } from "#domain/catalogue.ts";
import type { StoredImage } from "#domain/images.ts";
import {
  ACTIVITY_TEXT_FIELDS,
  type ActivityEdit,
  type ActivityTexts,
  LIST_FIELDS,
  type PackageEdit,
  type ProductEdit,
} from "#domain/inputs/activity.ts";
import type { Locale } from "#domain/locale.ts";
import { notFound } from "#workers/http.ts";
import { firstRow, parseImages, parseStrings, rowsOf } from "#workers/sql.ts";
import type { ProductRow } from "./activities.ts";
import type { TextRow } from "./editor-writes.ts";
import type { PhotoRow } from "./row-photos.ts";

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
  instant_confirmation: number;
  special_requests_need_person: number;
  change_window_hours: number | null;
  review_mail: number;
  images: string;
  booked: number;
}

const emptyTexts = (): ActivityTexts =>
  Object.fromEntries(ACTIVITY_TEXT_FIELDS.map((field) => [field, ""])) as ActivityTexts;

/** The activity as the form shows it: both languages of every text, in one round trip. */
export async function activityForEditing(db: D1Database, id: number): Promise<ActivityForEditing> {
  const [activity, texts, packages, products] = await db.batch([
    db
      .prepare(
        `SELECT a.id, a.code, a.slug, a.type_id, ty.slug AS type_slug, a.status, a.version, a.duration_hours,
           a.cancelation_hours, a.start_time, a.required_persons, a.price_type, a.images,
           a.instant_confirmation, a.special_requests_need_person, a.change_window_hours, a.review_mail,
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
      instant_confirmation: row.instant_confirmation === 1,
      special_requests_need_person: row.special_requests_need_person === 1,
      change_window_hours: row.change_window_hours,
      review_mail: row.review_mail === 1,
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
      rowsOf<ProductRow & { locale: Locale | null }>(products),
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

/** The activity's photos and the pages that show them, for row-photos.ts to change. */
export async function activityPhotoRow(db: D1Database, id: number): Promise<PhotoRow> {
  const activity = await activityForEditing(db, id);
  return { table: "activities", id, images: activity.images, pages: pagesShowing(activity) };
}
