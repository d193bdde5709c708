/**
 * The operator's side of availability (migration 0019): each activity's and vehicle's rule and
 * blackout dates, and the dates the whole catalogue is closed. Each write is one D1 batch with its
 * audit row (the rule's behind its version guard); its answer names the cached answers it changed,
 * so tourists see the change at once. The preview shows the next days as the availability call
 * answers them, through the same reads and the same domain function.
 */
import {
  type AvailabilityRule,
  addDays,
  type DayAvailability,
  datesBetween,
  dayAvailability,
} from "#domain/availability.ts";
import { baliDateTime, baliToday } from "#domain/bali-time.ts";
import type { AvailabilityEdit, ClosingDate } from "#domain/inputs/availability.ts";
import type { Locale } from "#domain/locale.ts";
import type { OperatorScope } from "#workers/accounts/operators.ts";
import { auditStatement } from "#workers/audit.ts";
import { EVERY_AVAILABILITY } from "#workers/edge-cache.ts";
import { notFound } from "#workers/http.ts";
import { firstRow, rowsOf } from "#workers/sql.ts";
import { batchUnlessStale, versionGuard } from "#workers/write-guard.ts";
import { type AvailabilityTarget, availabilityFacts, availabilityStatementsById } from "./availability.ts";

export type ItemKind = AvailabilityTarget["kind"];

/** How many days the editor's preview shows, from today. */
export const PREVIEW_DAYS = 14;

/** What the editor shows of one activity or vehicle. */
export interface AvailabilityForEditing {
  kind: ItemKind;
  itemId: number;
  name: string;
  ruleId: number;
  version: number;
  rule: Omit<AvailabilityEdit, "version">;
  /** Its blackout dates from today on, soonest first. */
  blackouts: string[];
  /** The next PREVIEW_DAYS days as the tourist sees them. */
  preview: DayAvailability[];
}

export type AvailabilityOutcome =
  | { kind: "saved"; purge: string[] }
  | { kind: "stale" }
  | { kind: "refused"; field: string; problem: "alreadyClosed" };

const COLUMN: Record<ItemKind, "activity_id" | "transport_id"> = { activity: "activity_id", transport: "transport_id" };

interface ItemRow {
  name: string;
  path: string;
}

/** The item's name in the operator's language and the path of its public page. */
function itemStatement(db: D1Database, kind: ItemKind, itemId: number, locale: Locale): D1PreparedStatement {
  if (kind === "transport") {
    return db
      .prepare(
        `SELECT coalesce(nullif(trim(manufacture || ' ' || vehicle_name), ''), '#' || id) AS name, '/transport/' || id AS path
         FROM transports WHERE id = ?1`,
      )
      .bind(itemId);
  }
  return db
    .prepare(
      `SELECT coalesce(nullif(t.name, ''), nullif(o.name, ''), a.code) AS name,
         '/activity/' || ty.slug || '/' || a.slug AS path
       FROM activities a JOIN activity_types ty ON ty.id = a.type_id
       LEFT JOIN activity_translations t ON t.activity_id = a.id AND t.locale = ?2
       LEFT JOIN activity_translations o ON o.activity_id = a.id AND o.locale <> ?2
       WHERE a.id = ?1`,
    )
    .bind(itemId, locale);
}

/** The cached answers that show an item's availability: its page and the availability call. */
function pagesShowingAvailability(path: string): string[] {
  return [path, `${path}.data`, `/api${path}/availability`];
}

function ruleRowStatement(db: D1Database, kind: ItemKind, itemId: number): D1PreparedStatement {
  return db.prepare(`SELECT id, version FROM availability_rules WHERE ${COLUMN[kind]} = ?1`).bind(itemId);
}

function toEdit(rule: AvailabilityRule): Omit<AvailabilityEdit, "version"> {
  const { weekdays, seasonStart, seasonEnd, startTimes, capacity, capacityPer, noticeHours } = rule;
  return {
    weekdays: [...weekdays],
    seasonStart,
    seasonEnd,
    startTimes: [...startTimes],
    capacity,
    capacityPer,
    noticeHours,
  };
}

export async function availabilityForEditing(
  db: D1Database,
  kind: ItemKind,
  itemId: number,
  locale: Locale,
  now = new Date(),
): Promise<AvailabilityForEditing> {
  const today = baliToday(now);
  const last = addDays(today, PREVIEW_DAYS - 1);
  const [item, ruleRow, blackouts, ...reads] = await db.batch([
    itemStatement(db, kind, itemId, locale),
    ruleRowStatement(db, kind, itemId),
    db
      .prepare(`SELECT date FROM blackout_dates WHERE ${COLUMN[kind]} = ?1 AND date >= ?2 ORDER BY date`)
      .bind(itemId, today),
    ...availabilityStatementsById(db, kind, itemId, today, last),
  ]);
  const found = firstRow<ItemRow>(item);
  const stored = firstRow<{ id: number; version: number }>(ruleRow);
  const { rule, factsOn } = availabilityFacts(reads);
  if (!found || !stored || !rule) throw notFound(kind === "activity" ? "Activity" : "Transport");
  const baliNow = baliDateTime(now);
  return {
    kind,
    itemId,
    name: found.name,
    ruleId: stored.id,
    version: stored.version,
    rule: toEdit(rule),
    blackouts: rowsOf<{ date: string }>(blackouts).map((row) => row.date),
    preview: datesBetween(today, last).map((date) => dayAvailability(rule, date, factsOn(date), baliNow)),
  };
}

