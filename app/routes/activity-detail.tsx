import { useLingui } from "@lingui/react/macro";
import { ActivityHeader, DetailTable } from "#app/components/activity/ActivityFacts.tsx";
import { Breadcrumb } from "#app/components/activity/Breadcrumb.tsx";
import { CheckList, PracticalInfo } from "#app/components/activity/InfoAccordions.tsx";
import { OtherActivities } from "#app/components/activity/OtherActivities.tsx";
import { PackageList } from "#app/components/activity/PackageList.tsx";
import { PriceBar } from "#app/components/activity/PriceBar.tsx";
import { BookingLauncher } from "#app/components/booking/BookingLauncher.tsx";
import type { BookingSubject } from "#app/components/booking/subject.ts";
import { activityPath } from "#app/components/cards.tsx";
import { FaqIsland } from "#app/components/FaqIsland.tsx";
import { ImageCarousel } from "#app/components/ImageCarousel.tsx";
import { ReviewsSection } from "#app/components/reviews/ReviewsSection.tsx";
import { Tabs } from "#app/components/Tabs.tsx";
import { NextAvailable, RichText, Section } from "#app/components/widgets.tsx";
import { seoMeta } from "#app/lib/meta.ts";
import { useRecordView } from "#app/lib/recently-viewed.ts";
import { useSignedInUser } from "#app/lib/site.ts";
import type { Activity } from "#domain/catalogue.ts";
import { formatPrice } from "#domain/format.ts";
import type { PickupAreaChoice } from "#domain/pickup.ts";
import type { Route } from "./+types/activity-detail";
import * as styles from "./activity-detail.css.ts";

export { headers, loader } from "./activity-detail.server.ts";
/** The activity page has its own Book now bar, so the floating WhatsApp button stays away. */
export const handle = { hideWhatsApp: true };

export function meta({ loaderData }: Route.MetaArgs) {
  return seoMeta(loaderData?.seo);
}

function bookingSubjectOf(
  activity: Activity,
  firstOpenDate: string | null,
  pickupAreas: PickupAreaChoice[],
): BookingSubject {
  return {
    kind: "activity",
    id: activity.id,
    endpoint: `/api/activity/${activity.type.slug}/${activity.slug}/booking`,
    availability: `/api/activity/${activity.type.slug}/${activity.slug}/availability`,
    name: activity.name,
    code: activity.code,
    location: activity.location,
    durationHours: activity.duration,
    freeCancellationHours: activity.cancelation,
    startTime: activity.start_time,
    firstOpenDate,
    packages: activity.packages.map(({ id, name, products, includes_pickup }) => ({
      id,
      name,
      products,
      includesPickup: includes_pickup,
    })),
    tripForm: null,
    pickupAreas,
  };
}

export default function ActivityDetail({ loaderData }: Route.ComponentProps) {
  const { t } = useLingui();
  const { activity, locale, comments, overview, nextOpen, openSoon, pickupAreas } = loaderData;
  const user = useSignedInUser();
  useRecordView(locale, {
    path: activityPath(activity),
    name: activity.name,
    price: formatPrice(locale, activity),
    image: activity.images[0] ?? null,
  });
  return (
    <BookingLauncher
      subject={bookingSubjectOf(activity, nextOpen[0]?.date ?? null, pickupAreas)}
      locale={locale}
      user={user}
    >
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
            <NextAvailable days={nextOpen} openSoon={openSoon} />
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
              { id: "faq", title: t`FAQ`, content: <FaqIsland id="activity-faq" headingLevel={3} /> },
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
            <PackageList activityId={activity.id} packages={activity.packages} locale={locale} />
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

        <OtherActivities key={activity.id} type={activity.type} activityId={activity.id} locale={locale} />

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
