/**
 * The shape of the operator's catalogue as written by hand in seed/content/.
 * seed/build-sql.ts turns it into SQL for D1; scripts/generate-images.ts draws the images.
 * Every text a tourist reads exists in both languages: `id` (Indonesian) and `en` (English).
 */
import type { PriceType, ProductUnit } from "#domain/booking-rules.ts";

export type { PriceType };

export type Localized<T = string> = { id: T; en: T };

/**
 * Rich text: a small HTML subset only — <p>, <ul>, <ol>, <li>, <strong>, <em>, <h3>, <br>.
 * No attributes, no links, no inline styles.
 */
export type RichText = string;

/** The scene an illustration shows; the generator picks a palette from the item's slug. */
export type Scene =
  | "sea"
  | "beach-dusk"
  | "rice-terraces"
  | "volcano"
  | "temple-gate"
  | "waterfall"
  | "jungle"
  | "underwater"
  | "boat"
  | "cliff"
  | "lake"
  | "city"
  | "market"
  | "food"
  | "spa"
  | "dance"
  | "car"
  | "motorbike"
  | "surf"
  | "bicycle";

export type RegencySlug =
  | "badung"
  | "denpasar"
  | "gianyar"
  | "tabanan"
  | "bangli"
  | "klungkung"
  | "karangasem"
  | "buleleng"
  | "jembrana";

export interface ActivityTypeSeed {
  id: number;
  slug: string;
  name: Localized;
  /** Heading shown above the category's list. */
  title: Localized;
  /** One or two sentences; the list shows the first 120 characters with "read more". */
  des: Localized;
  scene: Scene;
}

export interface ProductSeed {
  /** e.g. "Adult", "Child (4-11 years)", "Per car (up to 6 people)". */
  name: Localized;
  /** Whole rupiah, realistic Bali prices (e.g. 350000). */
  price_idr: number;
  /** Whole or half US dollars, roughly price_idr / 16000. */
  price_usd: number;
  /** Minimum quantity that can be booked (0 for optional extras such as children). */
  minimal: number;
  /** Whom one of it books; read from the name when left out (seed/product-units.ts). */
  unit?: ProductUnit;
  /** Seats one of it takes, with `unit`: 1 a person, 2 a couple, 0 an extra. */
  seats?: number;
  /** The people one of it carries, for a vehicle; read from the name when left out (seed/product-units.ts). */
  passengers?: number;
}

export interface PackageSeed {
  name: Localized;
  detail: Localized<RichText>;
  /** 1 to 3 products. */
  products: ProductSeed[];
}

export interface ActivitySeed {
  /** Unique product code shown as "Product ID", format BT + two-digit type id + two-digit number: "BT0103". */
  code: string;
  /** Unique across all activities, lowercase English words joined by hyphens. */
  slug: string;
  typeId: number;
  regency: RegencySlug;
  name: Localized;
  /** One sentence for cards and meta descriptions. */
  short_des: Localized;
  /** Place as a tourist would read it: "Ubud, Gianyar". */
  location: Localized;
  duration_hours: number;
  /** Free cancellation up to this many hours before the start. */
  cancelation_hours: number;
  /** "08:00" (24-hour, Bali time). */
  start_time: string;
  /** Minimum number of persons for the activity to run. */
  required_persons: number;
  price_type: PriceType;
  highlight: Localized<RichText>;
  activity_des: Localized<RichText>;
  included: Localized<string[]>;
  whattobring: Localized<string[]>;
  pickup_time: Localized;
  meeting_point: Localized;
  how_to_use: Localized<RichText>;
  payment: Localized<RichText>;
  note: Localized<RichText>;
  confirmation_detail: Localized<RichText>;
  /** 1 to 3 packages. */
  packages: PackageSeed[];
  /** 3 or more scenes; the first is the cover image. */
  scenes: Scene[];
}

export interface RegencySeed {
  id: number;
  slug: RegencySlug;
  name: Localized;
  title: Localized;
  des: Localized;
  scene: Scene;
}

export interface DestinationSeed {
  slug: string;
  regency: RegencySlug;
  name: Localized;
  location: Localized;
  /** Visitors per year shown on the card, a plausible round number. */
  visitor: number;
  des: Localized<RichText>;
  note: Localized<RichText>;
  scenes: Scene[];
}

export interface TransportTypeSeed {
  id: number;
  slug: string;
  name: Localized;
  title: Localized;
  des: Localized;
  scene: Scene;
}

export interface TransportSeed {
  typeId: number;
  manufacture: string;
  vehicle_name: string;
  vehicle_type: Localized;
  passanger: number;
  transmision: "manual" | "automatic";
  /** Number of suitcases. */
  baggage: number;
  price_idr: number;
  price_usd: number;
  /** Hours included in the price (e.g. 10 for a day with driver). */
  duration_hours: number;
  visitor: number;
  des: Localized<RichText>;
  note: Localized<RichText>;
  scenes: Scene[];
}

export interface TipSeed {
  slug: string;
  title: Localized;
  content: Localized<RichText>;
  scenes: Scene[];
}

export interface EventSeed {
  slug: string;
  title: Localized;
  location: Localized;
  /** ISO local Bali time, "2026-12-05T19:00". */
  start: string;
  end: string;
  content: Localized<RichText>;
  scenes: Scene[];
}

export interface SpecialOfferSeed {
  slug: string;
  title: Localized;
  short_des: Localized;
  des: Localized<RichText>;
  tnc: Localized<RichText>;
  /** Code of the activity the offer is about, if any. */
  activityCode?: string;
  scenes: Scene[];
}

export interface GallerySeed {
  caption: Localized;
  scene: Scene;
}

/** A review someone left; reviews are not translated, each is in the language its author wrote. */
export interface ReviewSeed {
  author: string | null;
  rating: 1 | 2 | 3 | 4 | 5;
  title: string;
  body: string;
}
