import { data, redirect } from "react-router";
import { OPERATOR_PAGE_HEADERS } from "#app/middleware/operator.server.ts";
import { loadOperatorPage, runOperatorAction } from "#app/server/operator-pages.server.ts";
import type { ChangePreview } from "#domain/booking-change.ts";
import { CSRF_FIELD } from "#domain/forms.ts";
import { changeableBooking, changeBooking, stillStands, storedFields } from "#workers/booking/booking-change.ts";
import { entryChoices } from "#workers/booking/operator-entry.ts";
import { referenceFromPath } from "#workers/booking/operator-queue.ts";
import { PURGE_HEADER, purgeHeader } from "#workers/edge-cache.ts";
import { formFields, HttpError } from "#workers/http.ts";
import type { Route } from "./+types/booking-change";

/** The change form, filled with the booking as stored, and its item's packages and start times. */
export function loader(args: Route.LoaderArgs) {
  return loadOperatorPage(args, async ({ db, locale, params }) => {
    const reference = referenceFromPath(params.reference);
    const booking = await changeableBooking(db, reference);
    const choices = await entryChoices(db, locale, `${booking.kind}-${booking.itemId}`);
    return {
      reference,
      version: booking.row.version,
      standing: stillStands(booking),
      currency: booking.view.currency,
      guestLocale: booking.row.locale,
      stored: storedFields(booking),
      chosen: choices.chosen,
    };
  });
}

/** A change refused (each field's message in the operator's language) or previewed, with what was sent. */
export type ChangeAnswer =
  | { message: string; fieldErrors: Record<string, string[]>; sent: Record<string, string> }
  | { preview: ChangePreview; sent: Record<string, string> };

/**
 * The first submit answers the preview (old and new total, the difference); the second, with
 * `confirm=yes`, saves and goes back to the booking. A refusal answers the form again, nothing written.
 */
export function action(args: Route.ActionArgs) {
  return runOperatorAction(args, async (scope, form) => {
    const reference = referenceFromPath(scope.params.reference);
    const fields = formFields(form);
    const sent = Object.fromEntries(
      Object.entries(fields).filter(([name]) => name !== CSRF_FIELD && name !== "confirm"),
    );
    try {
      const outcome = await changeBooking(scope, reference, fields);
      if (outcome.kind === "preview") {
        return data({ preview: outcome.preview, sent } satisfies ChangeAnswer, { headers: OPERATOR_PAGE_HEADERS });
      }
      const done = outcome.kind === "changed" ? "changed" : "same";
      const purge = outcome.kind === "changed" ? outcome.purge : [];
      return redirect(`/admin/bookings/${reference}?done=${done}`, {
        status: 303,
        headers: { ...OPERATOR_PAGE_HEADERS, [PURGE_HEADER]: purgeHeader(purge) },
      });
    } catch (error) {
      if (!(error instanceof HttpError) || (error.status !== 422 && error.status !== 409)) throw error;
      const answer: ChangeAnswer = { message: error.messageIn(scope.locale), fieldErrors: error.errors ?? {}, sent };
      return data(answer, { status: error.status, headers: OPERATOR_PAGE_HEADERS });
    }
  });
}
