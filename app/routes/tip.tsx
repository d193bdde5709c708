import { useLingui } from "@lingui/react/macro";
import { Link } from "react-router";
import { TipCard } from "#app/components/cards.tsx";
import * as layout from "#app/components/content/ContentLayout.css.ts";
import { DetailIntro, DetailLayout } from "#app/components/content/ContentLayout.tsx";
import { asSectionHeadings } from "#app/components/content/outline.ts";
import { ImageCarousel } from "#app/components/ImageCarousel.tsx";
import { RichText, ScrollRow, Section } from "#app/components/widgets.tsx";
import { seoMeta } from "#app/lib/meta.ts";
import { slugFromPath } from "#workers/api.ts";
import { plainText, sanitizeRichText } from "#workers/catalogue/rich-text.ts";
import { getTip, tipCardsOf, tipCardsStatement } from "#workers/catalogue/tips.ts";
import { loadPage, pageHeaders } from "#workers/page.ts";
import type { Route } from "./+types/tip";

const MORE = 6;

export function loader(args: Route.LoaderArgs) {
  return loadPage(args, async ({ db, locale, params }) => {
    const slug = slugFromPath(params.slug, "Tip");
    // Two round trips, side by side: the tip, and the tips to read next.
    const [tip, more] = await Promise.all([getTip(db, locale, slug), tipCardsStatement(db, locale, MORE + 1).all()]);
    return {
      tip: { ...tip, content: asSectionHeadings(sanitizeRichText(tip.content)) },
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

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

export default function TipPage({ loaderData }: Route.ComponentProps) {
  const { t } = useLingui();
  const { tip, more } = loaderData;
  return (
    <DetailLayout
      media={<ImageCarousel images={tip.images} alt={tip.title} />}
      intro={
        <DetailIntro
          eyebrow={
            <Link to="/tips" className={layout.eyebrowLink}>
              {t`Travel tips`}
            </Link>
          }
          title={tip.title}
        />
      }
      after={
        more.length > 0 ? (
          <Section id="more-tips" title={t`More tips for your trip`} more={{ to: "/tips", label: t`All tips` }}>
            <ScrollRow label={t`More tips`}>
              {more.map((card) => (
                <TipCard key={card.slug} card={card} />
              ))}
            </ScrollRow>
          </Section>
        ) : null
      }
    >
      <div className={layout.card}>
        <RichText html={tip.content} className={layout.prose} />
      </div>
    </DetailLayout>
  );
}
