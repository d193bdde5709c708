/**
 * `npm test`: every check CI runs, in the order that fails soonest.
 *
 * 1. What the run needs from the machine (Chromium for the browser tests), in its first second,
 *    instead of failing every browser test minutes later.
 * 2. Types, lint, the production build and the client JavaScript budgets, one after the other
 *    (each needs the one before, or writes files the next reads).
 * 3. The unit and worker tests (vitest) beside the browser tests (Playwright). The browser suite
 *    spends most of its time waiting on one browser and one server, so the two together keep both
 *    cores busy where one after the other left one idle. Each line says which suite it comes from.
 *
 * Exit status: 0 when everything passed, else 1.
 */
import { spawn } from "node:child_process";
import { accessSync, constants } from "node:fs";
import { chromiumPath } from "./chromium.ts";

function hasChromium(): boolean {
  try {
    accessSync(chromiumPath, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** Runs a command, its output prefixed with `label` when one is given; resolves to whether it passed. */
function run(command: string, args: string[], label?: string): Promise<boolean> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: label ? ["ignore", "pipe", "pipe"] : "inherit" });
    if (label) {
      for (const stream of [child.stdout, child.stderr]) prefixLines(stream, label);
    }
    child.on("error", () => resolve(false));
    child.on("close", (code) => resolve(code === 0));
  });
}

function prefixLines(stream: NodeJS.ReadableStream | null, label: string) {
  let pending = "";
  stream?.setEncoding("utf8");
  stream?.on("data", (chunk: string) => {
    const lines = (pending + chunk).split("\n");
    pending = lines.pop() ?? "";
    for (const line of lines) process.stdout.write(`${label} ${line}\n`);
  });
  stream?.on("end", () => {
    if (pending) process.stdout.write(`${label} ${pending}\n`);
  });
}

const npm = (script: string) => run("npm", ["run", "--silent", script]);

async function main() {
  if (!hasChromium()) {
    console.error(
      `npm test needs Chromium for the browser tests, and ${chromiumPath} is not there: ` +
        "install it (Debian: apt-get install chromium) or set CHROMIUM_PATH to a Chromium binary.",
    );
    return false;
  }
  for (const script of ["typecheck", "lint", "build"]) {
    if (!(await npm(script))) return false;
  }
  if (!(await run("node", ["scripts/size.ts"]))) return false;
  const [browser, worker] = await Promise.all([
    run("npx", ["playwright", "test"], "[browser]"),
    run("npx", ["vitest", "run"], "[vitest]"),
  ]);
  if (!browser) console.error("npm test: the browser tests failed (lines marked [browser]).");
  if (!worker) console.error("npm test: the unit or worker tests failed (lines marked [vitest]).");
  return browser && worker;
}

process.exitCode = (await main()) ? 0 : 1;
