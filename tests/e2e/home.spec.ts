import type { Page } from "@playwright/test";
import {
  bringHomeSections,
  expect,
  expectAccessible,
  isSameDocument,
  markDocument,
  open,
  sites,
  test,
} from "./fixtures.ts";

/**
 * The home page where a browser is needed: the slider Splide swaps in, the tabs by keyboard,
 * reduced motion, what is on screen, hydration and accessibility. Each flow runs on one site,
 * both sites between them; what the server renders on each site (the first slide, every section
 * in order, menu, carousels, shortcuts, links) is in tests/worker/home-page.test.ts.
 */
/** Whether React took over the element: hydrated nodes carry React's fiber key. */
const hydratedByReact = (element: object) => Object.keys(element).some((key) => key.startsWith("__reactFiber"));

test("the hydrated home page (en): the Splide slider, the contact links on screen, no serious accessibility violation; the keyboard into the rows; the sections React does not hydrate", async ({
  page,
}) => {
  await open(page, `${sites.en}/`);
  // The rows below the first screen are not in the page before the visitor scrolls towards them.
  await expect(page.locator("#popular")).toHaveCount(0);
  // During the swap, one full run found the still slider and Splide's in the page at once: the
  // test follows the one on screen.
  const slider = page.getByTestId("home-slider").filter({ visible: true });
  await test.step("swaps in the five-slide Splide slider with dots and autoplay", async () => {
    await expect(slider).toHaveClass(/is-initialized/);
    await expect(slider.locator(".splide__slide")).toHaveCount(5);
    await expect(slider.locator(".splide__pagination button")).toHaveCount(5);
    await expect(slider.locator(".splide__toggle")).toHaveClass(/is-active/);
    await expect(slider.getByRole("link", { name: "Bali with your own local driver" })).toBeVisible();
  });

  await test.step("between two slides the slider asks for no animation frame (Splide's own autoplay asked for every one)", async () => {
    const frames = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          let asked = 0;
          const ask = window.requestAnimationFrame.bind(window);
          window.requestAnimationFrame = (callback) => {
            asked += 1;
            return ask(callback);
          };
          setTimeout(() => {
            window.requestAnimationFrame = ask;
            resolve(asked);
          }, 1000);
        }),
    );
    expect(frames).toBeLessThan(5);
  });

  await test.step("brings the rows below the first screen as the visitor scrolls towards them", async () => {
    await page.getByTestId("later-sections").scrollIntoViewIfNeeded();
    await expect(page.locator("#popular li").first()).toBeVisible();
    await expect(page.getByTestId("later-sections")).toHaveCount(0);
  });

  await test.step("offers WhatsApp, e-mail and the account pages", async () => {
    await expect(page.getByTestId("whatsapp")).toBeVisible();
    const contact = page.locator("#contact");
    await expect(contact.locator('a[href^="https://wa.me/"]')).toBeVisible();
    await expect(contact.locator('a[href^="mailto:"]')).toBeVisible();
    const login = page.locator("#login-card");
    await expect(login.locator('a[href="/login"]')).toBeVisible();
    await expect(login.locator('a[href="/register"]')).toBeVisible();
  });

  await test.step("has no serious accessibility violation", async () => {
    await expectAccessible(page);
  });

  // The English site's other flows in the same tab, each from a fresh load: a tab of its own per
  // flow cost a renderer's start and a cold first load each time.
  await keyboardIntoTheRows(page);
  await sectionsReactDoesNotHydrate(page);
});

