import { useLingui } from "@lingui/react/macro";
import { Link } from "react-router";
import { useViewedPages } from "#app/lib/recently-viewed.ts";
import type { Locale } from "#domain/locale.ts";
import { CardRow } from "./lists/CardRow.tsx";
import { Picture } from "./Picture.tsx";
import * as styles from "./widgets.css.ts";

/**
 * The activity and vehicle pages this device opened last (app/lib/recently-viewed.ts), newest
 * first: nothing while the server renders and React hydrates, nothing when there are none. Pages
 * place it below the first screen, where its coming pushes nothing the tourist is reading: home
 * with the rows it fetches as the tourist nears them, a list through RecentlyViewedRow.
 * `framed`: in a page section of its own (home), not in a list's column.
 */
export default function RecentlyViewed({ locale, framed = false }: { locale: Locale; framed?: boolean }) {
  const { t } = useLingui();
  const pages = useViewedPages(locale);
  if (pages.length === 0) return null;
  return (
    <div data-testid="recently-viewed" className={framed ? styles.section : undefined}>
      <CardRow title={t`Recently viewed`}>
        {pages.map((page) => (
          <li key={page.path}>
            <Link to={page.path} className={styles.card}>
              <Picture image={page.image} alt={page.name} />
              <div className={styles.cardBody}>
                <h3 className={styles.cardTitle}>{page.name}</h3>
                <span className={styles.price}>{page.price}</span>
              </div>
            </Link>
          </li>
        ))}
      </CardRow>
    </div>
  );
}
