/**
 * Runs octotravel/validator's OCTO supplier flows against the local build (docs/channels.md,
 * "The OCTO validator"):
 *
 *   npm run build
 *   npm run octo:validator -- /path/to/octotravel-validator-checkout
 *
 * The validator is a Koa server with Postgres, run in Docker; its supplier flows themselves are
 * plain TypeScript (backend/src/common/validation/supplier). This copies them into RUN_DIR, installs
 * their npm packages there (not in this project), and runs them with a small runner in place of the
 * server: the same flows, in the same order, as its ValidationController, without its database log.
 * It serves the build on PORT with a fresh database in STATE_DIR, gives a channel "validator" a key
 * and every activity and vehicle, prints one line per flow and scenario, and writes the full report
 * (requests, answers, errors) to RUN_DIR/report.json. It stops the server it started.
 */
import { type ChildProcess, type SpawnSyncOptions, spawn, spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const USAGE = "Usage: npm run octo:validator -- VALIDATOR_CHECKOUT";
const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const RUN_DIR = process.env.RUN_DIR ?? "/tmp/octo-validator";
const STATE_DIR = process.env.STATE_DIR ?? "/tmp/octo-validator-state";
const PORT = process.env.PORT ?? "8870";

/** The versions of the validator's backend/package.json. */
const RUNNER_PACKAGES = [
  "@octocloud/core",
  "@octocloud/types@2",
  "yup@0.32.11",
  "date-fns@4.1.0",
  "date-fns-tz@3.2.0",
  "ramda@0.28.0",
  "uuid@9.0.0",
  "@needle-di/core@0.10.1",
  "tsx",
];

const FLOWS_DIR = "./common/validation/supplier/services/validation/Flows";

/** The flows in the validator's order, each with the module it lives in. */
const FLOWS = [
  ["SupplierFlow", "Supplier/SupplierFlow"],
  ["ProductFlow", "Product/ProductFlow"],
  ["AvailabilityCalendarFlow", "Availability/AvailabilityCalendarFlow"],
  ["AvailabilityFlow", "Availability/AvailabilityFlow"],
  ["BookingReservationFlow", "Booking/BookingReservationFlow"],
  ["BookingExtendFlow", "Booking/BookingExtendFlow"],
  ["BookingConfirmationFlow", "Booking/BookingConfirmationFlow"],
  ["BookingUpdateFlow", "Booking/BookingUpdateFlow"],
  ["BookingCancellationFlow", "Booking/BookingCancellationFlow"],
  ["BookingGetFlow", "Booking/BookingGetFlow"],
  ["BookingListFlow", "Booking/BookingListFlow"],
] as const;

/** The runner turns the request context off, so the server's per-request store is never read. */
const ASYNC_LOCAL_STORAGE = `import { AsyncLocalStorage } from 'node:async_hooks';
export const asyncLocalStorage = new AsyncLocalStorage<{ requestScopedContext: any }>();
`;

const RUNNER = `import { writeFileSync } from 'node:fs';
import { Context } from './common/validation/supplier/services/validation/context/Context';
${FLOWS.map(([name, path]) => `import { ${name} } from '${FLOWS_DIR}/${path}';`).join("\n")}

async function main() {
  const context = new Context();
  context.setSchema({
    backend: { endpoint: process.env.OCTO_ENDPOINT!, headers: { Authorization: \`Bearer \${process.env.OCTO_KEY}\` } },
  });
  context.useRequestContext = false;
  const flows = [${FLOWS.map(([name]) => `new ${name}()`).join(", ")}];
  const results: any[] = [];
  for (const flow of flows) {
    results.push(await flow.validate(context));
    if (context.terminateValidation) break;
  }
  writeFileSync(process.env.OCTO_REPORT!, JSON.stringify(results, null, 2));
  for (const flow of results) {
    console.log(\`\${flow.validationResult.padEnd(8)} \${flow.name}\`);
    for (const scenario of flow.scenarios) {
      console.log(\`  \${scenario.validationResult.padEnd(8)} \${scenario.name}\`);
      if (scenario.validationResult !== 'SUCCESS') for (const e of scenario.errors) console.log(\`      - \${e.message}\`);
    }
  }
}
main().catch((error) => { console.error(error); process.exit(1); });
`;

/** Every channel may sell every activity and vehicle. */
const SELL_EVERYTHING = `INSERT INTO channel_items (channel_id, activity_id) SELECT c.id, a.id FROM channels c, activities a WHERE c.name = 'validator';
INSERT INTO channel_items (channel_id, transport_id) SELECT c.id, t.id FROM channels c, transports t WHERE c.name = 'validator';`;

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

/** Runs a command to its end; stops the script when it fails. Returns its stdout when piped. */
function run(command: string, args: string[], options: SpawnSyncOptions = {}): string {
  const result = spawnSync(command, args, { stdio: ["ignore", "pipe", "inherit"], encoding: "utf8", ...options });
  if (result.status !== 0) fail(`${command} ${args.join(" ")} failed (${result.error?.message ?? result.status})`);
  return String(result.stdout ?? "");
}

/** The validator's supplier flows and the files they import, with the runner, in RUN_DIR. */
function prepareRunner(validatorDir: string): void {
  const supplier = join(validatorDir, "backend/src/common/validation/supplier");
  if (!existsSync(supplier)) fail(`no supplier flows in ${supplier}\n\n${USAGE}`);
  const src = join(RUN_DIR, "src");
  mkdirSync(join(src, "common/di"), { recursive: true });
  mkdirSync(join(src, "api/supplier/validate"), { recursive: true });
  rmSync(join(src, "common/validation"), { recursive: true, force: true });
  rmSync(join(src, "common/schemas"), { recursive: true, force: true });
  cpSync(supplier, join(src, "common/validation/supplier"), { recursive: true });
  cpSync(join(validatorDir, "backend/src/common/schemas"), join(src, "common/schemas"), { recursive: true });
  cpSync(
    join(validatorDir, "backend/src/api/supplier/validate/ValidationSchema.ts"),
    join(src, "api/supplier/validate/ValidationSchema.ts"),
  );
  writeFileSync(join(src, "common/di/asyncLocalStorage.ts"), ASYNC_LOCAL_STORAGE);
  writeFileSync(join(src, "run.ts"), RUNNER);
  const manifest = join(RUN_DIR, "package.json");
  if (!existsSync(manifest)) writeFileSync(manifest, '{ "name": "octo-validator-runner", "private": true }\n');
  run("npm", ["install", "--no-audit", "--no-fund", "--silent", ...RUNNER_PACKAGES], { cwd: RUN_DIR });
}

/** A fresh seeded database with a channel "validator" that sells everything; returns its key. */
function prepareDatabase(): string {
  const env = { ...process.env, D1_STATE_DIR: STATE_DIR };
  rmSync(STATE_DIR, { recursive: true, force: true });
  run(process.execPath, ["scripts/local-db.ts"], { cwd: ROOT, env, stdio: ["ignore", "ignore", "inherit"] });
  const printed = run(process.execPath, ["scripts/channel-key.ts", "--channel", "validator", "--kind", "octo"], {
    cwd: ROOT,
    env,
  });
  const key = printed.trim().split("\n").at(-1) ?? "";
  if (!key) fail("channel:key printed no key");
  run("npx", ["wrangler", "d1", "execute", "DB", "--local", "--persist-to", STATE_DIR, "--command", SELL_EVERYTHING], {
    cwd: ROOT,
    stdio: ["ignore", "ignore", "inherit"],
  });
  return key;
}

/** The build on PORT, in a process group of its own so that stopping it stops its children too. */
function startServer(): ChildProcess {
  const server = spawn(process.execPath, ["scripts/serve.ts"], {
    cwd: ROOT,
    env: { ...process.env, PORT, D1_STATE_DIR: STATE_DIR },
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
  });
  const log = join(RUN_DIR, "serve.log");
  writeFileSync(log, "");
  const append = (chunk: Buffer) => writeFileSync(log, chunk, { flag: "a" });
  server.stdout?.on("data", append);
  server.stderr?.on("data", append);
  return server;
}

function stopServer(server: ChildProcess): void {
  if (server.pid === undefined || server.exitCode !== null) return;
  try {
    process.kill(-server.pid, "SIGTERM");
  } catch {
    // Already gone.
  }
}

async function waitForServer(endpoint: string, key: string): Promise<void> {
  for (let attempt = 0; attempt < 60; attempt += 1) {
    try {
      const response = await fetch(`${endpoint}/supplier`, { headers: { Authorization: `Bearer ${key}` } });
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((wait) => setTimeout(wait, 1000));
  }
  fail(`the server did not answer on ${endpoint} (see ${join(RUN_DIR, "serve.log")})`);
}

/** The flows under the project's Node (the machine's own may be older); the validator's own log lines left out. */
function runFlows(endpoint: string, key: string): number {
  const result = spawnSync(process.execPath, ["node_modules/.bin/tsx", "src/run.ts"], {
    cwd: RUN_DIR,
    env: { ...process.env, OCTO_ENDPOINT: endpoint, OCTO_KEY: key, OCTO_REPORT: join(RUN_DIR, "report.json") },
    stdio: ["ignore", "pipe", "inherit"],
    encoding: "utf8",
  });
  const lines = String(result.stdout ?? "")
    .split("\n")
    .filter((line) => !/^\d{4}-/.test(line));
  console.log(lines.join("\n"));
  return result.status ?? 1;
}

async function main(): Promise<void> {
  const validatorDir = process.argv[2];
  if (!validatorDir) fail(USAGE);
  prepareRunner(resolve(validatorDir));
  const key = prepareDatabase();
  const server = startServer();
  const stop = () => stopServer(server);
  process.on("exit", stop);
  process.on("SIGINT", () => process.exit(130));
  process.on("SIGTERM", () => process.exit(143));
  const endpoint = `http://localhost:${PORT}/octo`;
  await waitForServer(endpoint, key);
  process.exitCode = runFlows(endpoint, key);
  // The server's piped output would keep this process waiting after the flows are done.
  stop();
  server.stdout?.destroy();
  server.stderr?.destroy();
  server.unref();
}

await main();
