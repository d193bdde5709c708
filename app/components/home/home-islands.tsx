/**
 * The home page's code that a first visit does not need before the tourist scrolls: the first
 * slide, the tagline, the main menu, the top tabs' tiles and the first row (static islands the
 * browser keeps as server HTML, StaticIsland), and every section below them. The
 * browser loads this module when it renders them itself: once it has fetched the sections below
 * the first screen, and after a client-side navigation to home.
 */
import { useLingui } from "@lingui/react/macro";
import { useEffect } from "react";
import { DestinationCard, EventCard, OfferCard, TipCard, TransportCard } from "#app/components/cards.tsx";
import { AboutSection, ReasonsToBook } from "#app/components/home/AboutUs.tsx";
import { ActivityRow, TypeRow, TypesSection } from "#app/components/home/ActivityRows.tsx";
import { CategoriesSection } from "#app/components/home/CategoriesSection.tsx";
import { ContactBox } from "#app/components/home/ContactBox.tsx";
import { GalleryTeaser } from "#app/components/home/GalleryTeaser.tsx";
import { MainMenu, Tagline } from "#app/components/home/HomeIntro.tsx";
import { HomeSlide } from "#app/components/home/HomeSlide.tsx";
import { LoginCard } from "#app/components/home/LoginCard.tsx";
import { FIRST_LATER_SECTION, LATER_ROWS_ISLAND } from "#app/components/home/links.ts";
import RecentlyViewed from "#app/components/RecentlyViewed.tsx";
import { SubscribeForm } from "#app/components/SubscribeForm.tsx";
import { ScrollSection } from "#app/components/widgets.tsx";
import type { HomeFirstScreen, HomeLaterSections, Slide } from "#domain/catalogue.ts";
import { HOME_CAROUSEL_TYPES, HOME_TYPES } from "#domain/catalogue.ts";
import type { Locale } from "#domain/locale.ts";

export { DriverAndGuide } from "#app/components/home/DriverAndGuide.tsx";
export { ActivityShortcuts, RegencyTiles } from "#app/components/home/ExploreTiles.tsx";

interface SectionsProps {
  first: HomeFirstScreen;
  later: HomeLaterSections;
  locale: Locale;
}

/** The slider's first slide, the page's largest paint, until Splide takes over. */
export function FirstSlide({ slide }: { slide: Slide }) {
  return <HomeSlide slide={slide} first />;
}

/** The tagline and the main menu, under the slider. */
export function Intro() {
  return (
    <>
      <Tagline />
      <MainMenu />
    </>
  );
}

export function FirstRow({ first, locale }: Omit<SectionsProps, "later">) {
  const { t } = useLingui();
  return (
    <ActivityRow id="features" title={t`Featured activities`} cards={first.features} locale={locale} more="/activity" />
  );
}

/**
 * The rows below the first screen. Shown while the focus was inside the placeholder they replace
 * (`takeFocus`: its link, or the placeholder itself after Try again), they take it on their first
 * heading, so that a keyboard or a screen reader goes on from the rows it asked for, not from the
 * top of the page.
 */
export function LaterRows({ first, later, locale, takeFocus = false }: SectionsProps & { takeFocus?: boolean }) {
  const { t } = useLingui();
  useEffect(() => {
    const focused = document.activeElement;
    if (!takeFocus || (focused && focused !== document.body)) return;
    const heading = document.getElementById(LATER_ROWS_ISLAND)?.querySelector<HTMLElement>("h2");
    if (!heading) return;
    heading.tabIndex = -1;
    heading.focus();
  }, [takeFocus]);
  const typeRow = { types: first.types, locale };
  return (
    <>
      {/* Drawn with the rows that replace the placeholder, so it pushes nothing already on screen. */}
      <RecentlyViewed locale={locale} framed />
      <ScrollSection
        id={FIRST_LATER_SECTION}
        title={t`Transport and transfers`}
        more={{ to: "/transport", label: t`See all` }}
        items={later.transport}
      >
        {(card) => <TransportCard key={card.id} card={card} locale={locale} />}
      </ScrollSection>
      <TypesSection types={first.types} />
      <ScrollSection
        id="special-offers"
        title={t`Special offers`}
        more={{ to: "/specialoffer", label: t`See all` }}
        items={later.specialoffers}
      >
        {(card) => <OfferCard key={card.slug} card={card} />}
      </ScrollSection>
      <ScrollSection
        id="events"
        title={t`Events in Bali`}
        more={{ to: "/event", label: t`See all` }}
        items={later.events}
      >
        {(card) => <EventCard key={card.slug} card={card} locale={locale} />}
      </ScrollSection>
      <ActivityRow id="popular" title={t`Popular activities`} cards={later.popular} locale={locale} />
      <ActivityRow id="recommendations" title={t`Recommended for you`} cards={later.recommendations} locale={locale} />
      <TypeRow id="watersport" typeId={HOME_TYPES.watersport} cards={later.watersport} {...typeRow} />
      <TypeRow id="tours" typeId={HOME_TYPES.tours} cards={later.tours} {...typeRow} />
      <TypeRow id="family" typeId={HOME_CAROUSEL_TYPES.family} cards={later.family} {...typeRow} />
      <TypeRow id="cruises" typeId={HOME_CAROUSEL_TYPES.cruises} cards={later.cruises} {...typeRow} />
      <LoginCard />
      <TypeRow id="honeymoon" typeId={HOME_TYPES.honeymoon} cards={later.honeymoon} {...typeRow} />
      <TypeRow id="rental" typeId={HOME_TYPES.rental} cards={later.rental} {...typeRow} />
      <GalleryTeaser images={later.gallery} />
      <AboutSection />
    </>
  );
}

export function LaterMore({ first, later }: Omit<SectionsProps, "locale">) {
  const { t } = useLingui();
  return (
    <>
      <ReasonsToBook />
      <ScrollSection
        id="destinations"
        title={t`Destinations`}
        more={{ to: "/destination", label: t`See all` }}
        items={later.destinations}
      >
        {(card) => <DestinationCard key={`${card.regency.slug}/${card.slug}`} card={card} />}
      </ScrollSection>
      <ScrollSection id="tips" title={t`Travel tips`} more={{ to: "/tips", label: t`See all` }} items={later.tips}>
        {(card) => <TipCard key={card.slug} card={card} />}
      </ScrollSection>
      <CategoriesSection types={first.types} regencies={first.regencies} />
    </>
  );
}

/** The operator's WhatsApp and e-mail, with the subscribe form: the last section of home. */
export function Contact({ whatsappNumber, operatorEmail }: { whatsappNumber: string; operatorEmail: string }) {
  return (
    <ContactBox
      whatsappNumber={whatsappNumber}
      operatorEmail={operatorEmail}
      subscribe={<SubscribeForm tone="onBrand" headingLevel={3} />}
    />
  );
}
