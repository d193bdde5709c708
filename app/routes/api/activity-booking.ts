import { apiAction, postOnlyLoader, slugFromPath } from "#app/server/api.server.ts";
import { bookingResponse, requestBooking } from "#workers/booking/bookings.ts";
import { readIdempotencyKey } from "#workers/booking/input.ts";

export const action = apiAction(async ({ params, json, ...call }) => {
  const typeSlug = slugFromPath(params.type, "Activity");
  const slug = slugFromPath(params.slug, "Activity");
  const idempotencyKey = readIdempotencyKey(call.request, call.locale);
  const input = await json();
  return bookingResponse(
    await requestBooking({ ...call, target: { kind: "activity", typeSlug, slug }, idempotencyKey, input }),
  );
});

export const loader = postOnlyLoader;
