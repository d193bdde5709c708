import { expect, expectAccessible, open, type SiteLocale, sites, test } from "./fixtures.ts";

/** The home sections in the order the page shows them (spec section 2, "Home"). */
const SECTIONS = [
  "features",
  "transport",
  "types",
  "special-offers",
  "events",
  "popular",
  "recommendations",
  "watersport",
  "tours",
  "family",
  "cruises",
  "login-card",
  "honeymoon",
  "rental",
  "gallery",
  "about",
  "driver-guide",
  "reasons",
  "destinations",
  "tips",
  "categories",
  "contact",
];

/** What the seeded catalogue says in each language. */
const CONTENT = {
  id: {
    h1: "Tur dan aktivitas di Bali",
    firstSlide: "Bali dengan sopir lokal Anda sendiri",
    types: { 12: "Liburan Keluarga", 14: "Pesiar & Makan Malam", 1: "Tur Sehari", 6: "Olahraga Air" },
    shortcuts: ["Tur Sehari", "Olahraga Air", "Atraksi & Tiket", "Petualangan"],
    regency: "Gianyar",
    activitiesTab: "Aktivitas",
    destinationsTab: "Destinasi",
  },
  en: {
    h1: "Tours and activities in Bali",
    firstSlide: "Bali with your own local driver",
    types: { 12: "Family fun", 14: "Cruises & sunset dinners", 1: "Day tours", 6: "Water sports" },
    shortcuts: ["Day tours", "Water sports", "Attractions & tickets", "Adventure"],
    regency: "Gianyar",
    activitiesTab: "Activities",
    destinationsTab: "Destinations",
  },
} as const;

const TYPE_SLUGS = { 12: "family", 14: "cruises-dinner", 1: "day-tours", 6: "water-sports" } as const;

