import { describe, expect, it } from "vitest";
import { createActor, fromPromise, type SnapshotFrom, waitFor } from "xstate";
import { getShortestPaths } from "xstate/graph";
import type { DayAvailability } from "#domain/availability.ts";
import { addMonths, dateAfterKey, monthWeeks } from "#domain/calendar.ts";
import {
  type CalendarChoice,
  type CalendarContext,
  type CalendarInput,
  calendarMachine,
  type MonthRange,
  rangeOf,
} from "#machines/calendar.machine.ts";

const FIRST = "2026-12-08";
const LAST = "2028-06-08";
const FULL_MESSAGE = "This day is full. Please choose another date.";

const day = (date: string, status: DayAvailability["status"], remaining: number, times: [string, number][] = []) => ({
  date,
  status,
  remaining,
  times: times.map(([time, left]) => ({
    time,
    status: left === 0 ? ("full" as const) : ("open" as const),
    remaining: left,
  })),
});

/** December as the server answers it: three start times on the 8th (the last one taken), a few left on the 9th. */
const DECEMBER: DayAvailability[] = [
  day("2026-12-07", "closed", 0),
  day("2026-12-08", "open", 9, [
    ["10:00", 6],
    ["13:00", 3],
    ["16:00", 0],
  ]),
  day("2026-12-09", "few", 3),
  day("2026-12-10", "full", 0),
  day("2026-12-11", "closed", 0),
  day("2026-12-12", "open", 5, [["09:00", 5]]),
];
/** The same month after another tourist took the last places of the 8th. */
const DECEMBER_8_FULL: DayAvailability[] = DECEMBER.map((entry) =>
  entry.date === "2026-12-08"
    ? day("2026-12-08", "full", 0, [
        ["10:00", 0],
        ["13:00", 0],
        ["16:00", 0],
      ])
    : entry,
);
const JANUARY: DayAvailability[] = [day("2027-01-08", "open", 20)];

const EVENTS = [
  { type: "xstate.done.actor.loadMonth", output: DECEMBER },
  { type: "xstate.done.actor.loadMonth", output: DECEMBER_8_FULL },
  { type: "xstate.done.actor.loadMonth", output: JANUARY },
  { type: "xstate.error.actor.loadMonth", error: new Error("offline") },
  { type: "calendar.focus", date: "2026-12-09" },
  { type: "calendar.focus", date: "2027-01-08" },
  { type: "calendar.focus", date: "2026-11-30" },
  { type: "calendar.pickDay", date: "2026-12-08" },
  { type: "calendar.pickDay", date: "2026-12-09" },
  { type: "calendar.pickDay", date: "2026-12-10" },
  { type: "calendar.pickDay", date: "2026-12-12" },
  { type: "calendar.pickTime", time: "13:00" },
  { type: "calendar.pickTime", time: "16:00" },
  { type: "calendar.type", date: "2026-12-20" },
  { type: "calendar.retry" },
] as const;

type ModelEvent = (typeof EVENTS)[number];
type CalendarSnapshot = SnapshotFrom<typeof calendarMachine>;

const FRESH: CalendarInput = { firstDate: FIRST, lastDate: LAST, date: FIRST, startTime: "", refusal: null };
/** Back from a submit the server refused: the 8th at 13:00 filled up meanwhile. */
const REFUSED: CalendarInput = { ...FRESH, startTime: "13:00", refusal: FULL_MESSAGE };

/** The machine with a month fetch the test answers by hand, and a record of the ranges asked and the choices emitted. */
function startCalendar(input: CalendarInput) {
  const pending: { range: MonthRange; resolve: (days: DayAvailability[]) => void; reject: (e: unknown) => void }[] = [];
  const asked: MonthRange[] = [];
  const choices: CalendarChoice[] = [];
  const actor = createActor(
    calendarMachine.provide({
      actors: {
        loadMonth: fromPromise<DayAvailability[], MonthRange>(({ input: range }) => {
          asked.push(range);
          return new Promise((resolve, reject) => pending.push({ range, resolve, reject }));
        }),
      },
    }),
    { input },
  );
  actor.on("chosen", (choice) => choices.push(choice));
  actor.start();
  const settle = async (outcome: "resolve" | "reject", value: unknown) => {
    const call = pending.pop();
    if (!call) throw new Error("No month is being fetched");
    if (outcome === "resolve") call.resolve(value as DayAvailability[]);
    else call.reject(value);
    await waitFor(actor, (snapshot) => !snapshot.matches("loading"));
  };
  return { actor, asked, choices, settle, snapshot: () => actor.getSnapshot() };
}

type Sut = ReturnType<typeof startCalendar>;

const choosable = (context: CalendarContext, date: string) => {
  const status = context.days[date]?.status;
  return (status === "open" || status === "few") && date >= FIRST;
};
const openTimesOf = (context: CalendarContext, date: string) =>
  (context.days[date]?.times ?? []).filter((time) => time.remaining > 0).map((time) => time.time);

