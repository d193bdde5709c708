/**
 * Pickup areas (issue 40, item 1; decision 0075): what the booking form offers, what a booking
 * derives from the chosen area (its pickup time and surcharge), and the back office's writes, each
 * one D1 batch with the version guard and its audit row.
 */
import { msg } from "@lingui/core/macro";
import { type PickupAreaInput, type PickupAreaProblem, parsePickupArea } from "#domain/inputs/pickup-area.ts";
import { LOCALES, type Locale } from "#domain/locale.ts";
import { MEETING_POINT, type PickupAreaChoice, type PickupAreaView, pickupTimeOf } from "#domain/pickup.ts";
import type { Operator } from "#workers/accounts/operators.ts";
import { auditStatement } from "#workers/audit.ts";
import type { StoredLine } from "#workers/booking/order.ts";
import { NOW } from "#workers/catalogue/editor-writes.ts";
import { ftsQuery } from "#workers/catalogue/full-text-search.ts";
import { ITEM_MATCHES } from "#workers/catalogue/item-search.ts";
import { translate } from "#workers/i18n.ts";
import { firstRow, rowsOf, translationJoin } from "#workers/sql.ts";
import { batchUnlessStale, versionGuard } from "#workers/write-guard.ts";
import { nextId, retryingIds } from "./resources.ts";

interface ChoiceRow {
  id: number;
  name: string;
  surcharge_idr: number;
  surcharge_usd_cents: number;
  outside_service: number;
  /** The minutes before the booked activity's start: its own, else the area's default. */
  minutes: number;
}

const choiceOf = (row: ChoiceRow): PickupAreaChoice => ({
  id: row.id,
  name: row.name,
  surchargeIdr: row.surcharge_idr,
  surchargeUsdCents: row.surcharge_usd_cents,
  outsideService: row.outside_service === 1,
  minutesBefore: row.minutes,
});

/** The minutes area `pa` collects before the start of the activity `activitySql` names: its own, else the default. */
const minutesFor = (activitySql: string) =>
  `coalesce((SELECT m.minutes FROM pickup_area_minutes m WHERE m.area_id = pa.id AND m.activity_id = ${activitySql}),
    pa.default_minutes)`;

/**
 * The statement that reads every area in the language `?1`, in the operator's order, with its
 * minutes for the activity `activitySql` names (its parameters from ?2): what the booking form
 * offers, read in the activity page's one round trip.
 */
export function pickupChoicesStatement(
  db: D1Database,
  locale: Locale,
  activitySql: string,
  binds: readonly (string | number)[],
): D1PreparedStatement {
  return db
    .prepare(
      `SELECT pa.id, t.name, pa.surcharge_idr, pa.surcharge_usd_cents, pa.outside_service,
         ${minutesFor(activitySql)} AS minutes
       FROM pickup_areas pa ${translationJoin("pickup_area_translations", "area_id", "pa.id", "t")}
       ORDER BY pa.position, pa.id`,
    )
    .bind(locale, ...binds);
}

/** The areas pickupChoicesStatement read. */
export function pickupChoicesFrom(result: D1Result | undefined): PickupAreaChoice[] {
  return rowsOf<ChoiceRow>(result).map(choiceOf);
}

/**
 * The statement that reads area `?{areaParam}` for the activity `activitySql` names, its name in
 * the language `?1`: read in the booking's one round trip.
 */
export function pickupAreaSql(activitySql: string, areaParam: number): string {
  return `SELECT pa.id, t.name, pa.surcharge_idr, pa.surcharge_usd_cents, pa.outside_service,
      ${minutesFor(activitySql)} AS minutes
    FROM pickup_areas pa ${translationJoin("pickup_area_translations", "area_id", "pa.id", "t")}
    WHERE pa.id = ?${areaParam}`;
}

/** What a booking keeps of its pickup: the area, the time it gives, and the surcharge line. */
export interface BookedPickup {
  areaId: number | null;
  pickupTime: string | null;
  surcharge: StoredLine | null;
}

