import { Plural } from "@lingui/react/macro";
import * as styles from "#app/components/admin/back-office.css.ts";
import type { PickupDay } from "#domain/pickup-runs.ts";
import * as page from "./pickups.css.ts";
import { GuestFacts, RunFacts, RunTitle } from "./RunFacts.tsx";

/** The run sheet: each run with its guests in pickup order, for paper or the driver's hand. */
export function RunSheet({ day }: { day: PickupDay }) {
  const unassigned = day.departures.reduce((sum, departure) => sum + departure.unassigned.length, 0);
  return (
    <>
      {unassigned > 0 ? (
        <p className={page.unassignedLabel} data-testid="sheet-unassigned">
          <Plural value={unassigned} one="# guest is not in a run yet." other="# guests are not in a run yet." />
        </p>
      ) : null}
      {day.departures.flatMap((departure) =>
        departure.runs.map((run) => (
          <section key={run.id} className={`${styles.card} ${page.sheet}`} data-testid="run-sheet">
            <h2 className={styles.cardTitle}>
              <RunTitle run={run} departure={departure} />
            </h2>
            <RunFacts run={run} />
            <ol className={styles.list}>
              {run.guests.map((guest) => (
                <li key={guest.bookingId} className={page.guest}>
                  <GuestFacts guest={guest} />
                </li>
              ))}
            </ol>
          </section>
        )),
      )}
    </>
  );
}
