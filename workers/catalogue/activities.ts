import type { PriceType, ProductUnit } from "#domain/booking-rules.ts";
import { BOOKED_THIS_MONTH_SHOWN_FROM } from "#domain/business.ts";
import {
  type ActivityCard,
  type ActivityCardFace,
  type ActivityDetail,
  type ActivityTexts,
  type Category,
  MAX_COUNTED_RESULTS,
  OTHER_ACTIVITIES,
} from "#domain/catalogue.ts";
import { type Discovery, filtersList, NO_DISCOVERY } from "#domain/discovery.ts";
import type { Locale } from "#domain/locale.ts";
import { linesAsList } from "#domain/rich-text.ts";
import type { Stored } from "#domain/safe-html.ts";
import { openSoonSql } from "#workers/availability/open-soon.ts";
import { notFound } from "#workers/http.ts";
import { limitOf, offsetOf, type Page, type Pages, pageOf } from "#workers/paging.ts";
import {
  type CountRow,
  dollars,
  firstRow,
  parseImage,
  parseImages,
  parseStrings,
  rowsOf,
  translationJoin,
} from "#workers/sql.ts";
import { activityTypes, categoryByIdStatement, categoryFrom } from "./categories.ts";
import { type DiscoverySql, discoverySql } from "./discovery.ts";

export type { PriceType };

export function cardFace({ short_des, code, ...face }: ActivityCard): ActivityCardFace {
  return face;
}

/**
 * A page of cards as a list page renders it: without the texts a card does not show. The /api
 * answer of the same page keeps them (the contract); Load more appends those as they are.
 */
export function pageOfFaces(page: Page<ActivityCard>): Page<ActivityCardFace> {
  return { ...page, data: page.data.map(cardFace) };
}

export interface CardRow {
  id: number;
  code: string;
  slug: string;
  name: string;
  short_des: string;
  location: string;
  type_id: number;
  type_slug: string;
  type_name: string;
  image: string | null;
  rating: number;
  comments_count: number;
  duration_hours: number;
  cancelation_hours: number;
  price_type: PriceType;
  price_idr: number;
  price_usd_cents: number;
  from_minimum: number;
  open_soon: number;
  instant_confirmation: number;
  booked_this_month: number;
}

/**
 * The activity's confirmed bookings made this Bali month, from the totals migration 0061's triggers
 * keep with each booking: one row by its key per card, however many bookings there are.
 */
const BOOKED_THIS_MONTH_SQL = `coalesce((SELECT m.confirmed FROM activity_booking_months m
  WHERE m.activity_id = a.id AND m.month = substr(date('now', '+8 hours'), 1, 7) || '-01'), 0)`;

export const CARD_COLUMNS = `a.id, a.code, a.slug, t.name, t.short_des, t.location,
  a.type_id, ty.slug AS type_slug, tt.name AS type_name, json_extract(a.images, '$[0]') AS image,
  a.rating, a.comments_count, a.duration_hours, a.cancelation_hours, a.price_type, a.price_idr, a.price_usd_cents,
  a.from_minimum, ${openSoonSql("activity")} AS open_soon, a.instant_confirmation,
  ${BOOKED_THIS_MONTH_SQL} AS booked_this_month`;

/** Only published activities reach tourists: drafts and archived ones are never listed or shown. */
export const PUBLISHED = "a.status = 'published'";

/** The rows of activity cards; the join keeps them to published activities, whatever the caller adds. */
export const CARD_FROM = `FROM activities a
  ${translationJoin("activity_translations", "activity_id", "a.id", "t")}
  JOIN activity_types ty ON ty.id = a.type_id AND ${PUBLISHED}
  ${translationJoin("activity_type_translations", "type_id", "a.type_id", "tt")}`;

export function toActivityCard(row: CardRow): ActivityCard {
  return {
    id: row.id,
    code: row.code,
    slug: row.slug,
    name: row.name,
    type: { id: row.type_id, slug: row.type_slug, name: row.type_name },
    image: parseImage(row.image),
    short_des: row.short_des,
    location: row.location,
    rating: row.rating,
    comments_count: row.comments_count,
    duration: row.duration_hours,
    cancelation: row.cancelation_hours,
    price_type: row.price_type,
    price_idr: row.price_idr,
    price_usd: dollars(row.price_usd_cents),
    from_minimum: row.from_minimum,
    open_soon: row.open_soon === 1,
    instant_confirmation: row.instant_confirmation === 1,
    booked_this_month: row.booked_this_month >= BOOKED_THIS_MONTH_SHOWN_FROM ? row.booked_this_month : null,
  };
}

