import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { TipCard } from "#app/components/cards.tsx";
import { ListLayout } from "#app/components/content/ContentLayout.tsx";
import { PagedList } from "#app/components/lists/PagedList.tsx";
import { useList } from "#app/components/useList.ts";
import { seoMeta } from "#app/lib/meta.ts";
import type { Route } from "./+types/tips";

export { shouldRevalidate } from "#app/components/list-pages.ts";
export { headers, loader } from "./tips.server.ts";
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
