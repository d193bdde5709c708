import type { Page, Route } from "@playwright/test";
import { expect, expectAccessible, isSameDocument, markDocument, open, sites, test } from "./fixtures.ts";

/**
 * An activity's page where a browser is needed: folding, the package accordion, the photo viewer,
 * the tabs, the price bar on screen, hydration of the 404 page and accessibility. Each flow runs
 * on one site, both sites between them; what the server renders on each site (name, prices,
 * tables, breadcrumbs, reviews with their dates, the Product description, 404s) is in
 * tests/worker/activity-page.test.ts.
 */
const TYPE = "day-tours";
const SLUG = "ubud-rice-terrace-and-monkey-forest-tour";
const PATH = `/activity/${TYPE}/${SLUG}`;

test("the page's scripts start once its first picture has come, and then hydrate it (id)", async ({ page }) => {
  let pictureCame = false;
  const scriptsBeforePicture: string[] = [];
  page.on("requestfinished", (request) => {
    if (request.url().includes(`/img/activities/${SLUG}-1`)) pictureCame = true;
  });
  page.on("request", (request) => {
    if (request.url().includes("/assets/") && request.url().endsWith(".js") && !pictureCame) {
      scriptsBeforePicture.push(request.url());
    }
  });
  await open(page, `${sites.id}${PATH}`);
  expect(pictureCame).toBe(true);
  expect(scriptsBeforePicture).toEqual([]);
});

for (const [browser, withoutPaintTiming] of [
  [
    "a browser without the Paint Timing API",
    () => Object.defineProperty(PerformanceObserver, "supportedEntryTypes", { get: () => ["navigation", "resource"] }),
  ],
  ["a browser without PerformanceObserver", () => Reflect.deleteProperty(globalThis, "PerformanceObserver")],
] as const) {
  test(`${browser} starts the page's scripts after its first picture, not at the 3 s fallback (en)`, async ({
    page,
  }) => {
    await page.addInitScript(withoutPaintTiming);
    await open(page, `${sites.en}${PATH}`);
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
    const entryRequestedAt = await page.evaluate(
      () => performance.getEntriesByType("resource").find((entry) => entry.name.includes("/entry.client"))?.startTime,
    );
    expect(entryRequestedAt).toBeLessThan(3000);
  });
}

test("a key pressed before the first picture has come starts the page's scripts at once (en)", async ({ page }) => {
  // The first picture never comes: only the press, or the 3 s fallback, can start the scripts.
  await page.route(`**/img/activities/${SLUG}-1*`, () => {});
  await page.goto(`${sites.en}${PATH}`, { waitUntil: "domcontentloaded" });
  const pressedAt = await page.evaluate(() => performance.now());
  await page.keyboard.press("Shift");
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  const entryRequestedAt = await page.evaluate(
    () => performance.getEntriesByType("resource").find((entry) => entry.name.includes("/entry.client"))?.startTime,
  );
  expect(entryRequestedAt).toBeGreaterThanOrEqual(pressedAt);
  expect(entryRequestedAt).toBeLessThan(pressedAt + 1000);
});

test("a held script smuggled into the page without its nonce is never run (id)", async ({ page }) => {
  await page.route(`${sites.id}${PATH}`, async (route) => {
    const response = await route.fetch();
    const smuggled = '<script type="text/x-after-first-paint" data-preload="">window.smuggled = true;</script>';
    await route.fulfill({ response, body: (await response.text()).replace("<main", `${smuggled}<main`) });
  });
  await open(page, `${sites.id}${PATH}`);
  expect(await page.evaluate(() => (globalThis as { smuggled?: boolean }).smuggled)).toBeUndefined();
});

test("taps before the page's code has come: the FAQ tab shows at once, Book now opens once the code is there (en)", async ({
  page,
}) => {
  // The page's scripts are held on the line, as on a slow phone.
  const held: Route[] = [];
  let holding = true;
  await page.route(/\/assets\/.*\.js$/, (route) => (holding ? void held.push(route) : route.continue()));
  await page.goto(`${sites.en}${PATH}`);
  const tabs = page.getByRole("tab");
  await expect(tabs).toHaveCount(2);
  await expect(tabs.nth(0)).toHaveAttribute("aria-selected", "true");
  await expect(page.getByTestId("faq-groups")).toBeHidden();
  await tabs.nth(1).click();
  await expect(page.getByTestId("faq-groups")).toBeVisible();
  await expect(tabs.nth(1)).toHaveAttribute("aria-selected", "true");
  await expect(tabs.nth(0)).toHaveAttribute("aria-selected", "false");
  expect(await page.locator("html").getAttribute("data-hydrated"), "not hydrated yet").toBeNull();
  expect(held.length, "the tap started the scripts").toBeGreaterThan(0);
  // Book now needs the page's code: nothing yet, then the booking form once it has come.
  await page.getByTestId("package").first().getByTestId("book-now").click();
  await expect(page.getByTestId("booking-dialog")).toHaveCount(0);
  holding = false;
  for (const route of held) await route.continue();
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  await expect(page.getByTestId("booking-dialog")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.getByTestId("booking-dialog")).toBeHidden();
  await expect(tabs.nth(1)).toHaveAttribute("aria-selected", "true");
  await expect(page.getByTestId("faq-groups")).toBeVisible();
  // React took over from the tab on screen: the keyboard moves back to Description.
  await tabs.nth(1).focus();
  await page.keyboard.press("ArrowLeft");
  await expect(tabs.nth(0)).toBeFocused();
  await expect(tabs.nth(0)).toHaveAttribute("aria-selected", "true");
  await expect(page.getByTestId("faq-groups")).toBeHidden();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("every tab's panel shows, one after the other, without the tab bar that could not act (id)", async ({
    page,
  }) => {
    await page.goto(`${sites.id}${PATH}`);
    await expect(page.getByRole("tablist")).toBeHidden();
    await expect(page.locator("#panel-description")).toBeVisible();
    await expect(page.getByTestId("faq-groups")).toBeVisible();
  });
});

