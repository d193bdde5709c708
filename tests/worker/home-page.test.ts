import { beforeAll, describe, expect, it } from "vitest";
import { Browser } from "./browser.ts";
import { get, type Site } from "./client.ts";
import { elementsOf, elementWith, testIdPart, textOf } from "./operator-support.ts";

/**
 * The home page as the server renders it on both sites: the first screen alone at `/`, every
 * section in order with real content at `/?later=1` (the page without JavaScript links there), the
 * main menu, the type carousels, the shortcuts and the contact links. The browser tests
 * (tests/e2e/home.spec.ts) keep the slider, the tabs, the rows fetched on scrolling, hydration and
 * accessibility.
 */
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
  },
  en: {
    h1: "Tours and activities in Bali",
    firstSlide: "Bali with your own local driver",
    types: { 12: "Family fun", 14: "Cruises & sunset dinners", 1: "Day tours", 6: "Water sports" },
    shortcuts: ["Day tours", "Water sports", "Attractions & tickets", "Adventure"],
  },
} as const;

const TYPE_SLUGS = { 12: "family", 14: "cruises-dinner", 1: "day-tours", 6: "water-sports" } as const;

interface RenderedPage {
  html: string;
  main: string;
  headers: Headers;
}

const empty = (): RenderedPage => ({ html: "", main: "", headers: new Headers() });
/** `/`: the first screen. */
const home: Record<Site, RenderedPage> = { id: empty(), en: empty() };
/** `/?later=1`: every section. */
const whole: Record<Site, RenderedPage> = { id: empty(), en: empty() };

async function rendered(site: Site, path: string): Promise<RenderedPage> {
  const { status, text, headers } = await new Browser(site).page(path);
  expect(status).toBe(200);
  const html = text.replaceAll("<!-- -->", "");
  return { html, main: html.slice(html.indexOf("<main"), html.indexOf("</main>")), headers };
}

beforeAll(async () => {
  for (const site of ["id", "en"] as const) {
    home[site] = await rendered(site, "/");
    whole[site] = await rendered(site, "/?later=1");
  }
  // The first request of a file starts workerd; on a busy 2-core machine that alone takes seconds.
}, 60_000);

const section = (site: Site, id: string) => elementWith(whole[site].main, `id="${id}"`);
const roundTrips = (page: RenderedPage) =>
  Number(/(\d+) round trips/.exec(page.headers.get("server-timing") ?? "")?.[1]);
const hrefsOf = (html: string) => elementsOf(html, "a").map((link) => /href="([^"]*)"/.exec(link)?.[1] ?? "");

