/** The pieces of the front page and the reports: the period's form, the headline figures and the charts. */
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { Form } from "react-router";
import * as styles from "#app/components/admin/back-office.css.ts";
import * as charts from "#app/components/admin/charts/Charts.css.ts";
import { BarChart, LineChart } from "#app/components/admin/charts/Charts.tsx";
import { usePageLocale } from "#app/components/content/page-locale.ts";
import * as widgets from "#app/components/widgets.css.ts";
import { formatDate, formatMonth, formatNumber, money } from "#domain/format.ts";
import { REPORT_PROBLEM_MESSAGES } from "#domain/inputs/report-messages.ts";
import type { ReportQueryProblem } from "#domain/inputs/reports.ts";
import { changePercent, type Headline, type ReportData } from "#domain/reports.ts";
import * as page from "./reports.css.ts";

const PRESET_WORDS: Readonly<Record<ReportData["period"]["preset"], MessageDescriptor>> = {
  week: msg({ context: "reports", message: "This week" }),
  month: msg({ context: "reports", message: "This month" }),
  "last-month": msg({ context: "reports", message: "Last month" }),
  year: msg({ context: "reports", message: "This year" }),
  "last-year": msg({ context: "reports", message: "Last year" }),
  custom: msg({ context: "reports", message: "Days of your choice" }),
};

