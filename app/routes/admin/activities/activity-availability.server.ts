import { itemAvailabilityPage } from "#app/server/availability-pages.server.ts";
import type { Route } from "./+types/activity-availability";

export const { loader, action } = itemAvailabilityPage("activity", "activities");
