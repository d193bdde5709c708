import { useEffect, useMemo, useRef, useState } from "react";
import { fetchAvailability } from "#app/lib/availability-client.ts";
import type { DayStatus } from "#domain/availability.ts";
import type { TripItem, TripPlan } from "#domain/trip.ts";
import type { ChoiceIndex } from "#domain/trip-catalogue.ts";

/** The availability call of what an item books; null for a destination (nothing to book). */
function endpointOf(item: TripItem, index: ChoiceIndex): string | null {
  if (item.kind === "activity") {
    const path = index.activities.get(item.activityId)?.path;
    return path ? `/api${path}/availability` : null;
  }
  if (item.kind === "destination") return null;
  return `/api/transport/${item.transportId}/availability`;
}

/**
 * The status of each planned activity and vehicle on the days of the stay, fetched once per
 * activity or vehicle and stay; a failed fetch only means no warning (the operator checks anyway).
 */
export function useTripAvailability(plan: TripPlan, index: ChoiceIndex) {
  const endpoints = useMemo(() => {
    const all = plan.days.flatMap((day) => day.items.map((item) => endpointOf(item, index)));
    return [...new Set(all.filter((endpoint): endpoint is string => endpoint !== null))].sort();
  }, [plan.days, index]);
  const [statuses, setStatuses] = useState<Record<string, Record<string, DayStatus>>>({});
  const requested = useRef(new Set<string>());
  const { arrival, departure } = plan;

  useEffect(() => {
    for (const endpoint of endpoints) {
      const key = `${arrival}|${departure}|${endpoint}`;
      if (requested.current.has(key)) continue;
      requested.current.add(key);
      fetchAvailability(endpoint, { from: arrival, to: departure })
        .then((days) => {
          const byDate = Object.fromEntries(days.map((day) => [day.date, day.status]));
          setStatuses((known) => ({ ...known, [key]: byDate }));
        })
        .catch(() => requested.current.delete(key));
    }
  }, [arrival, departure, endpoints]);

  return (item: TripItem, date: string): DayStatus | undefined => {
    const endpoint = endpointOf(item, index);
    return endpoint ? statuses[`${plan.arrival}|${plan.departure}|${endpoint}`]?.[date] : undefined;
  };
}
