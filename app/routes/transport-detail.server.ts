import { idFromPath } from "#app/server/api.server.ts";
import { loadPage, pageHeaders } from "#app/server/page.server.ts";
import { formatPrice } from "#domain/format.ts";
import { plainText, storedRichText } from "#domain/rich-text.ts";
import {
  type AvailabilityTarget,
  nextOpenDaysStatements,
  nextOpenForPage,
} from "#workers/availability/availability.ts";
import { transportPageFrom, transportPageStatements } from "#workers/catalogue/transports.ts";
import { batchGroups } from "#workers/sql.ts";
import type { Route } from "./+types/transport-detail";

export function loader(args: Route.LoaderArgs) {
  return loadPage(args, async ({ db, locale, url, params }) => {
    const id = idFromPath(params.id, "Transport");
    // One round trip: the vehicle, others of its type, the rating overview, the first comments and
    // the availability of the next two weeks (a second one only when they hold fewer than three open days).
    const now = new Date();
    const target: AvailabilityTarget = { kind: "transport", id };
    const [pageReads, availabilityReads] = await batchGroups(db, [
      transportPageStatements(db, locale, id),
      nextOpenDaysStatements(db, target, now),
    ]);
    const page = transportPageFrom(pageReads ?? [], new URL(`/api/transport/${id}/comment`, url));
    const transport = page.items;
    const name = `${transport.manufacture} ${transport.vehicle_name}`;
    return {
      locale,
      transport: { ...transport, des: storedRichText(transport.des), note: storedRichText(transport.note) },
      others: page.others,
      overview: page.overview,
      comments: page.comments,
      ...(await nextOpenForPage(db, target, availabilityReads ?? [], now, locale)),
      seo: {
        title: `${name} (${transport.vehicle_type}), ${formatPrice(locale, transport)}`,
        description: plainText(transport.des),
        image: transport.images[0]?.original,
        type: "product" as const,
      },
    };
  });
}

export const headers = pageHeaders;
