import { data, redirect } from "react-router";
import { OPERATOR_PAGE_HEADERS } from "#app/middleware/operator.server.ts";
import { loadOperatorPage, runOperatorAction } from "#app/server/operator-pages.server.ts";
import { baliToday } from "#domain/bali-time.ts";
import { parseUnsubscribe } from "#domain/inputs/subscriber-list.ts";
import type { SubscriberAnswer } from "#domain/subscribers.ts";
import { formFields } from "#workers/http.ts";
import { subscriberPage, unsubscribeOnBehalf } from "#workers/mail/subscriber-list.ts";
import type { Route } from "./+types/subscribers";

export function loader(args: Route.LoaderArgs) {
  return loadOperatorPage(args, async ({ db, url }) => {
    const { list, counts } = await subscriberPage(db, url, baliToday().slice(0, 7));
    return { list, counts, done: url.searchParams.get("done") };
  });
}

/**
 * The Unsubscribe form of a row posts here (behind its second step on the page). Done, it redirects
 * back to the list with its filters and a notice, so a reload never posts again; an id not on the
 * list is the site's 404.
 */
export function action(args: Route.ActionArgs) {
  return runOperatorAction(args, async (scope, form) => {
    const target = parseUnsubscribe(formFields(form));
    if (!target) {
      return data<SubscriberAnswer>({ problem: "invalidForm" }, { status: 422, headers: OPERATOR_PAGE_HEADERS });
    }
    await unsubscribeOnBehalf(scope.db, scope.operator, target.id);
    const back = new URL(scope.url);
    back.searchParams.set("done", "unsubscribed");
    return redirect(`/admin/subscribers${back.search}`, { status: 303, headers: OPERATOR_PAGE_HEADERS });
  });
}
