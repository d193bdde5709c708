import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { ActivityCard } from "#app/components/cards.tsx";
import { CardRow } from "#app/components/lists/CardRow.tsx";
import { ListLayout } from "#app/components/lists/ListLayout.tsx";
import { PagedList } from "#app/components/lists/PagedList.tsx";
import { SearchBox } from "#app/components/lists/SearchBox.tsx";
import { useList } from "#app/components/useList.ts";
import { Empty } from "#app/components/widgets.tsx";
import { seoMeta } from "#app/lib/meta.ts";
import { cardsOf, cardsStatement } from "#workers/catalogue/activities.ts";
import { searchPageOf, searchStatements } from "#workers/catalogue/full-text-search.ts";
import { loadPage, pageHeaders } from "#workers/page.ts";
import type { Route } from "./+types/results";
import * as styles from "./results.css.ts";

const TITLES = {
  id: {
    search: "Cari aktivitas",
    results: (query: string) => `Hasil pencarian untuk “${query}”`,
    description: "Temukan tur dan aktivitas di Bali berdasarkan tempat atau kegiatan yang Anda inginkan.",
  },
  en: {
    search: "Search activities",
    results: (query: string) => `Search results for “${query}”`,
    description: "Find tours and activities in Bali by place or by what you would like to do.",
  },
} as const;

/** As many as /api/search accepts, so next_page_url stays a valid call. */
const MAX_QUERY = 200;
const BLOCK_SIZE = 8;

// One round trip: the results (when there is something to search), popular and recommended cards.
export async function loader(args: Route.LoaderArgs) {
  return loadPage(args, async ({ db, locale, url }) => {
    const query = (url.searchParams.get("query") ?? "").trim().slice(0, MAX_QUERY);
    const apiUrl = new URL("/api/search", url);
    apiUrl.searchParams.set("query", query);
    const search = searchStatements(db, locale, query, 1);
    const [popular, recommended, ...results] = await db.batch([
      cardsStatement(db, locale, { order: "popular", limit: BLOCK_SIZE }),
      // Twice the block, so the recommendations can leave out what the popular block shows.
      cardsStatement(db, locale, { order: "rating", limit: 2 * BLOCK_SIZE }),
      ...(search ?? []),
    ]);
    const titles = TITLES[locale];
    const popularCards = cardsOf(popular);
    const shown = new Set(popularCards.map((card) => card.id));
    return {
      locale,
      query,
      items: searchPageOf(apiUrl, 1, search ? [results[0], results[1]] : null),
      popular: popularCards,
      recommended: cardsOf(recommended)
        .filter((card) => !shown.has(card.id))
        .slice(0, BLOCK_SIZE),
      seo: { title: query ? titles.results(query) : titles.search, description: titles.description },
    };
  });
}

export const headers = pageHeaders;

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

export default function Results({ loaderData }: Route.ComponentProps) {
  const { t } = useLingui();
  const { locale, query, items, popular, recommended } = loaderData;
  const list = useList(items);
  return (
    <ListLayout>
      <div className={styles.intro}>
        <h1 className={styles.title}>
          <Trans>Search activities</Trans>
        </h1>
        <SearchBox query={query} />
      </div>
      {query ? (
        <PagedList
          list={list}
          heading={<Plural value={list.total} one={`# result for “${query}”`} other={`# results for “${query}”`} />}
          empty={<Trans>Nothing matches “{query}”. Try a place such as Ubud, or an activity such as rafting.</Trans>}
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
