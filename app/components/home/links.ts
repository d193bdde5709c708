import { LATER_SECTIONS_PARAM } from "#app/lib/site.ts";

/** The activity list of one type (the list takes the type's slug). */
export function activityTypePath(type: { slug: string }): string {
  return `/activity/${encodeURIComponent(type.slug)}`;
}

/** The destination list on one regency's tab. */
export function regencyPath(regency: { slug: string }): string {
  return `/destination?regency=${encodeURIComponent(regency.slug)}`;
}

/** The transport list on one type's tab. */
export function transportTypePath(slug: string): string {
  return `/transport?type=${encodeURIComponent(slug)}`;
}

/** The id of the first section below home's first screen, the no-JavaScript link's anchor. */
export const FIRST_LATER_SECTION = "transport";

/** The id of the static island of the rows below home's first screen. */
export const LATER_ROWS_ISLAND = "home-rows";

export const HOME_WITH_LATER_SECTIONS = `/?${LATER_SECTIONS_PARAM}=1#${FIRST_LATER_SECTION}`;
