/**
 * /newsletter/confirm?token=… and /newsletter/unsubscribe?token=…, where the newsletter mails'
 * links lead. Opening a link only shows a button (a plain HTML form that carries the token), so a
 * mail scanner that opens links neither confirms nor unsubscribes anyone. The form needs no CSRF
 * token of its own: the secret it acts on is the link's token, which another site does not have.
 * Never cached, never indexed, and no Referer leaves with the token.
 */
import { msg } from "@lingui/core/macro";
import { data } from "react-router";
import { getDb } from "#app/middleware/database.server.ts";
import { getI18n } from "#app/middleware/locale.server.ts";
import { followNewsletterLink, isLiveNewsletterLink, type NewsletterIntent } from "#workers/mail/subscribers.ts";
import type { Route } from "./+types/newsletter";

const PRIVATE_PAGE = {
  "Cache-Control": "private, no-store",
  "X-Robots-Tag": "noindex",
  "Referrer-Policy": "no-referrer",
};

const TITLES = {
  confirm: msg({ context: "page title", message: "Confirm your newsletter subscription" }),
  unsubscribe: msg({ context: "page title", message: "Unsubscribe from the newsletter" }),
};

/** ready: a live link, waiting for the button; done: confirmed or unsubscribed; deadLink: used, expired or unknown. */
export type NewsletterOutcome = "ready" | "done" | "deadLink";

const MAX_TOKEN = 100;

function tokenOf(value: unknown): string {
  return typeof value === "string" && value.length <= MAX_TOKEN ? value : "";
}

function intentOf(param: string | undefined): NewsletterIntent {
  if (param === "confirm" || param === "unsubscribe") return param;
  throw data(null, { status: 404 });
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const intent = intentOf(params.intent);
  const token = tokenOf(new URL(request.url).searchParams.get("token"));
  const title = getI18n(context)._(TITLES[intent]);
  const live = await isLiveNewsletterLink(getDb(context), intent, token);
  const outcome: NewsletterOutcome = live ? "ready" : "deadLink";
  return data(
    { intent, outcome, token: live ? token : "", seo: { title, description: title } },
    { headers: PRIVATE_PAGE },
  );
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const intent = intentOf(params.intent);
  const form = await request.formData().catch(() => new FormData());
  const done = await followNewsletterLink(getDb(context), intent, tokenOf(form.get("token")));
  const outcome: NewsletterOutcome = done ? "done" : "deadLink";
  return data({ intent, outcome, token: "" }, { status: done ? 200 : 410, headers: PRIVATE_PAGE });
}

export function headers({ actionHeaders, loaderHeaders }: Route.HeadersArgs) {
  return actionHeaders.has("Cache-Control") ? actionHeaders : loaderHeaders;
}
