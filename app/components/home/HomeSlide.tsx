import { Link } from "react-router";
import { Picture } from "#app/components/Picture.tsx";
import type { Slide } from "#domain/catalogue.ts";
import * as styles from "./HomeSlider.css.ts";

/** One slide: the picture with its title and subtitle, linking to what it shows. */
export function HomeSlide({ slide, first = false }: { slide: Slide; first?: boolean }) {
  return (
    <Link to={slide.link_path} className={styles.slideLink}>
      {/* The caption beside it names the slide; the picture adds nothing a screen reader needs. */}
      <Picture image={slide.image} alt="" size="original" priority={first} className={styles.slideImage} />
      <span className={styles.caption}>
        <span className={styles.slideTitle}>{slide.title}</span>
        <span className={styles.slideSubtitle}>{slide.subtitle}</span>
      </span>
    </Link>
  );
}
