/**
 * The SQL that the crew's sheet (driver-sheet.ts) and the calendar feeds (calendar-feeds.ts) share:
 * a run's summary (domain/pickup-runs.ts `RunSummary`) with a row per confirmed guest, in the order
 * both list them.
 */
import type { RunSummary } from "#domain/pickup-runs.ts";

/** The summary's columns (the run's id as `runId`), the activity's name in the language of `localeParam` (e.g. "?1"). */
export function runSummaryColumns(localeParam: string): string {
  const activityName = `coalesce((SELECT x.name FROM activity_translations x WHERE x.activity_id = a.id
    ORDER BY x.locale = ${localeParam} DESC, x.locale = 'id' DESC LIMIT 1), '')`;
  return `r.id AS runId, r.run_date AS date, ${activityName} AS activityName, r.start_time AS startTime,
    r.leaves_at AS leavesAt, r.back_at AS backAt, v.name AS vehicle, v.plate, d.name AS driver, gd.name AS guide`;
}

/** The pickup area's name of booking `b` in the language of `localeParam`. */
export function pickupAreaName(localeParam: string): string {
  return `(SELECT t.name FROM pickup_area_translations t WHERE t.area_id = b.pickup_area_id
      ORDER BY t.locale = ${localeParam} DESC LIMIT 1)`;
}

/** After `pickup_runs r`: its activity `a`, vehicle `v`, driver `d`, guide `gd`, and its confirmed guests `g`, `b` (a run without any still gives a row). */
export const RUN_SUMMARY_JOINS = `JOIN activities a ON a.id = r.activity_id
  JOIN resources v ON v.id = r.vehicle_id JOIN resources d ON d.id = r.driver_id
  LEFT JOIN resources gd ON gd.id = r.guide_id
  LEFT JOIN pickup_run_guests g ON g.run_id = r.id
  LEFT JOIN bookings b ON b.id = g.booking_id AND b.status = 'confirmed'`;

/** Day by day, each run by its leaving time, its guests in pickup order. */
export const RUN_SUMMARY_ORDER = "r.run_date, r.leaves_at, r.id, g.position, g.booking_id";

/** The summary of the run a row of these columns belongs to. */
export function runSummaryOf(row: Omit<RunSummary, "id"> & { runId: number }): RunSummary {
  return {
    id: row.runId,
    date: row.date,
    activityName: row.activityName,
    startTime: row.startTime,
    leavesAt: row.leavesAt,
    backAt: row.backAt,
    vehicle: row.vehicle,
    plate: row.plate,
    driver: row.driver,
    guide: row.guide,
  };
}
