import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { EventCard } from "#app/components/cards.tsx";
import { ListLayout } from "#app/components/content/ContentLayout.tsx";
import { PagedList } from "#app/components/lists/PagedList.tsx";
import { useList } from "#app/components/useList.ts";
import { seoMeta } from "#app/lib/meta.ts";
import type { Route } from "./+types/events";

export { shouldRevalidate } from "#app/components/list-pages.ts";
export { headers, loader } from "./events.server.ts";
export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

export default function Events({ loaderData }: Route.ComponentProps) {
  const { t } = useLingui();
  const list = useList(loaderData.items);
  return (
    <ListLayout
      title={t`Events in Bali`}
      lead={
        <Trans>Holy days, temple ceremonies, festivals and celebrations across the island, the next ones first.</Trans>
      }
    >
      <PagedList
        list={list}
        heading={<Plural value={list.total} one="# event" other="# events" />}
        empty={<Trans>There are no events yet.</Trans>}
      >
        {(card, first) => <EventCard key={card.slug} card={card} locale={loaderData.locale} priority={first} />}
      </PagedList>
    </ListLayout>
  );
}
