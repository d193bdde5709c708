import { describe, expect, it } from "vitest";
import { Browser } from "./browser.ts";
import type { Site } from "./client.ts";
import { elementsOf, elementWith, testIdPart, textOf } from "./operator-support.ts";

/**
 * Destination, transport, tips, events, special offers and the gallery as the server renders them
 * on both sites: what a tourist reads before any script runs. The browser tests
 * (tests/e2e/content-pages.spec.ts) keep the tabs, dialogs, Load more and accessibility.
 * The expectations come from the seeded catalogue (seed/), whose reviews are spread over fixed dates.
 */
const text = {
  id: {
    destination: "Pantai Sanur",
    location: "Sanur, Denpasar Selatan, Denpasar",
    commentDate: "04 Mei 2026",
    transportPrice: "Rp 700.000",
    visitors: "1.500.000",
    tip: "Uang, ATM dan money changer di Bali",
    tipHeading: "Money changer",
    event: "Malam Tahun Baru 2027 di Bali",
    eventStart: "31 Des 2026, 20:00",
    eventEnd: "01 Jan 2027, 01:00",
    offer: "Diskon rombongan hingga 15%",
    firstOffer: "Pesan lebih awal, hemat 10%",
    firstCaption: "Matahari terbit dari puncak Gunung Batur, Kintamani",
    notFound: "Halaman tidak ditemukan",
  },
  en: {
    destination: "Sanur Beach",
    location: "Sanur, South Denpasar, Denpasar",
    commentDate: "04 May 2026",
    transportPrice: "US$ 44",
    visitors: "1,500,000",
    tip: "Money, ATMs and money changers in Bali",
    tipHeading: "Money changers",
    event: "New Year's Eve 2026 in Bali",
    eventStart: "31 Dec 2026, 20:00",
    eventEnd: "01 Jan 2027, 01:00",
    offer: "Group discount up to 15%",
    firstOffer: "Book early and save 10%",
    firstCaption: "Sunrise from the summit of Mount Batur, Kintamani",
    notFound: "Page not found",
  },
} as const;

const SITES: Site[] = ["id", "en"];

async function page(site: Site, path: string) {
  const { status, text: html } = await new Browser(site).page(path);
  return { status, html: html.replaceAll("<!-- -->", "") };
}

const textsOf = (elements: string[]) => elements.map((element) => textOf(element).trim());
const h1 = (html: string) => textsOf(elementsOf(html, "h1"));
const h2 = (html: string) => textsOf(elementsOf(html, "h2"));
/** The cards of the page's list: links in list items inside main. */
const cards = (html: string) => elementsOf(mainOf(html), "li").filter((item) => item.startsWith("<li><a"));

function mainOf(html: string): string {
  const start = html.indexOf("<main");
  return html.slice(start, html.indexOf("</main>", start));
}

