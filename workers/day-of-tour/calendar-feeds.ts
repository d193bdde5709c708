/**
 * The runs as a private calendar feed (issue 40, item 7; decision 0082). A feed is a random token
 * whose SHA-256 alone is kept in `calendar_feeds` (migration 0056); its URL is shown once, to the
 * person who made it. A feed of a driver or guide lists only the runs they drive or guide; the
 * operators' feed lists every run. Neither names a guest or gives a phone or a hotel: a calendar
 * app keeps and shares what it is given, so the feed says where and when, and the signed-in
 * pages say who.
 *
 * A feed answers only while the one who made it may still see its runs: an operator still on the
 * team, or the driver or guide still linked to the resource (and the resource still in service).
 */
import { msg } from "@lingui/core/macro";
import { addDays } from "#domain/availability.ts";
import { FEED_DAYS, type FeedPickup, type FeedRun, type FeedView } from "#domain/calendar-feed.ts";
import { type CalendarEvent, calendarFile } from "#domain/ical.ts";
import type { Locale } from "#domain/locale.ts";
import { auditNewRowStatement, auditStatement } from "#workers/audit.ts";
import { NOW } from "#workers/catalogue/editor-writes.ts";
import { translator } from "#workers/i18n.ts";
import { rowsOf } from "#workers/sql.ts";
import { randomToken, sha256Hex } from "#workers/tokens.ts";
import {
  pickupAreaName,
  RUN_SUMMARY_JOINS,
  RUN_SUMMARY_ORDER,
  runSummaryColumns,
  runSummaryOf,
} from "./run-summary-sql.ts";

interface Actor {
  id: number;
  name: string;
  email: string;
}

export type IssueOutcome = { kind: "issued"; token: string } | { kind: "unknown" };

/** The driver or guide in service a feed may list; null for a vehicle, a retired one or no such id. */
async function feedResource(db: D1Database, resourceId: number): Promise<{ id: number; name: string } | null> {
  return db
    .prepare("SELECT id, name FROM resources WHERE id = ?1 AND kind IN ('driver', 'guide') AND retired_at IS NULL")
    .bind(resourceId)
    .first<{ id: number; name: string }>();
}

/**
 * A new feed made by `actor`: of every run (`resourceId` null) or of one driver's or guide's runs.
 * `replaceOwn`: the feeds `actor` made earlier for the same runs stop answering in the same batch
 * (a driver who asks for a new link has lost or shared the old one).
 */
export async function issueFeed(
  db: D1Database,
  actor: Actor,
  resourceId: number | null,
  options: { replaceOwn?: boolean } = {},
): Promise<IssueOutcome> {
  const resource = resourceId === null ? null : await feedResource(db, resourceId);
  if (resourceId !== null && !resource) return { kind: "unknown" };
  const token = randomToken(32);
  const tokenHash = await sha256Hex(token);
  const replaced = options.replaceOwn
    ? [
        db
          .prepare(
            `UPDATE calendar_feeds SET revoked_at = ${NOW}
             WHERE user_id = ?1 AND resource_id IS ?2 AND revoked_at IS NULL`,
          )
          .bind(actor.id, resourceId),
      ]
    : [];
  await db.batch([
    ...replaced,
    db
      .prepare("INSERT INTO calendar_feeds (token_hash, resource_id, user_id) VALUES (?1, ?2, ?3)")
      .bind(tokenHash, resourceId, actor.id),
    auditNewRowStatement(db, {
      actor,
      action: "create",
      entity: "calendar_feeds",
      before: null,
      after: { runs_of: resource?.name ?? "every run" },
    }),
  ]);
  return { kind: "issued", token };
}

/** Stops feed `feedId` answering (404 from now on); "unknown" when there is no such feed still answering. */
export async function revokeFeed(db: D1Database, actor: Actor, feedId: number): Promise<"revoked" | "unknown"> {
  const feed = await db
    .prepare("SELECT id FROM calendar_feeds WHERE id = ?1 AND revoked_at IS NULL")
    .bind(feedId)
    .first<{ id: number }>();
  if (!feed) return "unknown";
  await db.batch([
    db.prepare(`UPDATE calendar_feeds SET revoked_at = ${NOW} WHERE id = ?1 AND revoked_at IS NULL`).bind(feedId),
    auditStatement(db, {
      actor,
      action: "revoke",
      entity: "calendar_feeds",
      entityId: feedId,
      before: { revoked: "no" },
      after: { revoked: "yes" },
    }),
  ]);
  return "revoked";
}

/** The feeds that still answer, newest first, as /admin/resources lists them. */
export async function activeFeeds(db: D1Database): Promise<FeedView[]> {
  const result = await db
    .prepare(
      `SELECT f.id, r.name AS resourceName, u.name AS issuedBy, f.created_at AS createdAt
       FROM calendar_feeds f JOIN users u ON u.id = f.user_id LEFT JOIN resources r ON r.id = f.resource_id
       WHERE f.revoked_at IS NULL ORDER BY f.id DESC LIMIT 200`,
    )
    .all<FeedView>();
  return rowsOf<FeedView>(result);
}

/**
 * The feed of token hash ?1 while its maker may still see its runs: an operator, or the crew
 * account linked to its driver or guide in service.
 */