/** Does what the model's event means and checks what the tourist would notice. */
async function perform(sut: Sut, event: ModelEvent) {
  const before = sut.snapshot();
  const emitted = sut.choices.length;
  const { context } = before;
  if (event.type === "xstate.done.actor.loadMonth") {
    // The month asked for is the one shown: the focus's.
    expect(sut.asked.at(-1)).toEqual(rangeOf(context.focus));
    await sut.settle("resolve", event.output);
    const after = sut.snapshot();
    expect(after.matches("ready")).toBe(true);
    for (const loaded of event.output) expect(after.context.days[loaded.date]).toEqual(loaded);
    const chosen = event.output.find((entry) => entry.date === context.date);
    if (chosen && !choosable(after.context, context.date)) {
      // The day filled up: no longer chosen, the form learns it, the message stays.
      expect(after.context).toMatchObject({ date: "", startTime: "", notice: context.notice });
      expect(sut.choices.at(-1)).toEqual({ type: "chosen", date: "", startTime: "", startTimes: [] });
      expect(after.matches({ ready: "choosingDay" })).toBe(true);
    } else {
      expect(after.context.date).toBe(context.date);
    }
    return;
  }
  if (event.type === "xstate.error.actor.loadMonth") {
    await sut.settle("reject", event.error);
    expect(sut.snapshot().value).toBe("manual");
    expect(sut.snapshot().context.date).toBe(context.date);
    return;
  }
  sut.actor.send(event);
  const after = sut.snapshot();
  if (!before.can(event)) {
    expect(after.value).toEqual(before.value);
    expect(after.context).toEqual(before.context);
    expect(sut.choices).toHaveLength(emitted);
    return;
  }
  switch (event.type) {
    case "calendar.focus": {
      const focus = event.date < FIRST ? FIRST : event.date;
      expect(after.context.focus).toBe(focus);
      if (focus.slice(0, 7) !== context.focus.slice(0, 7)) {
        // Another month: fetched anew.
        expect(after.value).toBe("loading");
        expect(sut.asked.at(-1)).toEqual(rangeOf(focus));
      } else {
        expect(after.value).toEqual(before.value);
      }
      return;
    }
    case "calendar.pickDay": {
      const times = openTimesOf(context, event.date);
      expect(after.context).toMatchObject({ date: event.date, focus: event.date, notice: null });
      expect(after.context.startTime).toBe(times.length === 1 ? times[0] : "");
      expect(sut.choices.at(-1)).toEqual({
        type: "chosen",
        date: event.date,
        startTime: after.context.startTime,
        startTimes: times,
      });
      expect(after.matches({ ready: times.length > 1 ? "choosingTime" : "chosen" })).toBe(true);
      return;
    }
    case "calendar.pickTime":
      expect(after.context.startTime).toBe(event.time);
      expect(after.matches({ ready: "chosen" })).toBe(true);
      expect(sut.choices.at(-1)).toMatchObject({ date: context.date, startTime: event.time });
      return;
    case "calendar.type":
      expect(after.value).toBe("manual");
      expect(sut.choices.at(-1)).toEqual({ type: "chosen", date: event.date, startTime: "", startTimes: [] });
      return;
    case "calendar.retry":
      expect(after.value).toBe("loading");
      expect(sut.asked.at(-1)).toEqual(rangeOf(context.focus));
      return;
  }
}

function label(event: ModelEvent): string {
  switch (event.type) {
    case "xstate.done.actor.loadMonth":
      return event.output === DECEMBER
        ? "loaded(December)"
        : event.output === JANUARY
          ? "loaded(January)"
          : "loaded(8th full)";
    case "xstate.error.actor.loadMonth":
      return "fetch failed";
    case "calendar.focus":
    case "calendar.pickDay":
    case "calendar.type":
      return `${event.type}(${event.date})`;
    case "calendar.pickTime":
      return `${event.type}(${event.time})`;
    default:
      return event.type;
  }
}

/** What the tourist can tell apart: the state, the month shown, what is chosen, the message. */
function noticeable(snapshot: CalendarSnapshot): string {
  const { context } = snapshot;
  return JSON.stringify({
    value: snapshot.value,
    month: context.focus.slice(0, 7),
    loaded: Object.keys(context.days).length > 0,
    date: context.date,
    startTime: context.startTime,
    notice: context.notice,
  });
}

