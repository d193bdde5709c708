import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { ActivityCard } from "#app/components/cards.tsx";
import { CategoryHeader } from "#app/components/lists/CategoryHeader.tsx";
import { CategoryStrip } from "#app/components/lists/CategoryStrip.tsx";
import { DiscoveryFilters } from "#app/components/lists/DiscoveryFilters.tsx";
import { hrefInRegency } from "#app/components/lists/discovery-view.ts";
import { ListLayout } from "#app/components/lists/ListLayout.tsx";
import { PagedList } from "#app/components/lists/PagedList.tsx";
import { SearchBox } from "#app/components/lists/SearchBox.tsx";
import { BaliMap } from "#app/components/map/BaliMap.tsx";
import { RecentlyViewedRow } from "#app/components/RecentlyViewedRow.tsx";
import { SubscribeForm } from "#app/components/SubscribeForm.tsx";
import { useList } from "#app/components/useList.ts";
import { seoMeta } from "#app/lib/meta.ts";
import { countStopped, MAX_COUNTED_RESULTS } from "#domain/catalogue.ts";
import { filtersList } from "#domain/discovery.ts";
import type { Route } from "./+types/activity-list";

export { shouldRevalidate } from "#app/components/list-pages.ts";
export { headers, loader } from "./activity-list.server.ts";
export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

/** Above 120 characters a category's description folds behind "read more" (spec section 9). */
const DESCRIPTION_LIMIT = 120;

export default function ActivityList({ loaderData }: Route.ComponentProps) {
  const { t } = useLingui();
  const { locale, types, regencies, category, items, discovery } = loaderData;
  const list = useList(items);
  const target = {
    path: category ? `/activity/${category.slug}` : "/activity",
    kept: [],
    countPath: category ? `/api/type/${category.id}` : "/api/type",
  };
  const entries = [
    { key: "all", label: t`All activities`, to: "/activity", current: category === null },
    ...types.map((type) => ({
      key: type.slug,
      label: type.name,
      to: `/activity/${type.slug}`,
      current: type.id === category?.id,
    })),
  ];
  return (
    <ListLayout>
      <SearchBox />
      <CategoryStrip label={t`Activity categories`} entries={entries} />
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
          eyebrow={<Trans>All activities</Trans>}
          title={<Trans>All activities in Bali</Trans>}
          description={t`Tours, water sports, temples, cooking classes and more across Bali. Book now, pay later.`}
          limit={DESCRIPTION_LIMIT}
        />
      )}
      <DiscoveryFilters
        discovery={discovery}
        locale={locale}
        regencies={regencies}
        total={items.total}
        target={target}
      />
      {/* The map counts every activity of a regency, so it goes with the list of every activity. */}
      {category ? null : (
        <BaliMap
          regencies={regencies}
          current={discovery.regency}
          hrefOf={(regency) => (regency.activities > 0 ? hrefInRegency(target, discovery, regency.slug) : null)}
        />
      )}
      <PagedList
        list={list}
        heading={
          // A filtered list counts up to one more than the bound (decision 0104), as the search does.
          countStopped(list.total, !filtersList(discovery)) ? (
            <Trans>More than {MAX_COUNTED_RESULTS} activities</Trans>
          ) : (
            <Plural value={list.total} one="# activity" other="# activities" />
          )
        }
        empty={
          filtersList(discovery) ? (
            <Trans>No activity matches these filters. Remove one to see more.</Trans>
          ) : (
            <Trans>There is no activity in this category yet.</Trans>
          )
        }
      >
        {/* A category's own picture opens the page: it alone then loads first. */}
        {(card, first) => (
          <ActivityCard key={card.id} card={card} locale={locale} priority={first && !category?.images[0]} />
        )}
      </PagedList>
      {/* After the list: drawn after hydration, it pushes none of the cards being read. */}
      <RecentlyViewedRow locale={locale} />
      <SubscribeForm />
    </ListLayout>
  );
}
