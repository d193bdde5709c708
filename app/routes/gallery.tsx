import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { useId, useState } from "react";
import { ListLayout } from "#app/components/content/ContentLayout.tsx";
import * as styles from "#app/components/content/Gallery.css.ts";
import { ZoomIcon } from "#app/components/content-icons.tsx";
import { ImageViewer } from "#app/components/ImageViewer.tsx";
import { LoadMore } from "#app/components/LoadMore.tsx";
import { Picture } from "#app/components/Picture.tsx";
import { useList } from "#app/components/useList.ts";
import { Empty } from "#app/components/widgets.tsx";
import { seoMeta } from "#app/lib/meta.ts";
import type { GalleryImage } from "#domain/catalogue.ts";
import type { Route } from "./+types/gallery";

export { shouldRevalidate } from "#app/components/list-pages.ts";
export { headers, loader } from "./gallery.server.ts";
export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

export default function Gallery({ loaderData }: Route.ComponentProps) {
  const { t } = useLingui();
  const list = useList<GalleryImage>(loaderData.images, "items.images");
  const [viewing, setViewing] = useState<number | null>(null);
  const headingId = useId();
  const shown = list.items.length;
  return (
    <ListLayout
      title={t`Photo gallery`}
      lead={<Trans>Moments from our tours around Bali. Tap a photo to see it full size.</Trans>}
    >
      <section aria-labelledby={headingId} className={styles.section}>
        <h2 id={headingId} className={styles.heading}>
          <Plural value={list.total} one="# photo" other="# photos" />
        </h2>
        {shown === 0 ? (
          <Empty>
            <Trans>There are no photos yet.</Trans>
          </Empty>
        ) : (
          <ul className={styles.grid} data-testid="gallery">
            {list.items.map((image, index) => (
              <li key={image.id}>
                <figure className={styles.figure}>
                  <button
                    type="button"
                    className={styles.open}
                    onClick={() => setViewing(index)}
                    aria-label={t`Show full size: ${image.caption}`}
                  >
                    <Picture image={image} alt={image.caption} priority={index === 0} className={styles.thumbnail} />
                    <span className={styles.zoom} aria-hidden="true">
                      <ZoomIcon size={18} />
                    </span>
                  </button>
                  <figcaption className={styles.caption}>{image.caption}</figcaption>
                </figure>
              </li>
            ))}
          </ul>
        )}
        {shown > 0 ? (
          <div className={styles.footer}>
            {list.canLoadMore ? (
              <LoadMore loading={list.loading} onClick={list.loadMore} href={list.loadMoreHref} />
            ) : null}
            <p className={styles.progress} aria-live="polite">
              <Trans>
                Showing {shown} of {list.total}
              </Trans>
            </p>
          </div>
        ) : null}
      </section>
      <ImageViewer
        images={list.items.map((image) => ({ image, alt: image.caption, caption: image.caption }))}
        index={viewing}
        onIndexChange={setViewing}
        onClose={() => setViewing(null)}
        label={t`Photo gallery`}
      />
    </ListLayout>
  );
}
