import { useLingui } from "@lingui/react/macro";
import { ActivityHeader, DetailTable } from "#app/components/activity/ActivityFacts.tsx";
import { Breadcrumb } from "#app/components/activity/Breadcrumb.tsx";
import { CheckList, PracticalInfo } from "#app/components/activity/InfoAccordions.tsx";
import { PackageList } from "#app/components/activity/PackageList.tsx";
import { PriceBar } from "#app/components/activity/PriceBar.tsx";
import { BookingLauncher } from "#app/components/booking/BookingLauncher.tsx";
import type { BookingSubject } from "#app/components/booking/subject.ts";
import { ActivityCard } from "#app/components/cards.tsx";
import { FaqGroups } from "#app/components/Faq.tsx";
import { ImageCarousel } from "#app/components/ImageCarousel.tsx";
import { ReviewsSection } from "#app/components/reviews/ReviewsSection.tsx";
import { Tabs } from "#app/components/Tabs.tsx";
import { RichText, ScrollRow, Section } from "#app/components/widgets.tsx";
import { seoMeta } from "#app/lib/meta.ts";
import { useSignedInUser } from "#app/lib/site.ts";
import type { Activity } from "#domain/catalogue.ts";
import { currencyOf } from "#domain/format.ts";
import type { Locale } from "#domain/locale.ts";
import type { RatingOverview } from "#domain/review-rules.ts";
import { slugFromPath } from "#workers/api.ts";
import { getActivity } from "#workers/catalogue/activities.ts";
import { sanitizeRichText } from "#workers/catalogue/rich-text.ts";
import { loadPage, pageHeaders } from "#workers/page.ts";
import { activitySubject, listComments } from "#workers/reviews/comments.ts";
import type { Route } from "./+types/activity-detail";
import * as styles from "./activity-detail.css.ts";

/** The activity page has its own Book now bar, so the floating WhatsApp button stays away. */
export const handle = { hideWhatsApp: true };

export const headers = pageHeaders;

export function meta({ loaderData }: Route.MetaArgs) {
  return seoMeta(loaderData?.seo);
}

/** The activity with its packages and others (one round trip), its first reviews and overview (one more). */
export async function loader(args: Route.LoaderArgs) {
  return loadPage(args, async ({ db, locale, url, params }) => {
    const typeSlug = slugFromPath(params.type, "Activity");
    const slug = slugFromPath(params.slug, "Activity");
    const commentsUrl = new URL(`/api/activity/${typeSlug}/${slug}/comment`, url);
    const [detail, comments] = await Promise.all([
      getActivity(db, locale, typeSlug, slug),
      listComments(db, activitySubject, [slug, typeSlug], commentsUrl, 1),
    ]);
    const item = detail.items;
    const activity: Activity = {
      ...item,
      highlight: sanitizeRichText(item.highlight),
      activity_des: sanitizeRichText(item.activity_des),
      how_to_use: sanitizeRichText(item.how_to_use),
      payment: sanitizeRichText(item.payment),
      note: sanitizeRichText(item.note),
      confirmation_detail: sanitizeRichText(item.confirmation_detail),
      packages: item.packages.map((entry) => ({ ...entry, detail: sanitizeRichText(entry.detail) })),
    };
    const pageUrl = `${url.origin}${url.pathname}`;
    return {
      locale,
      pageUrl,
      activity,
      others: detail.others,
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

function bookingSubjectOf(activity: Activity): BookingSubject {
  return {
    kind: "activity",
    id: activity.id,
    endpoint: `/api/activity/${activity.type.slug}/${activity.slug}/booking`,
    name: activity.name,
    code: activity.code,
    location: activity.location,
    durationHours: activity.duration,
    freeCancellationHours: activity.cancelation,
    startTime: activity.start_time,
    packages: activity.packages.map(({ id, name, products }) => ({ id, name, products })),
  };
}

export default function ActivityDetail({ loaderData }: Route.ComponentProps) {
  const { t } = useLingui();
  const { activity, locale, others, comments, overview } = loaderData;
  const user = useSignedInUser();
  return (
    <BookingLauncher subject={bookingSubjectOf(activity)} locale={locale} user={user}>
      <div className={styles.page}>
        <Breadcrumb
          crumbs={[{ name: activity.type.name, to: `/activity/${activity.type.slug}` }, { name: activity.name }]}
          pageUrl={loaderData.pageUrl}
        />
        <div className={styles.top}>
          <div className={styles.media}>
            {activity.images.length > 0 ? <ImageCarousel images={activity.images} alt={activity.name} /> : null}
          </div>
          <div className={styles.intro}>
            <ActivityHeader activity={activity} locale={locale} />
            {activity.short_des ? <p className={styles.lead}>{activity.short_des}</p> : null}
            <DetailTable activity={activity} locale={locale} />
          </div>
        </div>

        {activity.highlight ? (
          <Section title={t`Highlights`} id="highlights">
            <div className={styles.card}>
              <RichText html={activity.highlight} className={styles.rich} />
            </div>
          </Section>
        ) : null}

        <Section title={t`About this activity`} id="about">
          <Tabs
            label={t`About this activity`}
            panels="plain"
            tabs={[
              {
                id: "description",
                title: t`Description`,
                content: (
                  <div className={styles.card}>
                    <RichText html={activity.activity_des} className={styles.rich} />
                  </div>
                ),
              },
              { id: "faq", title: t`FAQ`, content: <FaqGroups headingLevel={3} /> },
            ]}
          />
        </Section>

        {activity.included.length > 0 ? (
          <Section title={t`What's included`} id="included">
            <div className={styles.card}>
              <CheckList items={activity.included} />
            </div>
          </Section>
        ) : null}

        {activity.packages.length > 0 ? (
          <Section title={t`Packages and prices`} id="packages">
            <PackageList packages={activity.packages} locale={locale} />
          </Section>
        ) : null}

        <Section title={t`Good to know`} id="good-to-know">
          <PracticalInfo texts={activity} />
        </Section>

        {activity.note ? (
          <Section title={t`Additional note`} id="note">
            <div className={styles.card}>
              <RichText html={activity.note} className={styles.rich} />
            </div>
          </Section>
        ) : null}

        <Section title={t`Reviews`} id="reviews">
          <ReviewsSection
            endpoint={`/api/activity/${activity.type.slug}/${activity.slug}/comment`}
            subjectName={activity.name}
            comments={comments}
            overview={overview}
          />
        </Section>

        {others.length > 0 ? (
          <Section title={t`Other activities`} id="others">
            <ScrollRow label={t`Other activities`}>
              {others.map((card) => (
                <ActivityCard key={card.id} card={card} locale={locale} />
              ))}
            </ScrollRow>
          </Section>
        ) : null}

        <script
          type="application/ld+json"
          // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON built by the loader with "<" escaped
          dangerouslySetInnerHTML={{ __html: loaderData.jsonLd }}
        />
      </div>
      <PriceBar activity={activity} locale={locale} />
    </BookingLauncher>
  );
}
