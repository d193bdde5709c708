import { Link } from "react-router";
import type { Slide } from "#domain/catalogue.ts";
import * as styles from "./HomeSlider.css.ts";

/** One slide: the picture with its title and subtitle, linking to what it shows. */
export function HomeSlide({ slide, first = false }: { slide: Slide; first?: boolean }) {
  return (
    <Link to={slide.link_path} className={styles.slideLink}>
      <img
        src={slide.image.original}
        width={slide.image.width}
        height={slide.image.height}
        // The caption beside it names the slide; the picture adds nothing a screen reader needs.
        alt=""
        loading={first ? "eager" : "lazy"}
        decoding={first ? "sync" : "async"}
        fetchPriority={first ? "high" : "low"}
        className={styles.slideImage}
      />
      <span className={styles.caption}>
        <span className={styles.slideTitle}>{slide.title}</span>
        <span className={styles.slideSubtitle}>{slide.subtitle}</span>
      </span>
    </Link>
  );
}