async function itemPath(db: D1Database, kind: ItemKind, itemId: number): Promise<string> {
  const item = await itemStatement(db, kind, itemId, "en").first<ItemRow>();
  if (!item) throw notFound(kind === "activity" ? "Activity" : "Transport");
  return item.path;
}

/** Saves the rule of an activity or vehicle, unless someone saved it since the form was read. */
export async function saveAvailabilityRule(
  scope: OperatorScope,
  kind: ItemKind,
  itemId: number,
  edit: AvailabilityEdit,
): Promise<AvailabilityOutcome> {
  const { db } = scope;
  const before = await availabilityForEditing(db, kind, itemId, scope.locale);
  const path = await itemPath(db, kind, itemId);
  const { version, ...after } = edit;
  const written = await batchUnlessStale(db, [
    versionGuard(db, "availability_rules", before.ruleId, version),
    db
      .prepare(
        `UPDATE availability_rules SET weekdays = ?2, season_start = ?3, season_end = ?4, start_times = ?5,
             capacity = ?6, capacity_per = ?7, notice_hours = ?8, version = version + 1
           WHERE id = ?1`,
      )
      .bind(
        before.ruleId,
        after.weekdays.join(""),
        after.seasonStart,
        after.seasonEnd,
        JSON.stringify(after.startTimes),
        after.capacity,
        after.capacityPer,
        after.noticeHours,
      ),
    auditStatement(db, {
      actor: scope.operator,
      action: "update",
      entity: "availability_rules",
      entityId: before.ruleId,
      before: { [COLUMN[kind]]: itemId, ...before.rule },
      after: { [COLUMN[kind]]: itemId, ...after },
    }),
  ]);
  if (written === "stale") return { kind: "stale" };
  return { kind: "saved", purge: pagesShowingAvailability(path) };
}

/** Closes one date of an activity or vehicle ("create"), or opens it again ("delete"). */
export async function changeBlackout(
  scope: OperatorScope,
  kind: ItemKind,
  itemId: number,
  date: string,
  action: "create" | "delete",
): Promise<AvailabilityOutcome> {
  const { db } = scope;
  const path = await itemPath(db, kind, itemId);
  const column = COLUMN[kind];
  const closed = await db
    .prepare(`SELECT 1 FROM blackout_dates WHERE ${column} = ?1 AND date = ?2`)
    .bind(itemId, date)
    .first();
  if (action === "create" && closed) return { kind: "refused", field: "date", problem: "alreadyClosed" };
  if (action === "delete" && !closed) return { kind: "saved", purge: [] };
  const blackout = { [column]: itemId, date };
  await db.batch([
    db
      .prepare(
        action === "create"
          ? `INSERT INTO blackout_dates (${column}, date) VALUES (?1, ?2)`
          : `DELETE FROM blackout_dates WHERE ${column} = ?1 AND date = ?2`,
      )
      .bind(itemId, date),
    auditStatement(db, {
      actor: scope.operator,
      action,
      entity: "blackout_dates",
      entityId: `${column}:${itemId}:${date}`,
      before: action === "delete" ? blackout : null,
      after: action === "create" ? blackout : null,
    }),
  ]);
  return { kind: "saved", purge: pagesShowingAvailability(path) };
}

/** A date the whole catalogue is closed, and how many requested or confirmed bookings it has. */
export interface ClosedDate {
  date: string;
  reason: string;
  bookings: number;
}

/** The closed dates from today on, soonest first. */
export async function closedDatesAhead(db: D1Database, now = new Date()): Promise<ClosedDate[]> {
  const { results } = await db
    .prepare(
      `SELECT c.date, c.reason,
         (SELECT count(*) FROM bookings b WHERE b.visit_date = c.date AND b.status IN ('requested', 'confirmed')) AS bookings
       FROM closed_dates c WHERE c.date >= ?1 ORDER BY c.date`,
    )
    .bind(baliToday(now))
    .all<ClosedDate>();
  return results;
}

/** Closes a date for the whole catalogue (Nyepi); bookings already made on it are kept. */
export async function closeCatalogueDate(scope: OperatorScope, closing: ClosingDate): Promise<AvailabilityOutcome> {
  const { db } = scope;
  const taken = await db.prepare("SELECT 1 FROM closed_dates WHERE date = ?1").bind(closing.date).first();
  if (taken) return { kind: "refused", field: "date", problem: "alreadyClosed" };
  await db.batch([
    db.prepare("INSERT INTO closed_dates (date, reason) VALUES (?1, ?2)").bind(closing.date, closing.reason),
    auditStatement(db, {
      actor: scope.operator,
      action: "create",
      entity: "closed_dates",
      entityId: closing.date,
      before: null,
      after: closing,
    }),
  ]);
  return { kind: "saved", purge: [EVERY_AVAILABILITY] };
}

/** Opens a closed date again for the whole catalogue; a date that is not closed changes nothing. */
export async function reopenCatalogueDate(scope: OperatorScope, date: string): Promise<AvailabilityOutcome> {
  const { db } = scope;
  const closing = await db
    .prepare("SELECT date, reason FROM closed_dates WHERE date = ?1")
    .bind(date)
    .first<ClosingDate>();
  if (!closing) return { kind: "saved", purge: [] };
  await db.batch([
    db.prepare("DELETE FROM closed_dates WHERE date = ?1").bind(date),
    auditStatement(db, {
      actor: scope.operator,
      action: "delete",
      entity: "closed_dates",
      entityId: date,
      before: closing,
      after: null,
    }),
  ]);
  return { kind: "saved", purge: [EVERY_AVAILABILITY] };
}
