import { itemAvailabilityPage } from "#app/server/availability-pages.server.ts";

export const { loader, action } = itemAvailabilityPage("transport", "transport");
