import { data } from "react-router";
import { PERSONAL_PAGE_CACHE, pageHeaders } from "#app/server/page.server.ts";

// The page only reads the provider's answer in the browser; nothing of it may be stored.
export function loader() {
  return data(null, { headers: { "Cache-Control": PERSONAL_PAGE_CACHE } });
}

export const headers = pageHeaders;
