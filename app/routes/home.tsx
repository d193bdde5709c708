import { useLingui } from "@lingui/react/macro";
import { DestinationCard, EventCard, OfferCard, TipCard, TransportCard } from "#app/components/cards.tsx";
import { AboutSection, DriverAndGuide, ReasonsToBook } from "#app/components/home/AboutUs.tsx";
import { ActivityRow, TypeRow, TypesSection } from "#app/components/home/ActivityRows.tsx";
import { CategoriesSection } from "#app/components/home/CategoriesSection.tsx";
import { ContactBox } from "#app/components/home/ContactBox.tsx";
import { ExploreTabs } from "#app/components/home/ExploreTabs.tsx";
import { GalleryTeaser } from "#app/components/home/GalleryTeaser.tsx";
import { MainMenu, Tagline } from "#app/components/home/HomeIntro.tsx";
import { HomeSlider } from "#app/components/home/HomeSlider.tsx";
import { LoginCard } from "#app/components/home/LoginCard.tsx";
import { StaticIsland } from "#app/components/StaticIsland.tsx";
import { SubscribeForm } from "#app/components/SubscribeForm.tsx";
import { ScrollSection } from "#app/components/widgets.tsx";
import { seoMeta } from "#app/lib/meta.ts";
import { HOME_CAROUSEL_TYPES, HOME_TYPES } from "#domain/catalogue.ts";
import type { Route } from "./+types/home";

export { headers, loader } from "./home.server.ts";

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

export default function Home({ loaderData }: Route.ComponentProps) {
  const { t } = useLingui();
  const { index, family, cruises, locale, whatsappNumber, operatorEmail } = loaderData;
  const typeRow = { types: index.types, locale };
  // Sections without state of their own are static islands, which React does not hydrate; the
  // slider, the two sets of tabs and the subscribe form are the only parts it runs.
  return (
    <>
      <HomeSlider slides={index.slides} />
      <Tagline />
      <MainMenu />
      <ExploreTabs types={index.types} regencies={index.regencies} />
      <StaticIsland id="home-rows">
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
        <ActivityRow
          id="recommendations"
          title={t`Recommended for you`}
          cards={index.recommendations}
          locale={locale}
        />
        <TypeRow id="watersport" typeId={HOME_TYPES.watersport} cards={index.watersport} {...typeRow} />
        <TypeRow id="tours" typeId={HOME_TYPES.tours} cards={index.tours} {...typeRow} />
        <TypeRow id="family" typeId={HOME_CAROUSEL_TYPES.family} cards={family} {...typeRow} />
        <TypeRow id="cruises" typeId={HOME_CAROUSEL_TYPES.cruises} cards={cruises} {...typeRow} />
        <LoginCard />
        <TypeRow id="honeymoon" typeId={HOME_TYPES.honeymoon} cards={index.honeymoon} {...typeRow} />
        <TypeRow id="rental" typeId={HOME_TYPES.rental} cards={index.rental} {...typeRow} />
        <GalleryTeaser images={index.gallery} />
        <AboutSection />
      </StaticIsland>
      <DriverAndGuide />
      <StaticIsland id="home-more">
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
      </StaticIsland>
      <ContactBox
        whatsappNumber={whatsappNumber}
        operatorEmail={operatorEmail}
        subscribe={<SubscribeForm tone="onBrand" headingLevel={3} />}
      />
    </>
  );
}
