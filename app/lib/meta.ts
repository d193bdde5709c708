import type { MetaDescriptor } from "react-router";
import { SITE_NAME } from "./site.ts";

export interface Seo {
  title: string;
  description: string;
  /** Absolute or root-relative URL of the page's main image. */
  image?: string;
  type?: "website" | "article" | "product";
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
