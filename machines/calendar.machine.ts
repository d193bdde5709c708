import { assign, emit, fromPromise, setup } from "xstate";
import type { DayAvailability } from "#domain/availability.ts";
import { clampDate, isChoosable, monthOf, monthRange, openTimes } from "#domain/calendar.ts";

export interface CalendarInput {
  /** The first and last date that can be booked ("YYYY-MM-DD" in Bali). */
  firstDate: string;
  lastDate: string;
  /** What the booking form holds: the chosen date ("" none) and start time ("" none). */
  date: string;
  startTime: string;
  /** The server's message under the date when it refused the request (a day that became full). */
  refusal: string | null;
}

export interface CalendarContext {
  firstDate: string;
  lastDate: string;
  /** The day the keyboard is on; its month is the one shown and fetched. */
  focus: string;
  /** The availability of every date fetched so far. */
  days: Record<string, DayAvailability>;
  date: string;
  startTime: string;
  /** Why the chosen day was dropped, or the server's refusal, until the tourist chooses again. */
  notice: string | null;
}

export type CalendarEvent =
  /** The keyboard or the month buttons move the focus; another month is fetched. */
  | { type: "calendar.focus"; date: string }
  | { type: "calendar.pickDay"; date: string }
  | { type: "calendar.pickTime"; time: string }
  /** After a failed fetch the tourist types a date, and the server decides. */
  | { type: "calendar.type"; date: string }
  | { type: "calendar.retry" };

/** What the booking form takes from the calendar on each change of the choice. */
export interface CalendarChoice {
  type: "chosen";
  date: string;
  startTime: string;
  /** The chosen day's start times with places left; one of them is required when there are several. */
  startTimes: string[];
}

export interface MonthRange {
  from: string;
  to: string;
}

/** The month of a date as one availability call asks for it. */
export function rangeOf(focus: string): MonthRange {
  return monthRange(monthOf(focus));
}

function choiceOf(context: Pick<CalendarContext, "days" | "date" | "startTime">): CalendarChoice {
  return {
    type: "chosen",
    date: context.date,
    startTime: context.startTime,
    startTimes: context.date ? openTimes(context.days[context.date]) : [],
  };
}

/** Whether a chosen start time (or none) still has places on the day. */
function keepsTime(day: DayAvailability, startTime: string): boolean {
  return startTime === "" || openTimes(day).includes(startTime);
}

/**
 * The booking dialog's month calendar: loading the month → ready (choosing a day, then a start
 * time when the day has several) → another month loads; a failed fetch falls back to typing the
 * date, which the server then checks. Every change of the choice is emitted as `chosen`.
 */
export const calendarMachine = setup({
  types: {
    context: {} as CalendarContext,
    events: {} as CalendarEvent,
    input: {} as CalendarInput,
    emitted: {} as CalendarChoice,
  },
  actors: {
    // Provided by the app (GET …/availability) and by tests (a fake settled by hand).
    loadMonth: fromPromise<DayAvailability[], MonthRange>(async () => {
      throw new Error("loadMonth is provided where the machine is used");
    }),
  },
  guards: {
    isOtherMonth: ({ context }, date: string) =>
      monthOf(clampDate(date, context.firstDate, context.lastDate)) !== monthOf(context.focus),
    isChoosable: ({ context }, date: string) => isChoosable(context.days[date], context.firstDate, context.lastDate),
    isOpenTime: ({ context }, time: string) => openTimes(context.days[context.date]).includes(time),
    needsTime: ({ context }) => context.startTime === "" && openTimes(context.days[context.date]).length > 1,
    dropsChoice: ({ context }, loaded: DayAvailability[]) => {
      const chosen = loaded.find((day) => day.date === context.date);
      if (!chosen) return false;
      return !isChoosable(chosen, context.firstDate, context.lastDate) || !keepsTime(chosen, context.startTime);
    },
    hasNoDay: ({ context }) => context.date === "",
  },
  actions: {
    moveFocus: assign(({ context }, date: string) => ({ focus: clampDate(date, context.firstDate, context.lastDate) })),
    chooseDay: assign(({ context }, date: string) => {
      const times = openTimes(context.days[date]);
      return { date, focus: date, startTime: times.length === 1 ? (times[0] ?? "") : "", notice: null };
    }),
    chooseTime: assign((_, time: string) => ({ startTime: time, notice: null })),
    typeDate: assign((_, date: string) => ({ date, startTime: "", notice: null })),
    // A day that filled or closed since is no longer chosen; the tourist is told why and picks again.
    rememberMonth: assign(({ context }, loaded: DayAvailability[]) => {
      const days = { ...context.days, ...Object.fromEntries(loaded.map((day) => [day.date, day])) };
      const chosen = days[context.date];
      if (!chosen) return { days };
      if (!isChoosable(chosen, context.firstDate, context.lastDate)) return { days, date: "", startTime: "" };
      return { days, startTime: keepsTime(chosen, context.startTime) ? context.startTime : "" };
    }),
    announce: emit(({ context }) => choiceOf(context)),
  },
}).createMachine({
  id: "calendar",
  context: ({ input }) => ({
    firstDate: input.firstDate,
    lastDate: input.lastDate,
    focus: clampDate(input.date || input.firstDate, input.firstDate, input.lastDate),
    days: {},
    date: input.date,
    startTime: input.startTime,
    notice: input.refusal,
  }),
  initial: "loading",
  states: {
    loading: {
      invoke: {
        id: "loadMonth",
        src: "loadMonth",
        input: ({ context }) => rangeOf(context.focus),
        onDone: [
          {
            guard: { type: "dropsChoice", params: ({ event }) => event.output },
            target: "ready",
            actions: [{ type: "rememberMonth", params: ({ event }) => event.output }, "announce"],
          },
          { target: "ready", actions: { type: "rememberMonth", params: ({ event }) => event.output } },
        ],
        onError: "manual",
      },
      on: {
        // Paging on before the month arrived asks for the new month instead.
        "calendar.focus": [
          {
            guard: { type: "isOtherMonth", params: ({ event }) => event.date },
            target: "loading",
            reenter: true,
            actions: { type: "moveFocus", params: ({ event }) => event.date },
          },
          { actions: { type: "moveFocus", params: ({ event }) => event.date } },
        ],
      },
    },
    ready: {
      initial: "settling",
      states: {
        // Which step of the choice the tourist is at, from what is chosen.
        settling: {
          always: [
            { guard: "hasNoDay", target: "choosingDay" },
            { guard: "needsTime", target: "choosingTime" },
            { target: "chosen" },
          ],
        },
        choosingDay: {},
        choosingTime: {},
        chosen: {},
      },
      on: {
        "calendar.focus": [
          {
            guard: { type: "isOtherMonth", params: ({ event }) => event.date },
            target: "loading",
            actions: { type: "moveFocus", params: ({ event }) => event.date },
          },
          { actions: { type: "moveFocus", params: ({ event }) => event.date } },
        ],
        "calendar.pickDay": {
          guard: { type: "isChoosable", params: ({ event }) => event.date },
          target: ".settling",
          actions: [{ type: "chooseDay", params: ({ event }) => event.date }, "announce"],
        },
        "calendar.pickTime": {
          guard: { type: "isOpenTime", params: ({ event }) => event.time },
          target: ".settling",
          actions: [{ type: "chooseTime", params: ({ event }) => event.time }, "announce"],
        },
      },
    },
    manual: {
      on: {
        "calendar.type": { actions: [{ type: "typeDate", params: ({ event }) => event.date }, "announce"] },
        "calendar.retry": "loading",
      },
    },
  },
});
