/**
 * The operator's side of destinations and vehicles: the back office's lists, the forms' data in
 * both languages, saving and changing status. New ones are made in place-creation.ts; the texts of
 * regencies and transport types are edited in category-texts.ts.
 * Each write is one D1 batch that starts with the version guard and ends with the audit row; its
 * answer names the cached pages it changed. A vehicle's price is read when it is booked and copied
 * into the booking, so a later change never alters a booking already made.
 */
import type { ActivityStatus } from "#domain/catalogue.ts";
import type { StoredImage } from "#domain/images.ts";
import type { ConfirmationSettings } from "#domain/inputs/activity.ts";
import {
  DESTINATION_TEXTS,
  type DestinationEdit,
  type DestinationTexts,
  missingTexts,
  missingTransportFacts,
  type TextSpec,
  TRANSPORT_TEXTS,
  type TransportEdit,
  type TransportFacts,
  type TransportTexts,
} from "#domain/inputs/place.ts";
import { LOCALES, type Locale } from "#domain/locale.ts";
import type { OperatorScope } from "#workers/accounts/operators.ts";
import { auditStatement } from "#workers/audit.ts";
import { notFound } from "#workers/http.ts";
import { type Keyset, type KeysetPage, type KeyValue, keysetOf, keysetPage, keysetSql } from "#workers/paging.ts";
import { anyContains, firstRow, parseImages } from "#workers/sql.ts";
import {
  changeWindowAssignment,
  changeWindowParams,
  guarded,
  NOW,
  type SaveOutcome,
  settingsKept,
  storedFlag,
  textStatements,
  textsOf,
  unique,
} from "./editor-writes.ts";
import type { PhotoRow } from "./row-photos.ts";

export type PlaceStatus = ActivityStatus;

export interface PlaceListItem {
  id: number;
  name: string;
  /** The regency's or the transport type's name. */
  groupName: string;
  status: PlaceStatus;
  /** Languages with a required text missing. */
  missing: Locale[];
  updatedAt: string | null;
}

export interface PlaceQuery {
  search: string;
  /** The regency (destinations) or transport type (vehicles). */
  groupId: number | null;
  status: PlaceStatus | null;
  missingTranslation: boolean;
}

const anyEmpty = <F extends string>(spec: TextSpec<F>, alias: string) =>
  `(${alias}.${spec.required[0]} IS NULL OR ${spec.required.map((field) => `${alias}.${field} = ''`).join(" OR ")})`;

interface ListRow {
  id: number;
  name: string;
  group_name: string;
  status: PlaceStatus;
  updated_at: string | null;
  missing_id: number;
  missing_en: number;
}

export const PLACES_PER_PAGE = 50;

interface PlaceListSql {
  /** The row's table and alias, its texts' joins and the columns it is ordered by (an index's, the id last). */
  table: string;
  alias: string;
  joins: string;
  name: string;
  groupName: string;
  group: string;
  searched: readonly string[];
  order: readonly string[];
  missingId: string;
  missingEn: string;
}

/**
 * A keyset page of a place list: ?1 locale, ?2 search, ?3 group, ?4 status, ?5 the rows to read, ?6..
 * the cursor. Each filter only when the list has it; "missing a translation" in the SQL, so a page
 * holds what it says.
 */
function placePageSql(list: PlaceListSql, query: PlaceQuery, keyset: Keyset): string {
  const page = keysetSql(list.order, "asc", keyset, 6);
  const a = list.alias;
  const filters = [
    query.search.trim() ? anyContains(list.searched, "?2") : null,
    query.groupId !== null ? `${a}.${list.group} = ?3` : null,
    query.status !== null ? `${a}.status = ?4` : null,
    query.missingTranslation ? `(${list.missingId} OR ${list.missingEn})` : null,
    page.where,
  ];
  return `SELECT ${a}.id, ${list.order.map((column, index) => `${column} AS k${index}`).join(", ")}, ${list.name} AS name,
      ${list.groupName} AS group_name, ${a}.status, ${a}.updated_at, ${list.missingId} AS missing_id,
      ${list.missingEn} AS missing_en
    FROM ${list.table} ${a} ${list.joins}
    WHERE ${filters.filter((filter) => filter !== null).join(" AND ")}
    ORDER BY ${page.orderBy} LIMIT ?5`;
}

