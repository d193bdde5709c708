import { useLingui } from "@lingui/react/macro";
import { createContext, useContext } from "react";
import { preload } from "react-dom";
import { type PictureLayout, pictureSources } from "#app/lib/picture.ts";
import { photoAlt, type StoredImage } from "#domain/images.ts";
import type { Locale } from "#domain/locale.ts";
import * as styles from "./Picture.css.ts";

/** The layout of the pictures inside a container that fixes their width (a sideways row of cards). */
export const PictureLayoutContext = createContext<PictureLayout | null>(null);

/**
 * A stored picture (seeded drawing or uploaded photo) with both its widths in `srcset`, the
 * width it shows at in `sizes` and its intrinsic size (no layout shift). The page's first view
 * (`priority`) is preloaded from the head at high priority; the others load lazily and decode
 * off the main thread. A photo the
 * operator described (alt text in both languages) is read with its own words; `alt` is for the
 * others.
 */
export function Picture({
  image,
  alt,
  size = "thumbnail",
  layout,
  priority = false,
  className,
}: {
  image: StoredImage | null | undefined;
  alt: string;
  size?: "thumbnail" | "original";
  layout?: PictureLayout;
  priority?: boolean;
  className?: string;
}) {
  const { i18n } = useLingui();
  const containerLayout = useContext(PictureLayoutContext);
  if (!image) {
    // An empty alt marks a decorative picture: the placeholder is then hidden from screen readers too.
    return alt ? (
      <div className={className ?? styles.image} role="img" aria-label={alt} />
    ) : (
      <div className={className ?? styles.image} aria-hidden="true" />
    );
  }
  const sources = pictureSources(image, size, layout ?? containerLayout ?? (size === "thumbnail" ? "card" : "wide"));
  if (priority) {
    preload(sources.src, {
      as: "image",
      imageSrcSet: sources.srcSet,
      imageSizes: sources.sizes,
      fetchPriority: "high",
    });
  }
  return (
    <img
      {...sources}
      alt={photoAlt(image, i18n.locale as Locale, alt)}
      loading={priority ? "eager" : "lazy"}
      // The first picture decodes with its frame, so it shows in the first paint instead of a later one.
      decoding={priority ? undefined : "async"}
      fetchPriority={priority ? "high" : undefined}
      className={className ?? styles.image}
    />
  );
}