export function cardsOf(result: D1Result | undefined): ActivityCard[] {
  return rowsOf<CardRow>(result).map(toActivityCard);
}

export type CardOrder = "position" | "popular" | "rating";

const ORDER_BY: Record<CardOrder, string> = {
  position: "a.position, a.id",
  popular: "a.comments_count DESC, a.rating DESC, a.id",
  rating: "a.rating DESC, a.comments_count DESC, a.id",
};

/**
 * The SQL of a page of activity cards: `?1` the locale, `?2` the limit, `?3` the offset, `?4` the
 * type; a list's sort and filters (`discovery`, its parameters from `?5`) replace `order`.
 */
export function cardsSql(options: {
  typeId?: number;
  order?: CardOrder;
  openSoonOnly?: boolean;
  discovery?: DiscoverySql;
}): string {
  const conditions = [
    ...(options.typeId === undefined ? [] : ["a.type_id = ?4"]),
    ...(options.openSoonOnly ? [openSoonSql("activity")] : []),
    ...(options.discovery?.conditions ?? []),
  ];
  const where = conditions.length === 0 ? "" : `WHERE ${conditions.join(" AND ")}`;
  const order = options.discovery?.order ?? ORDER_BY[options.order ?? "position"];
  return `SELECT ${CARD_COLUMNS} ${CARD_FROM} ${where} ORDER BY ${order} LIMIT ?2 OFFSET ?3`;
}

/** The first parameter of a list's sort and filters in cardsSql and filteredCountSql. */
export const DISCOVERY_FIRST_PARAMETER = 5;

/** Activity cards, optionally of one type; `?1` is the locale. */
export function cardsStatement(
  db: D1Database,
  locale: Locale,
  options: {
    typeId?: number;
    order?: CardOrder;
    openSoonOnly?: boolean;
    discovery?: DiscoverySql;
    limit: number;
    offset?: number;
  },
): D1PreparedStatement {
  const sql = cardsSql(options);
  const params = [
    locale,
    options.limit,
    options.offset ?? 0,
    options.typeId ?? 0,
    ...(options.discovery?.params ?? []),
  ];
  return db.prepare(sql).bind(...numberedUpTo(sql, params));
}

/** The parameters `sql` numbers (`?1` to its highest): D1 refuses more than a statement takes. */
function numberedUpTo(sql: string, params: readonly (string | number)[]): (string | number)[] {
  const highest = Math.max(0, ...[...sql.matchAll(/\?(\d+)/g)].map((match) => Number(match[1])));
  return params.slice(0, highest);
}

/** The published activities whose ids `idsSql` selects (with its parameter `?2`), as cards, in no particular order. */
export function activityCardsAmongStatement(
  db: D1Database,
  locale: Locale,
  idsSql: string,
  param: string | number,
): D1PreparedStatement {
  return db.prepare(`SELECT ${CARD_COLUMNS} ${CARD_FROM} WHERE a.id IN (${idsSql})`).bind(locale, param);
}

/** One card per activity type, the first of each that has an open day soon: the home page's feature row. */
export function firstOfEachTypeStatement(db: D1Database, locale: Locale): D1PreparedStatement {
  return db
    .prepare(
      `SELECT ${CARD_COLUMNS} ${CARD_FROM}
       WHERE a.id IN (SELECT (SELECT id FROM activities a WHERE type_id = ty2.id AND ${PUBLISHED} AND ${openSoonSql("activity")}
         ORDER BY position, id LIMIT 1) FROM activity_types ty2)
       ORDER BY ty.position, ty.id`,
    )
    .bind(locale);
}

export async function listActivities(
  db: D1Database,
  locale: Locale,
  url: URL,
  page: Pages,
  discovery: Discovery = NO_DISCOVERY,
): Promise<Page<ActivityCard>> {
  return activityPageFrom(await db.batch(activityPageStatements(db, locale, page, discovery)), url, page);
}

/**
 * How many published activities a list holds (every type's, or one type's), from the counts the
 * triggers of migration 0050 keep: a row per type instead of a row per activity (decision 0060).
 */
export function publishedCountStatement(db: D1Database, typeId?: number): D1PreparedStatement {
  const sql = publishedCountSql({ ofType: typeId !== undefined });
  return typeId === undefined ? db.prepare(sql) : db.prepare(sql).bind(typeId);
}

/** The SQL of publishedCountStatement; `?1` the type when `ofType`. */
export function publishedCountSql({ ofType }: { ofType: boolean }): string {
  return `SELECT coalesce(sum(c.total), 0) AS total FROM published_activity_counts c
    JOIN activity_types ty ON ty.id = c.type_id${ofType ? " WHERE c.type_id = ?1" : ""}`;
}

