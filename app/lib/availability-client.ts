/**
 * Fetches the availability of an activity or vehicle for the booking dialog's calendar, and checks
 * the answer before the calendar shows it.
 */
import { type } from "arktype";
import type { DayAvailability } from "#domain/availability.ts";
import type { MonthRange } from "#machines/calendar.machine.ts";
import { api } from "./api-client.ts";

const availabilityAnswer = type({
  items: type({
    date: /^\d{4}-\d{2}-\d{2}$/,
    status: "'open' | 'few' | 'full' | 'closed'",
    remaining: "number.integer >= 0",
    times: type({ time: /^\d{2}:\d{2}$/, remaining: "number.integer >= 0" }).array(),
  }).array(),
});

/** The days of `range` at `endpoint` (…/availability), from the /api. */
export async function fetchAvailability(endpoint: string, range: MonthRange): Promise<DayAvailability[]> {
  const body: unknown = await api(endpoint, { query: { from: range.from, to: range.to } });
  const answer = availabilityAnswer(body);
  if (answer instanceof type.errors) throw new Error(`Unexpected availability answer: ${answer.summary}`);
  return answer.items;
}
