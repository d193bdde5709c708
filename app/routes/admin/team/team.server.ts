import { data, redirect } from "react-router";
import { OPERATOR_PAGE_HEADERS } from "#app/middleware/operator.server.ts";
import { loadOperatorPage, runOperatorAction } from "#app/server/operator-pages.server.ts";
import type { TeamAnswer } from "#domain/team.ts";
import {
  endCrewAccount,
  inviteMember,
  listTeam,
  revokeMember,
  type TeamOutcome,
  withdrawInvitation,
} from "#workers/accounts/team.ts";
import { formFields } from "#workers/http.ts";
import type { Route } from "./+types/team";

export function loader(args: Route.LoaderArgs) {
  return loadOperatorPage(args, async ({ db, url }) => ({
    team: await listTeam(db),
    done: url.searchParams.get("done"),
  }));
}

const INTENTS = { invite: inviteMember, revoke: revokeMember, withdraw: withdrawInvitation, endCrew: endCrewAccount };

/**
 * Invite, revoke and withdraw post here. A change that went through redirects back with a notice,
 * so a reload never posts again; a refused one answers the page with what was wrong, per field.
 */
export function action(args: Route.ActionArgs) {
  return runOperatorAction(args, async (scope, form) => {
    const fields = formFields(form);
    const intent = fields.intent ?? "";
    const outcome: TeamOutcome = Object.hasOwn(INTENTS, intent)
      ? await INTENTS[intent as keyof typeof INTENTS](scope, fields)
      : { kind: "refused", httpStatus: 422, answer: { problem: "invalidForm" } };
    if (outcome.kind === "refused") {
      return data<TeamAnswer>(outcome.answer, { status: outcome.httpStatus, headers: OPERATOR_PAGE_HEADERS });
    }
    return redirect(`/admin/team?done=${outcome.notice}`, { status: 303, headers: OPERATOR_PAGE_HEADERS });
  });
}
