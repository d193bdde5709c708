/**
 * The page's main-thread CPU time from its first contentful paint on, read from a Chromium trace
 * (Lighthouse's own). Lighthouse's total blocking time is wall time: on a machine whose cores are
 * shared (two here, with the local worker and Chromium's other threads on them), a task's wall
 * time was two to three times its CPU time, and the score of one build moved by ten points from
 * run to run. The CPU time of the same tasks moves far less, so it is the figure to compare two
 * builds by (decision 0106).
 */
export interface TraceEvent {
  name: string;
  ph?: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  /** CPU time of the thread during the event, in microseconds. */
  tdur?: number;
  args?: { data?: { url?: string }; beginData?: { url?: string } };
}

export interface MainThreadCpu {
  /** Milliseconds of CPU the page's main thread spent in tasks that ended after the first paint. */
  cpuMs: number;
  /** Lighthouse's blocking-time formula (4x, less 50 ms per task) on those tasks' CPU time. */
  blockingFromCpuMs: number;
}

const TASK_NAMES = new Set(["RunTask", "ThreadControllerImpl::RunTask"]);
const LIGHTHOUSE_CPU_SLOWDOWN = 4;
const LONG_TASK_MS = 50;

/** Null when the trace has no paint or no parse of a page from `origin`. */
export function mainThreadCpu(events: TraceEvent[], origin: string): MainThreadCpu | null {
  const parse = events.find(
    (event) => event.name === "ParseHTML" && (event.args?.beginData?.url ?? "").startsWith(origin),
  );
  if (!parse) return null;
  const onMain = (event: TraceEvent) => event.pid === parse.pid && event.tid === parse.tid;
  const paint = events.find((event) => event.name === "firstContentfulPaint" && onMain(event));
  if (!paint) return null;
  let cpuMs = 0;
  let blockingFromCpuMs = 0;
  for (const task of events) {
    if (!TASK_NAMES.has(task.name) || task.ph !== "X" || !onMain(task)) continue;
    if (task.ts + (task.dur ?? 0) <= paint.ts) continue;
    const taskCpuMs = (task.tdur ?? 0) / 1000;
    cpuMs += taskCpuMs;
    blockingFromCpuMs += Math.max(0, taskCpuMs * LIGHTHOUSE_CPU_SLOWDOWN - LONG_TASK_MS);
  }
  return { cpuMs, blockingFromCpuMs };
}
