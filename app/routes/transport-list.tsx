import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { TransportCard } from "#app/components/cards.tsx";
import { CategoryHeader } from "#app/components/lists/CategoryHeader.tsx";
import { CategoryStrip } from "#app/components/lists/CategoryStrip.tsx";
import { ListLayout } from "#app/components/lists/ListLayout.tsx";
import { PagedList } from "#app/components/lists/PagedList.tsx";
import { useList } from "#app/components/useList.ts";
import { seoMeta } from "#app/lib/meta.ts";
import type { Route } from "./+types/transport-list";

export { shouldRevalidate } from "#app/components/list-pages.ts";
export { headers, loader } from "./transport-list.server.ts";
export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

/** Above 80 characters a type's description folds behind "read more" (spec section 9). */
const DESCRIPTION_LIMIT = 80;

export default function TransportList({ loaderData }: Route.ComponentProps) {
  const { t } = useLingui();
  const { locale, tabs, category, items } = loaderData;
  const list = useList(items);
  const entries = [
    { key: "all", label: t`All`, to: "/transport", current: category === null },
    ...tabs.map((type) => ({
      key: type.slug,
      label: type.name,
      to: `/transport?type=${encodeURIComponent(type.slug)}`,
      current: type.id === category?.id,
    })),
  ];
  return (
    <ListLayout>
      <CategoryStrip label={t`Transport types`} entries={entries} />
      {category ? (
        <CategoryHeader
          eyebrow={category.name}
          title={category.title}
          description={category.des}
          limit={DESCRIPTION_LIMIT}
          image={category.images[0]}
        />
      ) : (
        <CategoryHeader
          eyebrow={<Trans>All transport</Trans>}
          title={<Trans>Transport in Bali</Trans>}
          description={t`Cars with English-speaking drivers, airport transfers, car and motorbike rentals and bus charters across Bali.`}
          limit={DESCRIPTION_LIMIT}
        />
      )}
      <PagedList
        list={list}
        heading={<Plural value={list.total} one="# vehicle" other="# vehicles" />}
        empty={<Trans>There is no transport of this type yet.</Trans>}
      >
        {/* A category's own picture opens the page: it alone then loads first. */}
        {(card, first) => (
          <TransportCard key={card.id} card={card} locale={locale} priority={first && !category?.images[0]} />
        )}
      </PagedList>
    </ListLayout>
  );
}
