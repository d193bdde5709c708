import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { Link } from "react-router";
import * as bookings from "#app/components/admin/back-office.css.ts";
import { usePageLocale } from "#app/components/content/page-locale.ts";
import * as widgets from "#app/components/widgets.css.ts";
import type { OperatorJsonHandle } from "#app/server/operator-json.server.ts";
import { SITE_NAME } from "#domain/business.ts";
import { formatDate, formatMonth } from "#domain/format.ts";
import type { CalendarDay } from "#domain/operator-day.ts";
import type { Route } from "./+types/calendar";
import * as styles from "./calendar.css.ts";

export { action, loader } from "./calendar.server.ts";

/** The messages its JSON call answers a refusal with (app/server/operator-json.server.ts). */
export const handle: OperatorJsonHandle = { problemMessages: {} };

export const meta = () => [{ name: "robots", content: "noindex, nofollow" }];

/**
 * The month as a table of the days that have bookings: on a phone, a list of busy days reads
 * better than a grid of 31 cells, most of them empty.
 */
export default function AdminCalendar({ loaderData }: Route.ComponentProps) {
  const { t } = useLingui();
  const locale = usePageLocale();
  const { calendar } = loaderData;
  const month = formatMonth(locale, calendar.month);
  const previous = formatMonth(locale, calendar.previous);
  const next = formatMonth(locale, calendar.next);
  return (
    <>
      <title>{`${t`Calendar`} | ${SITE_NAME}`}</title>
      <div>
        <h1 className={bookings.title}>
          <Trans>Calendar: {month}</Trans>
        </h1>
        <p className={bookings.lead}>
          <Trans>Persons per day on requested and confirmed bookings. Open a day for its manifest.</Trans>
        </p>
      </div>
      <nav className={styles.monthNav} aria-label={t`Months`}>
        <Link to={`?month=${calendar.previous}`} className={bookings.link} rel="prev">
          <Trans>← {previous}</Trans>
        </Link>
        <Link to="/admin/calendar" className={bookings.link}>
          <Trans>This month</Trans>
        </Link>
        <Link to={`?month=${calendar.next}`} className={bookings.link} rel="next">
          <Trans>{next} →</Trans>
        </Link>
      </nav>
      <section className={bookings.card} aria-labelledby="calendar-days">
        <h2 id="calendar-days" className={bookings.cardTitle}>
          <Trans>Days with bookings</Trans>
        </h2>
        {calendar.days.length === 0 ? (
          <p className={widgets.empty}>
            <Trans>No bookings in {month}.</Trans>
          </p>
        ) : (
          <table className={styles.table} data-testid="calendar">
            <thead>
              <tr>
                <th scope="col">
                  <Trans>Day</Trans>
                </th>
                <th scope="col">
                  <Trans>Confirmed persons</Trans>
                </th>
                <th scope="col">
                  <Trans>Requested persons</Trans>
                </th>
                <th scope="col">
                  <Trans>Trips</Trans>
                </th>
                <th scope="col">
                  <Trans>Seats held by channels</Trans>
                </th>
              </tr>
            </thead>
            <tbody>
              {calendar.days.map((day) => (
                <DayRow key={day.date} day={day} today={day.date === calendar.today} />
              ))}
            </tbody>
          </table>
        )}
      </section>
    </>
  );
}

function DayRow({ day, today }: { day: CalendarDay; today: boolean }) {
  const locale = usePageLocale();
  return (
    <tr data-testid="calendar-day" data-date={day.date}>
      <th scope="row">
        <Link to={`/admin/calendar/${day.date}`} className={styles.dayLink}>
          {formatDate(locale, day.date)}
        </Link>
        {today ? (
          <span className={styles.today}>
            <Trans>(today)</Trans>
          </span>
        ) : null}
      </th>
      <td>
        <PersonsAndVehicles persons={day.confirmedPersons} vehicles={day.confirmedVehicles} />
      </td>
      <td>
        <PersonsAndVehicles persons={day.requestedPersons} vehicles={day.requestedVehicles} />
      </td>
      <td>{day.trips}</td>
      <td data-testid="calendar-held">{day.heldSeats}</td>
    </tr>
  );
}

/** A day's persons, and its vehicles apart when it has any: a car is no person (decision 0049). */
function PersonsAndVehicles({ persons, vehicles }: { persons: number; vehicles: number }) {
  return (
    <>
      {persons}
      {vehicles > 0 ? (
        <span className={styles.vehicles}>
          {" · "}
          <Plural value={vehicles} one="# vehicle" other="# vehicles" />
        </span>
      ) : null}
    </>
  );
}
