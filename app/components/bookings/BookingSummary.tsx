import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { Link } from "react-router";
import * as styles from "#app/components/bookings/booking-pages.css.ts";
import { usePageLocale } from "#app/components/content/page-locale.ts";
import { usePaymentLabels } from "#app/components/payment-labels.ts";
import { amountDue } from "#domain/amount-due.ts";
import type { BookingStatus, BookingView } from "#domain/booking.ts";
import { localTitle } from "#domain/booking-rules.ts";
import { formatDate, money } from "#domain/format.ts";
import type { Locale } from "#domain/locale.ts";
import { TripFacts } from "./TripDetails.tsx";

export function useStatusLabels(): Record<BookingStatus, string> {
  const { t } = useLingui();
  return {
    requested: t`Requested`,
    confirmed: t`Confirmed`,
    declined: t`Declined`,
    cancelled: t`Cancelled`,
  };
}

export function StatusBadge({ status }: { status: BookingStatus }) {
  const labels = useStatusLabels();
  return (
    <span className={styles.badge[status]} data-testid="booking-status">
      {labels[status]}
    </span>
  );
}

/** What was booked: the item, when, for whom, where from, how it is paid. */
export type SummaryBooking = Pick<
  BookingView,
  | "kind"
  | "item"
  | "packageName"
  | "startTime"
  | "visitDate"
  | "adults"
  | "kids"
  | "vehicles"
  | "people"
  | "firstName"
  | "lastName"
  | "pickupLocation"
  | "trip"
  | "paymentMethod"
  | "specialRequest"
>;

/**
 * The operator's answer as terms of a description list: the Booking ID of a confirmation and the
 * note or reason given. The tourist reads the note as "from us", the operator as their own.
 */
export function DecisionFacts({
  booking,
  reader,
}: {
  booking: Pick<BookingView, "status" | "confirmationId" | "decisionNote">;
  reader: "tourist" | "operator";
}) {
  return (
    <>
      {booking.confirmationId ? (
        <>
          <dt>
            <Trans>Booking ID</Trans>
          </dt>
          <dd data-testid="confirmation-id">{booking.confirmationId}</dd>
        </>
      ) : null}
      {booking.decisionNote ? (
        <>
          <dt>
            {booking.status === "declined" ? (
              <Trans>Reason</Trans>
            ) : reader === "tourist" ? (
              <Trans>Note from us</Trans>
            ) : (
              <Trans>Note</Trans>
            )}
          </dt>
          <dd>{booking.decisionNote}</dd>
        </>
      ) : null}
    </>
  );
}

/** When the day is, as terms of a description list. */
export function DayFacts({
  booking,
  locale,
}: {
  booking: Pick<SummaryBooking, "visitDate" | "startTime">;
  locale: Locale;
}) {
  return (
    <>
      <dt>
        <Trans>Date</Trans>
      </dt>
      <dd data-testid="booking-date">{formatDate(locale, booking.visitDate)}</dd>
      {booking.startTime ? (
        <>
          <dt>
            <Trans>Start time</Trans>
          </dt>
          <dd>{booking.startTime.slice(0, 5)}</dd>
        </>
      ) : null}
    </>
  );
}

/** A booking's vehicles and the people riding in them: "1 vehicle, 4 people" (decision 0049). */
export function VehicleParty({ vehicles, people }: { vehicles: number; people: number }) {
  return (
    <>
      <Plural value={vehicles} one="# vehicle" other="# vehicles" />,{" "}
      <Plural value={people} one="# person" other="# people" />
    </>
  );
}

/** Who comes, as terms of a description list: the persons booked, and the vehicles with the people in them apart. */
export function PartyFacts({
  booking,
}: {
  booking: Pick<SummaryBooking, "firstName" | "lastName" | "adults" | "kids" | "vehicles" | "people">;
}) {
  const { adults, kids, vehicles, people } = booking;
  const locale = usePageLocale();
  const persons = [
    adults > 0 || vehicles === 0 ? <Plural key="adults" value={adults} one="# adult" other="# adults" /> : null,
    kids > 0 ? <Plural key="kids" value={kids} one="# child" other="# children" /> : null,
    vehicles > 0 ? <VehicleParty key="vehicles" vehicles={vehicles} people={people} /> : null,
  ].filter((part) => part !== null);
  return (
    <>
      <dt>
        <Trans>Guest</Trans>
      </dt>
      <dd>{localTitle(locale, `${booking.firstName} ${booking.lastName}`)}</dd>
      <dt>
        <Trans>Participants</Trans>
      </dt>
      <dd data-testid="booking-party">
        {persons.map((part, index) => (
          <span key={part.key}>
            {index > 0 ? ", " : null}
            {part}
          </span>
        ))}
      </dd>
    </>
  );
}

export function BookingFacts({ booking, locale }: { booking: SummaryBooking; locale: Locale }) {
  const payment = usePaymentLabels();
  return (
    <dl className={styles.facts}>
      <dt>{booking.kind === "activity" ? <Trans>Activity</Trans> : <Trans>Vehicle</Trans>}</dt>
      <dd>
        <Link to={booking.item.path} className={styles.link}>
          {booking.item.name}
        </Link>
      </dd>
      {booking.item.code ? (
        <>
          <dt>
            <Trans>Product ID</Trans>
          </dt>
          <dd>{booking.item.code}</dd>
        </>
      ) : null}
      {booking.packageName ? (
        <>
          <dt>
            <Trans>Package</Trans>
          </dt>
          <dd>{booking.packageName}</dd>
        </>
      ) : null}
      <DayFacts booking={booking} locale={locale} />
      <PartyFacts booking={booking} />
      <TripFacts trip={booking.trip} />
      {booking.pickupLocation ? (
        <>
          <dt>
            <Trans>Pickup</Trans>
          </dt>
          <dd>{booking.pickupLocation}</dd>
        </>
      ) : null}
      <dt>
        <Trans>Payment method</Trans>
      </dt>
      <dd>{payment[booking.paymentMethod]}</dd>
      {booking.specialRequest.trim() ? (
        <>
          <dt>
            <Trans>Special request</Trans>
          </dt>
          <dd>{booking.specialRequest}</dd>
        </>
      ) : null}
    </dl>
  );
}

/** The priced lines (unit price × quantity) and the total, in the currency the booking was made in. */
export function PriceLines({
  booking,
}: {
  booking: Pick<BookingView, "lines" | "totalMinor" | "currency" | "totalIdr">;
}) {
  const { currency } = booking;
  const locale = usePageLocale();
  const { i18n } = useLingui();
  return (
    <ul className={styles.lines} data-testid="price-lines">
      {booking.lines.map((line) => (
        <li key={line.productId} className={styles.line}>
          <span>
            {line.name}: {money(locale, currency, line.unitMinor)} × {line.quantity}
          </span>
          <span>{money(locale, currency, line.amountMinor)}</span>
        </li>
      ))}
      <li className={styles.total}>
        <span>
          <Trans>Total</Trans>
        </span>
        <span data-testid="booking-total">{amountDue(i18n, booking)}</span>
      </li>
    </ul>
  );
}
