import { itemAvailabilityPage } from "#app/server/availability-pages.server.ts";
import type { Route } from "./+types/transport-availability";

export const { loader, action } = itemAvailabilityPage("transport", "transport");
