/**
 * `npm run bench:compare -- BEFORE AFTER`: the uncached render and the cache hit of two builds of
 * the worker, served side by side and measured in turns, for a change smaller than `npm run bench` can tell apart
 * (its runs are minutes apart, and autocannon gives p50 in whole milliseconds).
 *
 * BEFORE and AFTER are build directories, for example:
 *   git stash && npm run build && cp -r build /tmp/before && git stash pop
 *   npm run build && npm run bench:compare -- /tmp/before build
 *
 * Each build gets its own workerd and a database seeded from this checkout (ports 8870 and 8871).
 * For every page of the bench, with the edge cache skipped: ROUNDS rounds of one connection
 * (mean latency, the bench's "render"), then ROUNDS rounds of 10 connections (requests per
 * second, the bench's "cold"); then, from the edge cache, ROUNDS rounds of 10 connections (the
 * bench's "warm"). The order of the two builds alternates from round to round, so a
 * slow moment of the machine falls on both. Both servers idle while the other is measured.
 *
 * COMPARE_ROUNDS (3) and BENCH_SECONDS (6) change the number and length of the runs;
 * COMPARE_PAGES ("home,activity detail") and COMPARE_MEASURES ("render,warm") measure less.
 */
import autocannon from "autocannon";
import { BENCH_TARGETS } from "./bench-targets.ts";
import { type MeasureServer, startMeasureServer } from "./measure-server.ts";

const rounds = Number(process.env.COMPARE_ROUNDS ?? 3);
const seconds = Number(process.env.BENCH_SECONDS ?? 6);
const pages = process.env.COMPARE_PAGES?.split(",");
const targets = BENCH_TARGETS.filter((target) => !pages || pages.includes(target.label));
const measures = process.env.COMPARE_MEASURES?.split(",") ?? ["render", "cold", "warm"];
const [beforeDir, afterDir] = process.argv.slice(2).filter((argument) => argument !== "--");
if (!beforeDir || !afterDir) {
  console.error("Usage: npm run bench:compare -- BEFORE_BUILD_DIR AFTER_BUILD_DIR");
  process.exit(2);
}

interface Run {
  meanMs: number;
  rps: number;
  errors: number;
}

type Mode = "uncached" | "cached";

async function run(server: MeasureServer, path: string, connections: number, mode: Mode): Promise<Run> {
  const url = `http://127.0.0.1:${server.port}${path}`;
  const host = `localhost:${server.port}`;
  // A cached run starts from a fresh copy in the edge cache, well within its minute.
  if (mode === "cached") await (await fetch(url, { headers: { host } })).arrayBuffer();
  const result = await autocannon({
    url,
    connections,
    duration: seconds,
    headers: mode === "cached" ? { host } : { host, "x-cache-bypass": "1" },
  });
  return {
    meanMs: result.latency.mean,
    rps: result.requests.average,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

/** `rounds` runs of each server, the first one first in even rounds and second in odd ones. */
async function inTurns(servers: [MeasureServer, MeasureServer], path: string, connections: number, mode: Mode) {
  const runs: [Run[], Run[]] = [[], []];
  for (let round = 0; round < rounds; round += 1) {
    const order: (0 | 1)[] = round % 2 === 0 ? [0, 1] : [1, 0];
    for (const side of order) runs[side].push(await run(servers[side], path, connections, mode));
  }
  return runs;
}

const notMeasured: [Run[], Run[]] = [[], []];
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};
/** The change in percent; "-" for a measure that was not taken (COMPARE_MEASURES). */
const change = (before: number, after: number) =>
  before === 0 ? "-" : `${after >= before ? "+" : ""}${((after / before - 1) * 100).toFixed(0)} %`;
const pad = (cells: string[], widths: number[]) =>
  cells
    .map((cell, i) => cell.padEnd(widths[i] ?? 0))
    .join("  ")
    .trimEnd();

async function main(beforeDir: string, afterDir: string) {
  const before = await startMeasureServer("compare-before", 8870, [], beforeDir);
  const after = await startMeasureServer("compare-after", 8871, [], afterDir).catch(async (error) => {
    await before.stop();
    throw error;
  });
  const servers: [MeasureServer, MeasureServer] = [before, after];
  const rows: string[][] = [];
  let errors = 0;
  try {
    for (const target of targets) {
      process.stderr.write(`Comparing ${target.label} ...\n`);
      const measured = (name: string, connections: number, mode: Mode) =>
        measures.includes(name) ? inTurns(servers, target.path, connections, mode) : Promise.resolve(notMeasured);
      const latency = await measured("render", 1, "uncached");
      const load = await measured("cold", 10, "uncached");
      const cached = await measured("warm", 10, "cached");
      errors += [...latency, ...load, ...cached].flat().reduce((sum, one) => sum + one.errors, 0);
      const [latencyBefore = 0, latencyAfter = 0] = latency.map((runs) => median(runs.map((one) => one.meanMs)));
      const [rpsBefore = 0, rpsAfter = 0] = load.map((runs) => median(runs.map((one) => one.rps)));
      const [warmBefore = 0, warmAfter = 0] = cached.map((runs) => median(runs.map((one) => one.rps)));
      rows.push([
        target.label,
        `${latencyBefore.toFixed(2)} -> ${latencyAfter.toFixed(2)}`,
        change(latencyBefore, latencyAfter),
        `${rpsBefore.toFixed(0)} -> ${rpsAfter.toFixed(0)}`,
        change(rpsBefore, rpsAfter),
        `${warmBefore.toFixed(0)} -> ${warmAfter.toFixed(0)}`,
        change(warmBefore, warmAfter),
      ]);
    }
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
  }
  const header = ["", "render mean ms", "change", "cold rps", "change", "warm rps", "change"];
  const widths = header.map((_, i) => Math.max(...[header, ...rows].map((row) => (row[i] ?? "").length)));
  console.log(`\n${beforeDir} -> ${afterDir}: medians of ${rounds} runs of ${seconds} s each;`);
  console.log("render = 1 connection, cold = 10 connections, both with the edge cache skipped;");
  console.log("warm = 10 connections served from the edge cache.\n");
  console.log(pad(header, widths));
  console.log(
    pad(
      widths.map((width) => "-".repeat(width)),
      widths,
    ),
  );
  for (const row of rows) console.log(pad(row, widths));
  if (errors > 0) {
    console.error(`\n${errors} requests failed: the figures are not comparable.`);
    process.exitCode = 1;
  }
}

await main(beforeDir, afterDir);
