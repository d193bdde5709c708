import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { Link } from "react-router";
import * as bookings from "#app/components/admin/back-office.css.ts";
import { DeparturePager } from "#app/components/admin/DeparturePager.tsx";
import { StatusBadge, VehicleParty } from "#app/components/bookings/BookingSummary.tsx";
import { ChannelNetPrice } from "#app/components/bookings/ChannelNetPrice.tsx";
import { GuestPhone } from "#app/components/bookings/GuestPhone.tsx";
import { useSourceLine } from "#app/components/bookings/source-labels.ts";
import { TripDetails } from "#app/components/bookings/TripDetails.tsx";
import { usePageLocale } from "#app/components/content/page-locale.ts";
import * as widgets from "#app/components/widgets.css.ts";
import type { OperatorJsonHandle } from "#app/server/operator-json.server.ts";
import { addDays } from "#domain/availability.ts";
import { localTitle } from "#domain/booking-rules.ts";
import { CARD_SURCHARGE_PERCENT, SITE_NAME } from "#domain/business.ts";
import { formatDate, money } from "#domain/format.ts";
import {
  type Manifest,
  type ManifestBooking,
  type ManifestDeparture,
  type ManifestQuoteLine,
  type ManifestTrip,
  manifestInTimeOrder,
} from "#domain/operator-day.ts";
import type { BackOfficeHandle } from "../layout.tsx";
import type { Route } from "./+types/calendar-day";
import * as styles from "./calendar.css.ts";

export { action, loader } from "./calendar-day.server.ts";

/**
 * Its JSON call's refusal messages (none: it takes no input), and the
 * manifest's class on the page, which prints only the trips.
 */
export const handle: OperatorJsonHandle & BackOfficeHandle = {
  problemMessages: {},
  pageClassName: styles.manifest,
};

export const meta = () => [{ name: "robots", content: "noindex, nofollow" }];

export default function AdminCalendarDay({ loaderData }: Route.ComponentProps) {
  const { t } = useLingui();
  const locale = usePageLocale();
  const { manifest } = loaderData;
  const day = formatDate(locale, manifest.date);
  const leftOut = manifest.leftOut;
  return (
    <>
      <title>{`${t`Manifest ${day}`} | ${SITE_NAME}`}</title>
      <nav className={styles.monthNav} aria-label={t`Days`}>
        <Link to={`/admin/calendar/${addDays(manifest.date, -1)}`} className={bookings.link} rel="prev">
          <Trans>← Day before</Trans>
        </Link>
        <Link to={`/admin/calendar?month=${manifest.date.slice(0, 7)}`} className={bookings.link}>
          <Trans>Calendar</Trans>
        </Link>
        <Link to={`/admin/calendar/${addDays(manifest.date, 1)}`} className={bookings.link} rel="next">
          <Trans>Day after →</Trans>
        </Link>
      </nav>
      <div>
        <h1 className={bookings.title}>
          <Trans>Manifest for {day}</Trans>
        </h1>
        {leftOut > 0 ? (
          <p className={bookings.lead} data-testid="left-out">
            <Plural
              value={leftOut}
              one="# cancelled or declined booking of this day is left out."
              other="# cancelled or declined bookings of this day are left out."
            />
          </p>
        ) : null}
        {manifest.heldSeats > 0 ? (
          <p className={bookings.lead} data-testid="held-seats">
            <Plural
              value={manifest.heldSeats}
              one="# seat of this day is held by a sales channel and not confirmed yet."
              other="# seats of this day are held by sales channels and not confirmed yet."
            />
          </p>
        ) : null}
      </div>
      <p className={`${bookings.buttonRow} ${styles.screenOnly}`}>
        <Link to={`/admin/pickups?date=${manifest.date}`} className={widgets.button} data-testid="pickups-link">
          <Trans>Pickup runs of the day</Trans>
        </Link>
        <a href={`/admin/calendar/${manifest.date}.csv`} className={widgets.button} download>
          <Trans>CSV for the drivers</Trans>
        </a>
        <a href={`/admin/takings/${manifest.date}.csv`} className={widgets.secondaryButton} download>
          <Trans>The day's takings (CSV)</Trans>
        </a>
        <a href={`/admin/takings/${manifest.date.slice(0, 7)}.csv`} className={widgets.secondaryButton} download>
          <Trans>The month's takings (CSV)</Trans>
        </a>
      </p>
      {manifest.departure !== null ? (
        <p className={styles.screenOnly}>
          <Link to={`/admin/calendar/${manifest.date}`} className={bookings.link} data-testid="all-departures">
            <Trans>All departures of this day</Trans>
          </Link>
        </p>
      ) : null}
      {manifest.departures.length > 0 ? <Departures manifest={manifest} /> : null}
      {manifest.departures.length === 0 && manifest.trips.length === 0 && manifest.quoteLines.length === 0 ? (
        <p className={widgets.empty}>
          <Trans>No requested or confirmed bookings on this day.</Trans>
        </p>
      ) : (
        manifestInTimeOrder(manifest).map((entry) =>
          entry.kind === "trip" ? (
            <Trip key={`${entry.trip.itemName}@${entry.trip.startTime}`} trip={entry.trip} day={day} />
          ) : (
            <QuoteLine key={`line-${entry.line.id}`} line={entry.line} day={day} />
          ),
        )
      )}
    </>
  );
}