describe.each(SITES)("content pages on the %s site, as the server renders them", (site) => {
  const expected = text[site];

  it("destination detail: the place, its numbers, its reviews with dates in the page's language, and the FAQ", async () => {
    const { status, html } = await page(site, "/destination/denpasar/sanur-beach");
    expect(status).toBe(200);
    expect(h1(html)).toEqual([expected.destination]);
    expect(textOf(html)).toContain(expected.location);
    expect(textOf(testIdPart(html, "rating"))).toContain("4.5");
    expect(textOf(testIdPart(html, "visitors"))).toContain(expected.visitors);
    // The first image is the largest paint: loaded at once, with a high priority.
    expect((elementsOf(html, "article")[0] ?? "").match(/<img[^>]*>/)?.[0]).toMatch(/fetchPriority="high"/);
    expect(textOf(elementWith(html, 'id="panel-description"'))).toContain("Nusa Penida");

    const reviews = elementWith(html, 'id="panel-reviews"');
    const summary = testIdPart(reviews, "rating-summary");
    expect(textOf(summary)).toContain("4.5");
    // Five bars, five to one: 3 of 4 reviews give five stars, 1 gives three.
    const bars = textsOf(elementsOf(summary, "li"));
    expect(bars).toHaveLength(5);
    expect(bars[0]).toContain("75%");
    expect(bars[2]).toContain("25%");
    expect(bars[4]).toContain("0%");
    const list = elementsOf(testIdPart(reviews, "reviews"), "li");
    expect(list).toHaveLength(4);
    const andi = list.find((item) => item.includes("Andi Pratama")) ?? "";
    expect(textsOf(elementsOf(andi, "time"))).toEqual([expected.commentDate]);
    expect(textsOf(elementsOf(andi, "h3"))).toEqual(["Mantap, recommended"]);

    expect(elementsOf(elementWith(html, 'id="panel-faq"'), "details")).toHaveLength(5);
    expect(testIdPart(html, "faq-groups")).not.toBe("");
    expect(elementWith(html, 'id="other-destinations"')).toMatch(/<a [^>]*href="\/destination\//);
  });

  it("transport detail: the vehicle table with the price in the site's currency, Book now and reviews", async () => {
    const { status, html } = await page(site, "/transport/3");
    expect(status).toBe(200);
    expect(h1(html)).toEqual(["Toyota Avanza"]);
    const table = testIdPart(html, "vehicle-details");
    expect(elementsOf(table, "tr")).toHaveLength(7);
    for (const value of ["MPV", "Toyota", "Avanza", "6", expected.transportPrice])
      expect(textOf(table)).toContain(value);
    expect(testIdPart(html, "book-now")).not.toBe("");

    const reviews = elementWith(html, 'id="panel-reviews"');
    const list = elementsOf(testIdPart(reviews, "reviews"), "li");
    expect(list).toHaveLength(3);
    expect(textOf(list[0] ?? "")).toContain("Chris Evans");
    expect(textsOf(elementsOf(list[0] ?? "", "time"))).toEqual(["27 Jul 2026"]);
    expect(textOf(elementsOf(testIdPart(reviews, "rating-summary"), "li")[0] ?? "")).toContain("100%");
    expect(elementWith(html, 'id="other-vehicles"')).toMatch(/<a [^>]*href="\/transport\//);
  });

  it("tips: twelve cards first, and a tip with its rich text", async () => {
    const list = await page(site, "/tips");
    expect(cards(list.html)).toHaveLength(12);
    expect(cards(list.html).some((card) => textOf(card).includes(expected.tip))).toBe(true);

    const { status, html } = await page(site, "/tips/money-atms-and-money-changers");
    expect(status).toBe(200);
    expect(h1(html)).toEqual([expected.tip]);
    expect(h2(html)).toContain(expected.tipHeading);
    expect(h2(html).some((heading) => heading.includes("ATM"))).toBe(true);
  });

  it("events: twelve cards first, and an event with place, start and end in the page's language and three images", async () => {
    expect(cards((await page(site, "/event")).html)).toHaveLength(12);

    const { status, html } = await page(site, "/event/new-years-eve-2026-bali");
    expect(status).toBe(200);
    expect(h1(html)).toEqual([expected.event]);
    expect(textOf(testIdPart(html, "event-location"))).toContain("Jimbaran");
    expect(textsOf(elementsOf(testIdPart(html, "event-start"), "time"))).toEqual([expected.eventStart]);
    expect(textsOf(elementsOf(testIdPart(html, "event-end"), "time"))).toEqual([expected.eventEnd]);
    const slides = elementsOf(elementsOf(html, "article")[0] ?? "", "ul")[0] ?? "";
    expect(elementsOf(slides, "button")).toHaveLength(3);
  });

  it("special offers: the list, and an offer with its terms and conditions", async () => {
    const list = await page(site, "/specialoffer");
    expect(textOf(cards(list.html)[0] ?? "")).toContain(expected.firstOffer);

    const { status, html } = await page(site, "/specialoffer/group-discount");
    expect(status).toBe(200);
    expect(h1(html)).toEqual([expected.offer]);
    const terms = elementWith(html, 'id="terms"');
    expect(textsOf(elementsOf(terms, "h2"))).toHaveLength(1);
    expect(elementsOf(terms, "li").length).toBeGreaterThan(0);
    expect(textOf(elementWith(html, 'id="offer"')).trim()).not.toBe("");
  });

  it("gallery: twelve photos first, captioned in the page's language", async () => {
    const gallery = testIdPart((await page(site, "/gallery")).html, "gallery");
    expect(elementsOf(gallery, "button")).toHaveLength(12);
    expect(textOf(elementsOf(gallery, "figcaption")[0] ?? "").trim()).toBe(expected.firstCaption);
  });

  it("unknown slugs answer the 404 page with status 404", async () => {
    for (const path of [
      "/destination/denpasar/no-such-place",
      "/destination/gianyar/sanur-beach",
      "/transport/9999",
      "/transport/not-a-number",
      "/tips/no-such-tip",
      "/event/no-such-event",
      "/specialoffer/no-such-offer",
    ]) {
      const { status, html } = await page(site, path);
      expect(status, path).toBe(404);
      expect(h1(html), path).toEqual([expected.notFound]);
    }
  });
});
