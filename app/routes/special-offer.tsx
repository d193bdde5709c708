import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "react-router";
import { OfferCard } from "#app/components/cards.tsx";
import * as layout from "#app/components/content/ContentLayout.css.ts";
import { ContentCard, DetailIntro, DetailLayout } from "#app/components/content/ContentLayout.tsx";
import { ImageCarousel } from "#app/components/ImageCarousel.tsx";
import * as widgets from "#app/components/widgets.css.ts";
import { RichText, ScrollRow, Section } from "#app/components/widgets.tsx";
import { seoMeta } from "#app/lib/meta.ts";
import { slugFromPath } from "#workers/api.ts";
import { sanitizeRichText } from "#workers/catalogue/rich-text.ts";
import { getSpecialOffer, offerCardsOf, offerCardsStatement } from "#workers/catalogue/special-offers.ts";
import { loadPage, pageHeaders } from "#workers/page.ts";
import type { Route } from "./+types/special-offer";

const MORE = 6;

export function loader(args: Route.LoaderArgs) {
  return loadPage(args, async ({ db, locale, params }) => {
    const slug = slugFromPath(params.slug, "Special offer");
    // Two round trips, side by side: the offer, and the other offers.
    const [offer, others] = await Promise.all([
      getSpecialOffer(db, locale, slug),
      offerCardsStatement(db, locale, MORE + 1).all(),
    ]);
    return {
      offer: { ...offer, des: sanitizeRichText(offer.des), tnc: sanitizeRichText(offer.tnc) },
      others: offerCardsOf(others)
        .filter((card) => card.slug !== offer.slug)
        .slice(0, MORE),
      seo: { title: offer.title, description: offer.short_des, image: offer.images[0]?.original },
    };
  });
}

export const headers = pageHeaders;

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