/**
 * A busy day's departures, a page at a time, each a link to its own manifest; the CSV still holds
 * the whole day.
 */
function Departures({ manifest }: { manifest: Manifest }) {
  const { date, next, paged } = manifest;
  const total = manifest.dayBookings;
  return (
    <section className={bookings.card} data-testid="manifest-departures">
      <p className={bookings.lead}>
        <Trans>
          This day holds {total} bookings: choose a departure to see its people. The CSV holds the whole day.
        </Trans>
      </p>
      <ul className={bookings.list}>
        {manifest.departures.map((departure) => (
          <Departure key={departure.key} date={date} departure={departure} />
        ))}
      </ul>
      <DeparturePager
        first={paged ? `/admin/calendar/${date}` : null}
        later={next ? `/admin/calendar/${date}?after=${encodeURIComponent(next)}` : null}
        className={styles.screenOnly}
      />
    </section>
  );
}

function Departure({ date, departure }: { date: string; departure: ManifestDeparture }) {
  const { persons, itemName, startTime } = departure;
  const total = departure.bookings;
  return (
    <li>
      <Link
        to={`/admin/calendar/${date}?departure=${encodeURIComponent(departure.key)}`}
        className={bookings.link}
        data-testid="manifest-departure"
      >
        {startTime ? `${startTime} · ${itemName}` : itemName}
      </Link>{" "}
      · <Plural value={total} one="# booking" other="# bookings" /> ·{" "}
      <Plural value={persons} one="# person" other="# persons" />
    </li>
  );
}

function Trip({ trip, day }: { trip: ManifestTrip; day: string }) {
  const { itemName, persons, vehicles } = trip;
  const start = trip.startTime;
  const pickup = trip.pickupTime;
  return (
    <section className={`${bookings.card} ${styles.trip}`} data-testid="manifest-trip">
      <h2 className={bookings.cardTitle}>{start ? `${start} · ${itemName}` : itemName}</h2>
      <p className={styles.tripFacts}>
        {day} · <Plural value={persons} one="# person" other="# persons" />
        {vehicles > 0 ? (
          <>
            {" · "}
            <Plural value={vehicles} one="# vehicle" other="# vehicles" />
          </>
        ) : null}
        {pickup ? (
          <>
            {" · "}
            <Trans>Pickup: {pickup}</Trans>
          </>
        ) : null}
      </p>
      <ul className={bookings.list}>
        {trip.bookings.map((booking) => (
          <Entry key={booking.reference} booking={booking} />
        ))}
      </ul>
    </section>
  );
}

