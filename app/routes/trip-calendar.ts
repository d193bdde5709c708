/**
 * "Add to calendar" of an accepted trip: POST /trip/quote/calendar.ics with the trip's reference and
 * e-mail, as the quote page's and the itinerary's button post them (looked up and counted as the
 * quote page does). Its own resource route because a page's action cannot answer a download
 * (decision 0017). A GET goes to the quote page, which asks for the pair.
 */
import { msg } from "@lingui/core/macro";
import { redirect } from "react-router";
import { requestScope } from "#app/middleware/scope.server.ts";
import { calendarDownload, calendarHost, calendarRefusal } from "#app/server/calendar.server.ts";
import { LOOKUP_REFUSAL_MESSAGES } from "#domain/inputs/lookup-messages.ts";
import { formFields } from "#workers/http.ts";
import { tripCalendar } from "#workers/trips/calendar.ts";
import type { Route } from "./+types/trip-calendar";
import { privateAnswers } from "./booking-voucher.server.ts";

export const middleware: Route.MiddlewareFunction[] = [privateAnswers];

const REFUSALS = {
  notAccepted: {
    status: 409,
    message: msg`This trip has no calendar entries yet: they come once you have accepted its quote.`,
  },
  notFound: {
    status: 404,
    message: msg`We could not find a trip with this reference and e-mail address. Please check both and try again.`,
  },
  tooMany: { status: 429, message: LOOKUP_REFUSAL_MESSAGES.tooMany },
  missing: { status: 422, message: msg`Please enter the reference of your trip and your e-mail address.` },
};

export function loader() {
  return redirect("/trip/quote");
}

export async function action(args: Route.ActionArgs) {
  const form = await args.request.formData().catch(() => new FormData());
  const outcome = await tripCalendar(requestScope(args), formFields(form), calendarHost(args.context));
  if (outcome.kind !== "calendar") return calendarRefusal(args.context, REFUSALS[outcome.kind]);
  return calendarDownload(outcome.file, outcome.reference);
}
