/**
 * `npm run bench:floor`: how close any worker can come to a static file when it answers from the
 * Workers Cache API on this machine, the limit under `npm run bench`'s "warm / static".
 *
 * A bare worker, with the build's static assets beside it as `npm start` serves them, answers in
 * turns, 10 connections for FLOOR_SECONDS (5) each, ROUNDS (3) times:
 * - static: the build's stylesheet, served by the assets layer without running the worker;
 * - cache: the worker does nothing but `caches.default.match` of a copy of the same size and
 *   returns it, as the edge cache's hit does without its checks;
 * - memory: the worker returns the same bytes from a variable, without the cache.
 * Port FLOOR_PORT (8890); the cache lives in a temporary folder.
 */
import { mkdtempSync, readdirSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { convertV4MiniflareOptions, Miniflare } from "miniflare";
import { CLIENT_DIR } from "./client-js.ts";

const port = Number(process.env.FLOOR_PORT ?? 8890);
const seconds = Number(process.env.FLOOR_SECONDS ?? 5);
const rounds = Number(process.env.ROUNDS ?? 3);

const BARE_WORKER = `
let bytes;
export default {
  async fetch(request) {
    const url = new URL(request.url);
    const key = "https://floor.example/page";
    if (url.pathname === "/put") {
      bytes = new Uint8Array(Number(url.searchParams.get("size"))).fill(60);
      const headers = { "content-type": "text/html; charset=utf-8", "cache-control": "public, max-age=3600" };
      await caches.default.put(key, new Response(bytes, { headers }));
      return new Response("stored");
    }
    if (url.pathname === "/memory") return new Response(bytes, { headers: { "content-type": "text/html; charset=utf-8" } });
    if (url.pathname === "/cache") return (await caches.default.match(key)) ?? new Response("miss", { status: 500 });
    return new Response("not found", { status: 404 });
  },
};`;

function stylesheet(): { url: string; size: number } {
  const assets = path.join(CLIENT_DIR, "assets");
  const name = readdirSync(assets).find((file) => file.endsWith(".css"));
  if (!name) throw new Error(`No stylesheet in ${assets}: npm run build first.`);
  return { url: `/assets/${name}`, size: statSync(path.join(assets, name)).size };
}

async function rate(url: string): Promise<number> {
  const result = await autocannon({ url, connections: 10, duration: seconds });
  if (result.errors + result.non2xx > 0) throw new Error(`${url}: ${result.errors + result.non2xx} failed requests`);
  return result.requests.average;
}

async function main() {
  const file = stylesheet();
  const state = mkdtempSync(path.join(tmpdir(), "cache-floor-"));
  const miniflare = new Miniflare(
    convertV4MiniflareOptions({
      host: "127.0.0.1",
      port,
      cf: false,
      resourcePersistencePath: state,
      workers: [
        {
          name: "cache-floor",
          compatibilityDate: "2026-10-01",
          modules: [{ type: "ESModule", path: path.join(state, "worker.js"), contents: BARE_WORKER }],
          modulesRoot: state,
          assets: { directory: CLIENT_DIR, routerConfig: { has_user_worker: true } },
        },
      ],
    } as Parameters<typeof convertV4MiniflareOptions>[0]),
  );
  try {
    const base = String(await miniflare.ready).replace(/\/$/, "");
    await (await fetch(`${base}/put?size=${file.size}`)).text();
    const runs: Record<"static" | "cache" | "memory", number[]> = { static: [], cache: [], memory: [] };
    for (let round = 0; round < rounds; round += 1) {
      runs.static.push(await rate(`${base}${file.url}`));
      runs.cache.push(await rate(`${base}/cache`));
      runs.memory.push(await rate(`${base}/memory`));
    }
    console.log(
      `\nA bare worker against a static file of ${(file.size / 1024).toFixed(1)} KB, 10 connections, ${rounds} rounds of ${seconds} s:\n`,
    );
    for (let round = 0; round < rounds; round += 1) {
      const [statics = 0, cache = 0, memory = 0] = [runs.static[round], runs.cache[round], runs.memory[round]];
      console.log(
        `  round ${round + 1}: static ${statics.toFixed(0)} rps, cache ${cache.toFixed(0)} rps (${(cache / statics).toFixed(2)}), ` +
          `memory ${memory.toFixed(0)} rps (${(memory / statics).toFixed(2)})`,
      );
    }
  } finally {
    await miniflare.dispose();
    rmSync(state, { recursive: true, force: true });
  }
}

await main();
