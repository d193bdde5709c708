/**
 * The trip builder's activity picker asks GET /api/trip/activities for a bounded set of activities:
 * those matching what the tourist typed (`query`), or those a restored plan names (`ids`,
 * comma-separated, at most every item of the longest plan). Neither: the most reviewed.
 */
import { type } from "arktype";
import { MAX_ITEMS_PER_DAY, MAX_PICKER_QUERY, MAX_TRIP_DAYS } from "../trip.ts";

const MAX_IDS = MAX_TRIP_DAYS * MAX_ITEMS_PER_DAY;

export const tripActivitiesQuery = type({
  "query?": `string <= ${MAX_PICKER_QUERY}`,
  "ids?": type(new RegExp(`^[1-9]\\d{0,9}(?:,[1-9]\\d{0,9}){0,${MAX_IDS - 1}}$`)).pipe((text) =>
    text.split(",").map(Number),
  ),
});