/**
 * The SQL of a filtered list's count, up to `?2` (as a search counts: decision 0061), with cardsSql's
 * parameters: `?4` the type, the filters from `?5`. It reads the activities alone: their type is a
 * foreign key that always names one, so joining it as the cards do cost a row per match (decision 0097).
 */
export function filteredCountSql(ofType: boolean, conditions: readonly string[]): string {
  const where = [PUBLISHED, ...(ofType ? ["a.type_id = ?4"] : []), ...conditions].join(" AND ");
  return `SELECT count(*) AS total FROM (SELECT 1 FROM activities a WHERE ${where} LIMIT ?2)`;
}

/**
 * Every activity's list in the regency `?1` alone, counted up to `?2` as filteredCountSql counts:
 * from the count of its published activities that migration 0063's triggers keep (the map's), one
 * row in place of one per activity up to `?2` (decision 0097's second addendum).
 */
export const REGENCY_COUNT_SQL = `SELECT min(coalesce((SELECT c.activities FROM regency_listing_counts c
  WHERE c.regency_id = (SELECT g.id FROM regencies g WHERE g.slug = ?1)), 0), ?2) AS total`;

/**
 * The count of a list: the kept counts when nothing filters it (a sort only orders) or a regency
 * alone does, otherwise the matching activities up to the most a page needs or MAX_COUNTED_RESULTS,
 * and one more.
 */
function listCountStatement(
  db: D1Database,
  locale: Locale,
  page: Pages,
  discovery: Discovery,
  filters: DiscoverySql,
  typeId?: number,
): D1PreparedStatement {
  if (!filtersList(discovery)) return publishedCountStatement(db, typeId);
  const counted = Math.max(MAX_COUNTED_RESULTS, offsetOf(page) + limitOf(page)) + 1;
  if (typeId === undefined && discovery.regency !== null && !filtersList({ ...discovery, regency: null })) {
    return db.prepare(REGENCY_COUNT_SQL).bind(discovery.regency, counted);
  }
  const sql = filteredCountSql(typeId !== undefined, filters.countConditions);
  return db.prepare(sql).bind(...numberedUpTo(sql, [locale, counted, 0, typeId ?? 0, ...filters.params]));
}

/** The statements of a page of a list (every activity, or a type's), sorted and filtered as `discovery` asks. */
function listStatements(
  db: D1Database,
  locale: Locale,
  page: Pages,
  discovery: Discovery,
  typeId?: number,
): [D1PreparedStatement, D1PreparedStatement] {
  const filters = discoverySql(discovery, locale, DISCOVERY_FIRST_PARAMETER);
  return [
    listCountStatement(db, locale, page, discovery, filters, typeId),
    cardsStatement(db, locale, {
      ...(typeId === undefined ? {} : { typeId }),
      discovery: filters,
      limit: limitOf(page),
      offset: offsetOf(page),
    }),
  ];
}

/** The statements of a page of every activity, to batch with a page's others (`batchGroups`). */
export function activityPageStatements(
  db: D1Database,
  locale: Locale,
  page: Pages,
  discovery: Discovery = NO_DISCOVERY,
): D1PreparedStatement[] {
  return listStatements(db, locale, page, discovery);
}

/** The results of `activityPageStatements` as the page of cards `url` names. */
export function activityPageFrom([count, cards]: D1Result[], url: URL, page: Pages): Page<ActivityCard> {
  return pageOf(url, page, firstRow<CountRow>(count)?.total ?? 0, cardsOf(cards));
}

export async function listActivitiesOfType(
  db: D1Database,
  locale: Locale,
  url: URL,
  typeId: number,
  page: Pages,
  discovery: Discovery = NO_DISCOVERY,
): Promise<{ items: Page<ActivityCard>; category: Category }> {
  const [type, count, cards] = await db.batch([
    categoryByIdStatement(db, activityTypes, locale, typeId),
    ...listStatements(db, locale, page, discovery, typeId),
  ]);
  const category = categoryFrom(activityTypes, type);
  return { items: pageOf(url, page, firstRow<CountRow>(count)?.total ?? 0, cardsOf(cards)), category };
}

interface DetailRow extends CardRow {
  images: string;
  required_persons: number;
  start_time: string;
  highlight: string;
  activity_des: string;
  included: string;
  whattobring: string;
  pickup_time: string;
  meeting_point: string;
  how_to_use: string;
  payment: string;
  note: string;
  confirmation_detail: string;
  text_locale: Locale;
}

