import { categoryTextsPage } from "#app/server/place-pages.server.ts";
import { ACTIVITY_TYPE_TEXTS } from "#workers/catalogue/category-texts.ts";

export const { loader, action } = categoryTextsPage(ACTIVITY_TYPE_TEXTS, "/admin/activities/types");