test("the Indonesian home page for a visitor who prefers reduced motion: a still slider, no rows before a scroll, tabs by keyboard", async ({
  page,
}) => {
  const asked: string[] = [];
  page.on("request", (request) => asked.push(new URL(request.url()).pathname));
  await page.emulateMedia({ reducedMotion: "reduce" });
  await open(page, `${sites.id}/`);
  const slider = page.getByTestId("home-slider");
  // Splide takes over the still first slide once the page is idle, without the islands' code.
  await expect(slider).toHaveClass(/is-initialized/);
  const sliderReady = Date.now();
  await expect(slider.locator(".splide__toggle")).not.toHaveClass(/is-active/);

  await test.step("a visitor who does not scroll downloads neither the rows nor their code", async () => {
    await page.waitForTimeout(500);
    expect(asked.filter((path) => path === "/api/index" || /\/home-islands-/.test(path))).toEqual([]);
    await expect(page.getByTestId("later-sections")).toHaveCount(1);
  });

  await test.step("the top tabs and the driver and guide tabs work by keyboard", async () => {
    const explore = page.getByTestId("explore-tabs");
    const activitiesTab = explore.getByRole("tab", { name: "Aktivitas" });
    const destinationsTab = explore.getByRole("tab", { name: "Destinasi" });
    await expect(activitiesTab).toHaveAttribute("aria-selected", "true");
    await expect(page.locator("#explore-panel-destinations")).toBeHidden();

    await activitiesTab.focus();
    await page.keyboard.press("ArrowRight");
    await expect(destinationsTab).toBeFocused();
    await expect(destinationsTab).toHaveAttribute("aria-selected", "true");
    await expect(activitiesTab).toHaveAttribute("tabindex", "-1");
    await expect(page.locator("#explore-panel-activities")).toBeHidden();
    const regency = page.locator("#explore-panel-destinations").getByRole("link", { name: "Gianyar" });
    await expect(regency).toBeVisible();
    await expect(regency).toHaveAttribute("href", "/destination?regency=gianyar");

    await page.keyboard.press("ArrowRight");
    await expect(activitiesTab).toBeFocused();
    await page.keyboard.press("End");
    await expect(destinationsTab).toHaveAttribute("aria-selected", "true");
    await page.keyboard.press("Home");
    await expect(activitiesTab).toHaveAttribute("aria-selected", "true");

    // Driver and travel guide, below the first screen: arrow keys switch, each text folds at 250
    // characters.
    await bringHomeSections(page);
    const crew = page.locator("#driver-guide");
    const tabs = crew.getByRole("tab");
    await expect(tabs).toHaveCount(2);
    await tabs.first().focus();
    const driverText = ((await page.locator("#crew-panel-driver p").textContent()) ?? "").trim();
    await page.keyboard.press("ArrowLeft");
    await expect(tabs.last()).toBeFocused();
    await expect(tabs.last()).toHaveAttribute("aria-selected", "true");
    const guide = page.locator("#crew-panel-guide");
    await expect(guide).toBeVisible();
    await expect(page.locator("#crew-panel-driver")).toBeHidden();
    const more = guide.getByRole("button");
    await expect(more).toHaveAttribute("aria-expanded", "false");
    const folded = ((await guide.locator("p").textContent()) ?? "").length;
    await more.press("Enter");
    await expect(more).toHaveAttribute("aria-expanded", "true");
    expect(((await guide.locator("p").textContent()) ?? "").length).toBeGreaterThan(folded + 50);
    expect(driverText.length).toBeLessThan(300);
  });

  await test.step("the slider has stayed on its first slide for longer than an autoplay interval", async () => {
    await page.waitForTimeout(Math.max(0, sliderReady + 5600 - Date.now()));
    await expect(slider.locator(".splide__slide").first()).toHaveClass(/is-active/);
  });
});

const keyboardIntoTheRows = (page: Page) =>
  test.step("a keyboard goes on from the first row into the rows below it", async () => {
    // The rows wait until the link has been seen.
    let answerRows = () => {};
    const seen = new Promise<void>((resolve) => {
      answerRows = resolve;
    });
    await page.route("**/api/index", async (route) => {
      await seen;
      await route.continue();
    });
    await open(page, `${sites.en}/`);
    // The row's last stop: the last card's heart, after its link.
    await page.locator("#features li button[data-wish]").last().focus();
    await page.keyboard.press("Tab");
    // The next stop stands for the rows: a link, shown while focused, that brings them.
    const more = page.getByRole("link", { name: "Show more of Bali: offers, events and more activities" });
    await expect(more).toBeFocused();
    await expect(more).toBeVisible();
    answerRows();
    await expect(page.locator("#transport h2")).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(page.locator("#transport a").first()).toBeFocused();
    await page.unroute("**/api/index");
  });

