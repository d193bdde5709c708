import { describe, expect, it } from "vitest";
import { mainThreadCpu, type TraceEvent } from "../../scripts/main-thread-cpu.ts";

const ORIGIN = "http://localhost:8850";
const MAIN = { pid: 7, tid: 1 };
const OTHER_THREAD = { pid: 7, tid: 2 };

const parse: TraceEvent = {
  name: "ParseHTML",
  ph: "X",
  ...MAIN,
  ts: 1_000,
  dur: 5_000,
  args: { beginData: { url: `${ORIGIN}/` } },
};
const paint: TraceEvent = { name: "firstContentfulPaint", ph: "R", ...MAIN, ts: 100_000 };
/** A task on `thread` from `startMs`, lasting `wallMs` of which `cpuMs` on the CPU. */
const task = (thread: { pid: number; tid: number }, startMs: number, wallMs: number, cpuMs: number): TraceEvent => ({
  name: "ThreadControllerImpl::RunTask",
  ph: "X",
  ...thread,
  ts: startMs * 1000,
  dur: wallMs * 1000,
  tdur: cpuMs * 1000,
});

describe("the main thread's CPU time after the first paint", () => {
  it("counts the CPU time of the page's main-thread tasks that end after the paint, not their wall time", () => {
    const events = [parse, paint, task(MAIN, 120, 90, 30), task(MAIN, 300, 40, 10)];
    expect(mainThreadCpu(events, ORIGIN)).toEqual({ cpuMs: 40, blockingFromCpuMs: 70 });
  });

  it("leaves out tasks over before the paint and tasks of other threads", () => {
    const events = [parse, paint, task(MAIN, 10, 50, 50), task(OTHER_THREAD, 120, 200, 200), task(MAIN, 150, 5, 5)];
    expect(mainThreadCpu(events, ORIGIN)).toEqual({ cpuMs: 5, blockingFromCpuMs: 0 });
  });

  it("counts a task that began before the paint and ended after it", () => {
    const events = [parse, paint, task(MAIN, 95, 20, 20)];
    expect(mainThreadCpu(events, ORIGIN)).toEqual({ cpuMs: 20, blockingFromCpuMs: 30 });
  });

  it("answers nothing for a trace of another site or without a paint", () => {
    expect(mainThreadCpu([parse, paint], "http://elsewhere.test")).toBeNull();
    expect(mainThreadCpu([parse, task(MAIN, 120, 90, 30)], ORIGIN)).toBeNull();
  });
});
