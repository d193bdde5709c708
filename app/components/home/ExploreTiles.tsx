import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "react-router";
import { Picture } from "#app/components/Picture.tsx";
import type { CategoryLink } from "#domain/catalogue.ts";
import * as styles from "./HomeSections.css.ts";
import { activityTypePath, regencyPath } from "./links.ts";

/** The activity types the shortcuts lead to (seed). */
const SHORTCUT_TYPES = [1, 6, 10, 8] as const;

function ImageTile({ to, name, category }: { to: string; name: string; category: CategoryLink }) {
  return (
    <li>
      <Link to={to} className={styles.imageTile}>
        <Picture image={category.images[0]} alt="" layout="tile" className={styles.imageTileImage} />
        <span className={styles.imageTileName}>{name}</span>
      </Link>
    </li>
  );
}

/** The top tabs' first panel: shortcuts to activity types 1, 6, 10 and 8. */
export function ActivityShortcuts({ types }: { types: CategoryLink[] }) {
  const { t } = useLingui();
  const shortcuts = SHORTCUT_TYPES.map((id) => types.find((type) => type.id === id)).filter(
    (type): type is CategoryLink => type !== undefined,
  );
  return (
    <>
      <ul className={styles.tileGrid} aria-label={t`Popular activity types`}>
        {shortcuts.map((type) => (
          <ImageTile key={type.id} to={activityTypePath(type)} name={type.name} category={type} />
        ))}
      </ul>
      <Link to="/activity" className={styles.panelLink}>
        <Trans>See all activities</Trans>
      </Link>
    </>
  );
}

/** The top tabs' second panel: the regencies. */
export function RegencyTiles({ regencies }: { regencies: CategoryLink[] }) {
  const { t } = useLingui();
  return (
    <>
      <ul className={styles.tileGrid} aria-label={t`Regencies of Bali`}>
        {regencies.map((regency) => (
          <ImageTile key={regency.id} to={regencyPath(regency)} name={regency.name} category={regency} />
        ))}
      </ul>
      <Link to="/destination" className={styles.panelLink}>
        <Trans>See all destinations</Trans>
      </Link>
    </>
  );
}
