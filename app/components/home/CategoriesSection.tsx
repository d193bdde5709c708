import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "react-router";
import { Section } from "#app/components/widgets.tsx";
import type { CategoryLink } from "#domain/catalogue.ts";
import * as styles from "./HomeSections.css.ts";
import { activityTypePath, regencyPath } from "./links.ts";

/** Activity types and regencies as plain links. */
export function CategoriesSection({ types, regencies }: { types: CategoryLink[]; regencies: CategoryLink[] }) {
  const { t } = useLingui();
  return (
    <Section id="categories" title={t`Browse by category`}>
      <div className={styles.categoryGroups}>
        <nav aria-labelledby="categories-types">
          <h3 id="categories-types" className={styles.subheading}>
            <Trans>Activity categories</Trans>
          </h3>
          <ul className={styles.chips}>
            {types.map((type) => (
              <li key={type.id}>
                <Link to={activityTypePath(type)} className={styles.chip}>
                  {type.name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-labelledby="categories-regencies">
          <h3 id="categories-regencies" className={styles.subheading}>
            <Trans>Regencies of Bali</Trans>
          </h3>
          <ul className={styles.chips}>
            {regencies.map((regency) => (
              <li key={regency.id}>
                <Link to={regencyPath(regency)} className={styles.chip}>
                  {regency.name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </Section>
  );
}
