import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { OfferCard } from "#app/components/cards.tsx";
import { ListLayout } from "#app/components/content/ContentLayout.tsx";
import { PagedList } from "#app/components/lists/PagedList.tsx";
import { useList } from "#app/components/useList.ts";
import { seoMeta } from "#app/lib/meta.ts";
import { listSpecialOffers } from "#workers/catalogue/special-offers.ts";
import { loadPage, pageHeaders } from "#workers/page.ts";
import type { Route } from "./+types/special-offers";

const SEO = {
  id: {
    title: "Promo spesial",
    description:
      "Potongan harga untuk tur dan aktivitas di Bali: pesan lebih awal, diskon grup, harga anak, dan promo lainnya. Tetap bayar di hari tur.",
  },
  en: {
    title: "Special offers",
    description:
      "Discounts on Bali tours and activities: early booking, group and family deals and more. You still pay on the day.",
  },
} as const;

export function loader(args: Route.LoaderArgs) {
  return loadPage(args, async ({ db, locale, url }) => ({
    // The first page comes with the HTML; Load more continues from the API.
    items: await listSpecialOffers(db, locale, new URL("/api/specialoffer", url), 1),
    seo: SEO[locale],
  }));
}

export const headers = pageHeaders;

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

export default function SpecialOffers({ loaderData }: Route.ComponentProps) {
  const { t } = useLingui();
  const list = useList(loaderData.items);
  return (
    <ListLayout
      title={t`Special offers`}
      lead={<Trans>Save on tours and activities across Bali. You still book now and pay later, on the day.</Trans>}
    >
      <PagedList
        list={list}
        heading={<Plural value={list.total} one="# offer" other="# offers" />}
        empty={<Trans>There are no special offers at the moment.</Trans>}
      >
        {(card, first) => <OfferCard key={card.slug} card={card} priority={first} />}
      </PagedList>
    </ListLayout>
  );
}
