/**
 * Runs SQL on the production D1 with `wrangler d1 execute --remote`, from a private temporary file
 * rather than --command, so that hashes in it stay out of the process list. The scripts that write
 * credentials (operator:create, channel:key) use it for --remote.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

/** Whether wrangler ran the SQL; its errors go to stderr. `quiet` keeps its table of results off stdout. */
export function executeRemoteSql(sql: string, { quiet }: { quiet: boolean }): boolean {
  const dir = mkdtempSync(join(tmpdir(), "remote-d1-"));
  const file = join(dir, "statements.sql");
  try {
    writeFileSync(file, sql, { mode: 0o600 });
    const run = spawnSync("wrangler", ["d1", "execute", "DB", "--remote", "--yes", "--file", file], {
      stdio: ["ignore", quiet ? "ignore" : "inherit", "inherit"],
    });
    return run.status === 0;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
