import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { EventCard } from "#app/components/cards.tsx";
import { ListLayout } from "#app/components/content/ContentLayout.tsx";
import { PagedList } from "#app/components/lists/PagedList.tsx";
import { useList } from "#app/components/useList.ts";
import { seoMeta } from "#app/lib/meta.ts";
import { listEvents } from "#workers/catalogue/events.ts";
import { loadPage, pageHeaders } from "#workers/page.ts";
import type { Route } from "./+types/events";

const SEO = {
  id: {
    title: "Acara di Bali",
    description:
      "Hari raya, upacara, festival, dan malam tahun baru di Bali: tanggal, lokasi, dan apa yang perlu Anda ketahui sebagai tamu.",
  },
  en: {
    title: "Events in Bali",
    description:
      "Holy days, ceremonies, festivals and New Year's Eve in Bali: dates, places and what to know as a visitor.",
  },
} as const;

export function loader(args: Route.LoaderArgs) {
  return loadPage(args, async ({ db, locale, url }) => ({
    locale,
    // Upcoming events first; the first page comes with the HTML, Load more continues from the API.
    items: await listEvents(db, locale, new URL("/api/event", url), 1),
    seo: SEO[locale],
  }));
}

export const headers = pageHeaders;

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
