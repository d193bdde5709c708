/**
 * What the trip builder offers (the /trip page's catalogue choices) and what it derives from them
 * for a plan's items: the facts the rules need and the price shown as an estimate. The server
 * prices a sent plan itself (POST /api/trip); these figures only guide the tourist.
 */
import { type PricedProduct, type PriceType, unitPriceMinor } from "./booking-rules.ts";
import type { Currency } from "./format.ts";
import { decodePlan } from "./inputs/trip-plan.ts";
import { MAX_DRIVER_HOURS, type TripItem, type TripPlan } from "./trip.ts";
import { parseTripLink } from "./trip-links.ts";
import { partyQuantities } from "./trip-pricing.ts";
import { type Island, islandOf, type TripItemFacts } from "./trip-rules.ts";

/** The regency of Ngurah Rai airport (Badung): where a transfer starts or ends. */
export const AIRPORT_REGENCY_ID = 1;

/** An airport transfer takes about this long, whatever the vehicle's rental hours. */
export const TRANSFER_HOURS = 1;

export interface TripPackageChoice {
  id: number;
  name: string;
  products: Pick<PricedProduct, "id" | "price_idr" | "price_usd" | "minimal">[];
}

export interface TripActivityChoice {
  id: number;
  name: string;
  /** The activity page's path, for a link. */
  path: string;
  regencyId: number | null;
  durationHours: number;
  island: Island;
  priceType: PriceType;
  /** "HH:MM", earliest first; one when the activity starts once a day at its own time. */
  startTimes: string[];
  packages: TripPackageChoice[];
}

export interface TripDestinationChoice {
  id: number;
  name: string;
  path: string;
  regencyId: number;
  regencyName: string;
  island: Island;
}

export interface TripVehicleChoice {
  id: number;
  name: string;
  path: string;
  /** Hours the price covers. */
  durationHours: number;
  price_idr: number;
  price_usd: number;
}

export interface TripChoices {
  regencies: TripRegency[];
  activities: TripActivityChoice[];
  destinations: TripDestinationChoice[];
  vehicles: TripVehicleChoice[];
}

/** How long a visit to a destination is planned for. */
export const DESTINATION_VISIT_HOURS = 2;

export { islandOf };

/** Finders over the choices, by id. */
export function choiceIndex(choices: TripChoices) {
  const activities = new Map(choices.activities.map((choice) => [choice.id, choice]));
  const destinations = new Map(choices.destinations.map((choice) => [choice.id, choice]));
  const vehicles = new Map(choices.vehicles.map((choice) => [choice.id, choice]));
  return { activities, destinations, vehicles };
}

export type ChoiceIndex = ReturnType<typeof choiceIndex>;

/** The rules' facts of an item; undefined when the catalogue no longer offers it. */
export function factsOf(index: ChoiceIndex, item: TripItem): TripItemFacts | undefined {
  switch (item.kind) {
    case "activity": {
      const choice = index.activities.get(item.activityId);
      return choice && { regencyId: choice.regencyId, durationHours: choice.durationHours, island: choice.island };
    }
    case "destination": {
      const choice = index.destinations.get(item.destinationId);
      return choice && { regencyId: choice.regencyId, durationHours: DESTINATION_VISIT_HOURS, island: choice.island };
    }
    case "driver":
      // The car drives the day's other items: no place or time of its own.
      return index.vehicles.has(item.transportId)
        ? { regencyId: null, durationHours: 0, island: "mainland" }
        : undefined;
    case "transfer":
      return index.vehicles.has(item.transportId)
        ? { regencyId: AIRPORT_REGENCY_ID, durationHours: TRANSFER_HOURS, island: "mainland" }
        : undefined;
  }
}

/**
 * The catalogue's price of an item for the plan's party, in minor units, by the rule the server
 * prices a sent plan with (workers/trips/pricing.ts), so the total the page shows is the one the
 * server accepts: a package as a booking of the party (domain/trip-pricing.ts), a car with driver
 * or a transfer as one booking of the vehicle, a destination free. Null when the catalogue no
 * longer has it.
 */
export function estimateMinor(
  index: ChoiceIndex,
  item: TripItem,
  party: Pick<TripPlan, "adults" | "kids">,
  currency: Currency,
): number | null {
  switch (item.kind) {
    case "activity": {
      const choice = index.activities.get(item.activityId);
      const products = choice?.packages.find((pack) => pack.id === item.packageId)?.products;
      if (!choice || !products?.length) return null;
      const quantities = partyQuantities(products, choice.priceType, party);
      return products.reduce(
        (sum, product) => sum + unitPriceMinor(product, currency) * (quantities[product.id] ?? 0),
        0,
      );
    }
    case "destination":
      return index.destinations.has(item.destinationId) ? 0 : null;
    case "driver":
    case "transfer": {
      const vehicle = index.vehicles.get(item.transportId);
      return vehicle ? unitPriceMinor(vehicle, currency) : null;
    }
  }
}

/** The regencies by id, with their names in the page's language, for the warnings. */
export interface TripRegency {
  id: number;
  name: string;
}

/**
 * The item an "Add to my trip" link names (domain/trip-links.ts), as the catalogue offers it: an
 * activity's package (its first when none is named) at its first start time, a vehicle as a car
 * with driver. Null for anything else.
 */
export function itemFromLink(link: string, index: ChoiceIndex): TripItem | null {
  const target = parseTripLink(link);
  switch (target?.kind) {
    case "activity": {
      const { activityId, packageId } = target;
      const choice = index.activities.get(activityId);
      const pack = packageId === null ? choice?.packages[0] : choice?.packages.find((each) => each.id === packageId);
      return choice && pack
        ? { kind: "activity", activityId, packageId: pack.id, startTime: choice.startTimes[0] ?? null }
        : null;
    }
    case "destination":
      return index.destinations.has(target.destinationId) ? target : null;
    case "vehicle": {
      const vehicle = index.vehicles.get(target.transportId);
      if (!vehicle) return null;
      // The hours the vehicle's page offers and prices, so the plan says what the page said.
      const hours = Math.min(MAX_DRIVER_HOURS, Math.max(1, Math.round(vehicle.durationHours)));
      return { kind: "driver", transportId: target.transportId, hours };
    }
    default:
      return null;
  }
}

/** The activities a plan names, each once. */
export function plannedActivityIds(plan: TripPlan | null): number[] {
  const ids = (plan?.days ?? []).flatMap((day) =>
    day.items.flatMap((item) => (item.kind === "activity" ? [item.activityId] : [])),
  );
  return [...new Set(ids)];
}

/**
 * The activities the builder must know before it opens: those of the plans it may restore (the
 * link's, then this browser's) and of an "Add to my trip" link.
 */
export function activityIdsToOpen(sources: { plans: (string | null)[]; add: string | null }): number[] {
  const planned = sources.plans.flatMap((text) => (text ? plannedActivityIds(decodePlan(text)) : []));
  const link = parseTripLink(sources.add ?? "");
  return [...new Set([...planned, ...(link?.kind === "activity" ? [link.activityId] : [])])];
}
