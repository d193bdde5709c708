import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "react-router";
import { DestinationCard } from "#app/components/cards.tsx";
import * as layout from "#app/components/content/ContentLayout.css.ts";
import { ContentCard, DetailIntro, DetailLayout, Fact, RatingFact } from "#app/components/content/ContentLayout.tsx";
import { usePageLocale } from "#app/components/content/page-locale.ts";
import { FaqGroups } from "#app/components/Faq.tsx";
import { ImageCarousel } from "#app/components/ImageCarousel.tsx";
import { PinIcon, UsersIcon } from "#app/components/icons.tsx";
import { ReviewsSection } from "#app/components/reviews/ReviewsSection.tsx";
import { Tabs } from "#app/components/Tabs.tsx";
import { RichText, ScrollRow, Section } from "#app/components/widgets.tsx";
import { seoMeta } from "#app/lib/meta.ts";
import { formatNumber } from "#domain/format.ts";
import { slugFromPath } from "#workers/api.ts";
import { getDestinationWithComments } from "#workers/catalogue/destinations.ts";
import { plainText, sanitizeRichText } from "#workers/catalogue/rich-text.ts";
import { loadPage, pageHeaders } from "#workers/page.ts";
import type { Route } from "./+types/destination-detail";

export function loader(args: Route.LoaderArgs) {
  return loadPage(args, async ({ db, locale, url, params }) => {
    const regency = slugFromPath(params.regency, "Destination");
    const slug = slugFromPath(params.slug, "Destination");
    // One round trip: the destination, its neighbours, the rating overview and the first comments.
    const page = await getDestinationWithComments(
      db,
      locale,
      regency,
      slug,
      new URL(`/api/destination/${regency}/${slug}/comment`, url),
    );
    const destination = page.items;
    return {
      destination: { ...destination, des: sanitizeRichText(destination.des), note: sanitizeRichText(destination.note) },
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
                <FaqGroups headingLevel={3} />
              </section>
            ),
          },
        ]}
      />
    </DetailLayout>
  );
}
