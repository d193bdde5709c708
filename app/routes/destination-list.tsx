import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { DestinationCard } from "#app/components/cards.tsx";
import { CategoryHeader } from "#app/components/lists/CategoryHeader.tsx";
import { CategoryStrip } from "#app/components/lists/CategoryStrip.tsx";
import { ListLayout } from "#app/components/lists/ListLayout.tsx";
import { PagedList } from "#app/components/lists/PagedList.tsx";
import { BaliMap } from "#app/components/map/BaliMap.tsx";
import { useList } from "#app/components/useList.ts";
import { seoMeta } from "#app/lib/meta.ts";
import type { Route } from "./+types/destination-list";

export { shouldRevalidate } from "#app/components/list-pages.ts";
export { headers, loader } from "./destination-list.server.ts";
export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

/** Above 80 characters a regency's description folds behind "read more" (spec section 9). */
const DESCRIPTION_LIMIT = 80;

export default function DestinationList({ loaderData }: Route.ComponentProps) {
  const { t } = useLingui();
  const { tabs, map, category, items } = loaderData;
  const list = useList(items);
  const entries = [
    { key: "all", label: t`All`, to: "/destination", current: category === null },
    ...tabs.map((regency) => ({
      key: regency.slug,
      label: regency.name,
      to: `/destination?regency=${encodeURIComponent(regency.slug)}`,
      current: regency.id === category?.id,
    })),
  ];
  return (
    <ListLayout>
      <CategoryStrip label={t`Regencies`} entries={entries} />
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
          eyebrow={<Trans>All regencies</Trans>}
          title={<Trans>Destinations in Bali</Trans>}
          description={t`Beaches, temples, rice terraces and villages in the nine regencies of Bali, reviewed by travellers.`}
          limit={DESCRIPTION_LIMIT}
        />
      )}
      <BaliMap
        regencies={map}
        current={category?.slug ?? null}
        hrefOf={(regency) =>
          regency.destinations > 0 ? `/destination?regency=${encodeURIComponent(regency.slug)}` : null
        }
      />
      <PagedList
        list={list}
        heading={<Plural value={list.total} one="# destination" other="# destinations" />}
        empty={<Trans>There is no destination in this regency yet.</Trans>}
      >
        {/* A category's own picture opens the page: it alone then loads first. */}
        {(card, first) => <DestinationCard key={card.id} card={card} priority={first && !category?.images[0]} />}
      </PagedList>
    </ListLayout>
  );
}
