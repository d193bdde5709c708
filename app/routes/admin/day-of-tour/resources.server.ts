import { data, redirect } from "react-router";
import { getConfig } from "#app/middleware/config.server.ts";
import { OPERATOR_PAGE_HEADERS } from "#app/middleware/operator.server.ts";
import { loadOperatorPage, runOperatorAction } from "#app/server/operator-pages.server.ts";
import { feedPath } from "#domain/calendar-feed.ts";
import type { OperatorScope } from "#workers/accounts/operators.ts";
import { activeFeeds, issueFeed, revokeFeed } from "#workers/day-of-tour/calendar-feeds.ts";
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
    feeds: await activeFeeds(db),
    done: url.searchParams.get("done"),
  }));
}

const INTENTS = { create: createResource, save: saveResource, retire: retireResource };

/** What a refused write answers the page: the problem per field, and what was sent (the form keeps it). */
export type ResourcesAnswer = { problems: [string, string][]; sent: Record<string, string> };

/** A new calendar feed's URL, shown this once: only its hash is kept. */
export type FeedIssued = { feedUrl: string; resourceId: number | null };

/** A positive whole id in a form field; null for anything else. */
function idField(value: string | undefined): number | null {
  const id = Number(value);
  return value && Number.isInteger(id) && id > 0 ? id : null;
}

/** A new feed (of every run, or of one driver's or guide's runs), or a revoked one. */
async function feedAction(
  args: Route.ActionArgs,
  { db, locale, operator }: OperatorScope,
  sent: Record<string, string>,
) {
  if (sent.intent === "revoke_feed") {
    const feedId = idField(sent.feed_id);
    if (feedId === null || (await revokeFeed(db, operator, feedId)) === "unknown") throw notFound("Page");
    return redirect("/admin/resources?done=feedRevoked", { status: 303, headers: OPERATOR_PAGE_HEADERS });
  }
  const resourceId = idField(sent.resource_id);
  // No resource: the feed of every run; a resource that names nothing is not a wider feed.
  if (sent.resource_id && resourceId === null) throw notFound("Resource");
  const issued = await issueFeed(db, operator, resourceId);
  if (issued.kind === "unknown") throw notFound("Resource");
  const feedUrl = `${getConfig(args.context).siteOrigins[locale]}${feedPath(issued.token)}`;
  return data<FeedIssued>({ feedUrl, resourceId }, { headers: OPERATOR_PAGE_HEADERS });
}

/**
 * Add, save and retire post here: 303 back with a notice, 422 per field, 409 when the row moved on.
 * A new calendar feed answers 200 with its URL; revoking one 303 back.
 */
export function action(args: Route.ActionArgs) {
  return runOperatorAction(args, async (scope, form) => {
    const { db, operator } = scope;
    const sent = formFields(form);
    const fields = { ...sent, languages: form.getAll("languages").map(String) };
    const intent = sent.intent ?? "";
    if (intent === "feed" || intent === "revoke_feed") return feedAction(args, scope, sent);
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
