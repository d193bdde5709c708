import { dayTours } from "./content/activities/type-01-day-tours.ts";
import { templesCulture } from "./content/activities/type-02-temples-culture.ts";
import { volcanoTrekking } from "./content/activities/type-03-volcano-trekking.ts";
import { cookingClasses } from "./content/activities/type-04-cooking-classes.ts";
import { spaWellness } from "./content/activities/type-05-spa-wellness.ts";
import { waterSports } from "./content/activities/type-06-water-sports.ts";
import { divingSnorkeling } from "./content/activities/type-07-diving-snorkeling.ts";
import { adventure } from "./content/activities/type-08-adventure.ts";
import { islandTrips } from "./content/activities/type-09-island-trips.ts";
import { attractions } from "./content/activities/type-10-attractions.ts";
import { honeymoon } from "./content/activities/type-11-honeymoon.ts";
import { family } from "./content/activities/type-12-family.ts";
import { surfing } from "./content/activities/type-13-surfing.ts";
import { cruisesDinner } from "./content/activities/type-14-cruises-dinner.ts";
import { rentals } from "./content/activities/type-15-rentals.ts";
import { cycling } from "./content/activities/type-16-cycling.ts";
import { activityTypes } from "./content/activity-types.ts";
import { destinations } from "./content/destinations.ts";
import { events } from "./content/events.ts";
import { gallery } from "./content/gallery.ts";
import { regencies } from "./content/regencies.ts";
import { reviews } from "./content/reviews.ts";
import { slides } from "./content/slides.ts";
import { specialOffers } from "./content/special-offers.ts";
import { tips } from "./content/tips.ts";
import { transportTypes } from "./content/transport-types.ts";
import { transports } from "./content/transports.ts";

/** The operator's whole catalogue, in the order pages list it. */
export const catalogue = {
  activityTypes,
  regencies,
  activities: [
    ...dayTours,
    ...templesCulture,
    ...volcanoTrekking,
    ...cookingClasses,
    ...spaWellness,
    ...waterSports,
    ...divingSnorkeling,
    ...adventure,
    ...islandTrips,
    ...attractions,
    ...honeymoon,
    ...family,
    ...surfing,
    ...cruisesDinner,
    ...rentals,
    ...cycling,
  ],
  destinations,
  transportTypes,
  transports,
  tips,
  events,
  specialOffers,
  gallery,
  slides,
  reviews,
};

export type Catalogue = typeof catalogue;
