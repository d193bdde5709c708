import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "react-router";
import { OfferCard } from "#app/components/cards.tsx";
import * as layout from "#app/components/content/ContentLayout.css.ts";
import { ContentCard, DetailIntro, DetailLayout } from "#app/components/content/ContentLayout.tsx";
import { ImageCarousel } from "#app/components/ImageCarousel.tsx";
import * as widgets from "#app/components/widgets.css.ts";
import { RichText, ScrollRow, Section } from "#app/components/widgets.tsx";
import { seoMeta } from "#app/lib/meta.ts";
import type { Route } from "./+types/special-offer";

export { headers, loader } from "./special-offer.server.ts";

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

export default function SpecialOfferPage({ loaderData }: Route.ComponentProps) {
  const { t } = useLingui();
  const { offer, others } = loaderData;
  return (
    <DetailLayout
      media={<ImageCarousel images={offer.images} alt={offer.title} />}
      intro={
        <DetailIntro
          eyebrow={
            <Link to="/specialoffer" className={layout.eyebrowLink}>
              {t`Special offers`}
            </Link>
          }
          title={offer.title}
        >
          <p className={layout.lead}>{offer.short_des}</p>
          <Link to="/activity" className={widgets.button}>
            <Trans>Find your activity</Trans>
          </Link>
        </DetailIntro>
      }
      after={
        others.length > 0 ? (
          <Section
            id="other-offers"
            title={t`More special offers`}
            more={{ to: "/specialoffer", label: t`All offers` }}
          >
            <ScrollRow label={t`More special offers`}>
              {others.map((card) => (
                <OfferCard key={card.slug} card={card} />
              ))}
            </ScrollRow>
          </Section>
        ) : null
      }
    >
      <ContentCard id="offer" title={t`About this offer`}>
        <RichText html={offer.des} className={layout.prose} />
      </ContentCard>
      <ContentCard id="terms" title={t`Terms and conditions`} tone="accent">
        <RichText html={offer.tnc} className={layout.prose} />
      </ContentCard>
    </DetailLayout>
  );
}