interface PackageRow {
  id: number;
  name: string;
  detail: string;
  includes_pickup: number;
}

/** A product as D1 stores it, its name in one language. */
export interface ProductRow {
  id: number;
  package_id: number;
  name: string;
  price_idr: number;
  price_usd_cents: number;
  minimal: number;
  unit: ProductUnit;
  seats: number;
  passengers: number | null;
}

/** An activity with its packages, products and other activities of its type, in one round trip. */
export async function getActivity(
  db: D1Database,
  locale: Locale,
  typeSlug: string,
  slug: string,
): Promise<Stored<ActivityDetail>> {
  return activityFrom(
    await db.batch([...activityStatements(db, locale, typeSlug, slug), otherActivitiesStatement(db, locale, slug)]),
  );
}

/**
 * The reads of an activity with its packages and products (activityFrom makes the answer of their
 * results, with `otherActivitiesStatement`'s after them when the answer names the others), for one batch.
 */
export function activityStatements(
  db: D1Database,
  locale: Locale,
  typeSlug: string,
  slug: string,
): D1PreparedStatement[] {
  const activityId = "(SELECT id FROM activities WHERE slug = ?2)";
  return [
    db
      .prepare(
        `SELECT ${CARD_COLUMNS}, a.images, a.required_persons, a.start_time, t.highlight, t.activity_des,
           t.included, t.whattobring, t.pickup_time, t.meeting_point, t.how_to_use, t.payment, t.note,
           t.confirmation_detail, t.locale AS text_locale
         ${CARD_FROM} WHERE a.slug = ?2 AND ty.slug = ?3`,
      )
      .bind(locale, slug, typeSlug),
    db
      .prepare(
        `SELECT p.id, pt.name, pt.detail, p.includes_pickup FROM packages p
         ${translationJoin("package_translations", "package_id", "p.id", "pt")}
         WHERE p.activity_id = ${activityId} ORDER BY p.position, p.id`,
      )
      .bind(locale, slug),
    db
      .prepare(
        `SELECT pr.id, pr.package_id, prt.name, pr.price_idr, pr.price_usd_cents, pr.minimal, pr.unit, pr.seats, pr.passengers FROM products pr
         JOIN packages p ON p.id = pr.package_id
         ${translationJoin("product_translations", "product_id", "pr.id", "prt")}
         WHERE p.activity_id = ${activityId} ORDER BY pr.position, pr.id`,
      )
      .bind(locale, slug),
  ];
}

/** The other activities of the activity's type, as the /api answer names them. */
export function otherActivitiesStatement(db: D1Database, locale: Locale, slug: string): D1PreparedStatement {
  return db
    .prepare(
      `SELECT ${CARD_COLUMNS} ${CARD_FROM}
       WHERE a.type_id = (SELECT type_id FROM activities WHERE slug = ?2) AND a.slug <> ?2
       ORDER BY a.position, a.id LIMIT ${OTHER_ACTIVITIES}`,
    )
    .bind(locale, slug);
}

export function activityFrom([detail, packages, products, others]: (D1Result | undefined)[]): Stored<ActivityDetail> {
  const row = firstRow<DetailRow>(detail);
  if (!row) throw notFound("Activity");
  const productRows = rowsOf<ProductRow>(products);
  const texts: Stored<ActivityTexts> = {
    name: row.name,
    short_des: row.short_des,
    location: row.location,
    highlight: linesAsList(row.highlight),
    activity_des: row.activity_des,
    included: parseStrings(row.included),
    whattobring: parseStrings(row.whattobring),
    pickup_time: row.pickup_time,
    meeting_point: row.meeting_point,
    how_to_use: row.how_to_use,
    payment: row.payment,
    note: row.note,
    confirmation_detail: row.confirmation_detail,
  };
  const { image: _cover, ...card } = toActivityCard(row);
  return {
    items: {
      ...card,
      ...texts,
      images: parseImages(row.images),
      required: row.required_persons,
      start_time: row.start_time,
      packages: rowsOf<PackageRow>(packages).map((p) => ({
        id: p.id,
        name: p.name,
        detail: p.detail,
        includes_pickup: p.includes_pickup === 1,
        products: productRows
          .filter((product) => product.package_id === p.id)
          .map((product) => ({
            id: product.id,
            name: product.name,
            price_idr: product.price_idr,
            price_usd: dollars(product.price_usd_cents),
            minimal: product.minimal,
            unit: product.unit,
            seats: product.seats,
            passengers: product.passengers,
            ordered: 0,
          })),
      })),
    },
    terjemah: { locale: row.text_locale, ...texts },
    others: cardsOf(others),
  };
}