/** The period's GET form: a preset, or two days typed (they win over the preset). */
export function PeriodForm({ report, problems }: { report: ReportData; problems: readonly ReportQueryProblem[] }) {
  const { t, i18n } = useLingui();
  const custom = report.period.preset === "custom";
  return (
    <Form method="get" className={`${styles.card} ${page.periodForm}`} aria-label={t`Choose the period`}>
      {problems.length > 0 ? (
        <ul className={page.problems} role="alert">
          {problems.map((problem) => (
            <li key={problem}>{i18n._(REPORT_PROBLEM_MESSAGES[problem])}</li>
          ))}
        </ul>
      ) : null}
      <div className={styles.field}>
        <label className={styles.label} htmlFor="report-period">
          <Trans>Period</Trans>
        </label>
        <select id="report-period" name="period" className={styles.control} defaultValue={report.period.preset}>
          {(Object.keys(PRESET_WORDS) as (keyof typeof PRESET_WORDS)[]).map((preset) => (
            <option key={preset} value={preset}>
              {i18n._(PRESET_WORDS[preset])}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.field}>
        <label className={styles.label} htmlFor="report-from">
          <Trans>From (your choice)</Trans>
        </label>
        <input
          id="report-from"
          name="from"
          type="date"
          className={styles.control}
          defaultValue={custom ? report.period.from : ""}
        />
      </div>
      <div className={styles.field}>
        <label className={styles.label} htmlFor="report-to">
          <Trans>To (your choice)</Trans>
        </label>
        <input
          id="report-to"
          name="to"
          type="date"
          className={styles.control}
          defaultValue={custom ? report.period.to : ""}
        />
      </div>
      <button type="submit" className={widgets.button}>
        <Trans>Show</Trans>
      </button>
    </Form>
  );
}

/** The query that names the period again: its preset, or its two days. */
export function periodQuery(report: ReportData): string {
  const { preset, from, to } = report.period;
  return preset === "custom" ? `from=${from}&to=${to}` : `period=${preset}`;
}

/** "1 Nov 2026 – 30 Nov 2026, compared with 1 Oct 2026 – 31 Oct 2026". */
export function PeriodLine({ report }: { report: ReportData }) {
  const locale = usePageLocale();
  const from = formatDate(locale, report.period.from);
  const to = formatDate(locale, report.period.to);
  const beforeFrom = formatDate(locale, report.previous.from);
  const beforeTo = formatDate(locale, report.previous.to);
  return (
    <p className={styles.meta} data-testid="report-period">
      <Trans>
        {from} to {to} (Bali time), compared with {beforeFrom} to {beforeTo}
      </Trans>
    </p>
  );
}

/**
 * The change on the period before: in per cent for counts and money, in points for what is already
 * a rate or an average (occupancy 30% to 40% is "+10%", a rating 3 to 4.5 is "+1.5").
 */
function Change({ now, before, points }: { now: number | null; before: number | null; points?: "" | "%" }) {
  const difference =
    now === null || before === null
      ? null
      : points === undefined
        ? changePercent(now, before)
        : Math.round((now - before) * 10) / 10;
  if (difference === null)
    return (
      <span className={styles.meta}>
        <Trans>nothing the period before</Trans>
      </span>
    );
  const change = `${difference > 0 ? "+" : ""}${difference}${points ?? "%"}`;
  return (
    <span className={styles.meta}>
      <Trans>{change} on the period before</Trans>
    </span>
  );
}

function Figure({
  label,
  value,
  change,
  testId,
}: {
  label: ReactNode;
  value: string;
  change: ReactNode;
  testId: string;
}) {
  return (
    <div className={page.figure} data-testid={testId}>
      <dt>{label}</dt>
      <dd className={page.figureValue}>{value}</dd>
      <dd>{change}</dd>
    </div>
  );
}

/** The headline figures of the period, each with its change on the period before. */
export function HeadlineFigures({ now, before }: { now: Headline; before: Headline }) {
  const locale = usePageLocale();
  const { t } = useLingui();
  const none = t`none`;
  return (
    <dl className={page.figures}>
      <Figure
        testId="figure-bookings"
        label={<Trans>Bookings made</Trans>}
        value={formatNumber(locale, now.bookings)}
        change={<Change now={now.bookings} before={before.bookings} />}
      />
      <Figure
        testId="figure-guests"
        label={<Trans>Guests in them</Trans>}
        value={formatNumber(locale, now.guests)}
        change={<Change now={now.guests} before={before.guests} />}
      />
      <Figure
        testId="figure-booked-idr"
        label={<Trans>Booked in rupiah</Trans>}
        value={money(locale, "IDR", now.booked.IDR)}
        change={<Change now={now.booked.IDR} before={before.booked.IDR} />}
      />
      <Figure
        testId="figure-booked-usd"
        label={<Trans>Booked in dollars</Trans>}
        value={money(locale, "USD", now.booked.USD)}
        change={<Change now={now.booked.USD} before={before.booked.USD} />}
      />
      <Figure
        testId="figure-paid-idr"
        label={<Trans>Paid in rupiah</Trans>}
        value={money(locale, "IDR", now.paid.IDR)}
        change={<Change now={now.paid.IDR} before={before.paid.IDR} />}
      />
      <Figure
        testId="figure-paid-usd"
        label={<Trans>Paid in dollars</Trans>}
        value={money(locale, "USD", now.paid.USD)}
        change={<Change now={now.paid.USD} before={before.paid.USD} />}
      />
      <Figure
        testId="figure-occupancy"
        label={<Trans>Seats sold of capacity</Trans>}
        value={now.occupancyPercent === null ? none : `${now.occupancyPercent}%`}
        change={<Change now={now.occupancyPercent} before={before.occupancyPercent} points="%" />}
      />
      <Figure
        testId="figure-cancellations"
        label={<Trans>Cancellations and no-shows</Trans>}
        value={`${formatNumber(locale, now.cancellations)} + ${formatNumber(locale, now.noShows)}`}
        change={<Change now={now.cancellations + now.noShows} before={before.cancellations + before.noShows} />}
      />
      <Figure
        testId="figure-rating"
        label={<Trans>Average review</Trans>}
        value={now.rating === null ? none : `${now.rating} / 5`}
        change={<Change now={now.rating} before={before.rating} points="" />}
      />
    </dl>
  );
}

/** A bucket as the axis writes it: "28/11" for a day or a week's Monday, "Nov 2026" for a month. */
export function useBucketLabels(report: ReportData): { short: string[]; long: string[] } {
  const locale = usePageLocale();
  const month = report.bucketSize === "month";
  return {
    short: report.series.map((point) =>
      month
        ? formatMonth(locale, point.bucket.slice(0, 7))
        : `${Number(point.bucket.slice(8))}/${Number(point.bucket.slice(5, 7))}`,
    ),
    long: report.series.map((point) =>
      month ? formatMonth(locale, point.bucket.slice(0, 7)) : formatDate(locale, point.bucket),
    ),
  };
}

/** Bookings and guests over the period. */
export function BookingsChart({ report }: { report: ReportData }) {
  const { t } = useLingui();
  const labels = useBucketLabels(report);
  return (
    <LineChart
      title={t`Bookings and guests over the period`}
      description={t`A line of the bookings made and a line of their guests over the period, by the day they were made in Bali time.`}
      labels={labels.long}
      labelHeading={t`From`}
      series={[
        { name: t`Bookings`, values: report.series.map((point) => point.bookings) },
        { name: t`Guests`, values: report.series.map((point) => point.guests) },
      ]}
    />
  );
}

/** Rupiah booked and paid per bucket. */
export function RevenueChart({ report }: { report: ReportData }) {
  const { t } = useLingui();
  const locale = usePageLocale();
  const labels = useBucketLabels(report);
  return (
    <BarChart
      title={t`Rupiah booked and paid`}
      description={t`Bars of what the bookings made were worth in rupiah, beside what was paid in rupiah, over the period.`}
      labels={labels.long}
      labelHeading={t`From`}
      format={(value) => formatNumber(locale, value)}
      series={[
        { name: t`Booked`, values: report.series.map((point) => point.bookedIdr) },
        { name: t`Paid`, values: report.series.map((point) => point.paidIdr) },
      ]}
    />
  );
}

/** The fullest activities: seats sold stacked on the seats left. */
export function OccupancyChart({ report }: { report: ReportData }) {
  const { t } = useLingui();
  const rows = report.topActivities.slice(0, 5);
  return (
    <BarChart
      stacked
      title={t`The fullest activities`}
      description={t`For each of the five fullest activities, the seats sold stacked on the seats left of their departures.`}
      labels={rows.map((row) => row.name)}
      labelHeading={t`Activity`}
      series={[
        { name: t`Seats sold`, values: rows.map((row) => row.sold) },
        { name: t`Seats left`, values: rows.map((row) => Math.max(0, row.capacity - row.sold)) },
      ]}
    />
  );
}

/** A report's own table: a caption, headings and rows; numbers right-aligned. */
export function ReportTable({
  caption,
  headings,
  rows,
  testId,
}: {
  caption: string;
  headings: string[];
  rows: (string | number)[][];
  testId: string;
}) {
  const locale = usePageLocale();
  return (
    <div className={charts.tableBox}>
      <table className={charts.table} data-testid={testId}>
        <caption className={page.tableCaption}>{caption}</caption>
        <thead>
          <tr>
            {headings.map((heading, index) => (
              <th scope="col" key={heading} className={index > 0 ? "number" : undefined}>
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={headings.length}>
                <Trans>Nothing in this period.</Trans>
              </td>
            </tr>
          ) : (
            rows.map((row, rowIndex) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a report's rows have no id and never move
              <tr key={rowIndex}>
                {row.map((cell, index) =>
                  index === 0 ? (
                    <th scope="row" key={headings[index]}>
                      {cell}
                    </th>
                  ) : (
                    <td key={headings[index]} className="number">
                      {typeof cell === "number" ? formatNumber(locale, cell) : cell}
                    </td>
                  ),
                )}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