for (const [start, input] of [
  ["opened on the first bookable day", FRESH],
  ["back from a refused submit", REFUSED],
] as const) {
  describe(`calendar machine (model-based), ${start}`, () => {
    const paths = getShortestPaths(calendarMachine, {
      events: EVENTS as never,
      input,
      serializeState: noticeable,
    });

    for (const path of paths) {
      const name =
        path.steps
          .slice(1)
          .map((step) => label(step.event as ModelEvent))
          .join(" → ") || "(start)";
      it(`${name} reaches ${JSON.stringify(path.state.value)}`, async () => {
        const sut = startCalendar(input);
        expect(sut.snapshot().value).toBe("loading");
        for (const step of path.steps.slice(1)) {
          await perform(sut, step.event as ModelEvent);
          expect(sut.snapshot().value).toEqual(step.state.value);
        }
        sut.actor.stop();
      });
    }

    it("reaches loading, every step of the choice and the manual entry", () => {
      const reached = new Set(paths.map((path) => JSON.stringify(path.state.value)));
      for (const value of [
        "loading",
        "manual",
        { ready: "choosingDay" },
        { ready: "choosingTime" },
        { ready: "chosen" },
      ]) {
        expect(reached).toContain(JSON.stringify(value));
      }
    });
  });
}

describe("calendar machine behaviour", () => {
  it("back from a refused submit, the day that filled up is dropped, the message stays and another day can be chosen", async () => {
    const sut = startCalendar(REFUSED);
    await sut.settle("resolve", DECEMBER_8_FULL);
    expect(sut.snapshot().matches({ ready: "choosingDay" })).toBe(true);
    expect(sut.snapshot().context.notice).toBe(FULL_MESSAGE);
    expect(sut.choices).toEqual([{ type: "chosen", date: "", startTime: "", startTimes: [] }]);
    sut.actor.send({ type: "calendar.pickDay", date: "2026-12-09" });
    expect(sut.snapshot().context).toMatchObject({ date: "2026-12-09", notice: null });
  });

  it("a chosen start time that lost its places is dropped, the day kept", async () => {
    const sut = startCalendar({ ...FRESH, startTime: "16:00" });
    await sut.settle("resolve", DECEMBER);
    expect(sut.snapshot().matches({ ready: "choosingTime" })).toBe(true);
    expect(sut.choices.at(-1)).toEqual({
      type: "chosen",
      date: FIRST,
      startTime: "",
      startTimes: ["10:00", "13:00"],
    });
  });

  it("a day still open after reloading keeps its choice and tells the form nothing", async () => {
    const sut = startCalendar({ ...FRESH, date: "2026-12-09" });
    await sut.settle("resolve", DECEMBER);
    expect(sut.snapshot().matches({ ready: "chosen" })).toBe(true);
    expect(sut.choices).toEqual([]);
  });

  it("paging on before a month arrives asks only for the month shown", async () => {
    const sut = startCalendar(FRESH);
    sut.actor.send({ type: "calendar.focus", date: "2027-01-08" });
    sut.actor.send({ type: "calendar.focus", date: "2027-02-08" });
    expect(sut.asked.map((range) => range.from)).toEqual(["2026-12-01", "2027-01-01", "2027-02-01"]);
    expect(rangeOf("2027-02-08")).toEqual({ from: "2027-02-01", to: "2027-02-28" });
  });

  it("keeps the focus within the bookable range", () => {
    const sut = startCalendar(FRESH);
    sut.actor.send({ type: "calendar.focus", date: "2030-01-01" });
    expect(sut.snapshot().context.focus).toBe(LAST);
  });
});

describe("the month grid and its keys", () => {
  it("lays a month out in weeks from Monday, filled with the neighbouring months' days", () => {
    const weeks = monthWeeks("2026-12");
    // 1 December 2026 is a Tuesday, the 31st a Thursday.
    expect(weeks[0]).toEqual([
      "2026-11-30",
      "2026-12-01",
      "2026-12-02",
      "2026-12-03",
      "2026-12-04",
      "2026-12-05",
      "2026-12-06",
    ]);
    expect(weeks.at(-1)).toEqual([
      "2026-12-28",
      "2026-12-29",
      "2026-12-30",
      "2026-12-31",
      "2027-01-01",
      "2027-01-02",
      "2027-01-03",
    ]);
    expect(weeks).toHaveLength(5);
  });

  it("moves by day, week, month and to the week's ends", () => {
    expect(dateAfterKey("2026-12-31", "ArrowRight")).toBe("2027-01-01");
    expect(dateAfterKey("2026-12-01", "ArrowLeft")).toBe("2026-11-30");
    expect(dateAfterKey("2026-12-08", "ArrowUp")).toBe("2026-12-01");
    expect(dateAfterKey("2026-12-08", "ArrowDown")).toBe("2026-12-15");
    expect(dateAfterKey("2026-12-31", "PageDown")).toBe("2027-01-31");
    expect(dateAfterKey("2027-03-31", "PageUp")).toBe("2027-02-28");
    expect(dateAfterKey("2026-12-09", "Home")).toBe("2026-12-07");
    expect(dateAfterKey("2026-12-09", "End")).toBe("2026-12-13");
    expect(addMonths("2028-01-31", 1)).toBe("2028-02-29");
  });
});
