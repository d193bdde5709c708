import type {
  ActivityCard,
  Category,
  DestinationCard,
  EventCard,
  GalleryImage,
  Slide,
  SpecialOfferCard,
  TipCard,
  TransportCard,
} from "#domain/catalogue.ts";
import {
  HOME_CAROUSEL_TYPES,
  HOME_LATER_SECTIONS,
  HOME_TYPES,
  type HomeFirstScreen,
  type HomeLaterSections,
} from "#domain/catalogue.ts";
import type { StoredImage } from "#domain/images.ts";
import type { Locale } from "#domain/locale.ts";
import { rowsOf, translationJoin } from "#workers/sql.ts";
import { cardFace, cardsOf, cardsStatement, firstOfEachTypeStatement } from "./activities.ts";
import { activityTypes, allCategoriesStatement, categoriesOf, categoryLink, regencies } from "./categories.ts";
import { destinationCardsOf, destinationCardsStatement } from "./destinations.ts";
import { eventCardsOf, upcomingEventsStatement } from "./events.ts";
import { featuredGalleryStatement, galleryImagesOf } from "./gallery.ts";
import { offerCardsOf, offerCardsStatement } from "./special-offers.ts";
import { tipCardsOf, tipCardsStatement } from "./tips.ts";
import { transportCardsOf, transportCardsStatement } from "./transports.ts";

export interface HomeIndex {
  slides: Slide[];
  features: ActivityCard[];
  transport: TransportCard[];
  types: Category[];
  specialoffers: SpecialOfferCard[];
  events: EventCard[];
  popular: ActivityCard[];
  recommendations: ActivityCard[];
  watersport: ActivityCard[];
  tours: ActivityCard[];
  /** Cards of HOME_CAROUSEL_TYPES.family and .cruises. */
  family: ActivityCard[];
  cruises: ActivityCard[];
  honeymoon: ActivityCard[];
  rental: ActivityCard[];
  gallery: GalleryImage[];
  destinations: DestinationCard[];
  tips: TipCard[];
  regencies: Category[];
}

const ROW = 8;

/** How to ask D1 for each section of /api/index; a page asks only for the sections it shows. */
function sectionQueries(
  db: D1Database,
  locale: Locale,
  now: Date,
): { [Section in keyof HomeIndex]: () => D1PreparedStatement } {
  return {
    slides: () =>
      db
        .prepare(
          `SELECT st.title, st.subtitle, s.link_path, s.image
           FROM slides s ${translationJoin("slide_translations", "slide_id", "s.id", "st")}
           ORDER BY s.position, s.id LIMIT 5`,
        )
        .bind(locale),
    features: () => firstOfEachTypeStatement(db, locale),
    transport: () => transportCardsStatement(db, locale, { limit: ROW, openSoonOnly: true }),
    types: () => allCategoriesStatement(db, activityTypes, locale),
    specialoffers: () => offerCardsStatement(db, locale, 6),
    events: () => upcomingEventsStatement(db, locale, 6, now),
    popular: () => cardsStatement(db, locale, { order: "popular", openSoonOnly: true, limit: ROW }),
    recommendations: () => cardsStatement(db, locale, { order: "rating", openSoonOnly: true, limit: ROW }),
    watersport: () => cardsStatement(db, locale, { typeId: HOME_TYPES.watersport, openSoonOnly: true, limit: ROW }),
    tours: () => cardsStatement(db, locale, { typeId: HOME_TYPES.tours, openSoonOnly: true, limit: ROW }),
    family: () => cardsStatement(db, locale, { typeId: HOME_CAROUSEL_TYPES.family, openSoonOnly: true, limit: ROW }),
    cruises: () => cardsStatement(db, locale, { typeId: HOME_CAROUSEL_TYPES.cruises, openSoonOnly: true, limit: ROW }),
    honeymoon: () => cardsStatement(db, locale, { typeId: HOME_TYPES.honeymoon, openSoonOnly: true, limit: ROW }),
    rental: () => cardsStatement(db, locale, { typeId: HOME_TYPES.rental, openSoonOnly: true, limit: ROW }),
    gallery: () => featuredGalleryStatement(db, locale),
    destinations: () => destinationCardsStatement(db, locale, { limit: ROW }),
    tips: () => tipCardsStatement(db, locale, 4),
    regencies: () => allCategoriesStatement(db, regencies, locale),
  };
}

