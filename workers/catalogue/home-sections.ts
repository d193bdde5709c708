import type {
  ActivityCard,
  ActivityCardFace,
  Category,
  CategoryLink,
  DestinationCard,
  EventCard,
  GalleryImage,
  Slide,
  SpecialOfferCard,
  TipCard,
  TransportCard,
} from "#domain/catalogue.ts";
import { HOME_CAROUSEL_TYPES, HOME_TYPES } from "#domain/catalogue.ts";
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
  honeymoon: ActivityCard[];
  rental: ActivityCard[];
  gallery: GalleryImage[];
  destinations: DestinationCard[];
  tips: TipCard[];
  regencies: Category[];
}

const ROW = 8;

function homeIndexStatements(db: D1Database, locale: Locale, now: Date): D1PreparedStatement[] {
  return [
    db
      .prepare(
        `SELECT st.title, st.subtitle, s.link_path, s.image
         FROM slides s ${translationJoin("slide_translations", "slide_id", "s.id", "st")}
         ORDER BY s.position, s.id LIMIT 5`,
      )
      .bind(locale),
    firstOfEachTypeStatement(db, locale),
    transportCardsStatement(db, locale, { limit: ROW }),
    allCategoriesStatement(db, activityTypes, locale),
    offerCardsStatement(db, locale, 6),
    upcomingEventsStatement(db, locale, 6, now),
    cardsStatement(db, locale, { order: "popular", limit: ROW }),
    cardsStatement(db, locale, { order: "rating", limit: ROW }),
    cardsStatement(db, locale, { typeId: HOME_TYPES.watersport, limit: ROW }),
    cardsStatement(db, locale, { typeId: HOME_TYPES.tours, limit: ROW }),
    cardsStatement(db, locale, { typeId: HOME_TYPES.honeymoon, limit: ROW }),
    cardsStatement(db, locale, { typeId: HOME_TYPES.rental, limit: ROW }),
    featuredGalleryStatement(db, locale),
    destinationCardsStatement(db, locale, { limit: ROW }),
    tipCardsStatement(db, locale, 4),
    allCategoriesStatement(db, regencies, locale),
  ];
}

function homeIndexOf(results: D1Result[]): HomeIndex {
  const [
    slides,
    features,
    transport,
    types,
    offers,
    events,
    popular,
    recommendations,
    watersport,
    tours,
    honeymoon,
    rental,
    gallery,
    destinations,
    tips,
    regencyRows,
  ] = results;
  return {
    slides: rowsOf<{ title: string; subtitle: string; link_path: string; image: string }>(slides).map((row) => ({
      title: row.title,
      subtitle: row.subtitle,
      link_path: row.link_path,
      image: JSON.parse(row.image) as StoredImage,
    })),
    features: cardsOf(features),
    transport: transportCardsOf(transport),
    types: categoriesOf(types),
    specialoffers: offerCardsOf(offers),
    events: eventCardsOf(events),
    popular: cardsOf(popular),
    recommendations: cardsOf(recommendations),
    watersport: cardsOf(watersport),
    tours: cardsOf(tours),
    honeymoon: cardsOf(honeymoon),
    rental: cardsOf(rental),
    gallery: galleryImagesOf(gallery),
    destinations: destinationCardsOf(destinations),
    tips: tipCardsOf(tips),
    regencies: categoriesOf(regencyRows),
  };
}

/** Everything the home page shows, in one round trip. */
export async function homeIndex(db: D1Database, locale: Locale, now = new Date()): Promise<HomeIndex> {
  return homeIndexOf(await db.batch(homeIndexStatements(db, locale, now)));
}

const ACTIVITY_ROWS = ["features", "popular", "recommendations", "watersport", "tours", "honeymoon", "rental"] as const;
type ActivityRow = (typeof ACTIVITY_ROWS)[number];

/** /api/index's sections as the page shows them: without the texts no card or link renders. */
export type HomeSections = Omit<HomeIndex, ActivityRow | "types" | "regencies"> &
  Record<ActivityRow, ActivityCardFace[]> & { types: CategoryLink[]; regencies: CategoryLink[] };

export interface HomePage {
  index: HomeSections;
  /** Cards of HOME_CAROUSEL_TYPES.family and .cruises. */
  family: ActivityCardFace[];
  cruises: ActivityCardFace[];
}

/**
 * Every home section travels twice to the browser, as HTML and as the data React hydrates with;
 * texts the page never shows (a sixth of that data) are left out of the second.
 */
function homeSections(index: HomeIndex): HomeSections {
  const rows = Object.fromEntries(ACTIVITY_ROWS.map((row) => [row, index[row].map(cardFace)]));
  return {
    ...index,
    ...(rows as Record<ActivityRow, ActivityCardFace[]>),
    types: index.types.map(categoryLink),
    regencies: index.regencies.map(categoryLink),
  };
}

/** The home page's data: /api/index's sections plus the extra carousels, still in one round trip. */
export async function homePage(db: D1Database, locale: Locale, now = new Date()): Promise<HomePage> {
  const statements = homeIndexStatements(db, locale, now);
  const results = await db.batch([
    ...statements,
    cardsStatement(db, locale, { typeId: HOME_CAROUSEL_TYPES.family, limit: ROW }),
    cardsStatement(db, locale, { typeId: HOME_CAROUSEL_TYPES.cruises, limit: ROW }),
  ]);
  return {
    index: homeSections(homeIndexOf(results.slice(0, statements.length))),
    family: cardsOf(results[statements.length]).map(cardFace),
    cruises: cardsOf(results[statements.length + 1]).map(cardFace),
  };
}
