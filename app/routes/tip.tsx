import { useLingui } from "@lingui/react/macro";
import { Link } from "react-router";
import { TipCard } from "#app/components/cards.tsx";
import * as layout from "#app/components/content/ContentLayout.css.ts";
import { DetailIntro, DetailLayout } from "#app/components/content/ContentLayout.tsx";
import { ImageCarousel } from "#app/components/ImageCarousel.tsx";
import { RichText, ScrollRow, Section } from "#app/components/widgets.tsx";
import { seoMeta } from "#app/lib/meta.ts";
import type { Route } from "./+types/tip";

export { headers, loader } from "./tip.server.ts";

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
