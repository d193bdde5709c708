import { categoryTextsPage } from "#app/server/place-pages.server.ts";
import { TRANSPORT_TYPE_TEXTS } from "#workers/catalogue/category-texts.ts";

export const { loader, action } = categoryTextsPage(TRANSPORT_TYPE_TEXTS, "/admin/transport/types");
