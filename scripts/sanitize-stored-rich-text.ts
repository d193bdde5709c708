/**
 * `npm run db:sanitize:remote`: sanitises the rich text of production's rows written before rich
 * text was sanitised when written (docs/decisions/0029-rich-text-sanitised-when-written.md).
 * Pages read rich text without sanitising it again, so every database goes through this once:
 * `npm run deploy` runs it after the migrations, and `scripts/local-db.ts` does the same for the
 * local one at every start. Sanitising is idempotent: a row already sanitised is read and left as
 * it is.
 */
import { spawnSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { type StoredRow, updatesNeeded } from "#seed/stored-rich-text.ts";

function wrangler(args: string[]): string {
  const run = spawnSync("wrangler", ["d1", "execute", "DB", "--remote", ...args], {
    encoding: "utf8",
    stdio: ["ignore", "pipe", "inherit"],
    env: { ...process.env, CI: "true" },
  });
  if (run.status !== 0) throw new Error(`wrangler d1 execute failed:\n${run.stdout}`);
  return run.stdout;
}

async function sanitizeRemote() {
  const updates = await updatesNeeded(async (sql) => {
    const [result] = JSON.parse(wrangler(["--json", "--command", sql])) as { results: StoredRow[] }[];
    return result?.results ?? [];
  });
  if (updates.length === 0) {
    console.log("Production D1: every rich text is sanitised already.");
    return;
  }
  mkdirSync("build", { recursive: true });
  writeFileSync("build/sanitize-rich-text.sql", `${updates.join(";\n")};\n`);
  wrangler(["--file", "build/sanitize-rich-text.sql"]);
  console.log(`Production D1: ${updates.length} rows' rich text sanitised.`);
}

await sanitizeRemote();