async function placePage(
  db: D1Database,
  locale: Locale,
  query: PlaceQuery,
  url: URL,
  list: PlaceListSql,
): Promise<KeysetPage<PlaceListItem>> {
  const keyset = keysetOf(url, list.order.length);
  const { results } = await db
    .prepare(placePageSql(list, query, keyset))
    .bind(
      locale,
      query.search.trim(),
      query.groupId,
      query.status,
      PLACES_PER_PAGE + 1,
      ...keysetSql(list.order, "asc", keyset, 6).params,
    )
    .all<ListRow & Record<string, KeyValue>>();
  const page = keysetPage(url, keyset, results, PLACES_PER_PAGE, (row) =>
    list.order.map((_, index) => row[`k${index}`] ?? null),
  );
  return {
    ...page,
    items: page.items.map((row) => ({
      id: row.id,
      name: row.name,
      groupName: row.group_name,
      status: row.status,
      missing: LOCALES.filter((language) => (language === "id" ? row.missing_id : row.missing_en) === 1),
      updatedAt: row.updated_at,
    })),
  };
}

/** Every destination whatever its status, in the operator's language, a keyset page at a time. */
export function listDestinationsForEditing(
  db: D1Database,
  locale: Locale,
  query: PlaceQuery,
  url: URL,
): Promise<KeysetPage<PlaceListItem>> {
  return placePage(db, locale, query, url, {
    table: "destinations",
    alias: "d",
    joins: `LEFT JOIN destination_translations t ON t.destination_id = d.id AND t.locale = ?1
       LEFT JOIN destination_translations o ON o.destination_id = d.id AND o.locale <> ?1
       LEFT JOIN destination_translations ti ON ti.destination_id = d.id AND ti.locale = 'id'
       LEFT JOIN destination_translations te ON te.destination_id = d.id AND te.locale = 'en'
       LEFT JOIN regency_translations rt ON rt.regency_id = d.regency_id AND rt.locale = ?1`,
    name: "coalesce(nullif(t.name, ''), nullif(o.name, ''), d.slug)",
    groupName: "coalesce(rt.name, '')",
    group: "regency_id",
    searched: ["d.slug", "ti.name", "te.name"],
    order: ["d.regency_id", "d.position", "d.id"],
    missingId: anyEmpty(DESTINATION_TEXTS, "ti"),
    missingEn: anyEmpty(DESTINATION_TEXTS, "te"),
  });
}

/** Every vehicle whatever its status, in the operator's language, a keyset page at a time. */
export function listTransportsForEditing(
  db: D1Database,
  locale: Locale,
  query: PlaceQuery,
  url: URL,
): Promise<KeysetPage<PlaceListItem>> {
  return placePage(db, locale, query, url, {
    table: "transports",
    alias: "v",
    joins: `LEFT JOIN transport_translations t ON t.transport_id = v.id AND t.locale = ?1
       LEFT JOIN transport_translations ti ON ti.transport_id = v.id AND ti.locale = 'id'
       LEFT JOIN transport_translations te ON te.transport_id = v.id AND te.locale = 'en'
       LEFT JOIN transport_type_translations tt ON tt.type_id = v.type_id AND tt.locale = ?1`,
    name: "coalesce(nullif(trim(v.manufacture || ' ' || v.vehicle_name), ''), nullif(t.vehicle_type, ''), '#' || v.id)",
    groupName: "coalesce(tt.name, '')",
    group: "type_id",
    searched: ["v.manufacture", "v.vehicle_name", "ti.vehicle_type", "te.vehicle_type"],
    order: ["v.type_id", "v.position", "v.id"],
    missingId: anyEmpty(TRANSPORT_TEXTS, "ti"),
    missingEn: anyEmpty(TRANSPORT_TEXTS, "te"),
  });
}

export interface DestinationForEditing {
  id: number;
  slug: string;
  regencyId: number;
  regencySlug: string;
  status: PlaceStatus;
  version: number;
  texts: DestinationTexts;
  /** Its photos, in the order the pages show them; the first is the card's. */
  images: StoredImage[];
}

export async function destinationForEditing(db: D1Database, id: number): Promise<DestinationForEditing> {
  const [row, texts] = await db.batch([
    db
      .prepare(
        `SELECT d.id, d.slug, d.regency_id, r.slug AS regency_slug, d.status, d.version, d.images
         FROM destinations d JOIN regencies r ON r.id = d.regency_id WHERE d.id = ?1`,
      )
      .bind(id),
    db.prepare("SELECT * FROM destination_translations WHERE destination_id = ?1").bind(id),
  ]);
  const destination = firstRow<{
    id: number;
    slug: string;
    regency_id: number;
    regency_slug: string;
    status: PlaceStatus;
    version: number;
    images: string;
  }>(row);
  if (!destination) throw notFound("Destination");
  return {
    id: destination.id,
    slug: destination.slug,
    regencyId: destination.regency_id,
    regencySlug: destination.regency_slug,
    status: destination.status,
    version: destination.version,
    texts: textsOf(DESTINATION_TEXTS, texts),
    images: parseImages(destination.images),
  };
}

