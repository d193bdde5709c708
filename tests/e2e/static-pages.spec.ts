import type { APIRequestContext } from "@playwright/test";
import { expect, expectAccessible, open, type SiteLocale, sites, test } from "./fixtures.ts";

test.use({ viewport: { width: 390, height: 844 } });

/** Each help and policy page: its path, its English h1, and its title on each site (from the loader). */
const PAGES = [
  { path: "/helpandfaq", h1: "Help and FAQ", title: { id: "Bantuan dan FAQ", en: "Help and FAQ" } },
  { path: "/aboutus", h1: "About us", title: { id: "Tentang kami", en: "About us" } },
  { path: "/cancelation", h1: "Cancellation policy", title: { id: "Kebijakan pembatalan", en: "Cancellation policy" } },
  { path: "/term", h1: "Payment terms", title: { id: "Ketentuan pembayaran", en: "Payment terms" } },
  { path: "/howtobook", h1: "How to book", title: { id: "Cara memesan", en: "How to book" } },
] as const;

const LOCALES: SiteLocale[] = ["id", "en"];

for (const locale of LOCALES) {
  test.describe(`static pages on the ${locale} site`, () => {
    for (const page of PAGES) {
      test(`${page.path} shows its heading and real text, accessibly`, async ({ page: browser }) => {
        const response = await open(browser, `${sites[locale]}${page.path}`);
        expect(response?.status()).toBe(200);
        expect(response?.headers()["cache-control"]).toContain("public");
        await expect(browser.locator("html")).toHaveAttribute("lang", locale);
        await expect(browser).toHaveTitle(`${page.title[locale]} | Bali Tours`);
        const h1 = browser.getByRole("heading", { level: 1 });
        await expect(h1).toHaveCount(1);
        await expect(h1).toBeVisible();
        if (locale === "en") await expect(h1).toHaveText(page.h1);
        const text = ((await browser.locator("main").textContent()) ?? "").replace(/\s+/g, " ");
        expect(text.length).toBeGreaterThan(600);
        await expect(browser.getByRole("link", { name: /WhatsApp/ }).first()).toBeVisible();
        await expectAccessible(browser);
      });
    }
  });
}

test.describe("the FAQ", () => {
  test("shows five groups with the general questions open and the others folded", async ({ page }) => {
    await open(page, `${sites.en}/helpandfaq`);
    const groups = page.getByTestId("faq-groups").locator("details");
    await expect(groups).toHaveCount(5);
    await expect(groups.nth(0)).toHaveAttribute("open", "");
    for (const index of [1, 2, 3, 4]) await expect(groups.nth(index)).not.toHaveAttribute("open");
    await expect(page.getByRole("heading", { name: "What can I book with Bali Tours?" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Which currency can I pay in cash?" })).toBeHidden();
  });

  test("opens a folded group when its title is tapped, with the payment answers", async ({ page }) => {
    await open(page, `${sites.en}/helpandfaq`);
    await page.getByText("Payment process", { exact: true }).click();
    await expect(page.getByRole("heading", { name: "Which currency can I pay in cash?" })).toBeVisible();
    await expect(page.getByText(/We cannot accept cash in US dollars/)).toBeVisible();
    await expect(page.getByText(/3% surcharge/).first()).toBeVisible();
  });

  test("opens the first group on the Indonesian site too", async ({ page }) => {
    await open(page, `${sites.id}/helpandfaq`);
    const groups = page.getByTestId("faq-groups").locator("details");
    await expect(groups).toHaveCount(5);
    await expect(groups.nth(0)).toHaveAttribute("open", "");
    await expect(groups.nth(1)).not.toHaveAttribute("open");
  });
});

/**
 * A GET of a non-HTML resource as that site receives it. Node does not resolve *.localhost as
 * browsers do, so ask the loopback address with the site's Host (a browser tab would also fetch
 * /favicon.ico for an XML or text document, a 404 the console-error fixture would report).
 */
function fetchFrom(request: APIRequestContext, locale: SiteLocale, path: string) {
  const site = new URL(sites[locale]);
  return request.get(`http://127.0.0.1:${site.port}${path}`, { headers: { host: site.host } });
}

test.describe("search engines", () => {
  for (const locale of LOCALES) {
    const twin: SiteLocale = locale === "id" ? "en" : "id";

    test(`sitemap.xml on the ${locale} site lists activity URLs on that host with hreflang twins`, async ({
      request,
    }) => {
      const response = await fetchFrom(request, locale, "/sitemap.xml");
      expect(response.status()).toBe(200);
      expect(response.headers()["content-type"]).toContain("xml");
      expect(response.headers()["cache-control"]).toContain("max-age");
      const xml = await response.text();
      expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"');
      const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1] ?? "");
      expect(locs.every((loc) => loc.startsWith(`${sites[locale]}/`))).toBe(true);
      for (const path of ["/", "/helpandfaq", "/aboutus", "/cancelation", "/term", "/howtobook", "/activity"]) {
        expect(locs).toContain(`${sites[locale]}${path}`);
      }
      const activities = locs.filter((loc) => /\/activity\/[^/]+\/[^/]+$/.test(loc));
      expect(activities.length).toBeGreaterThan(20);
      expect(locs.some((loc) => /\/destination\/[^/]+\/[^/]+$/.test(loc))).toBe(true);
      expect(locs.some((loc) => /\/transport\/\d+$/.test(loc))).toBe(true);
      const path = new URL(activities[0] ?? "").pathname;
      expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="${twin}" href="${sites[twin]}${path}"/>`);
      expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="${locale}" href="${sites[locale]}${path}"/>`);
      expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="x-default" href="${sites.id}${path}"/>`);
      // An activity from the sitemap is a real page.
      expect((await fetchFrom(request, locale, path)).status()).toBe(200);
    });

    test(`robots.txt on the ${locale} site allows crawling and points at its sitemap`, async ({ request }) => {
      const response = await fetchFrom(request, locale, "/robots.txt");
      expect(response.status()).toBe(200);
      expect(response.headers()["cache-control"]).toContain("max-age");
      const body = await response.text();
      expect(body).toContain("User-agent: *");
      expect(body).toContain("Disallow: /api/");
      expect(body).toContain("Disallow: /profile");
      expect(body).toContain(`Sitemap: ${sites[locale]}/sitemap.xml`);
    });
  }
});
