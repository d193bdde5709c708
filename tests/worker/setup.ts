import { applyD1Migrations } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { addDays } from "#domain/availability.ts";
import { baliToday } from "#domain/bali-time.ts";
import { startFileOrigins } from "./hosts.ts";

/**
 * Runs before each test file. The worker project shares one workerd between the files a vitest
 * worker runs (vitest.config.ts), so the databases are emptied here and each file starts from the
 * migrated, seeded catalogue, whatever the file before it wrote.
 */

/** SQLite's and D1's own objects, which cannot be dropped. */
const INTERNAL = /^(sqlite_|_cf_|d1_)/;

/** The tables an FTS5 table keeps its index in, dropped with it. */
const FTS5_SHADOWS = ["data", "idx", "content", "docsize", "config"];

const DROP_ORDER = ["trigger", "view", "table"];

async function emptyDatabase(db: D1Database) {
  const { results } = await db
    .prepare(
      "SELECT type, name, sql FROM sqlite_master WHERE type IN ('trigger', 'view', 'table') AND sql IS NOT NULL ORDER BY rowid DESC",
    )
    .all<{ type: "trigger" | "view" | "table"; name: string; sql: string }>();
  // Triggers and views first, and then the tables newest first: SQLite checks the triggers, views
  // and foreign keys that name a table while it drops one.
  // Dropping a virtual table (full-text search) drops its shadow tables.
  const virtualTables = results.filter(({ sql }) => /^CREATE VIRTUAL TABLE/i.test(sql)).map(({ name }) => name);
  const isShadow = (name: string) =>
    virtualTables.some((owner) => FTS5_SHADOWS.some((suffix) => name === `${owner}_${suffix}`));
  const statements = results
    .filter(({ name }) => (!INTERNAL.test(name) || name === "d1_migrations") && !isShadow(name))
    .sort((a, b) => DROP_ORDER.indexOf(a.type) - DROP_ORDER.indexOf(b.type))
    .map(({ type, name }) => db.prepare(`DROP ${type.toUpperCase()} IF EXISTS "${name}"`));
  if (statements.length === 0) return;
  await db.batch([db.prepare("PRAGMA defer_foreign_keys = on"), ...statements]);
}

await Promise.all([emptyDatabase(env.DB), emptyDatabase(env.MIGRATION_DB)]);
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
/**
 * How far ahead the seed's closures lie in the tests' database. Tests book and read days counted from
 * today (at most a few months ahead) and take each for open; a closure stays within the 18 months a
 * visit can be booked ahead, for the tests that book on it.
 */
const CLOSURES_FROM_DAYS = 120;

/**
 * The seed closes the whole catalogue on fixed dates (Nyepi, seed/availability.ts). Left there, the
 * tests that book "in 20 days" would fail on the one day of the year when that is Nyepi, and the
 * tests of the closure itself once it has passed. So each is moved to the same day of the first year
 * that puts it CLOSURES_FROM_DAYS ahead or more.
 */
async function closuresAhead(db: D1Database) {
  const earliest = addDays(baliToday(), CLOSURES_FROM_DAYS);
  const { results } = await db.prepare("SELECT date FROM closed_dates").all<{ date: string }>();
  const moves = results
    .map(({ date }) => [date, sameDayFrom(date, earliest)] as const)
    .filter(([seeded, moved]) => seeded !== moved)
    .map(([seeded, moved]) => db.prepare("UPDATE closed_dates SET date = ?2 WHERE date = ?1").bind(seeded, moved));
  if (moves.length > 0) await db.batch(moves);
}

/** `date` ("YYYY-MM-DD") in the first year that puts it on or after `earliest`. */
function sameDayFrom(date: string, earliest: string): string {
  let year = Number(date.slice(0, 4));
  while (`${year}${date.slice(4)}` < earliest) year += 1;
  return `${year}${date.slice(4)}`;
}

/** A seeded event titled in each language, whose start and end fall on one day. */
const EVENT_NEXT_WEEK = "galungan-january-2027";

/**
 * The seed's events are dated (New Year's Eve 2026 to late October 2027), and the home page, its
 * /api and the featured events show those not over yet: from 1 November 2027 none would be, and
 * from March 2027 the soonest are often titled alike in both languages (BaliSpirit Festival 2027).
 * So one, titled in each language, is a week ahead in the tests' database, whatever the day.
 */
async function anEventNextWeek(db: D1Database) {
  await db
    .prepare(
      "UPDATE events SET starts_at = ?2 || substr(starts_at, 11), ends_at = ?2 || substr(ends_at, 11) WHERE slug = ?1",
    )
    .bind(EVENT_NEXT_WEEK, addDays(baliToday(), 7))
    .run();
}

await env.DB.batch(env.TEST_SEED.map((sql) => env.DB.prepare(sql)));
await Promise.all([closuresAhead(env.DB), anEventNextWeek(env.DB)]);
startFileOrigins();
