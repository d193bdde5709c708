import { apiAction, postOnlyLoader } from "#app/server/api.server.ts";
import { readIdempotencyKey } from "#workers/booking/input.ts";
import { requestTrip, tripResponse } from "#workers/trips/trips.ts";

export const action = apiAction(async ({ json, ...call }) => {
  const idempotencyKey = readIdempotencyKey(call.request, call.locale);
  const input = await json();
  return tripResponse(await requestTrip({ ...call, idempotencyKey, input }));
});

export const loader = postOnlyLoader;
