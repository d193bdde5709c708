import type { Locale } from "#domain/locale.ts";

/** Pages without a slug: home, the lists and the help and policy pages. */
export const FIXED_PATHS = [
  "/",
  "/activity",
  "/destination",
  "/transport",
  "/tips",
  "/event",
  "/specialoffer",
  "/gallery",
  "/helpandfaq",
  "/aboutus",
  "/howtobook",
  "/term",
  "/cancelation",
];

/** Escapes text for an XML element or a double-quoted attribute. */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => XML_ENTITIES[char] ?? char);
}

const XML_ENTITIES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&apos;",
};

/**
 * A sitemap (sitemaps.org 0.9) of `paths` on `origin`, each URL with its alternates on every
 * language's site (hreflang, plus x-default on the default language), as Google asks for
 * multilingual sites.
 */
export function sitemapXml(
  origin: string,
  paths: readonly string[],
  origins: Readonly<Record<Locale, string>>,
  defaultLocale: Locale,
): string {
  const alternates = (path: string) =>
    [
      ...(Object.entries(origins) as [Locale, string][]).map(
        ([locale, site]) => `<xhtml:link rel="alternate" hreflang="${locale}" href="${escapeXml(site + path)}"/>`,
      ),
      `<xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(origins[defaultLocale] + path)}"/>`,
    ].join("");
  const urls = paths.map((path) => `<url><loc>${escapeXml(origin + path)}</loc>${alternates(path)}</url>`);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    "</urlset>",
    "",
  ].join("\n");
}
