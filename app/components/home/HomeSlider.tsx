import { useLingui } from "@lingui/react/macro";
import { lazy, type ReactNode, Suspense, startTransition, useEffect, useState } from "react";
import type { Slide } from "#domain/catalogue.ts";
import * as styles from "./HomeSlider.css.ts";

const SplideSlider = lazy(() => import("./SplideSlider.tsx"));

/**
 * The home page's slider. The server sends only the first slide as plain HTML (`firstSlide`, a
 * static island the page renders), so the largest paint never waits for JavaScript; Splide is
 * fetched once the page is idle and takes over.
 */
export function HomeSlider({ slides, firstSlide }: { slides: Slide[]; firstSlide: ReactNode }) {
  const { t } = useLingui();
  const [enhanced, setEnhanced] = useState(false);
  useEffect(() => {
    if (slides.length < 2) return;
    // A transition keeps the still slide on screen until Splide's chunk has arrived.
    const enhance = () => startTransition(() => setEnhanced(true));
    if (typeof window.requestIdleCallback === "function") {
      const handle = window.requestIdleCallback(enhance, { timeout: 2000 });
      return () => window.cancelIdleCallback(handle);
    }
    const handle = window.setTimeout(enhance, 200);
    return () => window.clearTimeout(handle);
  }, [slides.length]);

  if (slides.length === 0) return null;
  const label = t`Highlights of Bali`;
  const still = (
    <section className={styles.frame} aria-label={label} data-testid="home-slider">
      {firstSlide}
    </section>
  );
  return <Suspense fallback={still}>{enhanced ? <SplideSlider slides={slides} label={label} /> : still}</Suspense>;
}
