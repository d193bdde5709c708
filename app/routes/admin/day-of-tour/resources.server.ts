import { data, redirect } from "react-router";
import { OPERATOR_PAGE_HEADERS } from "#app/middleware/operator.server.ts";
import { loadOperatorPage, runOperatorAction } from "#app/server/operator-pages.server.ts";
import {
  createResource,
  listResources,
  type ResourceOutcome,
  retireResource,
  saveResource,
} from "#workers/day-of-tour/resources.ts";
import { formFields, notFound } from "#workers/http.ts";
import type { Route } from "./+types/resources";

export function loader(args: Route.LoaderArgs) {
  return loadOperatorPage(args, async ({ db, url }) => ({
    resources: await listResources(db),
    done: url.searchParams.get("done"),
  }));
}

const INTENTS = { create: createResource, save: saveResource, retire: retireResource };

/** What a refused write answers the page: the problem per field, and what was sent (the form keeps it). */
export type ResourcesAnswer = { problems: [string, string][]; sent: Record<string, string> };

/** Add, save and retire post here: 303 back with a notice, 422 per field, 409 when the row moved on. */
export function action(args: Route.ActionArgs) {
  return runOperatorAction(args, async ({ db, operator }, form) => {
    const sent = formFields(form);
    const fields = { ...sent, languages: form.getAll("languages").map(String) };
    const intent = sent.intent ?? "";
    const outcome: ResourceOutcome = Object.hasOwn(INTENTS, intent)
      ? await INTENTS[intent as keyof typeof INTENTS](db, operator, fields)
      : { kind: "refused", problems: [["intent", "kindInvalid"]] };
    if (outcome.kind === "unknown") throw notFound("Resource");
    if (outcome.kind === "stale") {
      return data<ResourcesAnswer>(
        { problems: [["version", "stale"]], sent },
        { status: 409, headers: OPERATOR_PAGE_HEADERS },
      );
    }
    if (outcome.kind === "refused") {
      return data<ResourcesAnswer>(
        { problems: outcome.problems, sent },
        { status: 422, headers: OPERATOR_PAGE_HEADERS },
      );
    }
    return redirect(`/admin/resources?done=${outcome.notice}`, { status: 303, headers: OPERATOR_PAGE_HEADERS });
  });
}
