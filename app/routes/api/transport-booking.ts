import { apiAction, idFromPath, postOnlyLoader } from "#app/server/api.server.ts";
import { bookingResponse, requestBooking } from "#workers/booking/bookings.ts";
import { readIdempotencyKey } from "#workers/booking/input.ts";

export const action = apiAction(async ({ params, json, ...call }) => {
  const id = idFromPath(params.id, "Transport");
  const idempotencyKey = readIdempotencyKey(call.request, call.locale);
  const input = await json();
  return bookingResponse(await requestBooking({ ...call, target: { kind: "transport", id }, idempotencyKey, input }));
});

export const loader = postOnlyLoader;