/** A line of an accepted trip quote that is no booking (entrance tickets, a place to visit), at its time. */
function QuoteLine({ line, day }: { line: ManifestQuoteLine; day: string }) {
  const locale = usePageLocale();
  const { description, startTime, persons } = line;
  return (
    <section className={`${bookings.card} ${styles.trip}`} data-testid="manifest-quote-line">
      <h2 className={bookings.cardTitle}>{startTime ? `${startTime} · ${description}` : description}</h2>
      <p className={styles.tripFacts}>
        {day} ·{" "}
        {line.kind === "extra" ? <Trans>Extra of the trip plan</Trans> : <Trans>Place to visit on the trip plan</Trans>}
      </p>
      <ul className={bookings.list}>
        <li className={styles.entry}>
          <strong>{localTitle(locale, line.name)}</strong>
          <span>
            <Plural value={persons} one="# person" other="# persons" />
          </span>
          <span>
            <GuestPhone phone={line.phone} country={null} className={styles.phone} />
          </span>
          <span className={bookings.meta}>
            <TripLink reference={line.tripReference} />
          </span>
        </li>
      </ul>
    </section>
  );
}

/** The trip (an accepted quote) the booking belongs to. */
function TripLink({ reference }: { reference: string }) {
  return (
    <Link to={`/admin/trips/${reference}`} className={bookings.reference} data-testid="manifest-booking-trip">
      <Trans>Trip {reference}</Trans>
    </Link>
  );
}

/** What the driver or the office collects from the guest on the day, in rupiah, as the payment terms say. */
function ToCollect({ booking }: { booking: ManifestBooking }) {
  const locale = usePageLocale();
  const amount = money(locale, "IDR", booking.toCollectIdr);
  const surcharge = money(locale, "IDR", booking.cardSurchargeIdr);
  if (booking.toCollectIdr === 0) {
    return (
      <span data-testid="manifest-to-collect">
        <Trans>Paid: nothing to collect</Trans>
      </span>
    );
  }
  return (
    <span data-testid="manifest-to-collect">
      <strong>
        <Trans>Collect {amount} in rupiah</Trans>
      </strong>
      {booking.cardSurchargeIdr > 0 ? (
        <>
          {" "}
          <Trans>
            (by card at the office, with the {CARD_SURCHARGE_PERCENT} % surcharge of {surcharge})
          </Trans>
        </>
      ) : null}
    </span>
  );
}

function Entry({ booking }: { booking: ManifestBooking }) {
  const { name, persons, vehicles, pickupPlace, specialRequest } = booking;
  const products = booking.products.map((product) => `${product.quantity} × ${product.name}`).join(", ");
  const locale = usePageLocale();
  const sourceOf = useSourceLine();
  return (
    <li className={styles.entry} data-testid="manifest-booking">
      <span className={bookings.listTop}>
        <strong>{localTitle(locale, name)}</strong>
        <StatusBadge status={booking.status} />
      </span>
      <span>
        {vehicles > 0 ? (
          <VehicleParty vehicles={vehicles} people={persons} />
        ) : (
          <Plural value={persons} one="# person" other="# persons" />
        )}
        {products ? `: ${products}` : null}
      </span>
      {pickupPlace ? (
        <span>
          <Trans>Pickup at {pickupPlace}</Trans>
        </span>
      ) : (
        <span>
          <Trans>No pickup: meets at the meeting point</Trans>
        </span>
      )}
      <TripDetails trip={booking.trip} />
      <ToCollect booking={booking} />
      <ChannelNetPrice netIdr={booking.netIdr} testId="manifest-net" />
      <span>
        <GuestPhone phone={booking.phone} country={null} className={styles.phone} />
      </span>
      {specialRequest ? (
        <span>
          <Trans>Special requests: {specialRequest}</Trans>
        </span>
      ) : null}
      <span className={bookings.meta}>
        <Link to={`/admin/bookings/${booking.reference}`} className={bookings.reference}>
          {booking.reference}
        </Link>
        {booking.tripReference ? " · " : null}
        {booking.tripReference ? <TripLink reference={booking.tripReference} /> : null}
        {" · "}
        <span data-testid="manifest-source">{sourceOf(booking)}</span>
      </span>
    </li>
  );
}
