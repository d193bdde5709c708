/**
 * Prepares the embedded local D1: applies the migrations, then loads the operator's catalogue
 * when the database has none. A database that already holds the catalogue is left as it is, with
 * its bookings, users and reviews. D1_STATE_DIR picks another database (the e2e tests use one).
 *
 * The migrations are applied here, in the one workerd this script starts, and recorded in
 * `d1_migrations` as `wrangler d1 migrations apply --local` records them, so either can run after
 * the other. Spawning wrangler for it cost a second workerd and wrangler's own start: about half
 * of this script's 40 s on the 2-core machine, at the start of `npm start` and of the browser tests.
 */
import { readFileSync } from "node:fs";
import { performance } from "node:perf_hooks";
import { readD1Migrations } from "@cloudflare/vitest-plugin";
import { getPlatformProxy } from "wrangler";
import { buildSeed } from "../seed/build-sql.ts";
import { type StoredRow, updatesNeeded } from "../seed/stored-rich-text.ts";

const stateDir = process.env.D1_STATE_DIR ?? ".wrangler/state";
/**
 * A file of statements, one a line, run with the seed when it is loaded into an empty database:
 * the browser tests date the seed from the day they run (tests/support/test-dates.ts).
 */
const afterSeedFile = process.env.AFTER_SEED_SQL;
const started = performance.now();

/** The little of D1's API this script uses; the Workers types are not loaded in Node scripts. */
interface LocalDatabase {
  prepare(sql: string): {
    bind(...values: unknown[]): unknown;
    first<T>(): Promise<T | null>;
    all<T>(): Promise<{ results: T[] }>;
  };
  batch(statements: unknown[]): Promise<unknown>;
}

/** wrangler's own table of applied migrations (its `migrations_table` default). */
const MIGRATIONS_TABLE = `CREATE TABLE IF NOT EXISTS d1_migrations(
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  name TEXT UNIQUE,
  applied_at TIMESTAMP DEFAULT CURRENT_TIMESTAMP NOT NULL
)`;

/** Applies the migrations not yet recorded, each in one batch with its record, in file order. */
async function migrate(db: LocalDatabase): Promise<number> {
  await db.batch([db.prepare(MIGRATIONS_TABLE)]);
  const applied = new Set(
    (await db.prepare("SELECT name FROM d1_migrations").all<{ name: string }>()).results.map((row) => row.name),
  );
  const pending = (await readD1Migrations("migrations")).filter((migration) => !applied.has(migration.name));
  for (const { name, queries } of pending) {
    await db.batch([
      ...queries.map((sql) => db.prepare(sql)),
      db.prepare("INSERT INTO d1_migrations (name) VALUES (?)").bind(name),
    ]);
  }
  return pending.length;
}

const { env, dispose } = await getPlatformProxy<{ DB: LocalDatabase }>({
  configPath: "wrangler.toml",
  persist: { path: `${stateDir}/v3` },
});
try {
  await migrate(env.DB);
  const row = await env.DB.prepare("SELECT count(*) AS n FROM activities").first<{ n: number }>();
  if (row?.n) {
    // A database kept from before rich text was sanitised when written (decision 0029).
    const updates = await updatesNeeded(async (sql) => (await env.DB.prepare(sql).all<StoredRow>()).results);
    if (updates.length > 0) await env.DB.batch(updates.map((sql) => env.DB.prepare(sql)));
    const sanitised = updates.length > 0 ? `, ${updates.length} rows' rich text sanitised` : "";
    console.log(
      `Local database in ${stateDir}: migrated, catalogue already there (${row.n} activities)${sanitised}, kept.`,
    );
  } else {
    const { statements } = buildSeed();
    const afterSeed = afterSeedFile ? readFileSync(afterSeedFile, "utf8").split("\n").filter(Boolean) : [];
    await env.DB.batch([...statements, ...afterSeed].map((sql) => env.DB.prepare(sql)));
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(
      `Local database in ${stateDir}: migrated and seeded (${statements.length} statements) in ${seconds} s.`,
    );
  }
} finally {
  await dispose();
}
