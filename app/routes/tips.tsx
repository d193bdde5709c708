import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { TipCard } from "#app/components/cards.tsx";
import { ListLayout } from "#app/components/content/ContentLayout.tsx";
import { PagedList } from "#app/components/lists/PagedList.tsx";
import { useList } from "#app/components/useList.ts";
import { seoMeta } from "#app/lib/meta.ts";
import { listTips } from "#workers/catalogue/tips.ts";
import { loadPage, pageHeaders } from "#workers/page.ts";
import type { Route } from "./+types/tips";

const SEO = {
  id: {
    title: "Tips wisata Bali",
    description:
      "Tips praktis untuk liburan di Bali: uang dan ATM, etika di pura, transportasi, cuaca, kesehatan, dan hal lain yang perlu Anda ketahui sebelum berangkat.",
  },
  en: {
    title: "Bali travel tips",
    description:
      "Practical tips for your Bali holiday: money and ATMs, temple etiquette, getting around, weather, health and more to know before you go.",
  },
} as const;

export function loader(args: Route.LoaderArgs) {
  return loadPage(args, async ({ db, locale, url }) => ({
    // The first page comes with the HTML; Load more continues from the API.
    items: await listTips(db, locale, new URL("/api/tips", url), 1),
    seo: SEO[locale],
  }));
}

export const headers = pageHeaders;

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

export default function Tips({ loaderData }: Route.ComponentProps) {
  const { t } = useLingui();
  const list = useList(loaderData.items);
  return (
    <ListLayout
      title={t`Bali travel tips`}
      lead={<Trans>What to know before you go: money, temples, getting around, weather and staying healthy.</Trans>}
    >
      <PagedList
        list={list}
        heading={<Plural value={list.total} one="# tip" other="# tips" />}
        empty={<Trans>There are no tips yet.</Trans>}
      >
        {(card, first) => <TipCard key={card.slug} card={card} priority={first} />}
      </PagedList>
    </ListLayout>
  );
}
