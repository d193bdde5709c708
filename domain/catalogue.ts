/** What D1 stores and the pages show of the catalogue: the shapes both the server and the browser use. */
import type { PriceType, ProductUnit } from "./booking-rules.ts";
import type { StoredImage } from "./images.ts";
import type { TripForm } from "./inputs/trip-details.ts";
import type { Locale } from "./locale.ts";
import type { SafeHtml } from "./safe-html.ts";

export interface ActivityCard {
  id: number;
  code: string;
  slug: string;
  name: string;
  type: { id: number; slug: string; name: string };
  image: StoredImage | null;
  short_des: string;
  location: string;
  rating: number;
  comments_count: number;
  /** Hours. */
  duration: number;
  /** Free cancellation up to this many hours before the start. */
  cancelation: number;
  price_type: PriceType;
  price_idr: number;
  price_usd: number;
  /** How many of the price type the "from" price is sold by: "from US$ 47 per person, min. 2" (1: none said). */
  from_minimum: number;
  /** Whether a day in the next OPEN_SOON_DAYS can be booked; cards and the page say "no dates open" otherwise. */
  open_soon: boolean;
  /** A request within capacity is confirmed at once, with its booking ID (decision 0065). */
  instant_confirmation: boolean;
  /**
   * Confirmed bookings made this calendar month in Bali time (decision 0087); null under
   * BOOKED_THIS_MONTH_SHOWN_FROM, when cards and the page say nothing.
   */
  booked_this_month: number | null;
}

/** What a card shows: the description and the code are for the API's clients and the activity page. */
export type ActivityCardFace = Omit<ActivityCard, "short_des" | "code">;

/**
 * A search or a filtered list counts its matches up to this many and then says "more than"
 * (decisions 0061 and 0104): counting reads a row per match, what D1 bills, and no tourist pages
 * through a hundred activities.
 */
export const MAX_COUNTED_RESULTS = 100;

/**
 * Whether a list's total is where its count stopped ("More than 100") rather than its size: a search
 * and a filtered list stop counting past MAX_COUNTED_RESULTS; a list that nothing filters has the
 * exact count its triggers keep, however large.
 */
export function countStopped(total: number, exactCount: boolean): boolean {
  return !exactCount && total > MAX_COUNTED_RESULTS;
}

/** How many other activities of its type an activity's /api answer names and its page's row shows. */
export const OTHER_ACTIVITIES = 8;

export interface Product {
  id: number;
  name: string;
  price_idr: number;
  price_usd: number;
  minimal: number;
  /** Whom one of it books and the seats it takes (SeatedProduct). */
  unit: ProductUnit;
  seats: number;
  /** For a vehicle, the people one carries; null otherwise (SeatedProduct). */
  passengers: number | null;
  ordered: number;
}

export interface Package {
  id: number;
  name: string;
  detail: SafeHtml;
  /** False for a ticket-only package: the tourist comes to the meeting point. */
  includes_pickup: boolean;
  products: Product[];
}

/** The texts of an activity in one language, as the contract's `terjemah` carries them. */
export interface ActivityTexts {
  name: string;
  short_des: string;
  location: string;
  highlight: SafeHtml;
  activity_des: SafeHtml;
  included: string[];
  whattobring: string[];
  pickup_time: string;
  meeting_point: string;
  how_to_use: SafeHtml;
  payment: SafeHtml;
  note: SafeHtml;
  confirmation_detail: SafeHtml;
}

export interface Activity extends Omit<ActivityCard, "image">, ActivityTexts {
  images: StoredImage[];
  required: number;
  start_time: string;
  packages: Package[];
}

export interface ActivityDetail {
  items: Activity;
  terjemah: ActivityTexts & { locale: Locale };
  others: ActivityCard[];
}

/** An activity type, a regency or a transport type: what a list's tabs and headings show. */
export interface Category {
  id: number;
  slug: string;
  name: string;
  title: string;
  des: string;
  images: StoredImage[];
}

/** A category as a link or a tile shows it; its description belongs to the category's own page. */
export type CategoryLink = Omit<Category, "des">;

