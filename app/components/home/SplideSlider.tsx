import { useLingui } from "@lingui/react/macro";
import { Splide } from "@splidejs/react-splide";
import "@splidejs/react-splide/css/core";
import { PauseIcon, PlayIcon } from "#app/components/content-icons.tsx";
import type { Slide } from "#domain/catalogue.ts";
import { HomeSlide } from "./HomeSlide.tsx";
import * as styles from "./HomeSlider.css.ts";
import { TimedAutoplay } from "./timed-autoplay.ts";

/** Splide's parts replaced by our own, by Splide's names for them. */
const EXTENSIONS = { Autoplay: TimedAutoplay };

/** The interactive slider; HomeSlider loads this module only after hydration. */
export default function SplideSlider({ slides, label }: { slides: Slide[]; label: string }) {
  const { t } = useLingui();
  return (
    <Splide
      hasTrack={false}
      tag="section"
      aria-label={label}
      data-testid="home-slider"
      className={styles.frame}
      extensions={EXTENSIONS}
      options={{
        type: "slide",
        rewind: true,
        autoplay: true,
        interval: 5000,
        pauseOnHover: true,
        pauseOnFocus: true,
        arrows: false,
        pagination: true,
        speed: 600,
        // Splide's default too; stated here because the operator asked for it: no motion, no autoplay.
        reducedMotion: { speed: 0, rewindSpeed: 0, autoplay: "pause" },
        i18n: {
          prev: t`Previous slide`,
          next: t`Next slide`,
          first: t`Go to the first slide`,
          last: t`Go to the last slide`,
          slideX: t`Go to slide %s`,
          pageX: t`Go to page %s`,
          play: t`Start the slideshow`,
          pause: t`Pause the slideshow`,
          carousel: t`carousel`,
          slide: t`slide`,
          select: t`Choose a slide to show`,
          slideLabel: t`%s of %s`,
        },
      }}
    >
      <button type="button" className={`splide__toggle ${styles.toggle}`} aria-label={t`Pause the slideshow`}>
        <span className="splide__toggle__play">
          <PlayIcon />
        </span>
        <span className="splide__toggle__pause">
          <PauseIcon />
        </span>
      </button>
      {/* Divs, not SplideTrack's ul/li: Splide gives each slide role="tabpanel", which a li may not have. */}
      <div className="splide__track">
        <div className="splide__list">
          {slides.map((slide, index) => (
            <div className="splide__slide" key={`${slide.link_path}-${slide.title}`}>
              <HomeSlide slide={slide} first={index === 0} />
            </div>
          ))}
        </div>
      </div>
    </Splide>
  );
}
