/**
 * `npm test`: every check CI runs, in the order that fails soonest, with both cores busy.
 *
 * 1. What the run needs from the machine (Chromium for the browser tests), in its first second,
 *    instead of failing every browser test minutes later.
 * 2. Lint, the pictures, the catalogs and the types wrangler and React Router generate, side by
 *    side; then the type check, and the production build once the pictures are drawn; then the
 *    client JavaScript budgets (they read the build).
 * 3. The unit and worker tests (Vitest) beside the browser tests (Playwright), which run one at
 *    a time and spend much of it waiting on a browser and a server. Each line says which of them
 *    it comes from.
 *
 * Exit status: 0 when everything passed, else 1.
 */
import { spawn } from "node:child_process";
import { hasTestBrowser, testBrowser } from "./chromium.ts";

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

const npm = (script: string, label?: string) => run("npm", ["run", "--silent", script], label);

async function main() {
  if (!hasTestBrowser()) {
    console.error(
      `npm test needs Chromium for the browser tests, and ${testBrowser.path} is not there: ` +
        "install it (Debian: apt-get install chromium) or set CHROMIUM_PATH to a Chromium binary.",
    );
    return false;
  }
  // The pictures take half a minute of both cores on a fresh checkout; lint and the generated
  // types need none of them, and only the build waits for them.
  const lint = npm("lint", "[lint]");
  const pictures = run("node", ["scripts/generate-images.ts"]);
  const generated = run("npx", ["lingui", "compile", "--typescript"]).then(
    async (compiled) =>
      compiled && (await run("npx", ["wrangler", "types"])) && (await run("npx", ["react-router", "typegen"])),
  );
  const typeCheck = generated.then((ready) => ready && run("npx", ["tsc", "-b"], "[types]"));
  const build = Promise.all([pictures, generated]).then(
    ([drawn, ready]) => drawn && ready && run("npx", ["react-router", "build"], "[build]"),
  );
  if (!(await lint) || !(await build) || !(await run("node", ["scripts/size.ts"]))) {
    await typeCheck;
    return false;
  }
  const [types, browser, worker] = await Promise.all([
    typeCheck,
    run("npx", ["playwright", "test"], "[browser]"),
    run("npx", ["vitest", "run"], "[vitest]"),
  ]);
  if (!types) console.error("npm test: the type check failed (lines marked [types]).");
  if (!browser) console.error("npm test: the browser tests failed (lines marked [browser]).");
  if (!worker) console.error("npm test: the unit or worker tests failed (lines marked [vitest]).");
  return types && browser && worker;
}

process.exitCode = (await main()) ? 0 : 1;