const faqAfterInAppNavigation = (page: Page) =>
  test.step("shows the FAQ after an in-app navigation from home, where React renders it itself", async () => {
    // On a page the browser loaded, the FAQ is the server's HTML; coming from home, the activity
    // page is rendered in the browser, the FAQ's code loaded with it.
    await open(page, `${sites.en}/`);
    const card = page.locator("#features li a").first();
    const name = (await card.locator("h3").textContent())?.trim() ?? "";
    await card.click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
    await page.getByRole("tab", { name: "FAQ" }).click();
    const groups = page.getByTestId("faq-groups").locator("details");
    await expect(groups).toHaveCount(5);
    await expect(groups.first()).toHaveAttribute("open");
    expect(
      await groups.first().evaluate((element) => Object.keys(element).some((key) => key.startsWith("__reactFiber"))),
      "rendered by React",
    ).toBe(true);
  });

const otherActivitiesOnScroll = (page: Page) =>
  test.step("the other activities come as the tourist scrolls to them, and lead on within the app", async () => {
    const asked: string[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).pathname.startsWith("/api/type/")) asked.push(request.url());
    });
    await open(page, `${sites.id}${PATH}`);
    const others = page.locator("#others");
    // Before the tourist gets near: the heading and its link to the type's list, no cards, no request.
    await expect(others.getByRole("link", { name: "Lihat semua" })).toHaveAttribute("href", `/activity/${TYPE}`);
    await expect(others.locator("li")).toHaveCount(0);
    expect(asked).toEqual([]);
    await others.scrollIntoViewIfNeeded();
    const card = others.locator("li a").first();
    await expect(card).toBeVisible();
    expect(asked).toHaveLength(1);
    const targets = async () =>
      others
        .locator("li a")
        .evaluateAll((links) => links.map((link) => new URL((link as HTMLAnchorElement).href).pathname));
    expect(await targets()).not.toContain(PATH);
    const next = new URL((await card.getAttribute("href")) ?? "", sites.id).pathname;
    const name = (await card.locator("h3").textContent())?.trim() ?? "";
    await markDocument(page);
    await card.click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
    expect(await isSameDocument(page)).toBe(true);
    // The row is the new activity's: it leads back, not to the page itself.
    await others.scrollIntoViewIfNeeded();
    await expect.poll(targets).toContain(PATH);
    expect(await targets()).not.toContain(next);
  });

test.describe("other activities that cannot be fetched", () => {
  test.use({ allowedConsoleErrors: [/status of 503/] });

  test("leave the section's link to the type's list (en)", async ({ page }) => {
    await page.route(/\/api\/type\/\d+/, (route) => route.fulfill({ status: 503, body: "" }));
    await open(page, `${sites.en}${PATH}`);
    const others = page.locator("#others");
    await others.scrollIntoViewIfNeeded();
    await expect(others.locator("[aria-busy]")).toHaveAttribute("aria-busy", "false");
    await expect(others.locator("li")).toHaveCount(0);
    await others.getByRole("link", { name: "See all" }).click();
    await expect(page).toHaveURL(`${sites.en}/activity/${TYPE}`);
  });
});

test.describe("an island's code a deploy has replaced", () => {
  test.use({ allowedConsoleErrors: [/status of 404|Failed to fetch dynamically imported module/] });

  test("loads the next page whole instead of failing (en)", async ({ page }) => {
    // A tab from before a deploy: the FAQ's hashed script is gone from the server. Coming from
    // home, the activity page is rendered in the browser, which needs it.
    await page.route(/\/assets\/Faq-[^/]*\.js$/, (route) => route.fulfill({ status: 404 }));
    await open(page, `${sites.en}/`);
    await markDocument(page);
    const card = page.locator("#features li a").first();
    const name = (await card.locator("h3").textContent())?.trim() ?? "";
    await card.click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
    await expect(page.getByTestId("faq-groups")).toBeAttached();
    expect(await isSameDocument(page)).toBe(false);
  });
});

