import { describe, expect, it } from "vitest";
import { STATIC_PAGES } from "../support/seeded-pages.ts";
import { Browser } from "./browser.ts";
import type { Site } from "./client.ts";
import { elementsOf, testIdPart, textOf } from "./operator-support.ts";

/**
 * The help and policy pages, the sitemap and robots.txt as the server answers them on both sites.
 * The browser tests (tests/e2e/static-pages.spec.ts) keep what is on screen, the FAQ's folding
 * and accessibility.
 */
const PAGES = STATIC_PAGES;

const ORIGINS: Record<Site, string> = { id: "http://localhost", en: "http://en.localhost" };

describe.each(["id", "en"] as const)("static pages on the %s site", (site) => {
  it.each(PAGES)("$path: its language, title, one heading, real text and a WhatsApp link", async (page) => {
    const { status, text, headers } = await new Browser(site).page(page.path);
    expect(status).toBe(200);
    expect(headers.get("cache-control")).toContain("public");
    expect(text).toContain(`<html lang="${site}"`);
    expect(textOf(/<title>[^<]*<\/title>/.exec(text)?.[0] ?? "").trim()).toBe(`${page.title[site]} | Bali Tours`);
    const main = text.slice(text.indexOf("<main"), text.indexOf("</main>"));
    expect(elementsOf(main, "h1").map((h1) => textOf(h1).trim())).toEqual([page.title[site]]);
    expect(textOf(main).length).toBeGreaterThan(600);
    const whatsApp = (link: string) => /aria-label="[^"]*WhatsApp/.test(link) || textOf(link).includes("WhatsApp");
    expect(elementsOf(text, "a").some(whatsApp)).toBe(true);
  });

  it("the FAQ has five groups, the general questions open and the others folded", async () => {
    const { text } = await new Browser(site).page("/helpandfaq");
    const groups = elementsOf(testIdPart(text, "faq-groups"), "details");
    expect(groups).toHaveLength(5);
    expect(groups[0]).toMatch(/^<details[^>]* open=""/);
    for (const group of groups.slice(1)) expect(group).not.toMatch(/^<details[^>]* open=/);
  });

  const twin: Site = site === "id" ? "en" : "id";

  it("sitemap.xml lists activity URLs on that host with hreflang twins", async () => {
    const browser = new Browser(site);
    const { status, text: xml, headers } = await browser.fetchText("GET", "/sitemap.xml");
    expect(status).toBe(200);
    expect(headers.get("content-type")).toContain("xml");
    expect(headers.get("cache-control")).toContain("max-age");
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"');
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1] ?? "");
    expect(locs.every((loc) => loc.startsWith(`${ORIGINS[site]}/`))).toBe(true);
    for (const path of ["/", "/helpandfaq", "/aboutus", "/cancelation", "/term", "/howtobook", "/activity"]) {
      expect(locs).toContain(`${ORIGINS[site]}${path}`);
    }
    const activities = locs.filter((loc) => /\/activity\/[^/]+\/[^/]+$/.test(loc));
    expect(activities.length).toBeGreaterThan(20);
    expect(locs.some((loc) => /\/destination\/[^/]+\/[^/]+$/.test(loc))).toBe(true);
    expect(locs.some((loc) => /\/transport\/\d+$/.test(loc))).toBe(true);
    const path = new URL(activities[0] ?? "").pathname;
    expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="${twin}" href="${ORIGINS[twin]}${path}"/>`);
    expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="${site}" href="${ORIGINS[site]}${path}"/>`);
    expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="x-default" href="${ORIGINS.id}${path}"/>`);
    // An activity from the sitemap is a real page.
    expect((await browser.page(path)).status).toBe(200);
  });

  it("robots.txt allows crawling and points at its sitemap", async () => {
    const { status, text, headers } = await new Browser(site).fetchText("GET", "/robots.txt");
    expect(status).toBe(200);
    expect(headers.get("cache-control")).toContain("max-age");
    expect(text).toContain("User-agent: *");
    expect(text).toContain("Disallow: /api/");
    expect(text).toContain("Disallow: /profile");
    expect(text).toContain(`Sitemap: ${ORIGINS[site]}/sitemap.xml`);
  });
});