const NO_PICKUP: BookedPickup = { areaId: null, pickupTime: null, surcharge: null };

/** Why an area cannot be booked, as a booking problem of the `pickup_area` field. */
export type AreaRefusal = "pickupAreaInvalid" | "pickupAreaOutside" | "pickupAreaTooEarly";

/**
 * The pickup of a booking that starts at `startTime` from the area the form chose (read with
 * pickupAreaSql): none at the meeting point or without an area; a refusal for an unknown area, one
 * outside the service area, or one whose pickup would fall before midnight (decision 0076). The surcharge is a line of its own (product 0, as the operator's
 * adjustments are), named in the booking's language, so every total and mail counts it.
 */
export function bookedPickup(
  chosen: number | typeof MEETING_POINT | null,
  area: D1Result | undefined,
  startTime: string | null,
  locale: Locale,
): BookedPickup | AreaRefusal {
  if (chosen === null || chosen === MEETING_POINT) return NO_PICKUP;
  const row = firstRow<ChoiceRow>(area);
  if (!row || row.id !== chosen) return "pickupAreaInvalid";
  if (row.outside_service === 1) return "pickupAreaOutside";
  const pickupTime = startTime ? pickupTimeOf(startTime, row.minutes) : null;
  if (startTime && pickupTime === null) return "pickupAreaTooEarly";
  const surcharged = row.surcharge_idr > 0 || row.surcharge_usd_cents > 0;
  const name = row.name;
  return {
    areaId: row.id,
    pickupTime,
    surcharge: surcharged
      ? {
          product_id: 0,
          name: translate(locale, msg`Pickup from ${name}`),
          quantity: 1,
          price_idr: row.surcharge_idr,
          price_usd_cents: row.surcharge_usd_cents,
        }
      : null,
  };
}

/** The area the body asks for, as sent: read before the body is checked, within the booking's one round trip. */
export function askedArea(input: unknown): number | null {
  const area = (input as { pickup_area?: unknown } | null)?.pickup_area;
  const id = Number(typeof area === "string" ? area.trim() : area);
  return Number.isInteger(id) && id > 0 && id < 1e9 ? id : null;
}

// The back office.

interface AreaRow {
  id: number;
  default_minutes: number;
  surcharge_idr: number;
  surcharge_usd_cents: number;
  outside_service: number;
  version: number;
  names: string;
  minutes: string;
}

/** The statement that reads every area with both names and its minutes per activity (activity names in `locale`). */
function pickupAreasStatement(db: D1Database, locale: Locale): D1PreparedStatement {
  return db
    .prepare(
      `SELECT pa.id, pa.default_minutes, pa.surcharge_idr, pa.surcharge_usd_cents, pa.outside_service, pa.version,
         (SELECT json_group_object(x.locale, x.name) FROM pickup_area_translations x WHERE x.area_id = pa.id) AS names,
         (SELECT json_group_array(json_object('activityId', m.activity_id, 'minutes', m.minutes, 'activityName',
             (SELECT t.name FROM activity_translations t WHERE t.activity_id = m.activity_id
              ORDER BY t.locale = ?1 DESC, t.locale = 'id' DESC LIMIT 1)))
          FROM pickup_area_minutes m WHERE m.area_id = pa.id) AS minutes
       FROM pickup_areas pa ORDER BY pa.position, pa.id`,
    )
    .bind(locale);
}

function areaViewOf(row: AreaRow): PickupAreaView {
  const names = JSON.parse(row.names) as Partial<Record<Locale, string>>;
  return {
    id: row.id,
    names: { id: names.id ?? "", en: names.en ?? "" },
    defaultMinutes: row.default_minutes,
    surchargeIdr: row.surcharge_idr,
    surchargeUsdCents: row.surcharge_usd_cents,
    outsideService: row.outside_service === 1,
    activityMinutes: JSON.parse(row.minutes) as PickupAreaView["activityMinutes"],
    version: row.version,
  };
}

