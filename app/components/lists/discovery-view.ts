import { DISCOVERY_PARAMETERS, type Discovery, discoveryParameters } from "#domain/discovery.ts";

/** A regency a list can be narrowed to: its slug in the URL, its name in the page's language. */
export interface RegencyChoice {
  slug: string;
  name: string;
}

/**
 * Where a list's filter form sends and what it keeps: the page's own path, the parameters that are
 * not filters (a search's `query`), and the /api list that counts a choice before it is applied.
 */
export interface DiscoveryTarget {
  path: string;
  kept: [string, string][];
  countPath: string;
}

/**
 * Whether the /api counts the list `pairs` choose exactly: a list that nothing filters has the count
 * its triggers keep; a search and a filtered list stop counting (countStopped).
 */
export function countIsExact(target: DiscoveryTarget, pairs: [string, string][]): boolean {
  const filters: readonly string[] = DISCOVERY_PARAMETERS.filter((name) => name !== "sort");
  return !target.countPath.startsWith("/api/search") && !pairs.some(([name]) => filters.includes(name));
}

/** The filters in use, one per URL parameter (a sort alone filters nothing). */
export function activeFilters(discovery: Discovery): [string, string][] {
  return discoveryParameters(discovery).filter(([name]) => name !== "sort");
}

/** The list's URL with `pairs` and the kept parameters, on its first page. */
export function listHref(target: DiscoveryTarget, pairs: [string, string][]): string {
  const params = new URLSearchParams([...target.kept, ...pairs]);
  const search = params.toString();
  return search ? `${target.path}?${search}` : target.path;
}

/** The list's URL without the parameter `name`: what a filter's chip removes. */
export function hrefWithout(target: DiscoveryTarget, discovery: Discovery, name: string): string {
  const pairs = discoveryParameters(discovery).filter(
    ([other]) => other !== name && !(name === "date" && other === "date_to"),
  );
  return listHref(target, pairs);
}

/** The list's URL narrowed to the regency `slug` instead of any other, keeping the sort and the other filters. */
export function hrefInRegency(target: DiscoveryTarget, discovery: Discovery, slug: string): string {
  return listHref(target, discoveryParameters({ ...discovery, regency: slug }));
}

/** A form's fields as URL parameters, without the untouched ones and the default sort. */
export function filledParameters(form: HTMLFormElement): [string, string][] {
  const pairs: [string, string][] = [];
  for (const [name, value] of new FormData(form)) {
    if (typeof value !== "string" || value.trim() === "") continue;
    if (name === "sort" && value === "recommended") continue;
    pairs.push([name, value.trim()]);
  }
  return pairs;
}
