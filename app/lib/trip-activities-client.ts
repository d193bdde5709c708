/**
 * Fetches the trip builder's activities on demand (GET /api/trip/activities): the page carries only
 * those its plan names and the most reviewed, whatever the catalogue's size. The answer is checked
 * before the builder uses it.
 */
import { PRICE_TYPES } from "#domain/booking-rules.ts";
import type { TripActivityChoice } from "#domain/trip-catalogue.ts";
import {
  arrayOf,
  type Check,
  expectAnswer,
  isCount,
  isFilledString,
  isId,
  isNumber,
  isString,
  nullable,
  oneOf,
  shape,
} from "./answer-shape.ts";
import { api } from "./api-client.ts";

const ENDPOINT = "/api/trip/activities";

const isActivityChoice: Check<TripActivityChoice> = shape({
  id: isId,
  name: isString,
  path: isFilledString,
  regencyId: nullable(isId),
  durationHours: isNumber,
  island: oneOf("mainland", "nusa-penida"),
  priceType: oneOf(...PRICE_TYPES),
  startTimes: arrayOf(isString),
  packages: arrayOf(
    shape({
      id: isId,
      name: isString,
      products: arrayOf(shape({ id: isId, price_idr: isCount, price_usd: isNumber, minimal: isCount })),
    }),
  ),
});

const isAnswer = shape({ items: arrayOf(isActivityChoice) });

/** The activities matching what the tourist typed (the most reviewed when nothing is typed). */
export async function searchTripActivities(text: string, signal?: AbortSignal): Promise<TripActivityChoice[]> {
  const body: unknown = await api(ENDPOINT, { query: { query: text }, signal });
  return expectAnswer(body, isAnswer, ENDPOINT).items;
}

/** The activities with these ids (those a restored plan names). */
export async function fetchTripActivities(ids: readonly number[]): Promise<TripActivityChoice[]> {
  const body: unknown = await api(ENDPOINT, { query: { ids: ids.join(",") } });
  return expectAnswer(body, isAnswer, ENDPOINT).items;
}
