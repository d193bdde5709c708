import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { Browser } from "./browser.ts";
import { get, type Site } from "./client.ts";
import { elementsOf, elementsWith, elementWith, testIdPart, textOf } from "./operator-support.ts";

/**
 * An activity's page as the server renders it on both sites: name, code, prices in the site's
 * currency, the detail table, breadcrumbs, packages, reviews with dates in the page's language,
 * photos, FAQ, the Product description and 404s. The browser tests
 * (tests/e2e/activity-detail.spec.ts) keep the folding, the viewer, the tabs, the price bar on
 * screen and accessibility.
 */
const TYPE = "day-tours";
const SLUG = "ubud-rice-terrace-and-monkey-forest-tour";
const PATH = `/activity/${TYPE}/${SLUG}`;

const MONTHS = {
  id: ["Jan", "Feb", "Mar", "Apr", "Mei", "Jun", "Jul", "Agu", "Sep", "Okt", "Nov", "Des"],
  en: ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"],
} satisfies Record<Site, string[]>;

/** "26 Agu 2026": the day in Bali (UTC+8) of a stored UTC time, DD MMM YYYY in the site's language. */
function reviewDate(site: Site, storedUtc: string): string {
  const bali = new Date(new Date(storedUtc).getTime() + 8 * 60 * 60 * 1000).toISOString();
  const [year, month, day] = bali.slice(0, 10).split("-");
  return `${day} ${MONTHS[site][Number(month) - 1]} ${year}`;
}

/** What the seeded catalogue holds for BT0101 on each site. */
const expected = {
  id: {
    name: "Tur Ubud: Sawah Terasering Tegallalang dan Monkey Forest",
    price: "Rp 750.000",
    currency: "IDR",
    offer: 750000,
    firstPackage: "Mobil pribadi dengan pengemudi",
    firstProduct: "Per mobil (1–6 orang)",
    secondProduct: "Dewasa",
    notFound: "Halaman tidak ditemukan",
  },
  en: {
    name: "Ubud Tour: Tegallalang Rice Terraces and Monkey Forest",
    price: "US$ 47",
    currency: "USD",
    offer: 47,
    firstPackage: "Private car with driver",
    firstProduct: "Per car (1–6 people)",
    secondProduct: "Adult",
    notFound: "Page not found",
  },
} satisfies Record<Site, unknown>;

async function activityPage(site: Site, path = PATH) {
  const { status, text, headers } = await new Browser(site).page(path);
  return { status, headers, html: text.replaceAll("<!-- -->", "") };
}

const textsOf = (elements: string[]) => elements.map((element) => textOf(element).trim());

