import type { StoredImage } from "#domain/images.ts";

/**
 * How wide a picture shows in each layout, so the browser picks the smaller file when it is
 * enough (a phone's full-width card at 390 px, a desktop grid cell at 260 px). Follows the CSS:
 * pages are at most 1080 px wide; card grids hold cells of at least 240 px; home's tiles sit two
 * to a row on a phone and four on a wide screen; a sideways row's cards are min(72 %, 260 px).
 */
export const PICTURE_SIZES = {
  card: "(min-width: 1080px) 260px, (min-width: 540px) 50vw, 100vw",
  row: "260px",
  tile: "(min-width: 1080px) 260px, (min-width: 720px) 25vw, 50vw",
  header: "(min-width: 1080px) 420px, (min-width: 768px) 40vw, 100vw",
  wide: "(min-width: 1080px) 1080px, 100vw",
  screen: "100vw",
} as const;

export type PictureLayout = keyof typeof PICTURE_SIZES;

/** The attributes of an `<img>` for a stored picture: both variants in `srcset`, with its size. */
export interface PictureSources {
  src: string;
  srcSet: string;
  sizes: string;
  width: number;
  height: number;
}

/** `variant` is the file older browsers load and whose shape reserves the space. */
export function pictureSources(
  image: StoredImage,
  variant: "thumbnail" | "original",
  layout: PictureLayout,
): PictureSources {
  const thumbnail = variant === "thumbnail";
  return {
    src: thumbnail ? image.thumbnail : image.original,
    srcSet: `${image.thumbnail} ${image.thumb_width}w, ${image.original} ${image.width}w`,
    sizes: PICTURE_SIZES[layout],
    width: thumbnail ? image.thumb_width : image.width,
    height: thumbnail ? image.thumb_height : image.height,
  };
}
