import { describe, expect, it } from "vitest";
import { escapeXml, sitemapXml } from "#app/lib/sitemap.ts";
import { encodePath } from "#workers/catalogue/sitemap-entries.ts";

const origins = { id: "https://balitours.example", en: "https://en.balitours.example" } as const;

describe("the sitemap's XML", () => {
  it("escapes the five XML special characters and leaves other text alone", () => {
    expect(escapeXml(`a&b<c>d"e'f`)).toBe("a&amp;b&lt;c&gt;d&quot;e&apos;f");
    expect(escapeXml("/activity/tour/ubud-rice-terraces")).toBe("/activity/tour/ubud-rice-terraces");
    expect(escapeXml("&amp;")).toBe("&amp;amp;");
  });

  it("lists each path on the asked origin with its twin in both languages and an x-default", () => {
    const xml = sitemapXml(origins.en, ["/", "/tips/bali-in-the-rain"], origins, "id");
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>/);
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    expect(xml).toContain("<loc>https://en.balitours.example/tips/bali-in-the-rain</loc>");
    expect(xml).toContain(
      '<xhtml:link rel="alternate" hreflang="id" href="https://balitours.example/tips/bali-in-the-rain"/>',
    );
    expect(xml).toContain(
      '<xhtml:link rel="alternate" hreflang="en" href="https://en.balitours.example/tips/bali-in-the-rain"/>',
    );
    expect(xml).toContain(
      '<xhtml:link rel="alternate" hreflang="x-default" href="https://balitours.example/tips/bali-in-the-rain"/>',
    );
    expect(xml.match(/<url>/g)).toHaveLength(2);
  });

  it("never lets a stored slug break the markup", () => {
    const path = encodePath("/activity/tour/a&b <c>");
    expect(path).toBe("/activity/tour/a%26b%20%3Cc%3E");
    const xml = sitemapXml(origins.id, [path, "/results?query=a&b"], origins, "id");
    expect(xml).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)/);
    expect(xml).toContain("<loc>https://balitours.example/results?query=a&amp;b</loc>");
  });
});
