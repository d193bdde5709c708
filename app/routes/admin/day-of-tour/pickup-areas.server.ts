import { data, redirect } from "react-router";
import { OPERATOR_PAGE_HEADERS } from "#app/middleware/operator.server.ts";
import { loadOperatorPage, runOperatorAction } from "#app/server/operator-pages.server.ts";
import {
  createPickupArea,
  type PickupAreaOutcome,
  pickupAreasPage,
  savePickupArea,
} from "#workers/day-of-tour/pickup-areas.ts";
import { formFields, notFound } from "#workers/http.ts";
import type { Route } from "./+types/pickup-areas";

export function loader(args: Route.LoaderArgs) {
  return loadOperatorPage(args, async ({ db, url, locale }) => {
    const search = (url.searchParams.get("q") ?? "").slice(0, 100);
    return { ...(await pickupAreasPage(db, locale, search)), search, done: url.searchParams.get("done") };
  });
}

const INTENTS = { create: createPickupArea, save: savePickupArea };

/** What a refused write answers the page: the problem per field, and what was sent. */
export type PickupAreasAnswer = { problems: [string, string][]; sent: Record<string, string> };

/** Add and save post here: 303 back with a notice, 422 per field, 409 when the area moved on. */
export function action(args: Route.ActionArgs) {
  return runOperatorAction(args, async ({ db, operator }, form) => {
    const sent = formFields(form);
    const intent = sent.intent ?? "";
    const outcome: PickupAreaOutcome = Object.hasOwn(INTENTS, intent)
      ? await INTENTS[intent as keyof typeof INTENTS](db, operator, sent)
      : { kind: "refused", problems: [["intent", "minutesInvalid"]] };
    if (outcome.kind === "unknown") throw notFound("Pickup area");
    if (outcome.kind === "stale") {
      return data<PickupAreasAnswer>(
        { problems: [["version", "stale"]], sent },
        { status: 409, headers: OPERATOR_PAGE_HEADERS },
      );
    }
    if (outcome.kind === "refused") {
      return data<PickupAreasAnswer>(
        { problems: outcome.problems, sent },
        { status: 422, headers: OPERATOR_PAGE_HEADERS },
      );
    }
    return redirect(`/admin/pickup-areas?done=${outcome.notice}`, { status: 303, headers: OPERATOR_PAGE_HEADERS });
  });
}
