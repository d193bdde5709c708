import { useLingui } from "@lingui/react/macro";
import { Link } from "react-router";
import * as styles from "./Breadcrumb.css.ts";

export interface Crumb {
  name: string;
  /** Root-relative path; the last crumb (the current page) has none. */
  to?: string;
}

/** Home › … › this page, marked up as a schema.org BreadcrumbList for search engines. */
export function Breadcrumb({ crumbs, pageUrl }: { crumbs: Crumb[]; pageUrl: string }) {
  const { t } = useLingui();
  const trail: Crumb[] = [{ name: t`Home`, to: "/" }, ...crumbs];
  return (
    <nav aria-label={t`Breadcrumb`} className={styles.nav}>
      <ol className={styles.list} itemScope itemType="https://schema.org/BreadcrumbList">
        {trail.map((crumb, index) => (
          <li
            key={crumb.to ?? crumb.name}
            className={crumb.to ? styles.item : `${styles.item} ${styles.currentItem}`}
            itemProp="itemListElement"
            itemScope
            itemType="https://schema.org/ListItem"
          >
            {crumb.to ? (
              <Link to={crumb.to} className={styles.link} itemProp="item">
                <span itemProp="name">{crumb.name}</span>
              </Link>
            ) : (
              <span className={styles.current} aria-current="page" itemProp="name">
                {crumb.name}
              </span>
            )}
            {crumb.to ? null : <link itemProp="item" href={pageUrl} />}
            <meta itemProp="position" content={String(index + 1)} />
          </li>
        ))}
      </ol>
    </nav>
  );
}
