/** `/admin/reports`: every report of the period, each with its table and its CSV. */
import { Trans, useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { Link } from "react-router";
import * as styles from "#app/components/admin/back-office.css.ts";
import { BarChart, LineChart } from "#app/components/admin/charts/Charts.tsx";
import { usePageLocale } from "#app/components/content/page-locale.ts";
import { SITE_NAME } from "#domain/business.ts";
import { formatDate, money } from "#domain/format.ts";
import type { BookingSource } from "#domain/inputs/operator-booking.ts";
import { BOOKING_SOURCE_LABELS, sourceLine } from "#domain/inputs/operator-booking-messages.ts";
import {
  CANCELLATION_LABELS,
  LANGUAGE_LABELS,
  LEAD_TIME_LABELS,
  REQUEST_LABELS,
} from "#domain/inputs/report-messages.ts";
import type { Locale } from "#domain/locale.ts";
import type { OccupancyRow, ReportData, ReportName, RequestsRow } from "#domain/reports.ts";
import type { Route } from "./+types/reports";
import {
  BookingsChart,
  HeadlineFigures,
  OccupancyChart,
  PeriodForm,
  PeriodLine,
  ReportTable,
  RevenueChart,
  useBucketLabels,
} from "./ReportParts.tsx";

export { action, loader } from "./reports.server.ts";

export const meta = () => [{ name: "robots", content: "noindex, nofollow" }];

function Section({
  id,
  title,
  report,
  name,
  children,
}: {
  id: string;
  title: string;
  report: ReportData;
  name: ReportName;
  children: ReactNode;
}) {
  const csv = `/admin/reports.csv?from=${report.period.from}&to=${report.period.to}&report=${name}`;
  return (
    <section className={styles.card} aria-labelledby={`${id}-title`} id={id}>
      <h2 className={styles.cardTitle} id={`${id}-title`}>
        {title}
      </h2>
      {children}
      <p>
        <a className={styles.link} href={csv} download data-testid={`csv-${name}`}>
          <Trans>Download as CSV</Trans>
        </a>
      </p>
    </section>
  );
}

function occupancyRows(rows: OccupancyRow[], locale: Locale, departures: boolean): (string | number)[][] {
  return rows.map((row) => [
    departures
      ? `${row.name}, ${formatDate(locale, row.date ?? "")}${row.startTime ? ` ${row.startTime}` : ""}`
      : row.name,
    row.sold,
    row.capacity,
    `${row.percent}%`,
  ]);
}

export default function AdminReports({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useLingui();
  const locale = usePageLocale();
  const { report, problems } = loaderData;
  const labels = useBucketLabels(report);
  const averageDays = report.leadTime.averageDays;
  const occupancyHeadings = [t`Activity`, t`Seats sold`, t`Capacity`, t`Occupancy`];
  const countHeadings = (first: string) => [first, t`Bookings`, t`Guests`];
  return (
    <>
      <title>{`${t`Reports`} | ${SITE_NAME}`}</title>
      <p>
        <Link to="/admin" className={styles.link}>
          <Trans>← How we are doing</Trans>
        </Link>
      </p>
      <h1 className={styles.title}>
        <Trans>Reports</Trans>
      </h1>
      <PeriodForm report={report} problems={problems} />
      <PeriodLine report={report} />
      <HeadlineFigures now={report.now} before={report.before} />

      <Section id="bookings" name="bookings" report={report} title={t`Bookings and guests`}>
        <BookingsChart report={report} />
        <ReportTable
          testId="table-bookings"
          caption={t`Bookings made and their guests`}
          headings={[t`From`, t`Bookings`, t`Guests`]}
          rows={report.series.map((point, index) => [labels.long[index] ?? point.bucket, point.bookings, point.guests])}
        />
      </Section>

      <Section id="revenue" name="revenue" report={report} title={t`Revenue`}>
        <RevenueChart report={report} />
        <ReportTable
          testId="table-revenue"
          caption={t`Booked and paid, this period and the one before`}
          headings={[t`Period`, t`Booked in rupiah`, t`Booked in dollars`, t`Paid in rupiah`, t`Paid in dollars`]}
          rows={[
            [t`This period`, report.now],
            [t`The period before`, report.before],
          ].map(([label, figures]) => {
            const headline = figures as ReportData["now"];
            return [
              label as string,
              money(locale, "IDR", headline.booked.IDR),
              money(locale, "USD", headline.booked.USD),
              money(locale, "IDR", headline.paid.IDR),
              money(locale, "USD", headline.paid.USD),
            ];
          })}
        />
      </Section>

      <Section id="occupancy" name="occupancy" report={report} title={t`Occupancy of the activities`}>
        <OccupancyChart report={report} />
        <ReportTable
          testId="table-top-activities"
          caption={t`The 10 fullest activities`}
          headings={occupancyHeadings}
          rows={occupancyRows(report.topActivities, locale, false)}
        />
        <ReportTable
          testId="table-bottom-activities"
          caption={t`The 10 emptiest activities`}
          headings={occupancyHeadings}
          rows={occupancyRows(report.bottomActivities, locale, false)}
        />
      </Section>

      <Section id="departures" name="departures" report={report} title={t`Occupancy of the departures`}>
        <ReportTable
          testId="table-top-departures"
          caption={t`The 10 fullest departures`}
          headings={occupancyHeadings}
          rows={occupancyRows(report.topDepartures, locale, true)}
        />
        <ReportTable
          testId="table-bottom-departures"
          caption={t`The 10 emptiest departures`}
          headings={occupancyHeadings}
          rows={occupancyRows(report.bottomDepartures, locale, true)}
        />
      </Section>

      <Section id="sources" name="sources" report={report} title={t`Sources and sales channels`}>
        <ReportTable
          testId="table-sources"
          caption={t`Where the bookings came from`}
          headings={countHeadings(t`Source`)}
          rows={report.sources.map((row) => [
            sourceLine(i18n._(BOOKING_SOURCE_LABELS[row.key as BookingSource] ?? BOOKING_SOURCE_LABELS.website), {
              sourceName: row.name,
            }),
            row.bookings,
            row.guests,
          ])}
        />
      </Section>

      <Section id="countries" name="countries" report={report} title={t`Guests' countries`}>
        <ReportTable
          testId="table-countries"
          caption={t`Bookings by the guest's country`}
          headings={countHeadings(t`Country`)}
          rows={report.countries.map((row) => [row.key, row.bookings, row.guests])}
        />
      </Section>

      <Section id="languages" name="languages" report={report} title={t`Guests' languages`}>
        <ReportTable
          testId="table-languages"
          caption={t`Bookings by the site they were made on`}
          headings={countHeadings(t`Language`)}
          rows={report.languages.map((row) => [
            i18n._(LANGUAGE_LABELS[row.key as Locale] ?? LANGUAGE_LABELS.id),
            row.bookings,
            row.guests,
          ])}
        />
      </Section>

      <Section id="lead-time" name="lead-time" report={report} title={t`Lead time`}>
        <p data-testid="lead-time-average">
          {averageDays === null ? (
            <Trans>No bookings in this period.</Trans>
          ) : (
            <Trans>On average, booked {averageDays} days before the visit.</Trans>
          )}
        </p>
        <BarChart
          title={t`How long before the visit guests book`}
          description={t`Bars of the bookings made in the period, by the days from the booking to the visit.`}
          labels={report.leadTime.buckets.map((bucket) => i18n._(LEAD_TIME_LABELS[bucket.key]))}
          labelHeading={t`Booked before the visit`}
          series={[{ name: t`Bookings`, values: report.leadTime.buckets.map((bucket) => bucket.bookings) }]}
        />
      </Section>

      <Section id="cancellations" name="cancellations" report={report} title={t`Cancellations and no-shows`}>
        <ReportTable
          testId="table-cancellations"
          caption={t`Visits of the period that did not happen, and their fees`}
          headings={[t`Kind`, t`Bookings`, t`Fees in rupiah`, t`Fees in dollars`]}
          rows={report.cancellations.map((row) => [
            i18n._(CANCELLATION_LABELS[row.kind]),
            row.bookings,
            money(locale, "IDR", row.feeIdr),
            money(locale, "USD", row.feeUsdCents),
          ])}
        />
      </Section>

      <Section id="requests" name="requests" report={report} title={t`Requests and their outcome`}>
        <ReportTable
          testId="table-requests"
          caption={t`What became of the requests made in the period`}
          headings={[t`Outcome`, t`Bookings`]}
          rows={(Object.keys(REQUEST_LABELS) as (keyof RequestsRow)[]).map((key) => [
            i18n._(REQUEST_LABELS[key]),
            report.requests[key],
          ])}
        />
      </Section>

      <Section id="reviews" name="reviews" report={report} title={t`Reviews`}>
        <LineChart
          title={t`Average review over the period`}
          description={t`A line of the average rating of the reviews written, from 1 to 5; a gap is drawn as 0.`}
          labels={labels.long}
          labelHeading={t`From`}
          series={[{ name: t`Average rating`, values: report.series.map((point) => point.rating ?? 0) }]}
        />
        <ReportTable
          testId="table-reviews"
          caption={t`Reviews written and their average`}
          headings={[t`From`, t`Reviews`, t`Average rating`]}
          rows={report.series.map((point, index) => [
            labels.long[index] ?? point.bucket,
            point.reviews,
            point.rating === null ? "–" : String(point.rating),
          ])}
        />
      </Section>
    </>
  );
}
