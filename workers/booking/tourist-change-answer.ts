/**
 * What a tourist's change form answers, wherever it is (the lookup page, the profile's change page):
 * the preview, the refusal with its messages per field, or that the booking was changed, and the
 * change terms as they stand afterwards. A 409 or 422 is part of the page; anything else is not.
 */
import type { TouristChangeView } from "#domain/booking-change.ts";
import { LOOKUP_REFUSAL_MESSAGES } from "#domain/inputs/lookup-messages.ts";
import { HttpError, notFound } from "#workers/http.ts";
import { translate } from "#workers/i18n.ts";
import type { RequestScope } from "#workers/request-scope.ts";
import { isBookingOfUser, lookUpBooking } from "./lookup.ts";
import { changeAsTourist, touristChangeTerms } from "./tourist-change.ts";

/** The form's own fields, which are not part of the change: sent again with the second step, not compared. */
const NOT_CHANGED = ["_token", "confirm", "intent", "email", "reference"];

export interface TouristChangeAnswer {
  view: TouristChangeView;
  status: number;
  /** The availability to purge after a change went through. */
  purge: readonly string[];
}

export async function touristChangeAnswer(
  scope: RequestScope,
  reference: string,
  fields: Readonly<Record<string, string | undefined>>,
  userId: number | null,
): Promise<TouristChangeAnswer> {
  const sent = Object.fromEntries(
    Object.entries(fields).filter(
      (entry): entry is [string, string] => entry[1] !== undefined && !NOT_CHANGED.includes(entry[0]),
    ),
  );
  let view: Omit<TouristChangeView, "terms"> = {};
  let status = 200;
  let purge: readonly string[] = [];
  try {
    const outcome = await changeAsTourist(scope, reference, fields, userId);
    if (outcome.kind === "preview") view = { preview: outcome.preview, sent };
    else view = { changed: outcome.kind === "changed" };
    if (outcome.kind === "changed") purge = outcome.purge;
  } catch (error) {
    if (!(error instanceof HttpError) || (error.status !== 422 && error.status !== 409)) throw error;
    view = { refused: { message: error.messageIn(scope.locale), fieldErrors: error.errors ?? {} }, sent };
    status = error.status;
  }
  const terms = await touristChangeTerms(scope.db, reference);
  return { view: { terms, ...view }, status, purge };
}

/**
 * Whether the caller may change the booking `reference` (POST /api/booking/{reference}/change): the
 * signed-in account that holds it, or whoever sends its e-mail, looked up under the lookup page's
 * limits. Anything else is the same 404, whoever's booking it is.
 */
export async function requireTouristOfBooking(
  scope: RequestScope,
  reference: string,
  userId: number | null,
  email: string | undefined,
): Promise<void> {
  if (userId !== null && (await isBookingOfUser(scope.db, reference, userId))) return;
  const found = await lookUpBooking(scope, { reference, email: email ?? "" });
  if (found.kind === "tooMany") throw new HttpError(429, translate(scope.locale, LOOKUP_REFUSAL_MESSAGES.tooMany));
  if (found.kind !== "found" || found.booking.reference !== reference) throw notFound("Booking");
}
