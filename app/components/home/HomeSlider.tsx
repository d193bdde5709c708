import { useLingui } from "@lingui/react/macro";
import { type ReactNode, startTransition, useEffect, useState } from "react";
import type { Slide } from "#domain/catalogue.ts";
import * as styles from "./HomeSlider.css.ts";

type SplideSlider = typeof import("./SplideSlider.tsx").default;

/**
 * The home page's slider. The server sends only the first slide as plain HTML (`firstSlide`, a
 * static island the page renders), so the largest paint never waits for JavaScript; Splide is
 * fetched once the page is idle and takes over when its code has come. No Suspense boundary: the
 * still slide is never a fallback React would render again, and a Splide that cannot load leaves
 * the picture in place.
 */
export function HomeSlider({ slides, firstSlide }: { slides: Slide[]; firstSlide: ReactNode }) {
  const { t } = useLingui();
  const [Enhanced, setEnhanced] = useState<SplideSlider | null>(null);
  useEffect(() => {
    if (slides.length < 2) return;
    let active = true;
    const enhance = () => {
      import("./SplideSlider.tsx").then(
        (module) => {
          if (active) startTransition(() => setEnhanced(() => module.default));
        },
        () => {},
      );
    };
    if (typeof window.requestIdleCallback === "function") {
      const handle = window.requestIdleCallback(enhance, { timeout: 2000 });
      return () => {
        active = false;
        window.cancelIdleCallback(handle);
      };
    }
    const handle = window.setTimeout(enhance, 200);
    return () => {
      active = false;
      window.clearTimeout(handle);
    };
  }, [slides.length]);

  if (slides.length === 0) return null;
  const label = t`Highlights of Bali`;
  if (Enhanced) return <Enhanced slides={slides} label={label} />;
  return (
    <section className={styles.frame} aria-label={label} data-testid="home-slider">
      {firstSlide}
    </section>
  );
}
