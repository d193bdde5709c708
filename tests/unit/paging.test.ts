import { describe, expect, it } from "vitest";
import { PER_PAGE, pageOf } from "#workers/paging.ts";

describe("server paging", () => {
  const url = new URL("http://en.localhost/api/search?query=ubud%20temple&page=2");

  it("keeps every filter of the request and only moves the page", () => {
    const page = pageOf(url, 2, 40, []);
    expect(page.per_page).toBe(PER_PAGE);
    expect(page.next_page_url).toBe("http://en.localhost/api/search?query=ubud+temple&page=3");
    expect(page.prev_page_url).toBe("http://en.localhost/api/search?query=ubud+temple&page=1");
  });

  it("has no next page on the last page and no previous page on the first", () => {
    expect(pageOf(url, 4, 40, []).next_page_url).toBeNull();
    expect(pageOf(url, 3, 36, []).next_page_url).toBeNull();
    expect(pageOf(new URL("http://localhost/api/type"), 1, 5, []).prev_page_url).toBeNull();
  });

  it("points a page past the end back to the last real page", () => {
    expect(pageOf(new URL("http://localhost/api/type"), 9, 30, []).prev_page_url).toBe(
      "http://localhost/api/type?page=3",
    );
  });
});