export interface TransportForEditing {
  id: number;
  status: PlaceStatus;
  version: number;
  facts: TransportFacts;
  texts: TransportTexts;
  /** Its photos, in the order the pages show them; the first is the card's. */
  images: StoredImage[];
  /** Whether a booking names it: then it can be archived, never deleted. */
  booked: boolean;
}

export async function transportForEditing(db: D1Database, id: number): Promise<TransportForEditing> {
  const [row, texts] = await db.batch([
    db
      .prepare(
        `SELECT v.id, v.status, v.version, v.type_id, v.manufacture, v.vehicle_name, v.passanger, v.transmision,
           v.baggage, v.price_idr, v.price_usd_cents, v.duration_hours, v.trip_form, v.images,
           v.instant_confirmation, v.special_requests_need_person, v.change_window_hours,
           EXISTS (SELECT 1 FROM bookings b WHERE b.transport_id = v.id) AS booked
         FROM transports v WHERE v.id = ?1`,
      )
      .bind(id),
    db.prepare("SELECT * FROM transport_translations WHERE transport_id = ?1").bind(id),
  ]);
  const vehicle = firstRow<
    Omit<TransportFacts, "typeId" | keyof ConfirmationSettings> & {
      instant_confirmation: number;
      special_requests_need_person: number;
      change_window_hours: number | null;
      id: number;
      status: PlaceStatus;
      version: number;
      type_id: number;
      images: string;
      booked: number;
    }
  >(row);
  if (!vehicle) throw notFound("Transport");
  const { id: _id, status, version, type_id, images, booked, ...stored } = vehicle;
  const facts = {
    ...stored,
    typeId: type_id,
    instant_confirmation: stored.instant_confirmation === 1,
    special_requests_need_person: stored.special_requests_need_person === 1,
  };
  return {
    id: vehicle.id,
    status,
    version,
    facts,
    texts: textsOf(TRANSPORT_TEXTS, texts),
    images: parseImages(images),
    booked: booked === 1,
  };
}

export const HOME = ["/", "/_root.data", "/api/index", "/sitemap.xml"];

/** The public pages a destination shows on: its page, its lists, the home page and the sitemap. */
export function pagesShowingDestination(destination: {
  regencyId: number;
  regencySlug: string;
  slug: string;
}): string[] {
  const page = `/destination/${destination.regencySlug}/${destination.slug}`;
  return [
    page,
    `${page}.data`,
    `/api/destination/${destination.regencySlug}/${destination.slug}`,
    "/destination",
    "/destination.data",
    "/api/regency",
    `/api/regency/${destination.regencyId}`,
    ...HOME,
  ];
}

/** The public pages a vehicle shows on: its page, its lists, the home page and the sitemap. */
export function pagesShowingTransport(vehicle: { id: number; typeId: number }): string[] {
  return [
    `/transport/${vehicle.id}`,
    `/transport/${vehicle.id}.data`,
    `/api/transport/${vehicle.id}`,
    "/transport",
    "/transport.data",
    "/api/transporttype",
    `/api/transporttype/${vehicle.typeId}`,
    ...HOME,
  ];
}

/** Saves a destination's texts and regency. A published one stays published only while complete. */
export async function saveDestination(scope: OperatorScope, id: number, edit: DestinationEdit): Promise<SaveOutcome> {
  const { db } = scope;
  const before = await destinationForEditing(db, id);
  const regency = await db
    .prepare("SELECT slug FROM regencies WHERE id = ?1")
    .bind(edit.regencyId)
    .first<{ slug: string }>();
  if (!regency) return { kind: "refused", missing: ["regency"] };
  if (before.status === "published") {
    const missing = missingTexts(DESTINATION_TEXTS, edit.texts);
    if (missing.length > 0) return { kind: "refused", missing };
  }
  const after = { ...before, regencyId: edit.regencyId, regencySlug: regency.slug };
  return guarded(
    db,
    "destinations",
    id,
    edit.version,
    [
      db
        .prepare(`UPDATE destinations SET regency_id = ?2, version = version + 1, updated_at = ${NOW} WHERE id = ?1`)
        .bind(id, edit.regencyId),
      ...textStatements(db, DESTINATION_TEXTS, "destination_translations", "destination_id", id, edit.texts),
      auditStatement(db, {
        actor: scope.operator,
        action: "update",
        entity: "destinations",
        entityId: id,
        before: { regencyId: before.regencyId, texts: before.texts },
        after: { regencyId: edit.regencyId, texts: edit.texts },
      }),
    ],
    unique([...pagesShowingDestination(before), ...pagesShowingDestination(after)]),
  );
}