describe.each(["id", "en"] as const)("an activity's page on the %s site, as the server renders it", (site) => {
  const want = expected[site];

  it("shows the name, product code, price in the site's currency, the open detail table and the breadcrumbs", async () => {
    const { status, headers, html } = await activityPage(site);
    expect(status).toBe(200);
    // The activity, its next open days, its first reviews and their overview: one batch.
    expect(headers.get("server-timing")).toMatch(/d1;desc="1 round trips"/);
    expect(textsOf(elementsOf(html, "h1"))).toEqual([want.name]);
    expect(textOf(testIdPart(html, "product-code"))).toContain("BT0101");
    expect(textOf(testIdPart(html, "price"))).toContain(want.price);

    const table = testIdPart(html, "detail-table");
    expect(table).toMatch(/^<details[^>]* open=""/);
    expect(elementsOf(table, "tr")).toHaveLength(7);
    expect([...table.matchAll(/<a [^>]*href="([^"]*)"/g)].map((match) => match[1])).toEqual([`/activity/${TYPE}`]);
    for (const value of ["Ubud, Gianyar", "08:00", want.price]) expect(textOf(table)).toContain(value);

    const crumbs = elementsOf(elementWith(html, 'itemType="https://schema.org/BreadcrumbList"'), "li");
    expect(crumbs).toHaveLength(3);
    expect(crumbs[0]).toMatch(/<a [^>]*href="\/"/);
    expect(crumbs[1]).toMatch(new RegExp(`<a [^>]*href="/activity/${TYPE}"`));
    expect(textOf(elementWith(crumbs[2] ?? "", 'aria-current="page"')).trim()).toBe(want.name);
  });

  it("lists two folded packages, each with its products and its own Book now", async () => {
    const { html } = await activityPage(site);
    const packages = elementsWith(html, 'data-testid="package"');
    expect(packages).toHaveLength(2);
    expect(textOf(packages[0] ?? "")).toContain(want.firstPackage);
    expect(textOf(packages[0] ?? "")).toContain(want.firstProduct);
    for (const item of packages) {
      expect(testIdPart(item, "book-now")).not.toBe("");
      expect(item).toMatch(/<button[^>]* aria-expanded="false"/);
      expect(elementsOf(item, "table")).toHaveLength(1);
    }
    expect(textOf(elementsOf(packages[1] ?? "", "table")[0] ?? "")).toContain(want.secondProduct);
  });

  it("lists the reviews with dates in the page's language and the rating summary", async () => {
    const comments = (await get(`/api${PATH}/comment`, "id")).body as {
      items: { data: { title: string; body: string; rating: number; updated_at: string }[] };
    };
    const { html } = await activityPage(site);
    const reviews = elementsWith(html, 'data-testid="review"');
    expect(reviews).toHaveLength(comments.items.data.length);
    for (const [index, comment] of comments.items.data.entries()) {
      const review = reviews[index] ?? "";
      expect(textsOf(elementsOf(review, "h3"))).toEqual([comment.title]);
      expect(textOf(review)).toContain(comment.body);
      expect(textsOf(elementsOf(review, "time"))).toEqual([reviewDate(site, comment.updated_at)]);
      expect(review).toMatch(new RegExp(`role="img" aria-label="[^"]*${comment.rating.toFixed(1)}`));
    }
    const summary = testIdPart(html, "rating-summary");
    expect(elementsOf(summary, "li")).toHaveLength(5);
    expect(textOf(summary)).toContain("%");
  });

  it("has no WhatsApp button but a price bar with the price and Book now", async () => {
    const { html } = await activityPage(site);
    expect(testIdPart(html, "whatsapp")).toBe("");
    const bar = testIdPart(html, "price-bar");
    expect(textOf(bar)).toContain(want.price);
    expect(testIdPart(bar, "book-now")).not.toBe("");
  });

  it("sends the first photo eagerly at high priority and the others lazily, and an FAQ of five groups", async () => {
    const { html } = await activityPage(site);
    const photos = elementsWith(html, 'aria-roledescription="slide"').map(
      (slide) => /<img[^>]*>/.exec(slide)?.[0] ?? "",
    );
    expect(photos.length).toBeGreaterThan(1);
    expect(photos[0]).toContain('loading="eager"');
    expect(photos[0]).toMatch(/fetchPriority="high"/i);
    expect(photos[1]).toContain('loading="lazy"');
    expect(elementsOf(testIdPart(html, "faq-groups"), "details")).toHaveLength(5);
  });

  it("sends the other activities' heading and its link to the type's list, not their cards", async () => {
    const { html, headers } = await activityPage(site);
    const others = elementWith(html, 'id="others"');
    expect(others).not.toBe("");
    expect(others).toContain(`href="/activity/${TYPE}"`);
    expect(elementsOf(others, "li")).toEqual([]);
    expect(html).not.toContain(`href="/activity/${TYPE}/south-bali-beaches-and-jimbaran-seafood-dinner-tour"`);
    expect(headers.get("server-timing")).toContain('d1;desc="1 round trips"');
  });

  it("describes the activity as a Product with an offer in the page's currency", async () => {
    const { html } = await activityPage(site);
    const json = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)?.[1];
    const product = JSON.parse(json ?? "{}");
    expect(product["@type"]).toBe("Product");
    expect(product.name).toBe(want.name);
    expect(product.sku).toBe("BT0101");
    expect(product.image.length).toBeGreaterThan(0);
    expect(product.offers).toMatchObject({ "@type": "Offer", price: want.offer, priceCurrency: want.currency });
    expect(product.aggregateRating.reviewCount).toBe(elementsWith(html, 'data-testid="review"').length);
  });

  it("an unknown activity or type answers the 404 page with status 404", async () => {
    for (const path of [`/activity/${TYPE}/no-such-activity`, `/activity/no-such-type/${SLUG}`]) {
      const { status, html } = await activityPage(site, path);
      expect(status, path).toBe(404);
      expect(textsOf(elementsOf(html, "h1")), path).toEqual([want.notFound]);
      expect(testIdPart(html, "product-code"), path).toBe("");
    }
  });
});

describe("highlights typed one per line", () => {
  it("show as a list on the activity's page and in its API answer, one item a line", async () => {
    const lines = ["Tegallalang rice terraces at sunrise", "Coffee tasting & luwak", "- Monkey Forest walk"];
    await env.DB.prepare(
      `UPDATE activity_translations SET highlight = ?1
       WHERE locale = 'en' AND activity_id = (SELECT id FROM activities WHERE slug = ?2)`,
    )
      .bind(lines.join("\n").replace("&", "&amp;"), SLUG)
      .run();
    const page = await new Browser("en").page(`${PATH}?highlights`);
    expect(page.status).toBe(200);
    const section = elementWith(page.text, 'id="highlights"');
    const items = [...section.matchAll(/<li>([^<]*)<\/li>/g)].map((match) => textOf(match[1] ?? "").trim());
    expect(section).toContain("<ul>");
    expect(items).toEqual(["Tegallalang rice terraces at sunrise", "Coffee tasting & luwak", "Monkey Forest walk"]);
    const api = await get(`/api/activity/${TYPE}/${SLUG}?lang=en`, "en");
    expect(api.body.items.highlight).toMatch(/^<ul><li>Tegallalang rice terraces at sunrise<\/li>/);
  });
});
