/**
 * The home page's static islands: server-rendered sections the browser keeps as HTML on the page it
 * loaded (StaticIsland), so it loads this module only after a client-side navigation to home.
 */
import { useLingui } from "@lingui/react/macro";
import { DestinationCard, EventCard, OfferCard, TipCard, TransportCard } from "#app/components/cards.tsx";
import { AboutSection, ReasonsToBook } from "#app/components/home/AboutUs.tsx";
import { ActivityRow, TypeRow, TypesSection } from "#app/components/home/ActivityRows.tsx";
import { CategoriesSection } from "#app/components/home/CategoriesSection.tsx";
import { GalleryTeaser } from "#app/components/home/GalleryTeaser.tsx";
import { LoginCard } from "#app/components/home/LoginCard.tsx";
import { ScrollSection } from "#app/components/widgets.tsx";
import { HOME_CAROUSEL_TYPES, HOME_TYPES } from "#domain/catalogue.ts";
import type { Route } from "./+types/home";

type HomeData = Route.ComponentProps["loaderData"];

export function HomeRows({
  index,
  family,
  cruises,
  locale,
}: Pick<HomeData, "index" | "family" | "cruises" | "locale">) {
  const { t } = useLingui();
  const typeRow = { types: index.types, locale };
  return (
    <>
      <ActivityRow
        id="features"
        title={t`Featured activities`}
        cards={index.features}
        locale={locale}
        more="/activity"
      />
      <ScrollSection
        id="transport"
        title={t`Transport and transfers`}
        more={{ to: "/transport", label: t`See all` }}
        items={index.transport}
      >
        {(card) => <TransportCard key={card.id} card={card} locale={locale} />}
      </ScrollSection>
      <TypesSection types={index.types} />
      <ScrollSection
        id="special-offers"
        title={t`Special offers`}
        more={{ to: "/specialoffer", label: t`See all` }}
        items={index.specialoffers}
      >
        {(card) => <OfferCard key={card.slug} card={card} />}
      </ScrollSection>
      <ScrollSection
        id="events"
        title={t`Events in Bali`}
        more={{ to: "/event", label: t`See all` }}
        items={index.events}
      >
        {(card) => <EventCard key={card.slug} card={card} locale={locale} />}
      </ScrollSection>
      <ActivityRow id="popular" title={t`Popular activities`} cards={index.popular} locale={locale} />
      <ActivityRow id="recommendations" title={t`Recommended for you`} cards={index.recommendations} locale={locale} />
      <TypeRow id="watersport" typeId={HOME_TYPES.watersport} cards={index.watersport} {...typeRow} />
      <TypeRow id="tours" typeId={HOME_TYPES.tours} cards={index.tours} {...typeRow} />
      <TypeRow id="family" typeId={HOME_CAROUSEL_TYPES.family} cards={family} {...typeRow} />
      <TypeRow id="cruises" typeId={HOME_CAROUSEL_TYPES.cruises} cards={cruises} {...typeRow} />
      <LoginCard />
      <TypeRow id="honeymoon" typeId={HOME_TYPES.honeymoon} cards={index.honeymoon} {...typeRow} />
      <TypeRow id="rental" typeId={HOME_TYPES.rental} cards={index.rental} {...typeRow} />
      <GalleryTeaser images={index.gallery} />
      <AboutSection />
    </>
  );
}

export function HomeMore({ index }: Pick<HomeData, "index">) {
  const { t } = useLingui();
  return (
    <>
      <ReasonsToBook />
      <ScrollSection
        id="destinations"
        title={t`Destinations`}
        more={{ to: "/destination", label: t`See all` }}
        items={index.destinations}
      >
        {(card) => <DestinationCard key={`${card.regency.slug}/${card.slug}`} card={card} />}
      </ScrollSection>
      <ScrollSection id="tips" title={t`Travel tips`} more={{ to: "/tips", label: t`See all` }} items={index.tips}>
        {(card) => <TipCard key={card.slug} card={card} />}
      </ScrollSection>
      <CategoriesSection types={index.types} regencies={index.regencies} />
    </>
  );
}