/** Saves a vehicle's facts, prices and texts. A published one stays published only while complete. */
export async function saveTransport(scope: OperatorScope, id: number, edit: TransportEdit): Promise<SaveOutcome> {
  const { db } = scope;
  const before = await transportForEditing(db, id);
  const type = await db.prepare("SELECT 1 FROM transport_types WHERE id = ?1").bind(edit.facts.typeId).first();
  if (!type) return { kind: "refused", missing: ["type"] };
  if (before.status === "published") {
    const missing = [...missingTransportFacts(edit.facts), ...missingTexts(TRANSPORT_TEXTS, edit.texts)];
    if (missing.length > 0) return { kind: "refused", missing };
  }
  const { facts } = edit;
  return guarded(
    db,
    "transports",
    id,
    edit.version,
    [
      db
        .prepare(
          `UPDATE transports SET type_id = ?2, manufacture = ?3, vehicle_name = ?4, passanger = ?5, transmision = ?6,
             baggage = ?7, price_idr = ?8, price_usd_cents = ?9, duration_hours = ?10, trip_form = ?11,
             instant_confirmation = coalesce(?12, instant_confirmation),
             special_requests_need_person = coalesce(?13, special_requests_need_person),
             ${changeWindowAssignment(14, 15)},
             version = version + 1, updated_at = ${NOW}
           WHERE id = ?1`,
        )
        .bind(
          id,
          facts.typeId,
          facts.manufacture,
          facts.vehicle_name,
          facts.passanger,
          facts.transmision,
          facts.baggage,
          facts.price_idr,
          facts.price_usd_cents,
          facts.duration_hours,
          facts.trip_form,
          storedFlag(facts.instant_confirmation),
          storedFlag(facts.special_requests_need_person),
          ...changeWindowParams(facts),
        ),
      ...textStatements(db, TRANSPORT_TEXTS, "transport_translations", "transport_id", id, edit.texts),
      auditStatement(db, {
        actor: scope.operator,
        action: "update",
        entity: "transports",
        entityId: id,
        before: { facts: before.facts, texts: before.texts },
        after: { facts: settingsKept(before.facts, facts), texts: edit.texts },
      }),
    ],
    unique([
      ...pagesShowingTransport({ id, typeId: before.facts.typeId }),
      ...pagesShowingTransport({ id, typeId: facts.typeId }),
    ]),
  );
}

/** A destination's photos and the pages that show them, for row-photos.ts to change. */
export async function destinationPhotoRow(db: D1Database, id: number): Promise<PhotoRow> {
  const destination = await destinationForEditing(db, id);
  return { table: "destinations", id, images: destination.images, pages: pagesShowingDestination(destination) };
}

/** A vehicle's photos and the pages that show them, for row-photos.ts to change. */
export async function transportPhotoRow(db: D1Database, id: number): Promise<PhotoRow> {
  const vehicle = await transportForEditing(db, id);
  return {
    table: "transports",
    id,
    images: vehicle.images,
    pages: pagesShowingTransport({ id, typeId: vehicle.facts.typeId }),
  };
}

export type PlaceTable = "destinations" | "transports";

/**
 * Publishes, unpublishes (back to draft) or archives a destination or a vehicle. Publishing needs
 * every required field in both languages; archiving is how a booked vehicle leaves the site.
 */
export async function changePlaceStatus(
  scope: OperatorScope,
  table: PlaceTable,
  id: number,
  version: number,
  status: PlaceStatus,
): Promise<SaveOutcome> {
  const { db } = scope;
  const { before, missing, purge } =
    table === "destinations" ? await destinationState(db, id) : await transportState(db, id);
  if (status === "published" && missing.length > 0) return { kind: "refused", missing };
  return guarded(
    db,
    table,
    id,
    version,
    [
      db
        .prepare(`UPDATE ${table} SET status = ?2, version = version + 1, updated_at = ${NOW} WHERE id = ?1`)
        .bind(id, status),
      auditStatement(db, {
        actor: scope.operator,
        action: status === "published" ? "publish" : status === "archived" ? "archive" : "unpublish",
        entity: table,
        entityId: id,
        before: { status: before },
        after: { status },
      }),
    ],
    purge,
  );
}

async function destinationState(db: D1Database, id: number) {
  const destination = await destinationForEditing(db, id);
  return {
    before: destination.status,
    missing: missingTexts(DESTINATION_TEXTS, destination.texts),
    purge: pagesShowingDestination(destination),
  };
}

async function transportState(db: D1Database, id: number) {
  const vehicle = await transportForEditing(db, id);
  return {
    before: vehicle.status,
    missing: [...missingTransportFacts(vehicle.facts), ...missingTexts(TRANSPORT_TEXTS, vehicle.texts)],
    purge: pagesShowingTransport({ id, typeId: vehicle.facts.typeId }),
  };
}
