import { expect, expectAccessible, open, sites, test } from "./fixtures.ts";

/**
 * Destination, transport, tips, events, special offers and the gallery, as a tourist on a phone
 * uses them: tabs, dialogs, Load more, client-side navigation and accessibility. Each flow runs on
 * one site, both sites between them; what the server renders on each site (texts, prices, dates in
 * the page's language, counts, 404s) is in tests/worker/content-pages.test.ts.
 */
test.use({ viewport: { width: 390, height: 844 } });

test("destination detail: the reviews and FAQ tabs show their panels, accessibly, and follow the arrow keys", async ({
  page,
}) => {
  const response = await open(page, `${sites.id}/destination/denpasar/sanur-beach`);
  expect(response?.status()).toBe(200);
  await expect(page.locator("#panel-description")).toBeVisible();
  await expectAccessible(page);

  await page.locator("#tab-reviews").click();
  const reviews = page.locator("#panel-reviews");
  await expect(reviews).toBeVisible();
  await expect(page.locator("#panel-description")).toBeHidden();
  await expect(reviews.getByTestId("rating-summary")).toBeVisible();
  await expect(reviews.getByTestId("reviews").getByRole("listitem").first()).toBeVisible();
  await expectAccessible(page, reviews);

  await page.locator("#tab-faq").click();
  await expect(page.getByTestId("faq-groups")).toBeVisible();
  await expect(reviews).toBeHidden();
  await expectAccessible(page, page.locator("#panel-faq"));

  await test.step("the tabs follow the arrow keys", async () => {
    await page.locator("#tab-description").click();
    await page.keyboard.press("ArrowRight");
    await expect(page.locator("#tab-reviews")).toBeFocused();
    await expect(page.locator("#tab-reviews")).toHaveAttribute("aria-selected", "true");
    await page.keyboard.press("End");
    await expect(page.locator("#panel-faq")).toBeVisible();
    await page.keyboard.press("ArrowRight");
    await expect(page.locator("#panel-description")).toBeVisible();
  });
});

test("transport detail shows Book now and opens the reviews tab, accessibly", async ({ page }) => {
  const response = await open(page, `${sites.en}/transport/3`);
  expect(response?.status()).toBe(200);
  await expect(page.getByTestId("vehicle-details")).toBeVisible();
  await expect(page.getByTestId("book-now")).toBeVisible();
  await expectAccessible(page);

  await page.locator("#tab-reviews").click();
  const list = page.locator("#panel-reviews").getByTestId("reviews").getByRole("listitem");
  await expect(list.first()).toBeVisible();
  await expect(page.getByTestId("rating-summary")).toBeVisible();
});

test("tips list grows with Load more and a tip opens with its rich text", async ({ page }) => {
  const tip = "Uang, ATM dan money changer di Bali";
  await open(page, `${sites.id}/tips`);
  const cards = page.locator("main ul li a");
  await expect(cards).toHaveCount(12);
  await expectAccessible(page);
  await page.getByRole("link", { name: /muat lebih/i }).click();
  await expect(cards).toHaveCount(15);
  await expect(page.getByRole("link", { name: /muat lebih/i })).toHaveCount(0);

  // Rendered in the browser after a client-side navigation.
  await cards.filter({ hasText: tip }).click();
  await expect(page).toHaveURL(/\/tips\/money-atms-and-money-changers$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(tip);
  await expect(page.getByRole("heading", { level: 2, name: "Money changer" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "ATM" }).first()).toBeVisible();
  await expectAccessible(page);
});

test("event list and detail are accessible, and the event's images open full screen", async ({ page }) => {
  await open(page, `${sites.en}/event`);
  await expect(page.locator("main ul li a").first()).toBeVisible();
  await expectAccessible(page);

  const response = await open(page, `${sites.en}/event/new-years-eve-2026-bali`);
  expect(response?.status()).toBe(200);
  await expect(page.locator("article").getByRole("listitem").first()).toBeVisible();
  await expectAccessible(page);

  const slides = page.locator("article ul").first().getByRole("button");
  await expect(slides).toHaveCount(3);
  await slides.first().click();
  const viewer = page.getByRole("dialog");
  await expect(viewer).toBeVisible();
  await expect(viewer.getByRole("img")).toHaveAttribute("src", /new-years-eve-2026-bali-1\.webp$/);
  await page.keyboard.press("ArrowRight");
  await expect(viewer.getByRole("img")).toHaveAttribute("src", /new-years-eve-2026-bali-2\.webp$/);
  await page.keyboard.press("ArrowLeft");
  await page.keyboard.press("ArrowLeft");
  await expect(viewer.getByRole("img")).toHaveAttribute("src", /new-years-eve-2026-bali-3\.webp$/);
  await expectAccessible(page, viewer);
  await page.keyboard.press("Escape");
  await expect(viewer).toBeHidden();
  await expect(slides.nth(2)).toBeFocused();
});

test("special offers list and an offer with its terms and conditions are accessible", async ({ page }) => {
  await open(page, `${sites.id}/specialoffer`);
  await expect(page.locator("main ul li a").first()).toBeVisible();
  await expectAccessible(page);

  const response = await open(page, `${sites.id}/specialoffer/group-discount`);
  expect(response?.status()).toBe(200);
  await expect(page.locator("#terms").getByRole("listitem").first()).toBeVisible();
  await expectAccessible(page);
});

test("gallery opens a photo full screen, closes with Escape and gives focus back", async ({ page }) => {
  await open(page, `${sites.en}/gallery`);
  const gallery = page.getByTestId("gallery");
  const thumbnails = gallery.getByRole("button");
  await expect(thumbnails).toHaveCount(12);
  await expectAccessible(page);

  await thumbnails.first().click();
  const viewer = page.getByRole("dialog");
  await expect(viewer).toBeVisible();
  await expect(viewer.locator("figcaption")).toHaveText("Sunrise from the summit of Mount Batur, Kintamani");
  await expect(viewer.getByRole("img")).toHaveAttribute("src", /\.webp$/);
  await expect(viewer.getByRole("img")).not.toHaveAttribute("src", /-thumb\.webp$/);
  await page.keyboard.press("ArrowRight");
  await expect(viewer.locator("figcaption")).toHaveText("Tegallalang rice terraces in the morning, north of Ubud");
  await expectAccessible(page, viewer);
  await page.keyboard.press("Escape");
  await expect(viewer).toBeHidden();
  await expect(thumbnails.first()).toBeFocused();

  await page.getByRole("link", { name: /load more/i }).click();
  await expect(thumbnails).toHaveCount(24);
});

test("the 404 page of an unknown slug hydrates and is accessible", async ({ context }) => {
  // Chromium reports a document answered with 404 as a console error, which the shared page
  // fixture counts as a failure; this expected 404 is opened in a page of its own.
  const page = await context.newPage();
  const response = await page.goto(`${sites.id}/destination/denpasar/no-such-place`);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Halaman tidak ditemukan");
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  await expectAccessible(page);
});
