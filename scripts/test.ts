/**
 * `npm test`: every check CI runs, in the order that fails soonest, with both cores busy.
 *
 * 1. What the run needs from the machine (Chromium for the browser tests), in its first second,
 *    instead of failing every browser test minutes later.
 * 2. Lint, the pictures, the catalogs and the types wrangler and React Router generate, and the
 *    browser tests' database, side by side; then the unit tests, the type check, and the
 *    production build once the pictures are drawn; then the client JavaScript budgets (they read
 *    the build).
 * 3. The worker tests (Vitest) beside the browser tests (Playwright), which run one at a time and
 *    spend much of it waiting on a browser and a server; once the worker tests end, a few browser
 *    tests run beside the others on a second server. Each line says which of them it comes from,
 *    and the run ends with how long each part took.
 *
 * Exit status: 0 when everything passed, else 1.
 */
import { spawn } from "node:child_process";
import { E2E_DATABASE, LATE_BROWSER_TESTS, LATE_DATABASE_COMMAND } from "../tests/support/e2e-operator.ts";
import { hasTestBrowser, testBrowser } from "./chromium.ts";
import { namesAFailure, plainText } from "./failure-lines.ts";

/** Runs a command, its output prefixed with `label` when one is given; resolves to whether it passed. */
function run(command: string, args: string[], label?: string, env?: Record<string, string>): Promise<boolean> {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      stdio: label ? ["ignore", "pipe", "pipe"] : "inherit",
      env: env ? { ...process.env, ...env } : process.env,
    });
    const lastLines: string[] = [];
    const failuresBefore = failureLines.length;
    if (label) {
      for (const stream of [child.stdout, child.stderr]) prefixLines(stream, label, lastLines);
    }
    child.on("error", () => resolve(false));
    child.on("close", (code) => {
      // A command that failed without a line naming it (a shell's error): its last words instead.
      if (code !== 0 && label && failureLines.length === failuresBefore) failureLines.push(...lastLines);
      resolve(code === 0);
    });
  });
}

/** The lines that name a failure, kept to be repeated at the very end (scripts/failure-lines.ts). */
const failureLines: string[] = [];
const FAILURE_LINES_KEPT = 60;

/** The last lines a command wrote, to stand for its failure when no line named one. */
const LAST_LINES_KEPT = 5;

function prefixLines(stream: NodeJS.ReadableStream | null, label: string, lastLines: string[]) {
  let pending = "";
  const write = (line: string) => {
    process.stdout.write(`${label} ${line}\n`);
    const text = plainText(line);
    const labelled = `${label} ${text}`;
    if (namesAFailure(text) && failureLines.length < FAILURE_LINES_KEPT) failureLines.push(labelled);
    lastLines.push(labelled);
    if (lastLines.length > LAST_LINES_KEPT) lastLines.shift();
  };
  stream?.setEncoding("utf8");
  stream?.on("data", (chunk: string) => {
    const lines = (pending + chunk).split("\n");
    pending = lines.pop() ?? "";
    for (const line of lines) write(line);
  });
  stream?.on("end", () => {
    if (pending) write(pending);
  });
}

const npm = (script: string, label?: string) => run("npm", ["run", "--silent", script], label);

const started = performance.now();
const took: string[] = [];

/** The step's promise, noting when it ended for the summary. */
function timed<T>(name: string, step: Promise<T>): Promise<T> {
  return step.then((result) => {
    took.push(`${name} ${Math.round((performance.now() - started) / 1000)} s`);
    return result;
  });
}

async function main() {
  if (!hasTestBrowser()) {
    console.error(
      `npm test needs Chromium for the browser tests, and ${testBrowser.path} is not there: ` +
        "install it (Debian: apt-get install chromium) or set CHROMIUM_PATH to a Chromium binary.",
    );
    return false;
  }
  // The pictures take half a minute of both cores on a fresh checkout; lint, the generated types,
  // the unit tests and the browser tests' database need none of them, and only the build waits.
  // The browser tests wait for the build and their database; the type check waits for nobody, and
  // yields the cores to them (`nice`). The unit tests are not niced: starved behind the two suites,
  // a file's setup outlasted its hook's timeout.
  const lint = timed("lint", npm("lint", "[lint]"));
  const pictures = run("node", ["scripts/generate-images.ts"]);
  const browserDatabase = timed(
    "browser tests' database",
    run("sh", ["-c", E2E_DATABASE.command], "[browser]", E2E_DATABASE.env),
  );
  const compiled = run("npx", ["lingui", "compile", "--typescript"]);
  const build = timed(
    "build",
    Promise.all([pictures, compiled]).then(
      ([drawn, ready]) => drawn && ready && run("npx", ["react-router", "build"], "[build]"),
    ),
  );
  const unit = timed(
    "unit tests",
    compiled.then((ready) => ready && run("npx", ["vitest", "run", "--project", "unit"], "[unit]")),
  );
  const typeCheck = timed(
    "type check",
    compiled.then(
      async (ready) =>
        ready &&
        (await run("npx", ["wrangler", "types"])) &&
        (await run("npx", ["react-router", "typegen"])) &&
        run("nice", ["npx", "tsc", "-b"], "[types]"),
    ),
  );
  if (!(await lint) || !(await build) || !(await run("node", ["scripts/size.ts"]))) {
    await Promise.all([typeCheck, unit, browserDatabase]);
    return false;
  }
  const browserDatabases = browserDatabase.then((ready) => ready && run("sh", ["-c", LATE_DATABASE_COMMAND]));
  const browser = timed(
    "browser tests",
    browserDatabases.then(
      (ready) =>
        ready && run("npx", ["playwright", "test"], "[browser]", { E2E_DATABASE_READY: "1", E2E_PART: "main" }),
    ),
  );
  const worker = timed(
    "worker tests",
    run(
      "npx",
      ["vitest", "run", "--project", "worker", "--project", "worker-cache", "--project", "worker-own-cache"],
      "[vitest]",
    ),
  );
  // The browser tests keep about one core busy: once the worker tests end, the other core runs the
  // late part beside them, on a second server (LATE_BROWSER_TESTS).
  const lateBrowser = timed(
    "browser tests' late part",
    Promise.all([browserDatabases, worker]).then(
      ([ready]) =>
        ready &&
        run("npx", ["playwright", "test"], "[browser, late]", {
          E2E_DATABASE_READY: "1",
          E2E_PART: "late",
          E2E_PORT: String(LATE_BROWSER_TESTS.port),
          FAKE_PROVIDER_PORT: String(LATE_BROWSER_TESTS.providerPort),
        }),
    ),
  );
  const [types, unitPassed, mainBrowserPassed, workerPassed, lateBrowserPassed] = await Promise.all([
    typeCheck,
    unit,
    browser,
    worker,
    lateBrowser,
  ]);
  const browserPassed = mainBrowserPassed && lateBrowserPassed;
  const passed = types && unitPassed && browserPassed && workerPassed;
  if (!passed) console.log(`npm test: what failed, again:\n${failureLines.join("\n")}`);
  console.log(`npm test: ${took.join(", ")} (from the start).`);
  if (!types) console.error("npm test: the type check failed (lines marked [types]).");
  if (!unitPassed) console.error("npm test: the unit tests failed (lines marked [unit]).");
  if (!browserPassed) console.error("npm test: the browser tests failed (lines marked [browser] and [browser, late]).");
  if (!workerPassed) console.error("npm test: the worker tests failed (lines marked [vitest]).");
  return passed;
}

process.exitCode = (await main()) ? 0 : 1;
