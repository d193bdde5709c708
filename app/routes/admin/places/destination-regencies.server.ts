import { categoryTextsPage } from "#app/server/place-pages.server.ts";
import { REGENCY_TEXTS } from "#workers/catalogue/category-texts.ts";

export const { loader, action } = categoryTextsPage(REGENCY_TEXTS, "/admin/destinations/regencies");
