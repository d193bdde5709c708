import { useLingui } from "@lingui/react/macro";
import { useRef, useState } from "react";
import { ChevronIcon, ExpandIcon } from "#app/components/content-icons.tsx";
import { ImageViewer } from "#app/components/ImageViewer.tsx";
import { Picture } from "#app/components/Picture.tsx";
import { photoAlt, type StoredImage } from "#domain/images.ts";
import type { Locale } from "#domain/locale.ts";
import * as styles from "./ImageCarousel.css.ts";

/** Smooth scrolling, unless the visitor asked for less motion. */
function smooth(): ScrollBehavior {
  return window.matchMedia("(prefers-reduced-motion: reduce)").matches ? "auto" : "smooth";
}

/**
 * The images of a detail page: a row that swipes (scroll snap, so it works before hydration),
 * previous/next arrows and a counter; each image, and the counter, opens the full-screen viewer
 * (arrows step through the images, Escape closes it). The first image is the page's largest
 * paint, so it loads eagerly with a high priority; the rest load lazily.
 */
export function ImageCarousel({ images, alt }: { images: StoredImage[]; alt: string }) {
  const { i18n, t } = useLingui();
  const track = useRef<HTMLUListElement>(null);
  const [current, setCurrent] = useState(0);
  const [viewing, setViewing] = useState<number | null>(null);
  const count = images.length;

  if (count === 0) {
    return (
      <div className={styles.frame}>
        <Picture image={null} alt={alt} />
      </div>
    );
  }

  const scrollTo = (index: number, behavior: ScrollBehavior = smooth()) => {
    const element = track.current;
    if (!element) return;
    element.scrollTo({ left: index * element.clientWidth, behavior });
  };

  const altOf = (index: number) => (count > 1 ? t`${alt}, image ${index + 1} of ${count}` : alt);

  return (
    <section className={styles.frame} aria-roledescription={t`carousel`} aria-label={t`Images of ${alt}`}>
      <ul
        ref={track}
        className={styles.track}
        onScroll={(event) => {
          const element = event.currentTarget;
          setCurrent(Math.round(element.scrollLeft / Math.max(1, element.clientWidth)));
        }}
      >
        {images.map((image, index) => (
          <li
            key={image.original}
            className={styles.slide}
            aria-roledescription={t`slide`}
            aria-label={t`Image ${index + 1} of ${count}`}
          >
            <button
              type="button"
              className={styles.open}
              onClick={() => setViewing(index)}
              aria-label={t`Show image ${index + 1} of ${count} full screen`}
            >
              <Picture
                image={image}
                alt={altOf(index)}
                size="original"
                priority={index === 0}
                className={styles.image}
              />
            </button>
          </li>
        ))}
      </ul>
      {count > 1 ? (
        <>
          <button
            type="button"
            className={`${styles.arrow} ${styles.previous}`}
            onClick={() => scrollTo(current - 1)}
            disabled={current === 0}
            aria-label={t`Previous image`}
          >
            <span className={styles.flipped}>
              <ChevronIcon size={24} />
            </span>
          </button>
          <button
            type="button"
            className={`${styles.arrow} ${styles.next}`}
            onClick={() => scrollTo(current + 1)}
            disabled={current >= count - 1}
            aria-label={t`Next image`}
          >
            <ChevronIcon size={24} />
          </button>
          <button
            type="button"
            className={styles.counter}
            onClick={() => setViewing(current)}
            aria-label={t`View all ${count} photos full screen`}
          >
            <ExpandIcon />
            <span aria-hidden="true">
              {current + 1} / {count}
            </span>
          </button>
        </>
      ) : null}
      <ImageViewer
        images={images.map((image, index) => ({ image, alt: photoAlt(image, i18n.locale as Locale, altOf(index)) }))}
        index={viewing}
        onIndexChange={setViewing}
        onClose={() => {
          // Back on the image last seen in the viewer, with focus on it.
          if (viewing !== null) {
            scrollTo(viewing, "instant");
            track.current?.querySelectorAll("button")[viewing]?.focus({ preventScroll: true });
          }
          setViewing(null);
        }}
        label={alt}
      />
    </section>
  );
}
