import { applyD1Migrations } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { baliToday } from "#domain/bali-time.ts";
import { testDatesSql } from "../support/test-dates.ts";
import { startFileOrigins } from "./hosts.ts";

/**
 * Runs before each test file. The worker project shares one workerd between the files a vitest
 * worker runs (vitest.config.ts), so each file starts here from the migrated, seeded catalogue,
 * whatever the file before it wrote.
 *
 * Migrating costs more than the seed: each of the migrations' schema changes makes SQLite read the
 * whole schema again. So a file that finds the schema the migrations made (as the last file left
 * it, unless it altered it) only has its rows deleted; otherwise the database is dropped and
 * migrated again.
 */

/** SQLite's and D1's own objects, which cannot be dropped. */
const INTERNAL = /^(sqlite_|_cf_|d1_)/;

/** The tables an FTS5 table keeps its index in, dropped with it. */
const FTS5_SHADOWS = ["data", "idx", "content", "docsize", "config"];

const DROP_ORDER = ["trigger", "view", "table"];

type SchemaRow = { type: "trigger" | "view" | "table" | "index"; name: string; sql: string };

async function readSchema(db: D1Database): Promise<SchemaRow[]> {
  const { results } = await db
    .prepare("SELECT type, name, sql FROM sqlite_master WHERE sql IS NOT NULL ORDER BY rowid")
    .all<SchemaRow>();
  return results;
}

/** The tables of `schema` that are not SQLite's, D1's or an FTS5 table's own, oldest first. */
function ownTables(schema: SchemaRow[]) {
  const tables = schema.filter(({ type, name }) => type === "table" && !INTERNAL.test(name));
  const virtualTables = tables.filter(({ sql }) => /^CREATE VIRTUAL TABLE/i.test(sql)).map(({ name }) => name);
  const isShadow = (name: string) =>
    virtualTables.some((owner) => FTS5_SHADOWS.some((suffix) => name === `${owner}_${suffix}`));
  return tables.filter(({ name }) => !isShadow(name));
}

/** The tables that hold rows of their own: an fts5vocab table only reads another's index. */
const tablesWithRows = (schema: SchemaRow[]) =>
  ownTables(schema)
    .filter(({ sql }) => !/USING\s+fts5vocab/i.test(sql))
    .map(({ name }) => name);

async function dropEverything(db: D1Database) {
  const schema = await readSchema(db);
  const tables = [...ownTables(schema), ...schema.filter(({ name }) => name === "d1_migrations")];
  // Triggers and views first, and then the tables newest first: SQLite checks the triggers, views
  // and foreign keys that name a table while it drops one. Dropping an FTS5 table drops its shadows.
  const statements = [...schema.filter(({ type }) => type === "trigger" || type === "view"), ...tables]
    .reverse()
    .sort((a, b) => DROP_ORDER.indexOf(a.type) - DROP_ORDER.indexOf(b.type))
    .map(({ type, name }) => db.prepare(`DROP ${type.toUpperCase()} IF EXISTS "${name}"`));
  if (statements.length === 0) return;
  await db.batch([db.prepare("PRAGMA defer_foreign_keys = on"), ...statements]);
}

/**
 * Deletes every row, keeping the schema. The tables go oldest first, since the triggers that keep
 * counts and indexes write to tables made after the ones they watch; a second pass takes what a
 * trigger wrote into a table already emptied. True when no row is left.
 */
async function deleteEveryRow(db: D1Database, schema: SchemaRow[]): Promise<boolean> {
  const tables = tablesWithRows(schema);
  const deletes = tables.map((name) => db.prepare(`DELETE FROM "${name}"`));
  // An emptied FTS5 index keeps its segments' layout; rebuilt, it is laid out as a new one.
  const fullTextIndexes = ownTables(schema)
    .filter(({ sql }) => /USING\s+fts5\s*\(/i.test(sql))
    .map(({ name }) => db.prepare(`INSERT INTO "${name}" ("${name}") VALUES ('rebuild')`));
  const resetCounters = db.prepare("DELETE FROM sqlite_sequence");
  const anyLeft = db.prepare(
    `SELECT ${tables.map((name) => `EXISTS (SELECT 1 FROM "${name}")`).join(" OR ")} AS rows_left`,
  );
  try {
    const results = await db.batch([
      db.prepare("PRAGMA defer_foreign_keys = on"),
      ...deletes,
      ...deletes,
      ...fullTextIndexes,
      resetCounters,
      anyLeft,
    ]);
    const [remaining] = (results.at(-1)?.results ?? []) as { rows_left: number }[];
    return remaining?.rows_left === 0;
  } catch {
    // A trigger refused a delete: the caller drops and migrates instead.
    return false;
  }
}

/** What the migrations made in this workerd: the schema as SQLite keeps it, and the rows they wrote. */
interface Migrated {
  fingerprint: string;
  rows: { table: string; row: Record<string, unknown> }[];
}
const MIGRATED = Symbol.for("tests.worker.migrated");
const scope = globalThis as { [MIGRATED]?: Migrated };

const fingerprint = (schema: SchemaRow[]) => schema.map(({ name, sql }) => `${name}\n${sql}`).join("\n");

/** The rows the migrations themselves wrote (pickup areas, zeroed counts), table by table. */
async function rowsOf(db: D1Database, tables: string[]): Promise<Migrated["rows"]> {
  const results = await db.batch(tables.map((table) => db.prepare(`SELECT * FROM "${table}"`)));
  return tables.flatMap((table, index) =>
    (results[index]?.results ?? []).map((row) => ({ table, row: row as Record<string, unknown> })),
  );
}

const insertRow = (db: D1Database, { table, row }: Migrated["rows"][number]) => {
  const columns = Object.keys(row);
  return db
    .prepare(
      `INSERT OR REPLACE INTO "${table}" (${columns.map((column) => `"${column}"`).join(", ")}) VALUES (${columns.map(() => "?").join(", ")})`,
    )
    .bind(...Object.values(row));
};

/**
 * Leaves `db` as the migrations made it, and answers the statements that put back the rows they
 * wrote, when it had only to be emptied.
 */
async function migrated(db: D1Database): Promise<D1PreparedStatement[]> {
  const schema = await readSchema(db);
  const known = scope[MIGRATED];
  if (known?.fingerprint === fingerprint(schema) && (await deleteEveryRow(db, schema))) {
    return known.rows.map((row) => insertRow(db, row));
  }
  await dropEverything(db);
  await applyD1Migrations(db, env.TEST_MIGRATIONS);
  const migratedSchema = await readSchema(db);
  scope[MIGRATED] = {
    fingerprint: fingerprint(migratedSchema),
    rows: await rowsOf(db, tablesWithRows(migratedSchema)),
  };
  return [];
}

const [putBack] = await Promise.all([migrated(env.DB), dropEverything(env.MIGRATION_DB)]);
// The seed and its dating from today (tests/support/test-dates.ts) in one round trip.
await env.DB.batch([...putBack, ...[...env.TEST_SEED, ...testDatesSql(baliToday())].map((sql) => env.DB.prepare(sql))]);
startFileOrigins();
