import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { OfferCard } from "#app/components/cards.tsx";
import { ListLayout } from "#app/components/content/ContentLayout.tsx";
import { PagedList } from "#app/components/lists/PagedList.tsx";
import { useList } from "#app/components/useList.ts";
import { seoMeta } from "#app/lib/meta.ts";
import type { Route } from "./+types/special-offers";

export { shouldRevalidate } from "#app/components/list-pages.ts";
export { headers, loader } from "./special-offers.server.ts";
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
