import type { ShouldRevalidateFunctionArgs } from "react-router";
import { describe, expect, it } from "vitest";
import { listUrlThrough, shouldRevalidate } from "#app/components/list-pages.ts";
import { PER_PAGE, pageOf } from "#workers/paging.ts";

describe("a list's pages in its URL (decision 0044)", () => {
  it("Load more links to the list's own URL with the next page's number, every filter kept", () => {
    const location = { pathname: "/results", search: "?query=ubud&page=2" };
    expect(listUrlThrough(location, "http://localhost/api/search?query=ubud&page=3")).toBe(
      "/results?query=ubud&page=3",
    );
    expect(listUrlThrough({ pathname: "/activity", search: "" }, "/api/type?page=2")).toBe("/activity?page=2");
    expect(listUrlThrough({ pathname: "/activity", search: "" }, "/api/type")).toBeNull();
  });

  it("pages read at once answer as their last: the next page follows it, none before the first", () => {
    const url = new URL("http://localhost/api/type");
    const shown = pageOf(url, { through: 3 }, 40, []);
    expect(shown.current_page).toBe(3);
    expect(shown.next_page_url).toBe("http://localhost/api/type?page=4");
    expect(shown.prev_page_url).toBeNull();
    expect(pageOf(url, { through: 4 }, 4 * PER_PAGE, []).next_page_url).toBeNull();
  });

  it("the loader is not asked again when Load more only wrote a later page into the URL", () => {
    const revalidates = (from: string, to: string, formMethod?: "POST") =>
      shouldRevalidate({
        currentUrl: new URL(from, "http://localhost"),
        nextUrl: new URL(to, "http://localhost"),
        formMethod,
        defaultShouldRevalidate: true,
      } as ShouldRevalidateFunctionArgs);
    expect(revalidates("/results?query=ubud", "/results?query=ubud&page=2")).toBe(false);
    expect(revalidates("/activity?page=2", "/activity?page=3")).toBe(false);
    // Another search, another category, fewer pages or a form post load as before.
    expect(revalidates("/results?query=ubud&page=2", "/results?query=rafting&page=3")).toBe(true);
    expect(revalidates("/activity?page=2", "/activity/water-sports?page=3")).toBe(true);
    expect(revalidates("/activity?page=3", "/activity")).toBe(true);
    expect(revalidates("/activity", "/activity?page=2", "POST")).toBe(true);
  });
});
