/**
 * /calendar/runs/{token}.ics: the runs as a calendar feed that Google or Apple Calendar polls
 * (issue 40, item 7; decision 0082). The token is the only key: an unknown, revoked or lapsed one
 * is a 404 like any missing page. Never stored by a cache (the edge cache skips `no-store`), never
 * indexed, never sent on as a referrer.
 */
import { msg } from "@lingui/core/macro";
import { getConfig } from "#app/middleware/config.server.ts";
import { getI18n } from "#app/middleware/locale.server.ts";
import { requestScope } from "#app/middleware/scope.server.ts";
import { calendarHost } from "#app/server/calendar.server.ts";
import { baliToday } from "#domain/bali-time.ts";
import { FEED_TOKEN_PATTERN } from "#domain/calendar-feed.ts";
import { feedFile, feedRuns } from "#workers/day-of-tour/calendar-feeds.ts";
import type { Route } from "./+types/calendar-feed";

const PRIVATE_FEED = {
  "Cache-Control": "private, no-store",
  "X-Robots-Tag": "noindex, nofollow",
  "Referrer-Policy": "no-referrer",
};

function notFound(context: Route.LoaderArgs["context"]): Response {
  const text = getI18n(context)._(msg`This calendar link does not exist or was revoked.`);
  return new Response(text, {
    status: 404,
    headers: { ...PRIVATE_FEED, "Content-Type": "text/plain; charset=utf-8" },
  });
}

export async function loader(args: Route.LoaderArgs) {
  const token = args.params.token ?? "";
  if (!FEED_TOKEN_PATTERN.test(token)) return notFound(args.context);
  const { db, locale } = requestScope(args);
  const answer = await feedRuns(db, locale, token, baliToday());
  if (!answer) return notFound(args.context);
  const origin = getConfig(args.context).siteOrigins[locale];
  const file = feedFile(locale, answer, origin, calendarHost(args.context), new Date());
  return new Response(file, {
    headers: { ...PRIVATE_FEED, "Content-Type": "text/calendar; charset=utf-8" },
  });
}
