import { plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "react-router";
import { ChevronDownIcon } from "#app/components/content-icons.tsx";
import type { RegencyCounts } from "#domain/catalogue.ts";
import * as styles from "./BaliMap.css.ts";
import { MAP_HEIGHT, MAP_WIDTH, REGENCY_SHAPES, type RegencyShape } from "./bali-regencies.ts";

export interface BaliMapProps {
  regencies: RegencyCounts[];
  /** Where this page's link for a regency goes; null where the page would list nothing there. */
  hrefOf: (regency: RegencyCounts) => string | null;
  /** The regency the list shows now, if any. */
  current: string | null;
}

/**
 * The regencies of Bali drawn from our own outlines, inline in the page: no tiles, no request, and
 * it works offline (decision 0089). Folded into a native <details>, so it neither pushes the list
 * below a phone's first screen nor needs a script. The key beside the map is the accessible
 * structure: one link per regency with its counts, each lighting its regency up on the map when
 * focused or hovered. The drawn regencies are the same links for a pointer, hidden from assistive
 * technology and the tab order so nothing is announced or visited twice.
 */
export function BaliMap({ regencies, hrefOf, current }: BaliMapProps) {
  const { t } = useLingui();
  const bySlug = new Map(regencies.map((regency) => [regency.slug, regency]));
  const countsOf = (regency: RegencyCounts) =>
    t`${plural(regency.activities, { one: "# activity", other: "# activities" })}, ${plural(regency.destinations, {
      one: "# destination",
      other: "# destinations",
    })}`;
  return (
    <details className={styles.section} data-testid="bali-map">
      <summary className={styles.toggle}>
        <span>
          <Trans>Map of Bali</Trans>
        </span>
        <span className={styles.chevron}>
          <ChevronDownIcon />
        </span>
      </summary>
      <div className={styles.body}>
        <svg viewBox={`0 0 ${MAP_WIDTH} ${MAP_HEIGHT}`} className={styles.map} aria-hidden="true" focusable="false">
          {REGENCY_SHAPES.map((shape) => {
            const regency = bySlug.get(shape.slug);
            const href = regency ? hrefOf(regency) : null;
            return <DrawnRegency key={shape.slug} shape={shape} href={href} current={shape.slug === current} />;
          })}
          {/* Names after every outline, so no neighbour is drawn over one. */}
          {REGENCY_SHAPES.map((shape) => {
            const regency = bySlug.get(shape.slug);
            return regency ? (
              <RegencyName key={shape.slug} shape={shape} name={regency.name} listed={hrefOf(regency) !== null} />
            ) : null;
          })}
        </svg>
        <ul className={styles.key} aria-label={t`Regencies of Bali`}>
          {regencies.map((regency) => {
            const href = hrefOf(regency);
            const { name } = regency;
            const counts = countsOf(regency);
            const content = (
              <>
                <span className={styles.keyName}>{name}</span>
                <span className={styles.keyCounts}>{counts}</span>
              </>
            );
            return (
              <li key={regency.slug} data-regency={regency.slug}>
                {href ? (
                  <Link
                    to={href}
                    className={styles.keyLink}
                    aria-label={t`${name}: ${counts}`}
                    aria-current={regency.slug === current ? "page" : undefined}
                  >
                    {content}
                  </Link>
                ) : (
                  <span className={styles.keyEmpty}>{content}</span>
                )}
              </li>
            );
          })}
        </ul>
      </div>
    </details>
  );
}

interface DrawnRegencyProps {
  shape: RegencyShape;
  href: string | null;
  current: boolean;
}

function DrawnRegency({ shape, href, current }: DrawnRegencyProps) {
  const common = { "data-regency": shape.slug, "data-current": current ? "" : undefined };
  return href ? (
    <Link to={href} tabIndex={-1} className={styles.region} {...common}>
      <path d={shape.d} className={styles.area} />
    </Link>
  ) : (
    <g className={styles.emptyRegion} {...common}>
      <path d={shape.d} className={styles.area} />
    </g>
  );
}

/** A regency's name on the map; a tap on it reaches the regency beneath. */
function RegencyName({ shape, name, listed }: { shape: RegencyShape; name: string; listed: boolean }) {
  const { pointer } = shape;
  return (
    <g className={listed ? styles.listedName : styles.unlistedName}>
      {pointer ? (
        <line x1={pointer.from.x} y1={pointer.from.y} x2={pointer.to.x} y2={pointer.to.y} className={styles.pointer} />
      ) : null}
      <text x={shape.label.x} y={shape.label.y} className={pointer ? styles.seaLabel : styles.label}>
        {name}
      </text>
    </g>
  );
}
