import { HOME_LATER_SECTIONS, type HomeLaterSections } from "#domain/catalogue.ts";

/**
 * The rows below the home page's first screen, from /api/index in the site's language (the API
 * answers every home section; the cards carry a few texts more than the page shows). A row is
 * checked to be a list; its cards are read by the components that render them.
 */
export async function fetchLaterSections(): Promise<HomeLaterSections> {
  const response = await fetch("/api/index", { headers: { Accept: "application/json" } });
  if (!response.ok) throw new Error(`GET /api/index answered ${response.status}`);
  const body: unknown = await response.json();
  const items = (body as { items?: Record<string, unknown> } | null)?.items;
  if (typeof items !== "object" || !HOME_LATER_SECTIONS.every((section) => Array.isArray(items?.[section]))) {
    throw new Error("GET /api/index answered without the home sections");
  }
  return items as unknown as HomeLaterSections;
}
