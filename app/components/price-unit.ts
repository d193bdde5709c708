import { useLingui } from "@lingui/react/macro";
import type { PriceType } from "#domain/booking-rules.ts";
import type { ActivityCard } from "#domain/catalogue.ts";

/** "per person", "per vehicle": what one price buys. */
export function usePriceUnit(): (type: PriceType) => string {
  const { t } = useLingui();
  return (type) => {
    switch (type) {
      case "per_person":
        return t`per person`;
      case "per_group":
        return t`per group`;
      case "per_vehicle":
        return t`per vehicle`;
      case "per_day":
        return t`per day`;
      case "per_package":
        return t`per package`;
    }
  };
}

/** "per person", or "per person, min. 2" when the "from" price is sold only by several. */
export function useFromUnit(): (activity: Pick<ActivityCard, "price_type" | "from_minimum">) => string {
  const { t } = useLingui();
  const unitOf = usePriceUnit();
  return (activity) => {
    const unit = unitOf(activity.price_type);
    const minimum = activity.from_minimum;
    return minimum > 1 ? t`${unit}, min. ${minimum}` : unit;
  };
}
