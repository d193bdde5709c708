import type { ShouldRevalidateFunctionArgs } from "react-router";

/**
 * A list page's own URL showing every page up to the one `apiUrl` (a next_page_url of the /api)
 * names: `?page=` of an HTML list counts the pages shown from the first (decision 0044). Null when
 * `apiUrl` names no page.
 */
export function listUrlThrough(location: { pathname: string; search: string }, apiUrl: string): string | null {
  const page = new URL(apiUrl, "http://list.invalid").searchParams.get("page");
  if (!page) return null;
  const params = new URLSearchParams(location.search);
  params.set("page", page);
  return `${location.pathname}?${params}`;
}

const pagesOf = (url: URL) => Number(url.searchParams.get("page") ?? "1") || 1;

function withoutPage(url: URL): string {
  const params = new URLSearchParams(url.search);
  params.delete("page");
  params.sort();
  return `${url.pathname}?${params}`;
}

/**
 * Load more writes the pages it has shown into the URL; the list already holds them, so the page's
 * loader is not asked for them again. Any other change (a category, a search, fewer pages) loads.
 */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  const moreOfTheSameList =
    formMethod === undefined &&
    withoutPage(currentUrl) === withoutPage(nextUrl) &&
    pagesOf(nextUrl) > pagesOf(currentUrl);
  return moreOfTheSameList ? false : defaultShouldRevalidate;
}
