import { useLingui } from "@lingui/react/macro";
import { useRef, useState } from "react";
import { CloseIcon } from "#app/components/icons.tsx";
import { Picture } from "#app/components/widgets.tsx";
import type { StoredImage } from "#seed/images.ts";
import * as styles from "./ImageCarousel.css.ts";
import { ArrowLeftIcon, ArrowRightIcon, ExpandIcon } from "./icons.tsx";

function scrollBehavior(): ScrollBehavior {
  return window.matchMedia("(prefers-reduced-motion: reduce)").matches ? "auto" : "smooth";
}

/** The slide a scroll-snapped track shows, from its scroll position. */
function slideIndexOf(track: HTMLElement): number {
  return track.clientWidth > 0 ? Math.round(track.scrollLeft / track.clientWidth) : 0;
}

function scrollToSlide(track: HTMLElement | null, index: number, behavior: ScrollBehavior) {
  track?.scrollTo({ left: index * track.clientWidth, behavior });
}

/**
 * Photos in a swipeable scroll-snap row with previous/next buttons; any photo opens a full-screen
 * viewer (a modal <dialog>: arrows step through the photos, Escape closes it). The first photo is
 * the page's largest paint, so it loads eagerly with a high priority; the rest load lazily.
 */
export function ImageCarousel({ images, name }: { images: StoredImage[]; name: string }) {
  const { t } = useLingui();
  const track = useRef<HTMLUListElement>(null);
  const viewer = useRef<HTMLDialogElement>(null);
  const viewerTrack = useRef<HTMLUListElement>(null);
  const [current, setCurrent] = useState(0);
  const [viewing, setViewing] = useState(0);
  const count = images.length;
  if (count === 0) return null;

  const show = (index: number) => scrollToSlide(track.current, (index + count) % count, scrollBehavior());
  const showInViewer = (index: number) =>
    scrollToSlide(viewerTrack.current, Math.min(Math.max(index, 0), count - 1), scrollBehavior());
  const openViewer = (index: number) => {
    setViewing(index);
    viewer.current?.showModal();
    // The dialog has a size only once it is open.
    scrollToSlide(viewerTrack.current, index, "auto");
  };
  const onViewerClosed = () => scrollToSlide(track.current, viewing, "auto");

  return (
    <section className={styles.carousel} aria-roledescription={t`carousel`} aria-label={t`Photos of ${name}`}>
      <ul ref={track} className={styles.track} onScroll={(event) => setCurrent(slideIndexOf(event.currentTarget))}>
        {images.map((image, index) => (
          <li
            key={image.original}
            className={styles.slide}
            aria-roledescription={t`slide`}
            aria-label={t`Photo ${index + 1} of ${count}`}
          >
            <button
              type="button"
              className={styles.slideButton}
              aria-label={t`View photo ${index + 1} of ${count} full screen`}
              onClick={() => openViewer(index)}
            >
              <Picture
                image={image}
                size="original"
                alt={t`${name}, photo ${index + 1}`}
                priority={index === 0}
                className={styles.slideImage}
              />
            </button>
          </li>
        ))}
      </ul>
      {count > 1 ? (
        <>
          <button
            type="button"
            className={`${styles.navButton} ${styles.prev}`}
            aria-label={t`Previous photo`}
            onClick={() => show(current - 1)}
          >
            <ArrowLeftIcon />
          </button>
          <button
            type="button"
            className={`${styles.navButton} ${styles.next}`}
            aria-label={t`Next photo`}
            onClick={() => show(current + 1)}
          >
            <ArrowRightIcon />
          </button>
        </>
      ) : null}
      <button
        type="button"
        className={styles.counter}
        aria-label={t`View all ${count} photos full screen`}
        onClick={() => openViewer(current)}
      >
        <ExpandIcon />
        <span aria-hidden="true">
          {current + 1} / {count}
        </span>
      </button>

      <dialog
        ref={viewer}
        className={styles.viewer}
        aria-label={t`Photos of ${name}`}
        onClose={onViewerClosed}
        onKeyDown={(event) => {
          if (event.key === "ArrowRight") showInViewer(viewing + 1);
          else if (event.key === "ArrowLeft") showInViewer(viewing - 1);
          else return;
          event.preventDefault();
        }}
      >
        <div className={styles.viewerBar}>
          <span className={styles.viewerCount} aria-live="polite">
            {t`Photo ${viewing + 1} of ${count}`}
          </span>
          <form method="dialog">
            <button type="submit" className={styles.viewerClose} aria-label={t`Close full screen view`}>
              <CloseIcon />
            </button>
          </form>
        </div>
        <ul
          ref={viewerTrack}
          className={styles.viewerTrack}
          onScroll={(event) => setViewing(slideIndexOf(event.currentTarget))}
        >
          {images.map((image, index) => (
            <li key={image.original} className={styles.viewerSlide}>
              <Picture
                image={image}
                size="original"
                alt={t`${name}, photo ${index + 1}`}
                className={styles.viewerImage}
              />
            </li>
          ))}
        </ul>
        {count > 1 ? (
          <>
            <button
              type="button"
              className={`${styles.navButton} ${styles.prev}`}
              aria-label={t`Previous photo`}
              disabled={viewing === 0}
              onClick={() => showInViewer(viewing - 1)}
            >
              <ArrowLeftIcon />
            </button>
            <button
              type="button"
              className={`${styles.navButton} ${styles.next}`}
              aria-label={t`Next photo`}
              disabled={viewing === count - 1}
              onClick={() => showInViewer(viewing + 1)}
            >
              <ArrowRightIcon />
            </button>
          </>
        ) : null}
      </dialog>
    </section>
  );
}
