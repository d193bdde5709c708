import { useLingui } from "@lingui/react/macro";
import { type KeyboardEvent, type PointerEvent, useEffect, useRef } from "react";
import { pictureSources } from "#app/lib/picture.ts";
import type { StoredImage } from "#domain/images.ts";
import { ChevronIcon } from "./content-icons.tsx";
import * as styles from "./ImageViewer.css.ts";
import { CloseIcon } from "./icons.tsx";

export interface ViewerImage {
  image: StoredImage;
  alt: string;
  caption?: string;
}

/** How far a finger must travel sideways to count as a swipe, in CSS pixels. */
const SWIPE_DISTANCE = 50;

/**
 * A full-screen, modal <dialog> that shows the originals one at a time. Controlled: `index` is the
 * image shown, null when closed. Arrow keys and swipes move between images (wrapping around),
 * Escape or Close closes it, and focus goes back to what opened it.
 */
export function ImageViewer({
  images,
  index,
  onIndexChange,
  onClose,
  label,
}: {
  images: ViewerImage[];
  index: number | null;
  onIndexChange: (index: number) => void;
  onClose: () => void;
  /** What the viewer shows, e.g. the page's title; names the dialog. */
  label: string;
}) {
  const { t } = useLingui();
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const swipeStart = useRef<number | null>(null);
  const open = index !== null;

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      element.showModal();
    } else if (!open && element.open) {
      element.close();
    }
  }, [open]);

  const count = images.length;
  const current = index === null ? undefined : images[index];
  const step = (by: number) => {
    if (index === null || count < 2) return;
    onIndexChange((index + by + count) % count);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === "ArrowLeft") {
      event.preventDefault();
      step(-1);
    } else if (event.key === "ArrowRight") {
      event.preventDefault();
      step(1);
    }
  };

  const onPointerDown = (event: PointerEvent) => {
    if (event.pointerType !== "mouse") swipeStart.current = event.clientX;
  };
  const onPointerUp = (event: PointerEvent) => {
    const start = swipeStart.current;
    swipeStart.current = null;
    if (start === null) return;
    const distance = event.clientX - start;
    if (Math.abs(distance) >= SWIPE_DISTANCE) step(distance < 0 ? 1 : -1);
  };

  return (
    <dialog
      ref={dialog}
      className={styles.dialog}
      aria-label={label}
      data-image-viewer=""
      onKeyDown={onKeyDown}
      onClose={() => {
        // Focus goes back to the opener first, so `onClose` may move it elsewhere.
        const target = opener.current;
        opener.current = null;
        if (target?.isConnected) target.focus({ preventScroll: true });
        onClose();
      }}
      onClick={(event) => {
        // A click on the dark area around the image (the dialog itself) closes the viewer.
        if (event.target === event.currentTarget) dialog.current?.close();
      }}
    >
      {current && index !== null ? (
        <>
          <div className={styles.bar}>
            <p className={styles.counter} aria-live="polite">
              {t`Image ${index + 1} of ${count}`}
            </p>
            <button
              type="button"
              className={styles.iconButton}
              onClick={() => dialog.current?.close()}
              aria-label={t`Close`}
              // biome-ignore lint/a11y/noAutofocus: the dialog's first stop, so keyboard users can close it at once
              autoFocus
            >
              <CloseIcon />
            </button>
          </div>
          <figure className={styles.stage} onPointerDown={onPointerDown} onPointerUp={onPointerUp}>
            <img
              key={current.image.original}
              {...pictureSources(current.image, "original", "screen")}
              alt={current.alt}
              className={styles.image}
              draggable={false}
            />
            {current.caption ? <figcaption className={styles.caption}>{current.caption}</figcaption> : null}
          </figure>
          {count > 1 ? (
            <>
              <button
                type="button"
                className={`${styles.iconButton} ${styles.previous}`}
                onClick={() => step(-1)}
                aria-label={t`Previous image`}
              >
                <span className={styles.flipped}>
                  <ChevronIcon size={28} />
                </span>
              </button>
              <button
                type="button"
                className={`${styles.iconButton} ${styles.next}`}
                onClick={() => step(1)}
                aria-label={t`Next image`}
              >
                <ChevronIcon size={28} />
              </button>
            </>
          ) : null}
        </>
      ) : null}
    </dialog>
  );
}
