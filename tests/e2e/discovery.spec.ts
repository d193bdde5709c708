import type { Locator, Page } from "@playwright/test";
import { addDays } from "#domain/availability.ts";
import { baliToday } from "#domain/bali-time.ts";
import { MAX_COUNTED_RESULTS } from "#domain/catalogue.ts";
import { expect, expectAccessible, open, sites, test } from "./fixtures.ts";

/**
 * Issue 42, item 1, on a phone (390x844): the filter sheet counts before it applies, the URL carries
 * the choice, Load more and Back keep it; the search box reads a typed request (decision 0093). What
 * the server renders for each parameter is in tests/worker/discovery.test.ts and search-intent.test.ts.
 */

/** The first Tuesday after today in Bali: what "next tuesday" means to the search. */
function nextTuesday(): string {
  const today = baliToday();
  const weekday = new Date(`${today}T00:00:00Z`).getUTCDay();
  return addDays(today, ((2 - weekday + 6) % 7) + 1);
}

interface ApiPage {
  items: { data: { name: string }[]; total: number; next_page_url: string | null };
}

/** The list's cards, not the row of recently viewed ones that a visit to a card adds once its code loads. */
function cardTitles(page: Page): Locator {
  return page
    .getByRole("main")
    .getByRole("listitem")
    .getByRole("heading", { level: 3 })
    .and(page.locator(':not([data-testid="recently-viewed"] *)'));
}

/** An /api list as the English site answers it, asked from the page (Node cannot resolve en.localhost). */
async function apiPage(page: Page, path: string): Promise<ApiPage> {
  return page.evaluate(async (url) => {
    const response = await fetch(url, { headers: { accept: "application/json" } });
    return (await response.json()) as ApiPage;
  }, path);
}

test("the phone's filter sheet counts, applies a sort and a filter, Load more and Back keep them, and a typed request is found in two taps (en)", async ({
  page,
}) => {
  const chosen = "sort=price_asc&free_cancellation=1";
  await open(page, `${sites.en}/activity`);
  const first = await apiPage(page, `/api/type?${chosen}`);
  expect(first.items.next_page_url, "the seed has more than a page with free cancellation").not.toBeNull();
  const opener = page.getByRole("button", { name: "Filters", exact: true });
  await opener.click();
  const sheet = page.getByRole("dialog", { name: "Filters" });
  await expect(sheet).toBeVisible();
  await expect(sheet.locator(":focus")).toHaveCount(1);

  await sheet.getByLabel("Sort by").selectOption("price_asc");
  await sheet.getByRole("checkbox", { name: "Free cancellation" }).check();
  const count =
    first.items.total > MAX_COUNTED_RESULTS
      ? `More than ${MAX_COUNTED_RESULTS} activities`
      : `${first.items.total} activities`;
  await expect(sheet.getByTestId("filter-count")).toHaveText(count);
  await expectAccessible(page);

  // Escape closes the sheet without applying, and focus goes back to the button.
  await page.keyboard.press("Escape");
  await expect(sheet).toBeHidden();
  await expect(opener).toBeFocused();
  await expect(page).toHaveURL(`${sites.en}/activity`);

  await opener.click();
  await sheet.getByLabel("Sort by").selectOption("price_asc");
  await sheet.getByRole("checkbox", { name: "Free cancellation" }).check();
  await sheet.getByRole("button", { name: "Show results" }).click();
  await expect(page).toHaveURL(`${sites.en}/activity?${chosen}`);
  await expect(cardTitles(page)).toHaveText(first.items.data.map((card) => card.name));
  await expect(page.getByRole("button", { name: "Filters (1)" })).toBeVisible();

  await page.getByRole("link", { name: "Load more" }).click();
  const second = await apiPage(page, `/api/type?${chosen}&page=2`);
  await expect(cardTitles(page)).toHaveText([...first.items.data, ...second.items.data].map((card) => card.name));
  await expect(page).toHaveURL(`${sites.en}/activity?${chosen}&page=2`);

  await cardTitles(page).first().click();
  await expect(page).not.toHaveURL(/\?/);
  await page.goBack();
  await expect(page).toHaveURL(`${sites.en}/activity?${chosen}&page=2`);
  await expect(cardTitles(page)).toHaveCount(first.items.data.length + second.items.data.length);
  await expectAccessible(page);

  // Issue 42's done-when: the cheapest 4.5-star half-day tour with pickup open next Tuesday, in two
  // taps (the search box, then Search) and the words typed or dictated between them.
  const wanted = `sort=price_asc&duration=half_day&min_rating=4.5&pickup=1&date=${nextTuesday()}`;
  const cheapest = await apiPage(page, `/api/type?${wanted}`);
  expect(cheapest.items.total, "the seed has such a tour").toBeGreaterThan(0);
  const searchBox = page.getByRole("combobox", { name: "Search activities" });
  await searchBox.tap();
  await page.keyboard.type("cheapest half day tour with pickup 4.5 stars next tuesday");
  await page.getByRole("search").getByRole("button", { name: "Search" }).tap();
  await expect(page).toHaveURL(/\/results\?query=cheapest/);
  await expect(cardTitles(page).first()).toHaveText(cheapest.items.data[0]?.name ?? "");
  const understood = page.getByRole("list", { name: "Filters in use" });
  await expect(understood.getByRole("link", { name: /^Remove filter/ })).toHaveText([
    "Cheapest first ×",
    "Half a day ×",
    "Rated 4.5 and up ×",
    "Hotel pickup ×",
    /^Open on .* ×$/,
  ]);
  await expectAccessible(page, understood);

  // A wrong reading is one tap away: the chip drops that filter and keeps the others.
  await understood.getByRole("link", { name: "Remove filter: Hotel pickup" }).tap();
  await expect(page).toHaveURL(`${sites.en}/activity?${wanted.replace("&pickup=1", "")}`);
  await expect(
    page.getByRole("list", { name: "Filters in use" }).getByRole("link", { name: /^Remove filter/ }),
  ).toHaveCount(3);

  // Opened from a shared link, the typed request keeps one canonical link, its explicit view's,
  // once React has hydrated the page (a second, conflicting one had been added beside it).
  await open(page, `${sites.en}/results?query=cheapest+ubud+tour`);
  await expect(page.locator('link[rel="canonical"]')).toHaveCount(1);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    "href",
    `${sites.en}/results?query=ubud&sort=price_asc`,
  );
});
