/**
 * Turns the catalogue into SQL statements for D1: multi-row INSERTs with explicit ids, each kept
 * under D1's 100 kB statement limit. Deterministic: the same catalogue gives the same SQL.
 */

import { fromPrice } from "#domain/booking-rules.ts";
import { formatAmountsInText } from "#domain/format.ts";
import type { Locale } from "#domain/locale.ts";
import { storedText } from "#domain/rich-text.ts";
import { CLOSED_DATES, RULES_BY_ACTIVITY, RULES_BY_TYPE, type SeedRule, VEHICLE_RULE } from "./availability.ts";
import { type Catalogue, catalogue as defaultCatalogue } from "./catalogue.ts";
import { type ImageJob, imageJobs, storedImage } from "./images.ts";
import { seededPassengersOf, seededUnitOf } from "./product-units.ts";
import { seededIncludesPickup, seededTripForm } from "./trip-forms.ts";
import type { ActivitySeed, Localized, ProductSeed, Scene } from "./types.ts";

const LOCALES = ["id", "en"] as const;
const MAX_STATEMENT_BYTES = 90_000;

type SqlValue = string | number | null;

export function sqlLiteral(value: SqlValue): string {
  if (value === null) return "NULL";
  if (typeof value === "number") {
    if (!Number.isFinite(value)) throw new Error(`Not a finite number: ${value}`);
    return String(value);
  }
  return `'${value.replaceAll("'", "''")}'`;
}

/** INSERT statements for the rows, split so no statement exceeds the size limit. */
export function insertRows(table: string, columns: string[], rows: SqlValue[][]): string[] {
  const head = `INSERT INTO ${table} (${columns.join(", ")}) VALUES `;
  const statements: string[] = [];
  let tuples: string[] = [];
  let size = head.length;
  for (const row of rows) {
    if (row.length !== columns.length)
      throw new Error(`${table}: row has ${row.length} values for ${columns.length} columns`);
    // Rich text goes in sanitised, as the back office writes it.
    const stored = row.map((value, index) =>
      typeof value === "string" ? storedText(table, columns[index] ?? "", value) : value,
    );
    const tuple = `(${stored.map(sqlLiteral).join(", ")})`;
    if (tuples.length > 0 && size + tuple.length + 2 > MAX_STATEMENT_BYTES) {
      statements.push(head + tuples.join(",\n"));
      tuples = [];
      size = head.length;
    }
    tuples.push(tuple);
    size += tuple.length + 2;
  }
  if (tuples.length > 0) statements.push(head + tuples.join(",\n"));
  return statements;
}

function translations(ownerId: number, fields: Record<string, Localized>): SqlValue[][] {
  return LOCALES.map((locale) => [ownerId, locale, ...Object.values(fields).map((field) => field[locale])]);
}

/** Gathers every image the SQL refers to, so scripts/generate-images.ts draws exactly those. */
class ImageCollector {
  readonly jobs: ImageJob[] = [];

  /** The JSON array of images stored with an item. */
  many(folder: string, slug: string, scenes: readonly Scene[]): string {
    const jobs = imageJobs(folder, slug, scenes);
    this.jobs.push(...jobs);
    return JSON.stringify(jobs.map(storedImage));
  }

  /** The JSON of a single image (gallery photos, slides). */
  one(folder: string, slug: string, scene: Scene): string {
    const [job] = imageJobs(folder, slug, [scene]);
    if (!job) throw new Error(`No image for ${folder}/${slug}`);
    this.jobs.push(job);
    return JSON.stringify(storedImage(job));
  }
}

/**
 * A product's unit, seats and passengers: as its seed says, or read from its name as migrations
 * 0025 and 0039 read a stored one.
 */
function unitColumns(product: ProductSeed, position: number): [string, number, number | null] {
  const { unit, seats } = product.unit
    ? { unit: product.unit, seats: product.seats ?? 1 }
    : seededUnitOf(product.name.en, position, product.minimal);
  return [unit, seats, product.passengers ?? seededPassengersOf(product.name.en, unit)];
}

function transportTypeSlug(c: Catalogue, typeId: number): string {
  const category = c.transportTypes.find((type) => type.id === typeId);
  if (!category) throw new Error(`Unknown transport type ${typeId}`);
  return category.slug;
}