for (const locale of ["id", "en"] as SiteLocale[]) {
  const content = CONTENT[locale];

  test.describe(`home page (${locale})`, () => {
    test("sends the first slide as plain HTML with a high fetch priority", async ({ page }) => {
      const response = await open(page, `${sites[locale]}/`);
      const trips = Number(/(\d+) round trips/.exec(response?.headers()["server-timing"] ?? "")?.[1]);
      expect(trips, "D1 round trips of the home page").toBeLessThanOrEqual(2);
      const html = (await response?.text()) ?? "";
      const slider = /<section[^>]*data-testid="home-slider"[^>]*>([\s\S]*?)<\/section>/.exec(html)?.[1] ?? "";
      const img = /<img[^>]*>/.exec(slider)?.[0] ?? "";
      expect(img).toMatch(/fetchpriority="high"/i);
      expect(img).toMatch(/loading="eager"/);
      expect(img).toMatch(/width="\d+"/);
      expect(img).toMatch(/height="\d+"/);
      expect(img).toMatch(/src="\/img\/[^"]+"/);
      expect(slider).toContain(content.firstSlide);
      // Only the first slide is in the server's HTML: Splide brings the others after hydration.
      expect(slider.match(/<img/g)).toHaveLength(1);
    });

    test("swaps in the five-slide Splide slider with dots and autoplay", async ({ page }) => {
      await open(page, `${sites[locale]}/`);
      const slider = page.getByTestId("home-slider");
      await expect(slider).toHaveClass(/is-initialized/);
      await expect(slider.locator(".splide__slide")).toHaveCount(5);
      await expect(slider.locator(".splide__pagination button")).toHaveCount(5);
      await expect(slider.locator(".splide__toggle")).toHaveClass(/is-active/);
      await expect(slider.getByRole("link", { name: content.firstSlide })).toBeVisible();
    });

    test("shows every section in order, with real content", async ({ page }) => {
      await open(page, `${sites[locale]}/`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(content.h1);
      await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);

      const ids = await page.locator("main [id]").evaluateAll((elements) => elements.map((element) => element.id));
      const order = ids.filter((id) => SECTIONS.includes(id));
      expect(order).toEqual(SECTIONS);

      for (const id of SECTIONS) {
        const section = page.locator(`#${id}`);
        await expect(section.getByRole("heading", { level: 2 }), id).not.toBeEmpty();
        if (id === "driver-guide" || id === "reasons") continue;
        expect(await section.getByRole("link").count(), `links in ${id}`).toBeGreaterThan(0);
      }
      await expect(page.locator("#driver-guide [role=tabpanel] p").first()).toContainText(/\S{3,}/);
      for (const id of [
        "features",
        "transport",
        "types",
        "special-offers",
        "events",
        "popular",
        "destinations",
        "tips",
      ]) {
        expect(await page.locator(`#${id} li`).count(), `cards in ${id}`).toBeGreaterThan(0);
      }
      await expect(page.locator("#gallery img").first()).toHaveAttribute("alt", /\S/);
      await expect(page.locator("#about p").first()).not.toBeEmpty();
      await expect(page.locator("#reasons li")).toHaveCount(5);
    });

    test("has the main menu, the type carousels and the type shortcuts", async ({ page }) => {
      await open(page, `${sites[locale]}/`);
      const menuLinks = page.getByTestId("main-menu").getByRole("link");
      await expect(menuLinks).toHaveCount(4);
      const targets = await menuLinks.evaluateAll((links) => links.map((link) => link.getAttribute("href")));
      expect(targets[0]).toBe("/transport?type=airport-transfer");
      expect(targets[1]).toBe("/activity");
      expect(targets[2]).toMatch(/^https:\/\/wa\.me\/\d+\?text=/);
      expect(targets[3]).toBe("/destination");

      // Carousels of types 12, 14, 1 and 6: a row of cards of that type, titled with its name.
      for (const typeId of [12, 14, 1, 6] as const) {
        const row = page.locator(`[data-type-id="${typeId}"]`);
        await expect(row.getByRole("heading", { level: 2 })).toHaveText(content.types[typeId]);
        const cards = row.locator("li a");
        expect(await cards.count()).toBeGreaterThan(0);
        for (const href of await cards.evaluateAll((links) => links.map((link) => link.getAttribute("href")))) {
          expect(href).toMatch(new RegExp(`^/activity/${TYPE_SLUGS[typeId]}/`));
        }
      }

      // Shortcuts to types 1, 6, 10 and 8 under the ACTIVITIES tab.
      const shortcuts = page.locator("#explore-panel-activities ul").getByRole("link");
      await expect(shortcuts).toHaveText([...content.shortcuts]);
      expect(await shortcuts.evaluateAll((links) => links.map((link) => link.getAttribute("href")))).toEqual([
        "/activity/day-tours",
        "/activity/water-sports",
        "/activity/attractions",
        "/activity/adventure",
      ]);

      // Categories: every activity type and every regency as a link.
      expect(await page.locator("#categories nav").first().getByRole("link").count()).toBe(16);
      expect(await page.locator("#categories nav").last().getByRole("link").count()).toBe(9);
    });

    test("the top tabs and the driver and guide tabs work by keyboard", async ({ page }) => {
      await open(page, `${sites[locale]}/`);
      const explore = page.getByTestId("explore-tabs");
      const activitiesTab = explore.getByRole("tab", { name: content.activitiesTab });
      const destinationsTab = explore.getByRole("tab", { name: content.destinationsTab });
      await expect(activitiesTab).toHaveAttribute("aria-selected", "true");
      await expect(page.locator("#explore-panel-destinations")).toBeHidden();

      await activitiesTab.focus();
      await page.keyboard.press("ArrowRight");
      await expect(destinationsTab).toBeFocused();
      await expect(destinationsTab).toHaveAttribute("aria-selected", "true");
      await expect(activitiesTab).toHaveAttribute("tabindex", "-1");
      await expect(page.locator("#explore-panel-activities")).toBeHidden();
      const regency = page.locator("#explore-panel-destinations").getByRole("link", { name: content.regency });
      await expect(regency).toBeVisible();
      await expect(regency).toHaveAttribute("href", "/destination?regency=gianyar");

      await page.keyboard.press("ArrowRight");
      await expect(activitiesTab).toBeFocused();
      await page.keyboard.press("End");
      await expect(destinationsTab).toHaveAttribute("aria-selected", "true");
      await page.keyboard.press("Home");
      await expect(activitiesTab).toHaveAttribute("aria-selected", "true");

      // Driver and travel guide: arrow keys switch, each text folds at 250 characters.
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

    test("offers WhatsApp, e-mail and the account pages", async ({ page }) => {
      await open(page, `${sites[locale]}/`);
      await expect(page.getByTestId("whatsapp")).toBeVisible();
      await expect(page.getByTestId("whatsapp")).toHaveAttribute("href", /^https:\/\/wa\.me\/\d+/);
      const contact = page.locator("#contact");
      await expect(contact.locator('a[href^="https://wa.me/"]')).toBeVisible();
      await expect(contact.locator('a[href^="mailto:"]')).toHaveText(/@/);
      const login = page.locator("#login-card");
      await expect(login.locator('a[href="/login"]')).toBeVisible();
      await expect(login.locator('a[href="/register"]')).toBeVisible();
    });

    test("keeps the slider still when the visitor prefers reduced motion", async ({ page }) => {
      await page.emulateMedia({ reducedMotion: "reduce" });
      await open(page, `${sites[locale]}/`);
      const slider = page.getByTestId("home-slider");
      await expect(slider).toHaveClass(/is-initialized/);
      await expect(slider.locator(".splide__toggle")).not.toHaveClass(/is-active/);
      await page.waitForTimeout(5600);
      await expect(slider.locator(".splide__slide").first()).toHaveClass(/is-active/);
    });

    test("has no serious accessibility violation", async ({ page }) => {
      await open(page, `${sites[locale]}/`);
      await expect(page.getByTestId("home-slider")).toHaveClass(/is-initialized/);
      await expectAccessible(page);
    });
  });
}

test.describe("home page sections React does not hydrate", () => {
  /** Whether React took over the element: hydrated nodes carry React's fiber key. */
  const hydratedByReact = (element: object) => Object.keys(element).some((key) => key.startsWith("__reactFiber"));

  test("keep the server's HTML, and their links still navigate within the app", async ({ page }) => {
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(String(error)));
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    await open(page, `${sites.en}/`);
    expect(await page.locator("#popular a").first().evaluate(hydratedByReact), "card link in a static section").toBe(
      false,
    );
    const tabLink = page.getByTestId("explore-tabs").getByRole("link").first();
    expect(await tabLink.evaluate(hydratedByReact), "link in the tabs React runs").toBe(true);
    expect(await page.locator("#destinations li").count()).toBeGreaterThan(0);

    await page.evaluate(() => {
      (globalThis as { sameDocument?: boolean }).sameDocument = true;
    });
    const card = page.locator("#popular a").first();
    const title = (await card.locator("h3").textContent())?.trim() ?? "";
    await card.click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
    expect(
      await page.evaluate(() => (globalThis as { sameDocument?: boolean }).sameDocument),
      "no full page load",
    ).toBe(true);

    // Back on home after a client-side navigation, React renders the sections itself.
    await page.goBack();
    await expect(page.locator("#popular li").first()).toBeVisible();
    expect(await page.locator("#popular a").first().evaluate(hydratedByReact)).toBe(true);
    await page.locator("#destinations").getByRole("link", { name: "See all" }).click();
    await expect(page).toHaveURL(`${sites.en}/destination`);
    expect(await page.evaluate(() => (globalThis as { sameDocument?: boolean }).sameDocument)).toBe(true);
    expect(errors).toEqual([]);
  });
});
