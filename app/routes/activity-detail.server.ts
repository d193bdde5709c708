import { slugFromPath } from "#app/server/api.server.ts";
import { prerenderFaq } from "#app/server/faq-html.server.tsx";
import { loadPage, pageHeaders } from "#app/server/page.server.ts";
import type { Activity } from "#domain/catalogue.ts";
import { currencyOf } from "#domain/format.ts";
import type { Locale } from "#domain/locale.ts";
import type { RatingOverview } from "#domain/review-rules.ts";
import { storedRichText } from "#domain/rich-text.ts";
import {
  type AvailabilityTarget,
  nextOpenDaysStatements,
  nextOpenForPage,
} from "#workers/availability/availability.ts";
import { activityFrom, activityStatements } from "#workers/catalogue/activities.ts";
import { pickupChoicesFrom, pickupChoicesStatement } from "#workers/day-of-tour/pickup-areas.ts";
import { activitySubject, commentPageFrom, commentPageStatements } from "#workers/reviews/comments.ts";
import { batchGroups } from "#workers/sql.ts";
import type { Route } from "./+types/activity-detail";

/** schema.org Product for search engines: the offer in the page's currency, the rating when there are reviews. */
function productJsonLd(
  activity: Activity,
  overview: RatingOverview,
  locale: Locale,
  origin: string,
  pageUrl: string,
): string {
  const currency = currencyOf(locale);
  const product = {
    "@context": "https://schema.org",
    "@type": "Product",
    name: activity.name,
    description: activity.short_des,
    image: activity.images.map((image) => `${origin}${image.original}`),
    sku: activity.code,
    category: activity.type.name,
    ...(overview.total > 0
      ? {
          aggregateRating: {
            "@type": "AggregateRating",
            ratingValue: overview.avg,
            reviewCount: overview.total,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
    offers: {
      "@type": "Offer",
      url: pageUrl,
      price: currency === "IDR" ? activity.price_idr : activity.price_usd,
      priceCurrency: currency,
      availability: "https://schema.org/InStock",
    },
  };
  // "<" escaped so that no text of the activity can close the script element.
  return JSON.stringify(product).replace(/</g, "\\u003c");
}

export const headers = pageHeaders;

/**
 * The activity with its packages, the availability of the next days, its first reviews and their
 * overview, and the pickup areas its booking form offers: one round trip (a second one only when the next two weeks
 * hold fewer than three open days). The other activities of its type come from the browser, when the
 * tourist scrolls to them (OtherActivities).
 */
export async function loader(args: Route.LoaderArgs) {
  return loadPage(args, async ({ db, locale, url, params }) => {
    const typeSlug = slugFromPath(params.type, "Activity");
    const slug = slugFromPath(params.slug, "Activity");
    const commentsUrl = new URL(`/api/activity/${typeSlug}/${slug}/comment`, url);
    const now = new Date();
    const target: AvailabilityTarget = { kind: "activity", typeSlug, slug };
    const [[activityReads, availabilityReads, commentReads, pickupReads]] = await Promise.all([
      batchGroups(db, [
        activityStatements(db, locale, typeSlug, slug),
        nextOpenDaysStatements(db, target, now),
        commentPageStatements(db, activitySubject, [slug, typeSlug], 1),
        [pickupChoicesStatement(db, locale, "(SELECT id FROM activities WHERE slug = ?2)", [slug])],
      ]),
      prerenderFaq(locale, 3),
    ]);
    const comments = commentPageFrom(commentReads ?? [], activitySubject, commentsUrl, 1);
    const detail = activityFrom(activityReads ?? []);
    const item = detail.items;
    const activity: Activity = {
      ...item,
      highlight: storedRichText(item.highlight),
      activity_des: storedRichText(item.activity_des),
      how_to_use: storedRichText(item.how_to_use),
      payment: storedRichText(item.payment),
      note: storedRichText(item.note),
      confirmation_detail: storedRichText(item.confirmation_detail),
      packages: item.packages.map((entry) => ({ ...entry, detail: storedRichText(entry.detail) })),
    };
    const pageUrl = `${url.origin}${url.pathname}`;
    return {
      locale,
      pageUrl,
      activity,
      // Only an activity that picks up offers them (decision 0076).
      pickupAreas: activity.packages.some((entry) => entry.includes_pickup) ? pickupChoicesFrom(pickupReads?.[0]) : [],
      ...(await nextOpenForPage(db, target, availabilityReads ?? [], now, locale)),
      comments: comments.items,
      overview: comments.overview,
      jsonLd: productJsonLd(activity, comments.overview, locale, url.origin, pageUrl),
      seo: {
        title: activity.name,
        description: activity.short_des,
        image: activity.images[0] ? `${url.origin}${activity.images[0].original}` : undefined,
        type: "product" as const,
      },
    };
  });
}