const sectionsReactDoesNotHydrate = (page: Page) =>
  test.step("home page sections React does not hydrate keep the server's HTML, and their links still navigate within the app", async () => {
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(String(error)));
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    await open(page, `${sites.en}/`);
    expect(
      await page.locator("#features li a").first().evaluate(hydratedByReact),
      "card link in a static section",
    ).toBe(false);
    expect(
      await page.getByTestId("main-menu").getByRole("link").first().evaluate(hydratedByReact),
      "link in the main menu",
    ).toBe(false);
    const tabs = page.getByTestId("explore-tabs");
    expect(await tabs.getByRole("tab").first().evaluate(hydratedByReact), "a tab, which React runs").toBe(true);
    expect(await tabs.getByRole("link").first().evaluate(hydratedByReact), "a tile in a tab's panel").toBe(false);

    await markDocument(page);
    const card = page.locator("#features li a").first();
    const title = (await card.locator("h3").textContent())?.trim() ?? "";
    await card.click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
    expect(await isSameDocument(page), "no full page load").toBe(true);

    // Back on home after a client-side navigation, React renders the sections itself, the rows
    // below the first screen once the visitor nears them.
    await page.goBack();
    await expect(page.locator("#features li").first()).toBeVisible();
    expect(await page.locator("#features li a").first().evaluate(hydratedByReact)).toBe(true);
    // Back restores the scroll position, which may have brought them already; a screen further does.
    await page.evaluate(() => window.scrollBy(0, window.innerHeight));
    await page.locator("#destinations").getByRole("link", { name: "See all" }).click();
    await expect(page).toHaveURL(`${sites.en}/destination`);
    expect(await isSameDocument(page)).toBe(true);
    expect(errors).toEqual([]);
  });

test.describe("rows below the first screen that cannot be fetched", () => {
  test.use({ allowedConsoleErrors: [/ERR_INTERNET_DISCONNECTED/] });

  test("say so, and come on Try again (id)", async ({ page }) => {
    await page.route("**/api/index", (route) => route.abort("internetdisconnected"));
    await open(page, `${sites.id}/`);
    await page.getByTestId("later-sections").scrollIntoViewIfNeeded();
    const alert = page.getByTestId("later-sections").getByRole("alert");
    await expect(alert).toContainText("Bagian lain halaman ini tidak dapat dimuat");
    await expect(page.locator("#popular")).toHaveCount(0);

    await page.unroute("**/api/index");
    await alert.getByRole("button", { name: "Coba lagi" }).click();
    await expect(page.locator("#popular li").first()).toBeVisible();
    await expect(page.locator("#popular h2")).toHaveText("Aktivitas populer");
    // The focus Try again had goes on from the first row it brought, not from the top of the page.
    await expect(page.locator("#transport h2")).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(page.locator("#transport a").first()).toBeFocused();
  });
});

test.describe("rows below the first screen whose script a deploy has replaced", () => {
  test.use({ allowedConsoleErrors: [/status of 404|Failed to fetch dynamically imported module/] });

  test("come with the whole page on Try again (en)", async ({ page }) => {
    // An old tab after a deploy: the hashed script of the rows is gone from the server.
    await page.route(/\/assets\/home-islands-[^/]*\.js$/, (route) => route.fulfill({ status: 404 }));
    await open(page, `${sites.en}/`);
    await page.getByTestId("later-sections").scrollIntoViewIfNeeded();
    const alert = page.getByTestId("later-sections").getByRole("alert");
    await expect(alert).toContainText("The rest of this page could not be loaded");

    // The new page of a real deploy names the new scripts; here they keep their names.
    await page.unroute(/\/assets\/home-islands-[^/]*\.js$/);
    await alert.getByRole("button", { name: "Try again" }).click();
    await expect(page).toHaveURL(`${sites.en}/?later=1#transport`);
    await expect(page.locator("#popular li").first()).toBeVisible();
    // The whole page's tabs below the first screen hydrate once their code has come.
    const guideTab = page.locator("#driver-guide").getByRole("tab", { name: "Travel guide" });
    await expect.poll(() => guideTab.evaluate(hydratedByReact)).toBe(true);
    await guideTab.click();
    await expect(page.locator("#crew-panel-guide")).toBeVisible();
  });
});
