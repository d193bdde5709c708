import type { Locator, Page } from "@playwright/test";
import { LIST_TOTALS, SEEDED_LISTS } from "../support/seeded-pages.ts";
import { expect, expectAccessible, open, sites, test } from "./fixtures.ts";

const seeded = SEEDED_LISTS;
const TOTALS = LIST_TOTALS;

const loadMoreName = /^(Load more|Muat lebih banyak)$/;

/** The counted list of a page: the region named by its result-count heading ("112 activities"). */
function results(page: Page): Locator {
  return page.getByRole("region", { name: /^\d+ / });
}

function cards(page: Page): Locator {
  return results(page).getByRole("list").first().getByRole("listitem");
}

/** The result-count heading shows this number (waits for a navigation to render it). */
async function expectTotal(page: Page, total: number) {
  await expect(results(page).getByRole("heading", { level: 2 })).toHaveText(new RegExp(`^${total}\\b`));
}

/** The row of category links or tabs: the navigation that holds the current entry. */
function strip(page: Page): Locator {
  return page.getByRole("navigation").filter({ has: page.locator('a[aria-current="page"]') });
}

/** Presses Load more until it is gone, checking that every press appends a page. */
async function loadToTheEnd(page: Page, pagesShown = 1) {
  const more = results(page).getByRole("link", { name: loadMoreName });
  for (let pages = pagesShown; await more.isVisible(); pages += 1) {
    await expect(cards(page)).toHaveCount(12 * pages);
    await more.click();
    await expect(cards(page)).not.toHaveCount(12 * pages);
  }
}

/**
 * Appends a list to its end as a tourist would, without pressing through every page: Load more
 * once from the first page, then from the page before the last, which `?page=` opens whole
 * (tests/worker/lists.test.ts checks that it shows every page up to it).
 */
async function appendToTheEnd(page: Page, url: string): Promise<number> {
  await open(page, url);
  // The heading's count: the browser tests' operator may have published an activity by now.
  const heading = await results(page).getByRole("heading", { level: 2 }).textContent();
  const total = Number(/\d+/.exec(heading ?? "")?.[0]);
  await results(page).getByRole("link", { name: loadMoreName }).click();
  await expect(cards(page)).toHaveCount(Math.min(24, total));
  const beforeLast = Math.ceil(total / 12) - 1;
  if (beforeLast > 2) await open(page, `${url}${url.includes("?") ? "&" : "?"}page=${beforeLast}`);
  await loadToTheEnd(page, Math.max(2, beforeLast));
  await expect(cards(page)).toHaveCount(total);
  await expect(results(page).getByRole("link", { name: loadMoreName })).toHaveCount(0);
  return total;
}

/**
 * Each flow runs on one site, both sites between them; what the server renders on each site
 * (titles, counts, cards, the current entry of a strip, search results) is in
 * tests/worker/lists.test.ts.
 */
