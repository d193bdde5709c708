import { catalogueClosures } from "#app/server/availability-pages.server.ts";

export const { loader, action } = catalogueClosures;
