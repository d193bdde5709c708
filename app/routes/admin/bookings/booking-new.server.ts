import { data, redirect } from "react-router";
import { OPERATOR_PAGE_HEADERS } from "#app/middleware/operator.server.ts";
import { loadOperatorPage, runOperatorAction } from "#app/server/operator-pages.server.ts";
import { CSRF_FIELD } from "#domain/forms.ts";
import { enterBooking, entryChoices } from "#workers/booking/operator-entry.ts";
import { PURGE_HEADER, purgeHeader } from "#workers/edge-cache.ts";
import { formFields, HttpError } from "#workers/http.ts";
import { listSearchOf } from "#workers/paging.ts";
import type { Route } from "./+types/booking-new";

/**
 * The form, with the activity or vehicle of `?item=` chosen (a form without scripts chooses it
 * first), and the items whose names match `?q=` to choose from.
 */
export function loader(args: Route.LoaderArgs) {
  return loadOperatorPage(args, async ({ db, locale, url }) => {
    const { search } = listSearchOf(url);
    return { search, choices: await entryChoices(db, locale, url.searchParams.get("item"), { search }) };
  });
}

/** What a refused entry answers: each field's messages in the operator's language, and what was typed. */
export interface EntryAnswer {
  message: string;
  fieldErrors: Record<string, string[]>;
  sent: Record<string, string>;
}

/**
 * Enters the booking (workers/booking/operator-entry.ts) and shows it; a refused one answers the
 * form again with every field's problem, nothing written.
 */
export function action(args: Route.ActionArgs) {
  return runOperatorAction(args, async (scope, form) => {
    const fields = formFields(form);
    try {
      const { reference, purge } = await enterBooking(scope, fields);
      return redirect(`/admin/bookings/${reference}?done=entered`, {
        status: 303,
        headers: { ...OPERATOR_PAGE_HEADERS, [PURGE_HEADER]: purgeHeader(purge) },
      });
    } catch (error) {
      if (!(error instanceof HttpError) || error.status !== 422) throw error;
      const answer: EntryAnswer = {
        message: error.messageIn(scope.locale),
        fieldErrors: error.errors ?? {},
        sent: Object.fromEntries(Object.entries(fields).filter(([name]) => name !== CSRF_FIELD)),
      };
      return data(answer, { status: 422, headers: OPERATOR_PAGE_HEADERS });
    }
  });
}
