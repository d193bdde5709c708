import { catalogueClosures } from "#app/server/availability-pages.server.ts";
import type { Route } from "./+types/availability";

export const { loader, action } = catalogueClosures;
