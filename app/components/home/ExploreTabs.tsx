import { useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import * as styles from "./FirstScreen.css.ts";
import { Tabs } from "./HomeTabs.tsx";

/**
 * The two top tabs, Activities and Destinations. The page gives their panels, the tiles of
 * ExploreTiles.tsx, as static islands: React runs the tabs, not the tiles.
 */
export function ExploreTabs({ activities, destinations }: { activities: ReactNode; destinations: ReactNode }) {
  const { t } = useLingui();
  return (
    <div className={styles.block} data-testid="explore-tabs">
      <Tabs
        label={t`Explore Bali`}
        idPrefix="explore"
        tabs={[
          { id: "activities", label: t`Activities`, panel: activities },
          { id: "destinations", label: t`Destinations`, panel: destinations },
        ]}
      />
    </div>
  );
}
