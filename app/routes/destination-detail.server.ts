import { slugFromPath } from "#app/server/api.server.ts";
import { prerenderFaq } from "#app/server/faq-html.server.tsx";
import { loadPage, pageHeaders } from "#app/server/page.server.ts";
import { plainText, storedRichText } from "#domain/rich-text.ts";
import { getDestinationWithComments } from "#workers/catalogue/destinations.ts";
import type { Route } from "./+types/destination-detail";

export function loader(args: Route.LoaderArgs) {
  return loadPage(args, async ({ db, locale, url, params }) => {
    const regency = slugFromPath(params.regency, "Destination");
    const slug = slugFromPath(params.slug, "Destination");
    // One round trip: the destination, its neighbours, the rating overview and the first comments.
    const [page] = await Promise.all([
      getDestinationWithComments(
        db,
        locale,
        regency,
        slug,
        new URL(`/api/destination/${regency}/${slug}/comment`, url),
      ),
      prerenderFaq(locale, 3),
    ]);
    const destination = page.items;
    return {
      destination: { ...destination, des: storedRichText(destination.des), note: storedRichText(destination.note) },
      others: page.others,
      overview: page.overview,
      comments: page.comments,
      seo: {
        title: `${destination.name}, ${destination.regency.name}`,
        description: plainText(destination.des),
        image: destination.images[0]?.original,
        type: "article" as const,
      },
    };
  });
}

export const headers = pageHeaders;