test.describe("lists", () => {
  const categoryStrip = (page: Page) =>
    test.step("the category strip filters the activity list", async () => {
      const site = sites.en;
      const data = seeded.en;
      await open(page, `${site}/activity`);
      const first = strip(page).getByRole("link").first();
      await expect(first).toHaveAttribute("aria-current", "page");
      await expect(cards(page)).toHaveCount(12);
      await expectAccessible(page);

      await strip(page).getByRole("link", { name: data.waterSports.name, exact: true }).click();
      await expect(page).toHaveURL(`${site}/activity/water-sports`);
      await expect(strip(page).getByRole("link", { name: data.waterSports.name, exact: true })).toHaveAttribute(
        "aria-current",
        "page",
      );
      await expect(first).not.toHaveAttribute("aria-current", "page");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(data.waterSports.title);
      await expectTotal(page, TOTALS.waterSports);
      await expect(cards(page)).toHaveCount(TOTALS.waterSports);
      for (const link of await cards(page).getByRole("link").all()) {
        await expect(link).toHaveAttribute("href", /^\/activity\/water-sports\//);
      }
      await expect(results(page).getByRole("link", { name: loadMoreName })).toHaveCount(0);
    });

  const descriptionFolds = (page: Page) =>
    test.step("a category description folds at 120 characters behind read more", async () => {
      await open(page, `${sites.id}/activity/water-sports`);
      await expectAccessible(page);
      const description = page.locator("header p").filter({ has: page.getByRole("button") });
      const toggle = description.getByRole("button");
      await expect(toggle).toHaveAttribute("aria-expanded", "false");
      const folded = (await description.textContent()) ?? "";
      await toggle.click();
      await expect(toggle).toHaveAttribute("aria-expanded", "true");
      const unfolded = (await description.textContent()) ?? "";
      expect(unfolded.length).toBeGreaterThan(folded.length);
      await toggle.click();
      await expect(toggle).toHaveAttribute("aria-expanded", "false");
    });

  const searchFinds = (page: Page) =>
    test.step("search finds Ubud and rafting, and says when it finds nothing", async () => {
      const site = sites.id;
      await open(page, `${site}/activity`);
      // The activity list's search box leads to the results page.
      await page.getByRole("combobox").fill("Ubud");
      await page.getByRole("combobox").press("Enter");
      await expect(page).toHaveURL(`${site}/results?query=Ubud`);
      await expectTotal(page, TOTALS.ubud);
      await expect(cards(page)).toHaveCount(12);
      await expect(cards(page).first()).toContainText("Ubud");
      await expectAccessible(page);

      // A new search from the results page replaces the list.
      await page.getByRole("combobox").fill("rafting");
      await page.getByRole("combobox").press("Enter");
      await expect(page).toHaveURL(`${site}/results?query=rafting`);
      await expectTotal(page, 2);
      // Both rafting trips are found; their order is the ranking's business (they score alike).
      const found = await cards(page).getByRole("heading", { level: 3 }).allTextContents();
      expect(found.sort()).toEqual([...seeded.id.rafting].sort());
      await expect(page.getByRole("combobox")).toHaveValue("rafting");

      // A search that finds nothing: its page is accessible too.
      await page.getByRole("combobox").fill("qwzx");
      await page.getByRole("combobox").press("Enter");
      await expect(page).toHaveURL(`${site}/results?query=qwzx`);
      await expect(cards(page)).toHaveCount(0);
      await expectAccessible(page);
    });

  const destinationTabs = (page: Page) =>
    test.step("destination tabs filter by regency", async () => {
      const site = sites.en;
      await open(page, `${site}/destination`);
      await expectTotal(page, TOTALS.destinations);
      await strip(page).getByRole("link", { name: seeded.en.gianyar.name, exact: true }).click();
      await expect(page).toHaveURL(`${site}/destination?regency=gianyar`);
      await expect(strip(page).getByRole("link", { name: seeded.en.gianyar.name, exact: true })).toHaveAttribute(
        "aria-current",
        "page",
      );
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(seeded.en.gianyar.title);
      await expect(cards(page)).toHaveCount(TOTALS.gianyar);
      await expectTotal(page, TOTALS.gianyar);
      for (const link of await cards(page).getByRole("link").all()) {
        await expect(link).toHaveAttribute("href", /^\/destination\/gianyar\//);
      }
      await expectAccessible(page);

      // The map of Bali (issue 42, item 2): folded under the list's header, it opens within the
      // phone's width, and a tap on a drawn regency lists that regency's destinations.
      const map = page.getByTestId("bali-map");
      await map.getByText("Map of Bali").click();
      const drawing = map.locator("svg[viewBox]").last();
      await expect(drawing).toBeVisible();
      expect(((await drawing.boundingBox())?.width ?? 0) > 300).toBe(true);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      const key = map.getByRole("link", { name: /^Tabanan: \d+ activities, \d+ destinations$/ });
      const tabanan = Number((await key.getAttribute("aria-label"))?.match(/(\d+) destinations$/)?.[1]);
      await expectAccessible(page, map);
      await map.locator('svg a[data-regency="tabanan"]').click();
      await expect(page).toHaveURL(`${site}/destination?regency=tabanan`);
      await expectTotal(page, tabanan);
      await expect(key).toHaveAttribute("aria-current", "page");
    });

  const transportTabs = (page: Page) =>
    test.step("transport tabs filter by type and replace a longer list", async () => {
      const site = sites.id;
      await open(page, `${site}/transport`);
      await expectTotal(page, TOTALS.transports);
      await expectAccessible(page);
      const next = page.waitForRequest((request) => new URL(request.url()).pathname === "/api/transporttype");
      await results(page).getByRole("link", { name: loadMoreName }).click();
      expect(new URL((await next).url()).searchParams.get("page")).toBe("2");
      await expect(cards(page)).toHaveCount(24);

      // Choosing a type starts again from its first page instead of adding to the 24.
      await strip(page).getByRole("link", { name: seeded.id.carWithDriver.name, exact: true }).click();
      await expect(page).toHaveURL(`${site}/transport?type=car-with-driver`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(seeded.id.carWithDriver.title);
      await expect(cards(page)).toHaveCount(TOTALS.cars);
      await expectTotal(page, TOTALS.cars);
      await expect(results(page).getByRole("link", { name: loadMoreName })).toHaveCount(0);
    });

  // Each site's flows in one tab, one after the other: a tab of its own per flow cost a renderer's
  // start and a cold first load each time.
  test("the category strip filters the activity list, and destination tabs by regency (en)", async ({ page }) => {
    await categoryStrip(page);
    await destinationTabs(page);
  });

  test("a category description folds, search finds and says when it finds nothing, transport tabs filter (id)", async ({
    page,
  }) => {
    await descriptionFolds(page);
    await searchFinds(page);
    await transportTabs(page);
  });
});

test.describe("load more", () => {
  const backAfterLoadMore = (page: Page) =>
    test.step("Back after Load more shows every card that was loaded, scrolled where the tourist left", async () => {
      await open(page, `${sites.en}/activity`);
      await results(page).getByRole("link", { name: loadMoreName }).click();
      await expect(cards(page)).toHaveCount(24);
      await expect(page).toHaveURL(`${sites.en}/activity?page=2`);
      const card = cards(page).nth(18).getByRole("link").first();
      await card.evaluate((link) => link.scrollIntoView({ block: "center" }));
      const scrolled = await page.evaluate(() => window.scrollY);
      expect(scrolled).toBeGreaterThan(0);
      const href = (await card.getAttribute("href")) ?? "";
      // A tap where the card is, as a thumb would: Playwright's click scrolled the page again in one
      // run of three before pressing, and the page then rightly came back to that other place.
      const box = await card.boundingBox();
      if (!box) throw new Error("the card has no box on the screen");
      await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
      await expect(page).toHaveURL(`${sites.en}${href}`);

      await page.goBack();
      await expect(cards(page)).toHaveCount(24);
      // Where the tourist left, give or take the rounding of a fractional layout (8,910 for 8,912).
      await expect
        .poll(async () => Math.abs((await page.evaluate(() => window.scrollY)) - scrolled))
        .toBeLessThanOrEqual(4);
    });

  // One tab walks every list, a site's lists one after the other: a tab of its own per list cost a
  // renderer's start and a cold first load each time.
  test("appends search results, destinations, transport and every activity to the end; Back keeps what was loaded", async ({
    page,
  }) => {
    await test.step("search results (id)", async () => {
      expect(await appendToTheEnd(page, `${sites.id}/results?query=ubud`)).toBe(TOTALS.ubud);
    });
    await test.step("destinations (id)", async () => {
      expect(await appendToTheEnd(page, `${sites.id}/destination`)).toBe(TOTALS.destinations);
    });
    await test.step("transport (en)", async () => {
      expect(await appendToTheEnd(page, `${sites.en}/transport`)).toBe(TOTALS.transports);
    });
    await test.step("every activity (en)", async () => {
      expect(await appendToTheEnd(page, `${sites.en}/activity`)).toBeGreaterThanOrEqual(TOTALS.activities);
    });
    await backAfterLoadMore(page);
  });
});

// The lists' flows above scan each list page as they pass it; an empty search has no flow.
