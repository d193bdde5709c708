import { asSectionHeadings } from "#app/components/content/outline.ts";
import { slugFromPath } from "#app/server/api.server.ts";
import { loadPage, pageHeaders } from "#app/server/page.server.ts";
import { plainText, storedRichText } from "#domain/rich-text.ts";
import { getTip, tipCardsOf, tipCardsStatement } from "#workers/catalogue/tips.ts";
import type { Route } from "./+types/tip";

const MORE = 6;

export function loader(args: Route.LoaderArgs) {
  return loadPage(args, async ({ db, locale, params }) => {
    const slug = slugFromPath(params.slug, "Tip");
    // Two round trips, side by side: the tip, and the tips to read next.
    const [tip, more] = await Promise.all([getTip(db, locale, slug), tipCardsStatement(db, locale, MORE + 1).all()]);
    return {
      tip: { ...tip, content: asSectionHeadings(storedRichText(tip.content)) },
      more: tipCardsOf(more)
        .filter((card) => card.slug !== tip.slug)
        .slice(0, MORE),
      seo: {
        title: tip.title,
        description: plainText(tip.content),
        image: tip.images[0]?.original,
        type: "article" as const,
      },
    };
  });
}

export const headers = pageHeaders;