function usdCents(dollars: number): number {
  return Math.round(dollars * 100);
}

/** The "from" price an activity's cards and header show: the booking rules' least bookable price. */
export function activityFromPrices(activity: ActivitySeed): {
  price_idr: number;
  price_usd_cents: number;
  from_minimum: number;
} {
  const packages = activity.packages.map((pack) => pack.products);
  const rupiah = fromPrice(packages, activity.price_type, "IDR");
  return {
    price_idr: rupiah.minor,
    price_usd_cents: fromPrice(packages, activity.price_type, "USD").minor,
    from_minimum: rupiah.minimum,
  };
}

function stripTags(html: string): string {
  return html
    .replace(/<[^>]*>/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}

/** A small deterministic generator, so the seeded reviews are the same on every machine. */
function randomFrom(seedText: string): () => number {
  let state = 2166136261;
  for (const char of seedText) state = Math.imul(state ^ char.charCodeAt(0), 16777619);
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function idsBySlug<T>(items: readonly T[], slugOf: (item: T) => string): Map<string, number> {
  const ids = new Map<string, number>();
  items.forEach((item, index) => {
    const slug = slugOf(item);
    if (ids.has(slug)) throw new Error(`Duplicate slug or code: ${slug}`);
    ids.set(slug, index + 1);
  });
  return ids;
}

function catalogueStatements(c: Catalogue, images: ImageCollector): string[] {
  const regencyIds = idsBySlug(c.regencies, (r) => r.slug);
  const activityIds = idsBySlug(c.activities, (a) => a.slug);
  const activityIdByCode = idsBySlug(c.activities, (a) => a.code);
  const statements: string[] = [];

  statements.push(
    ...insertRows(
      "activity_types",
      ["id", "slug", "position", "images"],
      c.activityTypes.map((t, i) => [t.id, t.slug, i, images.many("types", t.slug, [t.scene])]),
    ),
    ...insertRows(
      "activity_type_translations",
      ["type_id", "locale", "name", "title", "des"],
      c.activityTypes.flatMap((t) => translations(t.id, { name: t.name, title: t.title, des: t.des })),
    ),
    ...insertRows(
      "regencies",
      ["id", "slug", "position", "images"],
      c.regencies.map((r, i) => [r.id, r.slug, i, images.many("regencies", r.slug, [r.scene])]),
    ),
    ...insertRows(
      "regency_translations",
      ["regency_id", "locale", "name", "title", "des"],
      c.regencies.flatMap((r) => translations(r.id, { name: r.name, title: r.title, des: r.des })),
    ),
  );

  const activityRows: SqlValue[][] = [];
  const activityTranslationRows: SqlValue[][] = [];
  const packageRows: SqlValue[][] = [];
  const packageTranslationRows: SqlValue[][] = [];
  const productRows: SqlValue[][] = [];
  const productTranslationRows: SqlValue[][] = [];
  const searchRows: SqlValue[][] = [];
  let packageId = 0;
  let productId = 0;
  c.activities.forEach((a, index) => {
    const id = index + 1;
    const from = activityFromPrices(a);
    const regencyId = regencyIds.get(a.regency);
    if (regencyId === undefined) throw new Error(`${a.slug}: unknown regency ${a.regency}`);
    activityRows.push([
      id,
      a.code,
      a.slug,
      a.typeId,
      regencyId,
      a.duration_hours,
      a.cancelation_hours,
      a.start_time,
      a.required_persons,
      a.price_type,
      from.price_idr,
      from.price_usd_cents,
      from.from_minimum,
      images.many("activities", a.slug, a.scenes),
      index,
    ]);
    for (const locale of LOCALES) {
      activityTranslationRows.push([
        id,
        locale,
        a.name[locale],
        a.short_des[locale],
        a.location[locale],
        a.highlight[locale],
        a.activity_des[locale],
        JSON.stringify(a.included[locale]),
        JSON.stringify(a.whattobring[locale]),
        a.pickup_time[locale],
        a.meeting_point[locale],
        a.how_to_use[locale],
        a.payment[locale],
        a.note[locale],
        a.confirmation_detail[locale],
      ]);
    }
    a.packages.forEach((p, packagePosition) => {
      packageId += 1;
      const siblings = a.packages.filter((other) => other !== p).map((other) => other.name.en);
      packageRows.push([packageId, id, packagePosition, seededIncludesPickup(p.name.en, siblings) ? 1 : 0]);
      packageTranslationRows.push(...translations(packageId, { name: p.name, detail: p.detail }));
      p.products.forEach((product, productPosition) => {
        productId += 1;
        productRows.push([
          productId,
          packageId,
          productPosition,
          product.price_idr,
          usdCents(product.price_usd),
          product.minimal,
          ...unitColumns(product, productPosition),
        ]);
        productTranslationRows.push(...translations(productId, { name: product.name }));
      });
    });
    const type = c.activityTypes.find((t) => t.id === a.typeId);
    if (!type) throw new Error(`${a.slug}: unknown activity type ${a.typeId}`);
    const both = (field: Localized) => `${field.id} ${field.en}`;
    searchRows.push([
      id,
      both(a.name),
      both(type.name),
      both(a.location),
      both(a.short_des),
      stripTags(`${both(a.highlight)} ${both(a.activity_des)}`),
      // An activity starts with no reviews; the comments' triggers move both (migration 0074).
      0,
      0,
    ]);
  });
  statements.push(
    ...insertRows(
      "activities",
      [
        "id",
        "code",
        "slug",
        "type_id",
        "regency_id",
        "duration_hours",
        "cancelation_hours",
        "start_time",
        "required_persons",
        "price_type",
        "price_idr",
        "price_usd_cents",
        "from_minimum",
        "images",
        "position",
      ],
      activityRows,
    ),
    ...insertRows(
      "activity_translations",
      [
        "activity_id",
        "locale",
        "name",
        "short_des",
        "location",
        "highlight",
        "activity_des",
        "included",
        "whattobring",
        "pickup_time",
        "meeting_point",
        "how_to_use",
        "payment",
        "note",
        "confirmation_detail",
      ],
      activityTranslationRows,
    ),
    ...insertRows("packages", ["id", "activity_id", "position", "includes_pickup"], packageRows),
    ...insertRows("package_translations", ["package_id", "locale", "name", "detail"], packageTranslationRows),
    ...insertRows(
      "products",
      ["id", "package_id", "position", "price_idr", "price_usd_cents", "minimal", "unit", "seats", "passengers"],
      productRows,
    ),
    ...insertRows("product_translations", ["product_id", "locale", "name"], productTranslationRows),
    ...insertRows(
      "activity_search",
      ["rowid", "name", "type_name", "location", "short_des", "body", "rating", "comments_count"],
      searchRows,
    ),
  );

  statements.push(
    ...insertRows(
      "destinations",
      ["id", "slug", "regency_id", "visitor", "images", "position"],
      c.destinations.map((d, i) => {
        const regencyId = regencyIds.get(d.regency);
        if (regencyId === undefined) throw new Error(`${d.slug}: unknown regency ${d.regency}`);
        return [i + 1, d.slug, regencyId, d.visitor, images.many("destinations", d.slug, d.scenes), i];
      }),
    ),
    ...insertRows(
      "destination_translations",
      ["destination_id", "locale", "name", "location", "des", "note"],
      c.destinations.flatMap((d, i) =>
        translations(i + 1, { name: d.name, location: d.location, des: d.des, note: d.note }),
      ),
    ),
    ...insertRows(
      "transport_types",
      ["id", "slug", "position", "images"],
      c.transportTypes.map((t, i) => [t.id, t.slug, i, images.many("transport-types", t.slug, [t.scene])]),
    ),
    ...insertRows(
      "transport_type_translations",
      ["type_id", "locale", "name", "title", "des"],
      c.transportTypes.flatMap((t) => translations(t.id, { name: t.name, title: t.title, des: t.des })),
    ),
    ...insertRows(
      "transports",
      [
        "id",
        "type_id",
        "manufacture",
        "vehicle_name",
        "passanger",
        "transmision",
        "baggage",
        "price_idr",
        "price_usd_cents",
        "duration_hours",
        "visitor",
        "images",
        "position",
        "trip_form",
      ],
      c.transports.map((t, i) => [
        i + 1,
        t.typeId,
        t.manufacture,
        t.vehicle_name,
        t.passanger,
        t.transmision,
        t.baggage,
        t.price_idr,
        usdCents(t.price_usd),
        t.duration_hours,
        t.visitor,
        images.many("transports", transportSlug(t.manufacture, t.vehicle_name, i + 1), t.scenes),
        i,
        seededTripForm(transportTypeSlug(c, t.typeId)),
      ]),
    ),
    ...insertRows(
      "transport_translations",
      ["transport_id", "locale", "vehicle_type", "des", "note"],
      c.transports.flatMap((t, i) => translations(i + 1, { vehicle_type: t.vehicle_type, des: t.des, note: t.note })),
    ),
    ...insertRows(
      "tips",
      ["id", "slug", "images", "position"],
      c.tips.map((t, i) => [i + 1, t.slug, images.many("tips", t.slug, t.scenes), i]),
    ),
    ...insertRows(
      "tip_translations",
      ["tip_id", "locale", "title", "content"],
      c.tips.flatMap((t, i) => translations(i + 1, { title: t.title, content: t.content })),
    ),
    ...insertRows(
      "events",
      ["id", "slug", "starts_at", "ends_at", "images"],
      c.events.map((e, i) => [i + 1, e.slug, e.start, e.end, images.many("events", e.slug, e.scenes)]),
    ),
    ...insertRows(
      "event_translations",
      ["event_id", "locale", "title", "location", "content"],
      c.events.flatMap((e, i) => translations(i + 1, { title: e.title, location: e.location, content: e.content })),
    ),
    ...insertRows(
      "special_offers",
      ["id", "slug", "activity_id", "images", "position"],
      c.specialOffers.map((o, i) => [
        i + 1,
        o.slug,
        o.activityCode ? (activityIdByCode.get(o.activityCode) ?? null) : null,
        images.many("offers", o.slug, o.scenes),
        i,
      ]),
    ),
    ...insertRows(
      "special_offer_translations",
      ["offer_id", "locale", "title", "short_des", "des", "tnc"],
      c.specialOffers.flatMap((o, i) =>
        translations(i + 1, { title: o.title, short_des: o.short_des, des: o.des, tnc: o.tnc }),
      ),
    ),
    ...insertRows(
      "gallery_images",
      ["id", "image", "position"],
      c.gallery.map((g, i) => [i + 1, images.one("gallery", `photo-${i + 1}`, g.scene), i]),
    ),
    ...insertRows(
      "gallery_image_translations",
      ["image_id", "locale", "caption"],
      c.gallery.flatMap((g, i) => translations(i + 1, { caption: g.caption })),
    ),
    ...insertRows(
      "slides",
      ["id", "image", "link_path", "position"],
      c.slides.map((s, i) => [i + 1, images.one("slides", `slide-${i + 1}`, s.scene), s.link_path, i]),
    ),
    ...insertRows(
      "slide_translations",
      ["slide_id", "locale", "title", "subtitle"],
      c.slides.flatMap((s, i) => translations(i + 1, { title: s.title, subtitle: s.subtitle })),
    ),
  );

  statements.push(...reviewStatements(c, activityIds.size));
  statements.push(...availabilityStatements(c));
  return statements;
}

/** The rule's values; the rows themselves are made by migration 0019's triggers with each activity and vehicle. */
function ruleUpdate(rule: SeedRule, where: string): string {
  const values: [string, SqlValue][] = [
    ["weekdays", rule.weekdays ?? "1234567"],
    ["season_start", rule.season?.[0] ?? null],
    ["season_end", rule.season?.[1] ?? null],
    ["start_times", JSON.stringify(rule.startTimes ?? [])],
    ["capacity", rule.capacity],
    ["capacity_per", rule.capacityPer ?? "day"],
    ["notice_hours", rule.noticeHours ?? 0],
  ];
  const assignments = values.map(([column, value]) => `${column} = ${sqlLiteral(value)}`).join(", ");
  return `UPDATE availability_rules SET ${assignments} WHERE ${where}`;
}

/** The starting availability (seed/availability.ts): by kind of activity, then single activities, vehicles, closed dates. */
function availabilityStatements(c: Catalogue): string[] {
  const byType = c.activityTypes.map((t) => {
    const rule = RULES_BY_TYPE[t.slug];
    if (!rule) throw new Error(`No availability rule for activity type ${t.slug}`);
    return ruleUpdate(rule, `activity_id IN (SELECT id FROM activities WHERE type_id = ${sqlLiteral(t.id)})`);
  });
  const byActivity = Object.entries(RULES_BY_ACTIVITY).map(([slug, rule]) => {
    if (!c.activities.some((a) => a.slug === slug)) throw new Error(`No activity ${slug} for its availability rule`);
    return ruleUpdate(rule, `activity_id = (SELECT id FROM activities WHERE slug = ${sqlLiteral(slug)})`);
  });
  return [
    ...byType,
    ...byActivity,
    ruleUpdate(VEHICLE_RULE, "transport_id IS NOT NULL"),
    ...insertRows(
      "closed_dates",
      ["date", "reason"],
      CLOSED_DATES.map((closed) => [closed.date, closed.reason]),
    ),
  ];
}

export function transportSlug(manufacture: string, vehicleName: string, id: number): string {
  const words = `${manufacture} ${vehicleName}`.toLowerCase().replace(/[^a-z0-9]+/g, "-");
  return `${words.replace(/^-|-$/g, "")}-${id}`;
}

/** Spreads the review pool over activities, destinations and vehicles, dated in the past two years. */
function reviewStatements(c: Catalogue, activityCount: number): string[] {
  const random = randomFrom("reviews");
  const pick = () => c.reviews[Math.floor(random() * c.reviews.length)];
  const rows: SqlValue[][] = [];
  const firstDay = Date.UTC(2025, 0, 1);
  const lastDay = Date.UTC(2026, 10, 15);
  const addReviews = (subject: "activity_id" | "destination_id" | "transport_id", id: number, count: number) => {
    for (let n = 0; n < count; n += 1) {
      const review = pick();
      if (!review) continue;
      const when = new Date(firstDay + Math.floor(random() * (lastDay - firstDay))).toISOString();
      rows.push([
        subject === "activity_id" ? id : null,
        subject === "destination_id" ? id : null,
        subject === "transport_id" ? id : null,
        review.author,
        review.rating,
        review.title,
        review.body,
        when,
        when,
      ]);
    }
  };
  for (let id = 1; id <= activityCount; id += 1) addReviews("activity_id", id, 1 + Math.floor(random() * 6));
  for (let id = 1; id <= c.destinations.length; id += 1) addReviews("destination_id", id, 1 + Math.floor(random() * 4));
  for (let id = 1; id <= c.transports.length; id += 1) addReviews("transport_id", id, Math.floor(random() * 4));
  return insertRows(
    "comments",
    [
      "activity_id",
      "destination_id",
      "transport_id",
      "author_name",
      "rating",
      "title",
      "body",
      "created_at",
      "updated_at",
    ],
    rows,
  );
}

export interface Seed {
  statements: string[];
  images: ImageJob[];
}

/** Every text of both languages with its rupiah amounts written by the site's one formatter. */
function withFormattedAmounts<T>(value: T): T {
  if (Array.isArray(value)) return value.map(withFormattedAmounts) as T;
  if (!value || typeof value !== "object") return value;
  const record = value as Record<string, unknown>;
  if (LOCALES.every((locale) => locale in record) && Object.keys(record).length === LOCALES.length) {
    return Object.fromEntries(LOCALES.map((locale) => [locale, inLocale(locale, record[locale])])) as T;
  }
  return Object.fromEntries(Object.entries(record).map(([key, inner]) => [key, withFormattedAmounts(inner)])) as T;
}

function inLocale(locale: Locale, text: unknown): unknown {
  if (typeof text === "string") return formatAmountsInText(locale, text);
  return Array.isArray(text) ? text.map((line) => inLocale(locale, line)) : text;
}

export function buildSeed(c: Catalogue = defaultCatalogue): Seed {
  const images = new ImageCollector();
  const statements = catalogueStatements(withFormattedAmounts(c), images);
  return { statements, images: images.jobs };
}
