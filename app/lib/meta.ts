import type { MetaDescriptor } from "react-router";
import { SITE_NAME } from "#domain/business.ts";

export interface Seo {
  title: string;
  description: string;
  /** URL of the page's main image; a root-relative one is made absolute (see `absoluteUrl`). */
  image?: string;
  type?: "website" | "article" | "product";
}

/**
 * Open Graph needs absolute URLs: a root-relative path becomes one on the page's origin (each
 * language site has its own host); an absolute URL stays as it is.
 */
export function absoluteUrl(pathOrUrl: string, origin: string): string {
  return new URL(pathOrUrl, origin).href;
}

/** Title, description and Open Graph tags of a page; every route's `meta` goes through here. */
export function seoMeta(seo: Seo | undefined): MetaDescriptor[] {
  if (!seo) return [{ title: SITE_NAME }];
  const title = seo.title === SITE_NAME ? SITE_NAME : `${seo.title} | ${SITE_NAME}`;
  const description = seo.description.length > 160 ? `${seo.description.slice(0, 157)}…` : seo.description;
  const tags: MetaDescriptor[] = [
    { title },
    { name: "description", content: description },
    { property: "og:title", content: seo.title },
    { property: "og:description", content: description },
    { property: "og:type", content: seo.type ?? "website" },
    { property: "og:site_name", content: SITE_NAME },
  ];
  if (seo.image) tags.push({ property: "og:image", content: seo.image });
  return tags;
}
