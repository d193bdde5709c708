import { useLingui } from "@lingui/react/macro";
import { Picture } from "#app/components/Picture.tsx";
import { Section } from "#app/components/widgets.tsx";
import type { GalleryImage } from "#domain/catalogue.ts";
import * as styles from "./HomeSections.css.ts";

export function GalleryTeaser({ images }: { images: GalleryImage[] }) {
  const { t } = useLingui();
  if (images.length === 0) return null;
  return (
    <Section id="gallery" title={t`Photo gallery`} more={{ to: "/gallery", label: t`See all` }}>
      <ul className={styles.galleryGrid}>
        {images.map((image) => (
          <li key={image.id}>
            <Picture image={image} alt={image.caption} layout="tile" className={styles.galleryImage} />
          </li>
        ))}
      </ul>
    </Section>
  );
}