/** A regency with what the public lists hold in it: the map of Bali's key (decision 0089). */
export interface RegencyCounts {
  slug: string;
  name: string;
  /** Published activities in the regency, as /api/type?regency= counts them. */
  activities: number;
  /** Published destinations in the regency, as /api/regency/{id} counts them. */
  destinations: number;
}

export interface DestinationCard {
  id: number;
  slug: string;
  name: string;
  location: string;
  regency: { id: number; slug: string; name: string };
  image: StoredImage | null;
  rating: number;
  visitor: number;
  comments_count: number;
}

export interface EventCard {
  slug: string;
  title: string;
  location: string;
  /** Bali local time, "YYYY-MM-DDTHH:MM". */
  start: string;
  end: string;
  image: StoredImage | null;
}

export interface GalleryImage extends StoredImage {
  id: number;
  caption: string;
}

export interface Slide {
  title: string;
  subtitle: string;
  link_path: string;
  image: StoredImage;
}

export interface SpecialOfferCard {
  slug: string;
  title: string;
  short_des: string;
  image: StoredImage | null;
}

export interface TipCard {
  slug: string;
  title: string;
  image: StoredImage | null;
}

export interface TransportCard {
  id: number;
  manufacture: string;
  vehicle_name: string;
  vehicle_type: string;
  type: { id: number; slug: string; name: string };
  passanger: number;
  transmision: "manual" | "automatic";
  baggage: number;
  price_idr: number;
  price_usd: number;
  /** Hours included in the price. */
  duration: number;
  visitor: number;
  rating: number;
  comments_count: number;
  image: StoredImage | null;
  /** Whether a day in the next OPEN_SOON_DAYS can be booked. */
  open_soon: boolean;
  /** A request within capacity is confirmed at once, with its booking ID (decision 0065). */
  instant_confirmation: boolean;
}

export interface Transport extends Omit<TransportCard, "image"> {
  images: StoredImage[];
  des: SafeHtml;
  note: SafeHtml;
  /** What its booking form asks the driver needs (issue 35): an airport transfer's flight, a driver's pickup time. */
  trip_form: TripForm;
}

/** Type ids the home page has sections for (fixed by the operator's catalogue). */
export const HOME_TYPES = { tours: 1, watersport: 6, honeymoon: 11, rental: 15 } as const;

/** Activity types the home page shows as extra carousels (/api/index answers them as `family` and `cruises`). */
export const HOME_CAROUSEL_TYPES = { family: 12, cruises: 14 } as const;

/** Where an activity stands: a draft is never shown, an archived one never again (it may have bookings). */
export const ACTIVITY_STATUSES = ["draft", "published", "archived"] as const;

export type ActivityStatus = (typeof ACTIVITY_STATUSES)[number];

/**
 * What the first screen of the home page shows, on a phone and on a desktop: the slider, the two top
 * tabs (activity types and regencies) and the first row of cards. The server renders only this.
 */
export interface HomeFirstScreen {
  slides: Slide[];
  types: CategoryLink[];
  regencies: CategoryLink[];
  features: ActivityCardFace[];
}

/** The rows below the first screen, which the browser asks for as the tourist nears them. */
export interface HomeLaterSections {
  transport: TransportCard[];
  specialoffers: SpecialOfferCard[];
  events: EventCard[];
  popular: ActivityCardFace[];
  recommendations: ActivityCardFace[];
  watersport: ActivityCardFace[];
  tours: ActivityCardFace[];
  /** Cards of HOME_CAROUSEL_TYPES.family and .cruises. */
  family: ActivityCardFace[];
  cruises: ActivityCardFace[];
  honeymoon: ActivityCardFace[];
  rental: ActivityCardFace[];
  gallery: GalleryImage[];
  destinations: DestinationCard[];
  tips: TipCard[];
}

export const HOME_LATER_SECTIONS = [
  "transport",
  "specialoffers",
  "events",
  "popular",
  "recommendations",
  "watersport",
  "tours",
  "family",
  "cruises",
  "honeymoon",
  "rental",
  "gallery",
  "destinations",
  "tips",
] as const satisfies readonly (keyof HomeLaterSections)[];