/**
 * The activities an area can keep minutes for (those with a package that includes a pickup) whose
 * name holds the words of `search` (SQL exported for the query-plan tests): ?1 the locale, ?2 the
 * FTS5 query. Found through the search index in its order and stopped after one match more than a
 * page, as the booking entry's chooser does (decision 0081): a large operator's catalogue is never
 * listed whole, so the page stays a few kilobytes whatever its size.
 */
export const PICKUP_ACTIVITY_MATCHES_SQL = `SELECT a.id, t.name FROM activities a
    ${translationJoin("activity_translations", "activity_id", "a.id", "t")}
    WHERE a.id IN (SELECT rowid FROM activity_search WHERE activity_search MATCH ?2
      AND EXISTS (SELECT 1 FROM packages p WHERE p.activity_id = activity_search.rowid AND p.includes_pickup = 1)
      ORDER BY rowid LIMIT ${ITEM_MATCHES + 1})
    ORDER BY t.name COLLATE NOCASE, a.id`;

/** What /admin/pickup-areas shows: every area, and the activities with pickup a search found. */
export interface PickupAreasPage {
  areas: PickupAreaView[];
  activities: { id: number; name: string }[];
  /** More activities matched than the page shows. */
  more: boolean;
}

/** The page's data in one round trip: the areas, and the activities whose name holds `search` (none without one). */
export async function pickupAreasPage(db: D1Database, locale: Locale, search: string): Promise<PickupAreasPage> {
  const words = ftsQuery(search);
  const statements = [pickupAreasStatement(db, locale)];
  if (words) statements.push(db.prepare(PICKUP_ACTIVITY_MATCHES_SQL).bind(locale, `name : (${words})`));
  const [areas, matches] = await db.batch(statements);
  const activities = rowsOf<{ id: number; name: string }>(matches);
  return {
    areas: rowsOf<AreaRow>(areas).map(areaViewOf),
    activities: activities.slice(0, ITEM_MATCHES),
    more: activities.length > ITEM_MATCHES,
  };
}

export type PickupAreaOutcome =
  | { kind: "done"; notice: "created" | "saved" }
  | { kind: "refused"; problems: [field: string, problem: PickupAreaProblem | "activityUnknown"][] }
  | { kind: "stale" }
  | { kind: "unknown" };

const auditedFacts = (input: PickupAreaInput) => ({
  names: { id: input.name_id, en: input.name_en },
  defaultMinutes: input.default_minutes,
  surchargeIdr: input.surcharge_idr,
  surchargeUsdCents: input.surcharge_usd,
  outsideService: input.outside_service,
  activityMinutes: input.activity_minutes,
});

function areaStatements(db: D1Database, id: number, input: PickupAreaInput): D1PreparedStatement[] {
  const names = { id: input.name_id, en: input.name_en };
  return [
    ...LOCALES.map((locale) =>
      db
        .prepare(
          `INSERT INTO pickup_area_translations (area_id, locale, name) VALUES (?1, ?2, ?3)
           ON CONFLICT (area_id, locale) DO UPDATE SET name = excluded.name`,
        )
        .bind(id, locale, names[locale]),
    ),
    ...input.activity_minutes.map(({ activityId, minutes }) =>
      minutes === null
        ? db.prepare("DELETE FROM pickup_area_minutes WHERE area_id = ?1 AND activity_id = ?2").bind(id, activityId)
        : db
            .prepare(
              `INSERT INTO pickup_area_minutes (area_id, activity_id, minutes) SELECT ?1, id, ?3 FROM activities WHERE id = ?2
               ON CONFLICT (area_id, activity_id) DO UPDATE SET minutes = excluded.minutes`,
            )
            .bind(id, activityId, minutes),
    ),
  ];
}