test("an unknown activity's 404 page hydrates (id)", async ({ context }) => {
  // Chromium reports a document answered with 404 as a console error, which the shared page
  // fixture counts as a failure; this expected 404 is opened in a page of its own.
  const page = await context.newPage();
  const response = await open(page, `${sites.id}/activity/${TYPE}/no-such-activity`);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});

// Each site's last flows share a tab, one after the other: a tab of its own per flow cost a
// renderer's start and a cold first load each time.
test("the page on a phone (en): the price bar stays, the detail table folds, no serious accessibility violation; the FAQ after an in-app navigation", async ({
  page,
}) => {
  await open(page, `${sites.en}${PATH}`);
  await test.step("keeps the price bar with Book now on screen while scrolling", async () => {
    const bar = page.getByTestId("price-bar");
    await expect(bar).toBeInViewport();
    await expect(bar.getByTestId("book-now")).toBeInViewport();
    await page.getByTestId("review").first().scrollIntoViewIfNeeded();
    await expect(bar.getByTestId("book-now")).toBeInViewport();
  });
  await test.step("the detail table folds away and opens again", async () => {
    const table = page.getByTestId("detail-table");
    await expect(table.getByRole("row").first()).toBeVisible();
    await table.locator("summary").click();
    await expect(table.getByRole("row").first()).toBeHidden();
    await table.locator("summary").click();
    await expect(table.getByRole("row").first()).toBeVisible();
  });
  await test.step("no serious accessibility violation, closed and with a package open", async () => {
    await expectAccessible(page);
    await page.getByTestId("package").first().locator("button[aria-expanded]").click();
    await page.getByRole("tab").nth(1).click();
    await expectAccessible(page);
  });
  await faqAfterInAppNavigation(page);
});

test("the page on a phone (id): one package open at a time, the photos swiped and full screen; the other activities on scroll", async ({
  page,
}) => {
  await open(page, `${sites.id}${PATH}`);
  await test.step("opens one package at a time, each with its own Book now", async () => {
    const packages = page.getByTestId("package");
    await expect(packages).toHaveCount(2);
    for (const item of await packages.all()) {
      await expect(item.getByTestId("book-now")).toBeVisible();
    }
    const first = packages.nth(0).locator("button[aria-expanded]");
    const second = packages.nth(1).locator("button[aria-expanded]");
    await expect(first).toHaveAttribute("aria-expanded", "false");
    await expect(second).toHaveAttribute("aria-expanded", "false");

    await first.click();
    await expect(first).toHaveAttribute("aria-expanded", "true");
    await expect(packages.nth(0).getByRole("table")).toBeVisible();
    await expect(packages.nth(1).getByRole("table")).toBeHidden();

    await second.click();
    await expect(second).toHaveAttribute("aria-expanded", "true");
    await expect(first).toHaveAttribute("aria-expanded", "false");
    await expect(packages.nth(1).getByRole("table")).toContainText("Dewasa");
    await expect(packages.nth(0).getByRole("table")).toBeHidden();

    await second.click();
    await expect(second).toHaveAttribute("aria-expanded", "false");
    await expect(packages.locator("table")).toHaveCount(2);
    await expect(packages.nth(1).getByRole("table")).toBeHidden();
  });
  await test.step("swipes through the photos and shows them full screen", async () => {
    const slides = page.locator('li[aria-roledescription] img, li[aria-roledescription] [role="img"]');
    const count = await slides.count();
    expect(count).toBeGreaterThan(1);

    const viewer = page.locator("dialog[open]");
    await expect(viewer).toHaveCount(0);
    await page.locator("li[aria-roledescription] button").first().click();
    await expect(viewer).toBeVisible();
    // "Foto 2 dari 4": the number shown, then the total.
    const counter = viewer.locator("[aria-live]");
    const showing = (n: number) => new RegExp(`^\\D*${n}\\D+${count}\\D*$`);
    await expect(counter).toHaveText(showing(1));
    await page.keyboard.press("ArrowRight");
    await expect(counter).toHaveText(showing(2));
    // The viewer shows one photo at a time: now the second one, in view.
    const second = await slides.nth(1).getAttribute("src");
    await expect(viewer.getByRole("img")).toHaveAttribute("src", second ?? "");
    await expect(viewer.getByRole("img")).toBeInViewport();
    await page.keyboard.press("ArrowLeft");
    await expect(counter).toHaveText(showing(1));
    await page.keyboard.press("Escape");
    await expect(viewer).toHaveCount(0);
  });
  await otherActivitiesOnScroll(page);
});
