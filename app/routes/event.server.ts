import { asSectionHeadings } from "#app/components/content/outline.ts";
import { slugFromPath } from "#app/server/api.server.ts";
import { loadPage, pageHeaders } from "#app/server/page.server.ts";
import { formatDateTime } from "#domain/format.ts";
import { plainText, storedRichText } from "#domain/rich-text.ts";
import { eventCardsOf, getEvent, upcomingEventsStatement } from "#workers/catalogue/events.ts";
import type { Route } from "./+types/event";

const MORE = 6;

export function loader(args: Route.LoaderArgs) {
  return loadPage(args, async ({ db, locale, params }) => {
    const slug = slugFromPath(params.slug, "Event");
    // Two round trips, side by side: the event, and the next events.
    const [event, upcoming] = await Promise.all([
      getEvent(db, locale, slug),
      upcomingEventsStatement(db, locale, MORE + 1).all(),
    ]);
    return {
      locale,
      event: { ...event, content: asSectionHeadings(storedRichText(event.content)) },
      upcoming: eventCardsOf(upcoming)
        .filter((card) => card.slug !== event.slug)
        .slice(0, MORE),
      seo: {
        title: `${event.title}, ${formatDateTime(locale, event.start)}`,
        description: plainText(event.content),
        image: event.images[0]?.original,
        type: "article" as const,
      },
    };
  });
}

export const headers = pageHeaders;
