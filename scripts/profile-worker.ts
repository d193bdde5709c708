/**
 * `npm run profile -- PATH [cached]`: where the worker spends its time on one page, from a CPU
 * profile of the production build taken over the DevTools protocol of workerd's inspector.
 *
 * The build is served as `npm run bench` serves it (scripts/measure-server.ts, port 8880, inspector
 * on 9229), then PROFILE_REQUESTS (400) requests for PATH go one after another: uncached renders,
 * or with `cached`, answers from the edge cache. It prints the functions and the modules with the
 * most time of their own, and writes the whole profile to build/worker.cpuprofile (open it in
 * Chromium's DevTools, Performance panel). The profiler's own cost inflates every figure alike.
 */
import { writeFileSync } from "node:fs";
import { startMeasureServer } from "./measure-server.ts";

const port = Number(process.env.PROFILE_PORT ?? 8880);
const inspectorPort = Number(process.env.INSPECTOR_PORT ?? 9229);
const requests = Number(process.env.PROFILE_REQUESTS ?? 400);
const [path = "/activity", mode] = process.argv.slice(2).filter((argument) => argument !== "--");
const cached = mode === "cached";

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** One DevTools protocol session on the worker's inspector. */
async function inspectWorker() {
  const targets = (await (await fetch(`http://127.0.0.1:${inspectorPort}/json/list`)).json()) as {
    id: string;
    title?: string;
    webSocketDebuggerUrl?: string;
  }[];
  const target = targets.find((candidate) => candidate.webSocketDebuggerUrl && /bali-tour-booking/.test(candidate.id));
  if (!target?.webSocketDebuggerUrl) throw new Error(`No inspector target for the worker: ${JSON.stringify(targets)}`);
  const socket = new WebSocket(target.webSocketDebuggerUrl);
  await new Promise((resolve, reject) => {
    socket.addEventListener("open", resolve, { once: true });
    socket.addEventListener("error", reject, { once: true });
  });
  let nextId = 1;
  const pending = new Map<number, (result: unknown) => void>();
  socket.addEventListener("message", (event) => {
    const message = JSON.parse(String(event.data)) as { id?: number; result?: unknown };
    if (message.id !== undefined) pending.get(message.id)?.(message.result);
  });
  const send = <T>(method: string, params: Record<string, unknown> = {}) =>
    new Promise<T>((resolve) => {
      const id = nextId++;
      pending.set(id, resolve as (result: unknown) => void);
      socket.send(JSON.stringify({ id, method, params }));
    });
  return { send, close: () => socket.close() };
}

/** Milliseconds of each node's own samples. */
function selfTimes(profile: Profile): Map<number, number> {
  const times = new Map<number, number>();
  profile.samples.forEach((node, index) => {
    times.set(node, (times.get(node) ?? 0) + (profile.timeDeltas[index] ?? 0) / 1000);
  });
  return times;
}

function printTop(title: string, totals: Map<string, number>, all: number, count = 25) {
  console.log(`\n${title}`);
  for (const [name, time] of [...totals].sort((a, b) => b[1] - a[1]).slice(0, count)) {
    console.log(
      `${((time / all) * 100).toFixed(1).padStart(5)} %  ${(time / requests).toFixed(3)} ms/request  ${name}`,
    );
  }
}

function moduleOf(node: ProfileNode): string {
  return node.callFrame.url.split("/").pop() || `(${node.callFrame.functionName || "native"})`;
}

function functionOf(node: ProfileNode): string {
  return `${node.callFrame.functionName || "(anonymous)"}  ${moduleOf(node)}:${node.callFrame.lineNumber + 1}`;
}

/**
 * Each function's time with what it calls, counted once per sample however deep it recurses. A
 * native call (a TextEncoder's, say) is sampled as its caller's own time, so a function whose own
 * time looks too large for its code is worth a look here and in the whole profile.
 */
function totalTimes(profile: Profile, self: Map<number, number>): Map<string, number> {
  const parentOf = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parentOf.set(child, node.id);
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const totals = new Map<string, number>();
  for (const [id, time] of self) {
    const seen = new Set<string>();
    for (let current: number | undefined = id; current !== undefined; current = parentOf.get(current)) {
      const node = byId.get(current);
      if (!node || node.callFrame.functionName === "(root)") continue;
      const name = functionOf(node);
      if (seen.has(name)) continue;
      seen.add(name);
      totals.set(name, (totals.get(name) ?? 0) + time);
    }
  }
  return totals;
}

function summarise(profile: Profile) {
  const self = selfTimes(profile);
  const byFunction = new Map<string, number>();
  const byModule = new Map<string, number>();
  let all = 0;
  for (const node of profile.nodes) {
    const time = self.get(node.id) ?? 0;
    if (!time) continue;
    all += time;
    byFunction.set(functionOf(node), (byFunction.get(functionOf(node)) ?? 0) + time);
    byModule.set(moduleOf(node), (byModule.get(moduleOf(node)) ?? 0) + time);
  }
  console.log(
    `${requests} ${cached ? "cached answers" : "uncached renders"} of ${path}: ${(all / requests).toFixed(2)} ms sampled per request`,
  );
  printTop("Modules by own time:", byModule, all, 12);
  printTop("Functions by own time:", byFunction, all);
  printTop("Functions by total time (with what they call):", totalTimes(profile, self), all, 40);
}

async function main() {
  process.env.INSPECTOR_PORT = String(inspectorPort);
  const server = await startMeasureServer("profile", port);
  const url = `http://127.0.0.1:${port}${path}`;
  const headers: Record<string, string> = { host: `localhost:${port}` };
  if (!cached) headers["x-cache-bypass"] = "1";
  try {
    // Warm the isolate (and the cache), so the profile is of steady work, not of the first load.
    for (let warmUp = 0; warmUp < 50; warmUp += 1) await (await fetch(url, { headers })).arrayBuffer();
    const inspector = await inspectWorker();
    await inspector.send("Profiler.enable");
    await inspector.send("Profiler.setSamplingInterval", { interval: 100 });
    await inspector.send("Profiler.start");
    const started = performance.now();
    for (let request = 0; request < requests; request += 1) {
      const response = await fetch(url, { headers });
      await response.arrayBuffer();
      if (response.status !== 200) throw new Error(`${path} answered ${response.status}.`);
    }
    const elapsed = performance.now() - started;
    const { profile } = await inspector.send<{ profile: Profile }>("Profiler.stop");
    inspector.close();
    writeFileSync("build/worker.cpuprofile", JSON.stringify(profile));
    console.log(`Client saw ${(elapsed / requests).toFixed(2)} ms per request (profiler on).`);
    summarise(profile);
    console.log("\nThe whole profile: build/worker.cpuprofile");
  } finally {
    await server.stop();
  }
}

await main();
