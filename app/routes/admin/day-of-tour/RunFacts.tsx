import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "react-router";
import * as styles from "#app/components/admin/back-office.css.ts";
import { GuestPhone } from "#app/components/bookings/GuestPhone.tsx";
import { GuestSummary } from "#app/components/bookings/GuestSummary.tsx";
import { baliDateTime } from "#domain/bali-time.ts";
import type { PickupMark } from "#domain/crew.ts";
import type { PickupDeparture, PickupGuest, PickupRunView } from "#domain/pickup-runs.ts";
import * as page from "./pickups.css.ts";

const MARKS: Record<PickupMark, MessageDescriptor> = {
  picked_up: msg`Picked up`,
  arrived: msg`Arrived`,
  no_show: msg`No-show`,
};

/** What the driver or guide marked on their sheet: "Picked up 07:42 by Komang". */
function CrewMark({ guest }: { guest: PickupGuest }) {
  const { i18n } = useLingui();
  if (!guest.mark) return null;
  const mark = i18n._(MARKS[guest.mark]);
  const at = guest.markedAt ? baliDateTime(new Date(guest.markedAt)).slice(11, 16) : "";
  const by = guest.markedBy ?? "";
  return (
    <span className={page.crewMark} data-testid="crew-mark">
      <Trans>
        {mark} at {at} by {by}
      </Trans>
    </span>
  );
}

export function GuestFacts({ guest }: { guest: PickupGuest }) {
  return (
    <>
      <GuestSummary guest={{ ...guest, country: null }} className={page.phone} />
      <span className={styles.meta}>
        <Link to={`/admin/bookings/${guest.reference}`} className={styles.reference}>
          {guest.reference}
        </Link>
      </span>
      <CrewMark guest={guest} />
    </>
  );
}

export function RunFacts({ run }: { run: PickupRunView }) {
  const { vehicle, driver, guide, leavesAt, backAt, persons } = run;
  const seats = vehicle.seats;
  const plate = vehicle.plate ?? "";
  return (
    <>
      <span>
        <Trans>
          Vehicle: {vehicle.name} {plate}, {persons} of {seats} seats
        </Trans>
      </span>
      <span>
        <Trans>Driver: {driver.name}</Trans> <GuestPhone phone={driver.phone} country={null} className={page.phone} />
      </span>
      {guide ? (
        <span>
          <Trans>Guide: {guide.name}</Trans> <GuestPhone phone={guide.phone} country={null} className={page.phone} />
        </span>
      ) : (
        <span>
          <Trans>No guide</Trans>
        </span>
      )}
      <span>
        <Trans>
          Leaves at {leavesAt}, back at {backAt}
        </Trans>
      </span>
    </>
  );
}

/** A run's name on its card and on the sheet: "Run 12 · 08:00 Mount Batur sunrise". */
export function RunTitle({ run, departure }: { run: PickupRunView; departure: PickupDeparture }) {
  const runId = run.id;
  return (
    <Trans>
      Run {runId} · {departure.startTime} {departure.activityName}
    </Trans>
  );
}
