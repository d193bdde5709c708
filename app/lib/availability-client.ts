/**
 * Fetches the availability of an activity or vehicle for the booking dialog's calendar, and checks
 * the answer before the calendar shows it.
 */
import type { DayAvailability } from "#domain/availability.ts";
import type { MonthRange } from "#machines/calendar.machine.ts";
import { arrayOf, expectAnswer, isCount, matching, oneOf, shape } from "./answer-shape.ts";
import { api } from "./api-client.ts";

const isAvailabilityAnswer = shape({
  items: arrayOf(
    shape({
      date: matching(/^\d{4}-\d{2}-\d{2}$/),
      status: oneOf("open", "few", "full", "closed"),
      remaining: isCount,
      times: arrayOf(
        shape({ time: matching(/^\d{2}:\d{2}$/), status: oneOf("open", "few", "full"), remaining: isCount }),
      ),
    }),
  ),
});

/** The days of `range` at `endpoint` (…/availability), from the /api. */
export async function fetchAvailability(endpoint: string, range: MonthRange): Promise<DayAvailability[]> {
  const body: unknown = await api(endpoint, { query: { from: range.from, to: range.to } });
  return expectAnswer(body, isAvailabilityAnswer, endpoint).items;
}