const LIVE_FEED = `SELECT f.id, f.resource_id AS resourceId FROM calendar_feeds f JOIN users u ON u.id = f.user_id
  LEFT JOIN resources res ON res.id = f.resource_id
  WHERE f.token_hash = ?1 AND f.revoked_at IS NULL
    AND (f.resource_id IS NULL OR res.retired_at IS NULL)
    AND (u.role = 'operator'
      OR (f.resource_id IS NOT NULL
        AND EXISTS (SELECT 1 FROM crew_accounts c WHERE c.user_id = u.id AND c.resource_id = f.resource_id)))`;

/** ?1 token hash, ?2 locale, ?3 first date, ?4 last date: the runs of the feed's resource, or every run. */
const RUNS_SQL = `WITH feed AS (${LIVE_FEED})
  SELECT ${runSummaryColumns("?2")},
    b.id AS bookingId, b.adults + b.kids + b.people AS persons, b.pickup_time AS pickupTime,
    ${pickupAreaName("?2")} AS areaName
  FROM feed JOIN pickup_runs r ON feed.resourceId IS NULL OR r.driver_id = feed.resourceId OR r.guide_id = feed.resourceId
  ${RUN_SUMMARY_JOINS}
  WHERE r.run_date BETWEEN ?3 AND ?4
  ORDER BY ${RUN_SUMMARY_ORDER}`;

interface RunRow extends Omit<FeedRun, "id" | "bookings" | "persons" | "pickups"> {
  runId: number;
  bookingId: number | null;
  persons: number | null;
  pickupTime: string | null;
  areaName: string | null;
}

function addPickup(pickups: FeedPickup[], row: RunRow) {
  const same = pickups.find((pickup) => pickup.time === row.pickupTime && pickup.area === row.areaName);
  if (same) same.persons += row.persons ?? 0;
  else pickups.push({ time: row.pickupTime, area: row.areaName, persons: row.persons ?? 0 });
}

function runsOf(rows: readonly RunRow[]): FeedRun[] {
  const runs = new Map<number, FeedRun>();
  for (const row of rows) {
    const { runId, bookingId, persons } = row;
    const run = runs.get(runId) ?? { ...runSummaryOf(row), bookings: 0, persons: 0, pickups: [] };
    runs.set(runId, run);
    if (bookingId === null) continue;
    run.bookings += 1;
    run.persons += persons ?? 0;
    addPickup(run.pickups, row);
  }
  return [...runs.values()];
}

export interface FeedAnswer {
  /** Whose runs: a driver's or guide's feed links to /driver, the operators' to the day's runs. */
  scope: "crew" | "operator";
  runs: FeedRun[];
}

/** The runs of the feed of `token` from `today` (Bali) for FEED_DAYS days; null: no such feed answers. */
export async function feedRuns(
  db: D1Database,
  locale: Locale,
  token: string,
  today: string,
): Promise<FeedAnswer | null> {
  const tokenHash = await sha256Hex(token);
  const [feed, runs] = await db.batch([
    db.prepare(LIVE_FEED).bind(tokenHash),
    db.prepare(RUNS_SQL).bind(tokenHash, locale, today, addDays(today, FEED_DAYS - 1)),
  ]);
  const found = rowsOf<{ id: number; resourceId: number | null }>(feed as D1Result)[0];
  if (!found) return null;
  return { scope: found.resourceId === null ? "operator" : "crew", runs: runsOf(rowsOf<RunRow>(runs as D1Result)) };
}

function minutesOf(time: string): number {
  const [hours = 0, minutes = 0] = time.split(":").map(Number);
  return hours * 60 + minutes;
}

function pickupLine(locale: Locale, pickup: FeedPickup): string {
  const i18n = translator(locale);
  const { persons, area } = pickup;
  const time = pickup.time ?? "--:--";
  return area
    ? i18n._(msg`Pickup ${time} in ${area}: ${persons} people`)
    : i18n._(msg`Pickup ${time}: ${persons} people`);
}

/** A run as an event: from the time it leaves until it is back, what and who, the pickups by area. */
function runEvent(locale: Locale, run: FeedRun, host: string, detailsUrl: string): CalendarEvent {
  const i18n = translator(locale);
  const { activityName, startTime, vehicle, driver, bookings, persons } = run;
  const plate = run.plate ?? "";
  const guide = run.guide ?? "";
  const lines = [
    i18n._(msg`${activityName} starts at ${startTime}.`),
    i18n._(msg`Vehicle: ${vehicle} ${plate}`).trim(),
    i18n._(msg`Driver: ${driver}`),
    ...(guide ? [i18n._(msg`Guide: ${guide}`)] : []),
    i18n._(msg`Guests: ${persons} people in ${bookings} bookings`),
    ...run.pickups.map((pickup) => pickupLine(locale, pickup)),
    i18n._(msg`Names, hotels and phones: ${detailsUrl}`),
  ];
  return {
    uid: `pickup-run-${run.id}@${host}`,
    date: run.date,
    startTime: run.leavesAt,
    durationMinutes: Math.max(minutesOf(run.backAt) - minutesOf(run.leavesAt), 0),
    summary: i18n._(msg`Run: ${activityName}, ${vehicle}`),
    location: "",
    description: lines.join("\n"),
  };
}

/** The .ics of a feed's answer; `origin` is the site the feed was asked on, for the links to the pages. */
export function feedFile(locale: Locale, answer: FeedAnswer, origin: string, host: string, now: Date): string {
  const detailsUrl = (run: FeedRun) =>
    answer.scope === "crew" ? `${origin}/driver` : `${origin}/admin/pickups?date=${run.date}`;
  return calendarFile(
    answer.runs.map((run) => runEvent(locale, run, host, detailsUrl(run))),
    now,
  );
}
