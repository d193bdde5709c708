import { Plural, useLingui } from "@lingui/react/macro";
import { Stars } from "#app/components/widgets.tsx";
import type { RatingOverview } from "#domain/review-rules.ts";
import * as styles from "./RatingSummary.css.ts";

const LEVELS = [
  { stars: 5, key: "five" },
  { stars: 4, key: "four" },
  { stars: 3, key: "three" },
  { stars: 2, key: "two" },
  { stars: 1, key: "one" },
] as const;

/** Share of the reviews with that many stars, in whole percent. */
export function ratingPercent(count: number, total: number): number {
  return total > 0 ? Math.round((count / total) * 100) : 0;
}

/** The average rating, the number of reviews, and a percentage bar per star level, five to one. */
export function RatingSummary({ overview }: { overview: RatingOverview }) {
  const { t } = useLingui();
  const average = overview.total > 0 ? overview.avg : 0;
  return (
    <div className={styles.summary} data-testid="rating-summary">
      <div className={styles.average}>
        <span className={styles.score}>{average.toFixed(1)}</span>
        <Stars rating={average} />
        <span className={styles.count}>
          <Plural value={overview.total} _0="No reviews yet" one="Based on # review" other="Based on # reviews" />
        </span>
      </div>
      <ul className={styles.bars} aria-label={t`Reviews per star rating`}>
        {LEVELS.map(({ stars, key }) => {
          const count = overview[key];
          const percent = ratingPercent(count, overview.total);
          return (
            <li key={key} className={styles.row}>
              <span className={styles.level}>
                <Plural value={stars} one="# star" other="# stars" />
              </span>
              <span className={styles.track} aria-hidden="true">
                <span className={styles.fill} style={{ width: `${percent}%` }} />
              </span>
              <span className={styles.percent}>
                {percent}%<span className={styles.visuallyHidden}> ({t`${count} of ${overview.total}`})</span>
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
