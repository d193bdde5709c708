import { data, redirect } from "react-router";
import { OPERATOR_PAGE_HEADERS } from "#app/middleware/operator.server.ts";
import { loadOperatorPage, runOperatorAction } from "#app/server/operator-pages.server.ts";
import {
  type ChannelOutcome,
  channelsPage,
  createChannel,
  issueKey,
  revokeKey,
  saveChannel,
} from "#workers/channels/channel-admin.ts";
import { formFields } from "#workers/http.ts";
import { listSearchOf } from "#workers/paging.ts";
import type { Route } from "./+types/channels";

/** The channels; with `?channel=` and `?q=`, the items whose names match, for that channel to sell too. */
export function loader(args: Route.LoaderArgs) {
  return loadOperatorPage(args, async ({ db, url, locale }) => {
    const channel = url.searchParams.get("channel") ?? "";
    const channelId = /^[1-9]\d{0,9}$/.test(channel) ? Number(channel) : null;
    return {
      ...(await channelsPage(db, locale, { channelId, text: listSearchOf(url).search })),
      done: url.searchParams.get("done"),
    };
  });
}

/** What an action answers the page: a refusal, or the credential just issued (shown this once). */
export type ChannelsAnswer = { problem: string } | { issued: { channel: string; credential: string } };

/**
 * Create, issue, revoke and save post here. A change redirects back with a notice; an issued key
 * is answered in the page itself, never in a URL, and is not shown again after a reload.
 */
export function action(args: Route.ActionArgs) {
  return runOperatorAction(args, async ({ db }, form) => {
    const fields = formFields(form);
    const intents: Record<string, () => Promise<ChannelOutcome>> = {
      create: () => createChannel(db, fields),
      issue: () => issueKey(db, fields),
      revoke: () => revokeKey(db, fields),
      save: () => saveChannel(db, form),
    };
    const run = intents[fields.intent ?? ""];
    const outcome: ChannelOutcome = run ? await run() : { kind: "refused", problem: "unknownChannel" };
    if (outcome.kind === "refused") {
      return data<ChannelsAnswer>({ problem: outcome.problem }, { status: 422, headers: OPERATOR_PAGE_HEADERS });
    }
    if (outcome.kind === "issued") {
      const issued = { channel: outcome.channel, credential: outcome.credential };
      return data<ChannelsAnswer>({ issued }, { headers: OPERATOR_PAGE_HEADERS });
    }
    return redirect(`/admin/channels?done=${outcome.notice}`, { status: 303, headers: OPERATOR_PAGE_HEADERS });
  });
}
