/**
 * The loaders and actions of the availability pages: an activity's or vehicle's rule and blackout
 * dates (/admin/activities/:id/availability, /admin/transport/:id/availability), and the dates the
 * whole catalogue is closed (/admin/availability). A refusal answers 422 (or 409) with a problem
 * per field; a change goes on to the page again with the cached answers it changed purged.
 */
import { type ActionFunctionArgs, data, type LoaderFunctionArgs, redirect } from "react-router";
import { OPERATOR_PAGE_HEADERS } from "#app/middleware/operator.server.ts";
import { baliToday } from "#domain/bali-time.ts";
import {
  type AvailabilityEditProblem,
  type ClosingDateProblem,
  parseAvailabilityEdit,
  parseClosingDate,
} from "#domain/inputs/availability.ts";
import type { FieldProblems } from "#domain/inputs/fields.ts";
import {
  type AvailabilityOutcome,
  availabilityForEditing,
  changeBlackout,
  closeCatalogueDate,
  closedDatesAhead,
  type ItemKind,
  reopenCatalogueDate,
  saveAvailabilityRule,
} from "#workers/availability/editor.ts";
import { purgeHeader } from "#workers/edge-cache.ts";
import { formFields } from "#workers/http.ts";
import type { NotFoundSubject } from "#workers/protocol-messages.ts";
import { idFromPath } from "./api.server.ts";
import { loadOperatorPage, runOperatorAction } from "./operator-pages.server.ts";

export type AvailabilityProblem = AvailabilityEditProblem | ClosingDateProblem;

/** What a refused post answers: the problems by field, and the form as sent (weekdays comma-joined). */
export interface AvailabilityAnswer {
  problems: FieldProblems<AvailabilityProblem>;
  sent: Record<string, string>;
}

function refused(status: number, answer: AvailabilityAnswer) {
  return data(answer, { status, headers: OPERATOR_PAGE_HEADERS });
}

function answerOf(outcome: AvailabilityOutcome, page: string, done: string, sent: Record<string, string>) {
  if (outcome.kind === "stale") return refused(409, { problems: [["version", "stale"]], sent });
  if (outcome.kind === "refused") return refused(422, { problems: [[outcome.field, outcome.problem]], sent });
  return redirect(`${page}?done=${done}`, {
    status: 303,
    headers: { ...OPERATOR_PAGE_HEADERS, "X-Purge-Paths": purgeHeader(outcome.purge) },
  });
}

/** The form's fields; a rule's ticked weekdays (a repeated field) as one comma-joined value. */
function sentFields(form: FormData): Record<string, string> {
  const fields = formFields(form);
  const intent = fields.intent ?? "save";
  return intent === "save" ? { ...fields, intent, weekdays: form.getAll("weekdays").map(String).join(",") } : fields;
}

const LABEL: Record<ItemKind, NotFoundSubject> = { activity: "Activity", transport: "Transport" };

/** The loader and action of one activity's or vehicle's availability page (`intent`: save, blackout, open). */
export function itemAvailabilityPage(kind: ItemKind, section: string) {
  return {
    loader: (args: LoaderFunctionArgs) =>
      loadOperatorPage(args, async ({ db, locale, params, url }) => ({
        availability: await availabilityForEditing(db, kind, idFromPath(params.id, LABEL[kind]), locale),
        done: url.searchParams.get("done"),
      })),
    action: (args: ActionFunctionArgs) =>
      runOperatorAction(args, async (scope, form) => {
        const id = idFromPath(scope.params.id, LABEL[kind]);
        const page = `/admin/${section}/${id}/availability`;
        const sent = sentFields(form);
        const { intent } = sent;
        if (intent === "save") {
          const parsed = parseAvailabilityEdit({ ...sent, weekdays: form.getAll("weekdays") });
          if (!parsed.ok) return refused(422, { problems: parsed.problems, sent });
          return answerOf(await saveAvailabilityRule(scope, kind, id, parsed.value), page, "saved", sent);
        }
        const closing = intent === "blackout";
        const parsed = parseClosingDate({ ...sent, reason: "" }, closing ? baliToday() : "");
        if (!parsed.ok) return refused(422, { problems: parsed.problems, sent });
        const outcome = await changeBlackout(scope, kind, id, parsed.value.date, closing ? "create" : "delete");
        return answerOf(outcome, page, closing ? "closed" : "opened", sent);
      }),
  };
}

/** The catalogue's closed dates (`intent`: close, reopen). */
export const catalogueClosures = {
  loader: (args: LoaderFunctionArgs) =>
    loadOperatorPage(args, async ({ db, url }) => ({
      closedDates: await closedDatesAhead(db),
      today: baliToday(),
      done: url.searchParams.get("done"),
    })),
  action: (args: ActionFunctionArgs) =>
    runOperatorAction(args, async (scope, form) => {
      const page = "/admin/availability";
      const sent = formFields(form);
      const closing = sent.intent === "close";
      const parsed = parseClosingDate(closing ? sent : { ...sent, reason: "" }, closing ? baliToday() : "");
      if (!parsed.ok) return refused(422, { problems: parsed.problems, sent });
      return closing
        ? answerOf(await closeCatalogueDate(scope, parsed.value), page, "closed", sent)
        : answerOf(await reopenCatalogueDate(scope, parsed.value.date), page, "opened", sent);
    }),
};
