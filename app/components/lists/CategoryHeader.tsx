import type { ReactNode } from "react";
import { Picture } from "#app/components/Picture.tsx";
import { ReadMore } from "#app/components/widgets.tsx";
import type { StoredImage } from "#domain/images.ts";
import * as styles from "./CategoryHeader.css.ts";

/**
 * The page's heading: the category's title and its description, cut at `limit` characters with
 * read more / read less (120 on the activity list, 80 on destinations and transport).
 */
export function CategoryHeader({
  eyebrow,
  title,
  description,
  limit,
  image,
}: {
  eyebrow?: ReactNode;
  title: ReactNode;
  description: string;
  limit: number;
  image?: StoredImage | null;
}) {
  return (
    <header className={styles.header}>
      {image ? <Picture image={image} alt="" layout="header" priority className={styles.image} /> : null}
      <div className={styles.text}>
        {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
        <h1 className={styles.title}>{title}</h1>
        <div className={styles.description}>
          <ReadMore text={description} limit={limit} />
        </div>
      </div>
    </header>
  );
}
