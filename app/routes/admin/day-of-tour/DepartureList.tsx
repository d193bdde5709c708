import { Plural, Trans } from "@lingui/react/macro";
import { Link } from "react-router";
import * as styles from "#app/components/admin/back-office.css.ts";
import { DeparturePager } from "#app/components/admin/DeparturePager.tsx";
import type { DepartureSummary } from "#domain/pickup-runs.ts";
import * as page from "./pickups.css.ts";

/** A page of the day's departures, a row each: when, what, how many, and how many no run collects yet (in red). */
export function DepartureList({
  date,
  departures,
  next,
  paged,
}: {
  date: string;
  departures: DepartureSummary[];
  next: string | null;
  paged: boolean;
}) {
  return (
    <>
      <ul className={page.departures} data-testid="pickup-departures">
        {departures.map((departure) => {
          const { startTime, activityName, persons, runs, unassigned } = departure;
          return (
            <li key={departure.key}>
              <Link
                to={`/admin/pickups?date=${date}&departure=${departure.key}`}
                className={`${styles.listLink} ${unassigned > 0 ? page.departureUnassigned : ""}`}
                data-testid="pickup-departure-link"
              >
                <strong>
                  {startTime} · {activityName}
                </strong>
                <span className={styles.meta}>
                  <Plural value={persons} one="# confirmed guest" other="# confirmed guests" />
                  {" · "}
                  <Plural value={runs} one="# run" other="# runs" />
                </span>
                {unassigned > 0 ? (
                  <span className={page.unassignedLabel}>
                    <Plural value={unassigned} one="# guest not in a run yet" other="# guests not in a run yet" />
                  </span>
                ) : (
                  <span className={styles.meta}>
                    <Trans>Every guest is in a run.</Trans>
                  </span>
                )}
              </Link>
            </li>
          );
        })}
      </ul>
      <DeparturePager
        first={paged ? `/admin/pickups?date=${date}` : null}
        later={next ? `/admin/pickups?date=${date}&after=${next}` : null}
        className={page.screenOnly}
      />
    </>
  );
}