describe.each(["id", "en"] as const)("the home page on the %s site, as the server renders it", (site) => {
  const content = CONTENT[site];

  it("sends the first slide as plain HTML with a high fetch priority, in one D1 round trip", () => {
    expect(roundTrips(home[site]), "D1 round trips of the home page").toBe(1);
    expect(roundTrips(whole[site]), "D1 round trips of the whole home page").toBe(1);
    const slider = testIdPart(home[site].html, "home-slider");
    const img = /<img[^>]*>/.exec(slider)?.[0] ?? "";
    expect(img).toMatch(/fetchpriority="high"/i);
    expect(img).toMatch(/loading="eager"/);
    expect(img).toMatch(/width="\d+"/);
    expect(img).toMatch(/height="\d+"/);
    expect(img).toMatch(/src="\/img\/[^"]+"/);
    expect(slider).toContain(content.firstSlide);
    // Only the first slide is in the server's HTML: Splide brings the others after hydration.
    expect(slider.match(/<img/g)).toHaveLength(1);
    // In place, once: not moved to the end of the document behind a copy of itself, to be revealed
    // by a script at least 300 ms after the first paint (React does that to a boundary past 12.8 KB).
    expect(home[site].html.match(/data-testid="home-slider"/g)).toHaveLength(1);
    expect(home[site].main).toContain('data-testid="home-slider"');
  });

  it("sends the first screen only: the rows below it come when asked for", async () => {
    const { main, html } = home[site];
    const ids = [...main.matchAll(/ id="([^"]+)"/g)].map((match) => match[1] ?? "");
    expect(ids.filter((id) => SECTIONS.includes(id))).toEqual(["features"]);
    expect(elementsOf(elementWith(main, 'id="features"'), "li").length, "cards of the first row").toBeGreaterThan(0);
    // Without JavaScript, a link to the whole page; with it, the rows are fetched from /api/index.
    expect(hrefsOf(testIdPart(main, "later-sections"))).toEqual(["/?later=1#transport"]);

    // Neither the HTML nor the data React hydrates with carries a card of the later rows.
    const { body } = await get("/api/index", site);
    const features = new Set(body.items.features.map((card: { slug: string }) => card.slug));
    const later = body.items.popular.find((card: { slug: string }) => !features.has(card.slug));
    expect(later, "a popular activity that is not featured").toBeDefined();
    expect(whole[site].html).toContain(later.slug);
    expect(html).not.toContain(later.slug);
    expect(html.length, "bytes of the first screen against the whole page").toBeLessThan(whole[site].html.length / 2);
    // The whole page is the same page: it names `/` as canonical.
    const canonical = (page: string) => /<link rel="canonical" href="([^"]*)"/.exec(page)?.[1];
    expect(canonical(whole[site].html)).toBe(canonical(html));
    expect(canonical(html)).toMatch(/^http:\/\/(en\.)?localhost\/$/);
  });

  it("shows every section in order, with real content", () => {
    const { main } = whole[site];
    expect(textsOf(elementsOf(main, "h1"))).toEqual([content.h1]);
    const ids = [...main.matchAll(/ id="([^"]+)"/g)].map((match) => match[1] ?? "");
    expect(ids.filter((id) => SECTIONS.includes(id))).toEqual(SECTIONS);

    for (const id of SECTIONS) {
      const part = section(site, id);
      expect(textOf(elementsOf(part, "h2")[0] ?? "").trim(), id).not.toBe("");
      if (id === "driver-guide" || id === "reasons") continue;
      expect(elementsOf(part, "a").length, `links in ${id}`).toBeGreaterThan(0);
    }
    const driverPanel = elementWith(section(site, "driver-guide"), 'role="tabpanel"');
    expect(textOf(elementsOf(driverPanel, "p")[0] ?? "")).toMatch(/\S{3,}/);
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
      expect(elementsOf(section(site, id), "li").length, `cards in ${id}`).toBeGreaterThan(0);
    }
    expect(/<img[^>]*>/.exec(section(site, "gallery"))?.[0]).toMatch(/alt="[^"]*\S[^"]*"/);
    expect(textOf(elementsOf(section(site, "about"), "p")[0] ?? "").trim()).not.toBe("");
    expect(elementsOf(elementsOf(section(site, "reasons"), "ul")[0] ?? "", "li")).toHaveLength(5);
  });

  it("has the main menu, the type carousels and the type shortcuts", () => {
    const { main } = whole[site];
    const targets = hrefsOf(testIdPart(home[site].main, "main-menu"));
    expect(targets).toHaveLength(4);
    expect(targets[0]).toBe("/transport?type=airport-transfer");
    expect(targets[1]).toBe("/activity");
    // "Create your own tour" opens the trip builder (issue 19), no longer a WhatsApp chat.
    expect(targets[2]).toBe("/trip");
    expect(targets[3]).toBe("/destination");

    // Carousels of types 12, 14, 1 and 6: a row of cards of that type, titled with its name.
    for (const typeId of [12, 14, 1, 6] as const) {
      const row = elementWith(main, `data-type-id="${typeId}"`);
      expect(textsOf(elementsOf(row, "h2"))).toEqual([content.types[typeId]]);
      const cards = elementsOf(row, "li").flatMap(hrefsOf);
      expect(cards.length).toBeGreaterThan(0);
      for (const href of cards) expect(href).toMatch(new RegExp(`^/activity/${TYPE_SLUGS[typeId]}/`));
    }

    // Shortcuts to types 1, 6, 10 and 8 under the ACTIVITIES tab.
    const shortcuts = elementsOf(
      elementsOf(elementWith(home[site].main, 'id="explore-panel-activities"'), "ul")[0] ?? "",
      "a",
    );
    expect(textsOf(shortcuts)).toEqual([...content.shortcuts]);
    expect(shortcuts.flatMap(hrefsOf)).toEqual([
      "/activity/day-tours",
      "/activity/water-sports",
      "/activity/attractions",
      "/activity/adventure",
    ]);

    // Categories: every activity type and every regency as a link.
    const navs = elementsOf(section(site, "categories"), "nav");
    expect(elementsOf(navs[0] ?? "", "a")).toHaveLength(16);
    expect(elementsOf(navs.at(-1) ?? "", "a")).toHaveLength(9);
  });

  it("links WhatsApp, e-mail and the account pages", () => {
    expect(testIdPart(home[site].html, "whatsapp")).toMatch(/href="https:\/\/wa\.me\/\d+/);
    const contact = elementWith(whole[site].main, 'id="contact"');
    expect(hrefsOf(contact).some((href) => href.startsWith("https://wa.me/"))).toBe(true);
    const mail = elementsOf(contact, "a").find((link) => link.includes('href="mailto:'));
    expect(textOf(mail ?? "")).toMatch(/@/);
    expect(hrefsOf(section(site, "login-card"))).toEqual(expect.arrayContaining(["/login", "/register"]));
  });
});

function textsOf(elements: string[]): string[] {
  return elements.map((element) => textOf(element).trim());
}
