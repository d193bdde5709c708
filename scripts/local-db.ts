/**
 * Prepares the embedded local D1: applies the migrations, then loads the operator's catalogue
 * when the database has none. A database that already holds the catalogue is left as it is, with
 * its bookings, users and reviews. D1_STATE_DIR picks another database (the e2e tests use one).
 */
import { spawnSync } from "node:child_process";
import { performance } from "node:perf_hooks";
import { getPlatformProxy } from "wrangler";
import { buildSeed } from "../seed/build-sql.ts";
import { type StoredRow, updatesNeeded } from "../seed/stored-rich-text.ts";

const stateDir = process.env.D1_STATE_DIR ?? ".wrangler/state";
const started = performance.now();

const migrate = spawnSync("wrangler", ["d1", "migrations", "apply", "DB", "--local", "--persist-to", stateDir], {
  stdio: ["ignore", "pipe", "inherit"],
  encoding: "utf8",
  env: { ...process.env, CI: "true" },
});
if (migrate.status !== 0) {
  process.stdout.write(migrate.stdout ?? "");
  throw new Error("Applying the D1 migrations failed (see above).");
}

/** The little of D1's API this script uses; the Workers types are not loaded in Node scripts. */
interface LocalDatabase {
  prepare(sql: string): { first<T>(): Promise<T | null>; all<T>(): Promise<{ results: T[] }> };
  batch(statements: unknown[]): Promise<unknown>;
}

const { env, dispose } = await getPlatformProxy<{ DB: LocalDatabase }>({
  configPath: "wrangler.toml",
  persist: { path: `${stateDir}/v3` },
});
try {
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
    await env.DB.batch(statements.map((sql) => env.DB.prepare(sql)));
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(
      `Local database in ${stateDir}: migrated and seeded (${statements.length} statements) in ${seconds} s.`,
    );
  }
} finally {
  await dispose();
}