/** The `minutes_<id>` fields that name no activity: refused under their own field. */
async function unknownActivities(db: D1Database, input: PickupAreaInput): Promise<PickupAreaOutcome | null> {
  const ids = input.activity_minutes.filter((entry) => entry.minutes !== null).map((entry) => entry.activityId);
  if (ids.length === 0) return null;
  const found = await db
    .prepare("SELECT id FROM activities WHERE id IN (SELECT value FROM json_each(?1))")
    .bind(JSON.stringify(ids))
    .all<{ id: number }>();
  const known = new Set(rowsOf<{ id: number }>(found).map((row) => row.id));
  const missing = ids.filter((id) => !known.has(id));
  return missing.length === 0
    ? null
    : {
        kind: "refused",
        problems: missing.map((id) => [`minutes_${id}`, "activityUnknown"] as [string, "activityUnknown"]),
      };
}

/** The `new_activity_id` and `new_minutes` pair of the form, as a `minutes_<id>` field. */
function withNewActivity(fields: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const { new_activity_id: activityId, new_minutes: minutes, ...rest } = fields;
  const id = String(activityId ?? "").trim();
  return /^\d{1,9}$/.test(id) && String(minutes ?? "").trim() !== "" ? { ...rest, [`minutes_${id}`]: minutes } : rest;
}

export async function createPickupArea(
  db: D1Database,
  operator: Operator,
  fields: Readonly<Record<string, unknown>>,
): Promise<PickupAreaOutcome> {
  const parsed = parsePickupArea(withNewActivity(fields));
  if (!parsed.ok) return { kind: "refused", problems: parsed.problems };
  const input = parsed.value;
  const unknown = await unknownActivities(db, input);
  if (unknown) return unknown;
  await retryingIds(async () => {
    const id = await nextId(db, "pickup_areas");
    await db.batch([
      db
        .prepare(
          `INSERT INTO pickup_areas (id, default_minutes, surcharge_idr, surcharge_usd_cents, outside_service, position)
           VALUES (?1, ?2, ?3, ?4, ?5, ?1)`,
        )
        .bind(id, input.default_minutes, input.surcharge_idr, input.surcharge_usd, Number(input.outside_service)),
      ...areaStatements(db, id, input),
      auditStatement(db, {
        actor: operator,
        action: "create",
        entity: "pickup_areas",
        entityId: id,
        before: null,
        after: auditedFacts(input),
      }),
    ]);
  });
  return { kind: "done", notice: "created" };
}

export async function savePickupArea(
  db: D1Database,
  operator: Operator,
  fields: Readonly<Record<string, unknown>>,
): Promise<PickupAreaOutcome> {
  const id = Number(fields.id);
  const version = Number(fields.version);
  if (!(Number.isInteger(id) && id > 0 && Number.isInteger(version))) return { kind: "unknown" };
  const parsed = parsePickupArea(withNewActivity(fields));
  if (!parsed.ok) return { kind: "refused", problems: parsed.problems };
  const input = parsed.value;
  const unknown = await unknownActivities(db, input);
  if (unknown) return unknown;
  const before = await db
    .prepare(
      "SELECT default_minutes, surcharge_idr, surcharge_usd_cents, outside_service FROM pickup_areas WHERE id = ?",
    )
    .bind(id)
    .first();
  if (!before) return { kind: "unknown" };
  const written = await batchUnlessStale(db, [
    versionGuard(db, "pickup_areas", id, version),
    db
      .prepare(
        `UPDATE pickup_areas SET default_minutes = ?2, surcharge_idr = ?3, surcharge_usd_cents = ?4, outside_service = ?5,
           version = version + 1, updated_at = ${NOW} WHERE id = ?1`,
      )
      .bind(id, input.default_minutes, input.surcharge_idr, input.surcharge_usd, Number(input.outside_service)),
    ...areaStatements(db, id, input),
    auditStatement(db, {
      actor: operator,
      action: "update",
      entity: "pickup_areas",
      entityId: id,
      before,
      after: auditedFacts(input),
    }),
  ]);
  return written === "stale" ? { kind: "stale" } : { kind: "done", notice: "saved" };
}