const sectionReaders: { [Section in keyof HomeIndex]: (result: D1Result | undefined) => HomeIndex[Section] } = {
  slides: (result) =>
    rowsOf<{ title: string; subtitle: string; link_path: string; image: string }>(result).map((row) => ({
      title: row.title,
      subtitle: row.subtitle,
      link_path: row.link_path,
      image: JSON.parse(row.image) as StoredImage,
    })),
  features: cardsOf,
  transport: transportCardsOf,
  types: categoriesOf,
  specialoffers: offerCardsOf,
  events: eventCardsOf,
  popular: cardsOf,
  recommendations: cardsOf,
  watersport: cardsOf,
  tours: cardsOf,
  family: cardsOf,
  cruises: cardsOf,
  honeymoon: cardsOf,
  rental: cardsOf,
  gallery: galleryImagesOf,
  destinations: destinationCardsOf,
  tips: tipCardsOf,
  regencies: categoriesOf,
};

const ALL_SECTIONS = Object.keys(sectionReaders) as (keyof HomeIndex)[];

/** The named sections, read in one round trip. */
async function readSections<Section extends keyof HomeIndex>(
  db: D1Database,
  locale: Locale,
  now: Date,
  sections: readonly Section[],
): Promise<Pick<HomeIndex, Section>> {
  const queries = sectionQueries(db, locale, now);
  const results = await db.batch(sections.map((section) => queries[section]()));
  return Object.fromEntries(sections.map((section, at) => [section, sectionReaders[section](results[at])])) as Pick<
    HomeIndex,
    Section
  >;
}

/** Everything the home page shows, in one round trip. */
export async function homeIndex(db: D1Database, locale: Locale, now = new Date()): Promise<HomeIndex> {
  return readSections(db, locale, now, ALL_SECTIONS);
}

export interface HomePage {
  first: HomeFirstScreen;
  /** Null unless asked for: the first screen does not wait for the rows below it. */
  later: HomeLaterSections | null;
}

const FIRST_SCREEN = ["slides", "features", "types", "regencies"] as const;
const LATER_SECTIONS = HOME_LATER_SECTIONS satisfies readonly (keyof HomeIndex)[];

/**
 * The home page's data in one round trip: the first screen, and with `later` the rows below it.
 * Cards leave out the texts the page never shows (a sixth of the data), which only /api/index's
 * clients read.
 */
export async function homePage(
  db: D1Database,
  locale: Locale,
  { later, now = new Date() }: { later: boolean; now?: Date },
): Promise<HomePage> {
  const { slides, types, regencies, features, ...laterRows } = await readSections(
    db,
    locale,
    now,
    later ? [...FIRST_SCREEN, ...LATER_SECTIONS] : FIRST_SCREEN,
  );
  return {
    first: {
      slides,
      types: types.map(categoryLink),
      regencies: regencies.map(categoryLink),
      features: features.map(cardFace),
    },
    later: later ? laterSectionsOf(laterRows) : null,
  };
}

function laterSectionsOf(index: Pick<HomeIndex, (typeof LATER_SECTIONS)[number]>): HomeLaterSections {
  const faces = (cards: ActivityCard[]) => cards.map(cardFace);
  return {
    ...index,
    popular: faces(index.popular),
    recommendations: faces(index.recommendations),
    watersport: faces(index.watersport),
    tours: faces(index.tours),
    family: faces(index.family),
    cruises: faces(index.cruises),
    honeymoon: faces(index.honeymoon),
    rental: faces(index.rental),
  };
}
