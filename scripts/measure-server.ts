/**
 * The production worker on a port and a database of its own, for `npm run bench` and
 * `npm run lighthouse`: the same two steps as `npm start` (scripts/local-db.ts, then
 * scripts/serve.ts), so what is measured is what ships, and never the developer's data or the
 * test servers' ports. The database is rebuilt from the seed at each run.
 */
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { rmSync } from "node:fs";

export interface MeasureServer {
  port: number;
  /** The Indonesian site, e.g. http://localhost:8840 (the English one is en.localhost). */
  origin: string;
  stop(): Promise<void>;
}

/**
 * `fixtures`: SQL run on the seeded database before the worker starts, for pages that need rows
 * the seed has none of (a confirmed booking for the voucher). `buildDir`: the build to serve.
 */
export async function startMeasureServer(
  name: string,
  port: number,
  fixtures: string[] = [],
  buildDir = "build",
  /** A database prepared beforehand (npm run seed:large) to serve as it is, instead of one rebuilt from the seed. */
  preparedStateDir?: string,
): Promise<MeasureServer> {
  const stateDir = preparedStateDir ?? `.wrangler/${name}-state`;
  const mailDir = `.wrangler/${name}-mail`;
  if (!preparedStateDir) rmSync(stateDir, { recursive: true, force: true });
  rmSync(mailDir, { recursive: true, force: true });
  const env = { ...process.env, D1_STATE_DIR: stateDir, MAIL_DIR: mailDir, PORT: String(port), BUILD_DIR: buildDir };
  const database = spawnSync(process.execPath, ["scripts/local-db.ts"], {
    env,
    stdio: ["ignore", "ignore", "inherit"],
  });
  if (database.status !== 0) throw new Error(`Preparing the database in ${stateDir} failed.`);
  for (const sql of fixtures) {
    const fixture = spawnSync(
      "wrangler",
      ["d1", "execute", "DB", "--local", "--persist-to", stateDir, "--command", sql],
      {
        env: { ...env, CI: "true" },
        stdio: ["ignore", "ignore", "inherit"],
      },
    );
    if (fixture.status !== 0) throw new Error(`A fixture for ${stateDir} failed: ${sql}`);
  }

  const server: ChildProcess = spawn(process.execPath, ["scripts/serve.ts"], {
    env,
    stdio: ["ignore", "ignore", "inherit"],
  });
  const exited = new Promise<void>((resolve) => server.once("exit", () => resolve()));
  const stop = async () => {
    if (server.exitCode === null) server.kill("SIGTERM");
    await exited;
  };
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.once(signal, () => void stop().then(() => process.exit(130)));
  }

  const deadline = Date.now() + 60_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error("The worker stopped while starting (see above).");
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api/types`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`The worker did not answer on port ${port} within a minute.`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return { port, origin: `http://localhost:${port}`, stop };
}
