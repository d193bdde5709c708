import { Trans, useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { Picture } from "#app/components/Picture.tsx";
import type { CategoryLink } from "#domain/catalogue.ts";
import * as styles from "./HomeSections.css.ts";
import { activityTypePath, regencyPath } from "./links.ts";

/** The activity types the shortcuts lead to (seed). */
const SHORTCUT_TYPES = [1, 6, 10, 8] as const;

function ImageTile({ to, category }: { to: string; category: CategoryLink }) {
  return (
    <li>
      <Link to={to} className={styles.imageTile}>
        <Picture image={category.images[0]} alt="" layout="tile" className={styles.imageTileImage} />
        <span className={styles.imageTileName}>{category.name}</span>
      </Link>
    </li>
  );
}

/** A panel of the top tabs: picture tiles, then a link to the whole list. */
function TilePanel({
  label,
  tiles,
  more,
}: {
  label: string;
  tiles: { to: string; category: CategoryLink }[];
  more: { to: string; label: ReactNode };
}) {
  return (
    <>
      <ul className={styles.tileGrid} aria-label={label}>
        {tiles.map(({ to, category }) => (
          <ImageTile key={category.id} to={to} category={category} />
        ))}
      </ul>
      <Link to={more.to} className={styles.panelLink}>
        {more.label}
      </Link>
    </>
  );
}

/** The top tabs' first panel: shortcuts to activity types 1, 6, 10 and 8. */
export function ActivityShortcuts({ types }: { types: CategoryLink[] }) {
  const { t } = useLingui();
  const shortcuts = SHORTCUT_TYPES.map((id) => types.find((type) => type.id === id)).filter(
    (type): type is CategoryLink => type !== undefined,
  );
  return (
    <TilePanel
      label={t`Popular activity types`}
      tiles={shortcuts.map((type) => ({ to: activityTypePath(type), category: type }))}
      more={{ to: "/activity", label: <Trans>See all activities</Trans> }}
    />
  );
}

/** The top tabs' second panel: the regencies. */
export function RegencyTiles({ regencies }: { regencies: CategoryLink[] }) {
  const { t } = useLingui();
  return (
    <TilePanel
      label={t`Regencies of Bali`}
      tiles={regencies.map((regency) => ({ to: regencyPath(regency), category: regency }))}
      more={{ to: "/destination", label: <Trans>See all destinations</Trans> }}
    />
  );
}
