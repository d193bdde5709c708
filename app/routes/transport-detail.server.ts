import { idFromPath } from "#app/server/api.server.ts";
import { loadPage, pageHeaders } from "#app/server/page.server.ts";
import { formatPrice } from "#domain/format.ts";
import { plainText, sanitizeRichText } from "#workers/catalogue/rich-text.ts";
import { getTransportWithComments } from "#workers/catalogue/transports.ts";
import type { Route } from "./+types/transport-detail";

export function loader(args: Route.LoaderArgs) {
  return loadPage(args, async ({ db, locale, url, params }) => {
    const id = idFromPath(params.id, "Transport");
    // One round trip: the vehicle, others of its type, the rating overview and the first comments.
    const page = await getTransportWithComments(db, locale, id, new URL(`/api/transport/${id}/comment`, url));
    const transport = page.items;
    const name = `${transport.manufacture} ${transport.vehicle_name}`;
    return {
      locale,
      transport: { ...transport, des: sanitizeRichText(transport.des), note: sanitizeRichText(transport.note) },
      others: page.others,
      overview: page.overview,
      comments: page.comments,
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
