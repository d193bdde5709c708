import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "react-router";
import { DestinationCard } from "#app/components/cards.tsx";
import * as layout from "#app/components/content/ContentLayout.css.ts";
import { ContentCard, DetailIntro, DetailLayout, Fact, RatingFact } from "#app/components/content/ContentLayout.tsx";
import { usePageLocale } from "#app/components/content/page-locale.ts";
import { PinIcon, UsersIcon } from "#app/components/content-icons.tsx";
import { FaqIsland } from "#app/components/FaqIsland.tsx";
import { ImageCarousel } from "#app/components/ImageCarousel.tsx";
import { ReviewsSection } from "#app/components/reviews/ReviewsSection.tsx";
import { Tabs } from "#app/components/Tabs.tsx";
import { AddToTripLink } from "#app/components/trip/AddToTripLink.tsx";
import { RichText, ScrollRow, Section } from "#app/components/widgets.tsx";
import { seoMeta } from "#app/lib/meta.ts";
import { formatNumber } from "#domain/format.ts";
import type { Route } from "./+types/destination-detail";

export { headers, loader } from "./destination-detail.server.ts";
export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

export default function DestinationDetail({ loaderData }: Route.ComponentProps) {
  const { t } = useLingui();
  const { destination, others, overview, comments } = loaderData;
  const name = destination.name;
  const locale = usePageLocale();
  return (
    <DetailLayout
      media={<ImageCarousel images={destination.images} alt={name} />}
      intro={
        <DetailIntro
          eyebrow={
            <Link
              to={`/destination?regency=${encodeURIComponent(destination.regency.slug)}`}
              className={layout.eyebrowLink}
            >
              {destination.regency.name}
            </Link>
          }
          title={name}
        >
          <Fact icon={<PinIcon />}>{destination.location}</Fact>
          <RatingFact rating={destination.rating} count={destination.comments_count} />
          <Fact icon={<UsersIcon />} testId="visitors">
            <Trans>{formatNumber(locale, destination.visitor)} visitors</Trans>
          </Fact>
          <AddToTripLink target={{ kind: "destination", destinationId: destination.id }} />
        </DetailIntro>
      }
      after={
        others.length > 0 ? (
          <Section id="other-destinations" title={t`Other destinations in ${destination.regency.name}`}>
            <ScrollRow label={t`Other destinations`}>
              {others.map((card) => (
                <DestinationCard key={card.slug} card={card} />
              ))}
            </ScrollRow>
          </Section>
        ) : null
      }
    >
      <Tabs
        label={t`About ${name}`}
        tabs={[
          {
            id: "description",
            title: t`Description`,
            content: (
              <div className={layout.stack}>
                <section aria-labelledby="about-title">
                  <h2 className={layout.panelTitle} id="about-title">
                    {t`About ${name}`}
                  </h2>
                  <RichText html={destination.des} className={layout.prose} />
                </section>
                {destination.note ? (
                  <ContentCard id="good-to-know" title={t`Good to know`} tone="note">
                    <RichText html={destination.note} className={layout.prose} />
                  </ContentCard>
                ) : null}
              </div>
            ),
          },
          {
            id: "reviews",
            title: t`Reviews`,
            content: (
              <section aria-labelledby="reviews-title" className={layout.stack}>
                <h2 className={layout.panelTitle} id="reviews-title">
                  {t`What travellers say about ${name}`}
                </h2>
                <ReviewsSection
                  endpoint={`/api/destination/${destination.regency.slug}/${destination.slug}/comment`}
                  subjectName={name}
                  comments={comments}
                  overview={overview}
                />
              </section>
            ),
          },
          {
            id: "faq",
            title: t`FAQ`,
            content: (
              <section aria-labelledby="faq-title" className={layout.stack}>
                <h2 className={layout.panelTitle} id="faq-title">
                  {t`Frequently asked questions`}
                </h2>
                <FaqIsland id="destination-faq" headingLevel={3} />
              </section>
            ),
          },
        ]}
      />
    </DetailLayout>
  );
}
