import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { ActivityCard } from "#app/components/cards.tsx";
import { CardRow } from "#app/components/lists/CardRow.tsx";
import { DiscoveryFilters } from "#app/components/lists/DiscoveryFilters.tsx";
import { hrefInRegency } from "#app/components/lists/discovery-view.ts";
import { ListLayout } from "#app/components/lists/ListLayout.tsx";
import { PagedList } from "#app/components/lists/PagedList.tsx";
import { SearchBox } from "#app/components/lists/SearchBox.tsx";
import { BaliMap } from "#app/components/map/BaliMap.tsx";
import { useList } from "#app/components/useList.ts";
import { Empty } from "#app/components/widgets.tsx";
import { seoMeta } from "#app/lib/meta.ts";
import { countStopped, MAX_COUNTED_RESULTS } from "#domain/catalogue.ts";
import { filtersList } from "#domain/discovery.ts";
import type { Route } from "./+types/results";
import * as styles from "./results.css.ts";

export { shouldRevalidate } from "#app/components/list-pages.ts";
export { headers, loader } from "./results.server.ts";

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

export default function Results({ loaderData }: Route.ComponentProps) {
  const { t } = useLingui();
  const { locale, typed, query, understood, everyActivity, items, popular, recommended, discovery, regencies } =
    loaderData;
  const list = useList(items);
  // Typed text that named only filters lists every activity with them: its chips, sheet and map
  // lead to that list (decision 0093).
  const listed = query !== "" || everyActivity;
  const target = !everyActivity
    ? {
        path: "/results",
        kept: [["query", query]] as [string, string][],
        countPath: `/api/search?${new URLSearchParams({ query })}`,
      }
    : { path: "/activity", kept: [], countPath: "/api/type" };
  return (
    <ListLayout>
      <div className={styles.intro}>
        <h1 className={styles.title}>
          <Trans>Search activities</Trans>
        </h1>
        <SearchBox query={typed} />
      </div>
      {listed ? (
        <DiscoveryFilters
          discovery={discovery}
          chipsForSort={understood.includes("sort")}
          locale={locale}
          regencies={regencies}
          total={items.total}
          target={target}
        />
      ) : null}
      <BaliMap
        regencies={regencies}
        current={discovery.regency}
        hrefOf={(regency) =>
          // Without a query there is nothing to narrow: a regency opens its activities.
          regency.activities === 0
            ? null
            : listed
              ? hrefInRegency(target, discovery, regency.slug)
              : `/activity?regency=${encodeURIComponent(regency.slug)}`
        }
      />
      {listed ? (
        <PagedList
          list={list}
          heading={
            everyActivity ? (
              countStopped(list.total, !filtersList(discovery)) ? (
                <Trans>More than {MAX_COUNTED_RESULTS} activities</Trans>
              ) : (
                <Plural value={list.total} one="# activity" other="# activities" />
              )
            ) : countStopped(list.total, false) ? (
              <Trans>
                More than {MAX_COUNTED_RESULTS} results for “{query}”
              </Trans>
            ) : (
              <Plural value={list.total} one={`# result for “${query}”`} other={`# results for “${query}”`} />
            )
          }
          empty={
            everyActivity ? (
              <Trans>No activity matches these filters. Remove one to see more.</Trans>
            ) : (
              <Trans>Nothing matches “{query}”. Try a place such as Ubud, or an activity such as rafting.</Trans>
            )
          }
        >
          {(card, first) => <ActivityCard key={card.id} card={card} locale={locale} priority={first} />}
        </PagedList>
      ) : (
        <Empty>
          <Trans>Type a place or an activity to search, for example Ubud or rafting.</Trans>
        </Empty>
      )}
      <CardRow title={t`Popular activities`}>
        {popular.map((card) => (
          <ActivityCard key={card.id} card={card} locale={locale} />
        ))}
      </CardRow>
      <CardRow title={t`Recommended for you`}>
        {recommended.map((card) => (
          <ActivityCard key={card.id} card={card} locale={locale} />
        ))}
      </CardRow>
    </ListLayout>
  );
}
