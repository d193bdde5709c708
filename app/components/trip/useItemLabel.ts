import { useLingui } from "@lingui/react/macro";
import type { TripItem } from "#domain/trip.ts";
import type { ChoiceIndex } from "#domain/trip-catalogue.ts";

/** An item's name as the page shows it, in the page's language. */
export function useItemLabel(index: ChoiceIndex) {
  const { t } = useLingui();
  return (item: TripItem): string => {
    switch (item.kind) {
      case "activity": {
        const activity = index.activities.get(item.activityId);
        const packageName = activity?.packages.find((pack) => pack.id === item.packageId)?.name;
        if (!activity || !packageName) return t`An activity no longer offered`;
        const activityName = activity.name;
        const startTime = item.startTime;
        return startTime ? t`${activityName}, ${packageName}, at ${startTime}` : t`${activityName}, ${packageName}`;
      }
      case "destination": {
        const destination = index.destinations.get(item.destinationId);
        if (!destination) return t`A place no longer offered`;
        const { name, regencyName } = destination;
        return t`Visit ${name} (${regencyName})`;
      }
      case "driver": {
        const vehicle = index.vehicles.get(item.transportId)?.name;
        const hours = item.hours;
        return vehicle ? t`Car with driver: ${vehicle}, ${hours} hours` : t`A vehicle no longer offered`;
      }
      case "transfer": {
        const vehicle = index.vehicles.get(item.transportId)?.name;
        if (!vehicle) return t`A vehicle no longer offered`;
        return item.direction === "arrival"
          ? t`Airport transfer on arrival: ${vehicle}`
          : t`Airport transfer on departure: ${vehicle}`;
      }
    }
  };
}
