import type { Locale } from "./locale.ts";

/** A photo's description for screen readers and search engines, in each of the site's languages. */
export type ImageAlt = Record<Locale, string>;

/** What D1 stores for one image: URLs and intrinsic sizes, so pages reserve the space. */
export interface StoredImage {
  original: string;
  thumbnail: string;
  width: number;
  height: number;
  thumb_width: number;
  thumb_height: number;
  /** Set on uploaded photos; the seeded drawings have none (their pages name them). */
  alt?: ImageAlt;
}

/**
 * What a photo says to screen readers in `locale`: the operator's description when it has one,
 * else `fallback` (the page's name for its pictures).
 */
export function photoAlt(image: StoredImage, locale: Locale, fallback: string): string {
  return image.alt?.[locale] || fallback;
}

/** The two sizes the pages show a photo at (3:2): the large picture and the card's thumbnail. */
export const PAGE_IMAGE_SIZE = { width: 1200, height: 800 } as const;
export const THUMBNAIL_IMAGE_SIZE = { width: 480, height: 320 } as const;
