/** `/admin`, the back office's front page: the period's headline figures and three charts, with links into the reports. */
import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "react-router";
import * as styles from "#app/components/admin/back-office.css.ts";
import { SITE_NAME } from "#domain/business.ts";
import type { Route } from "./+types/dashboard";
import {
  BookingsChart,
  HeadlineFigures,
  OccupancyChart,
  PeriodForm,
  PeriodLine,
  periodQuery,
  RevenueChart,
} from "./ReportParts.tsx";
import * as page from "./reports.css.ts";

export { action, loader } from "./reports.server.ts";

export const meta = () => [{ name: "robots", content: "noindex, nofollow" }];

export default function AdminDashboard({ loaderData }: Route.ComponentProps) {
  const { t } = useLingui();
  const { report, problems } = loaderData;
  const query = periodQuery(report);
  return (
    <>
      <title>{`${t`How we are doing`} | ${SITE_NAME}`}</title>
      <h1 className={styles.title}>
        <Trans>How we are doing</Trans>
      </h1>
      <PeriodForm report={report} problems={problems} />
      <PeriodLine report={report} />
      <HeadlineFigures now={report.now} before={report.before} />
      <div className={page.chartGrid}>
        <BookingsChart report={report} />
        <RevenueChart report={report} />
        <OccupancyChart report={report} />
      </div>
      <ul className={page.links}>
        <li>
          <Link className={styles.link} to={`/admin/reports?${query}`} data-testid="reports-link">
            <Trans>Every report of this period</Trans>
          </Link>
        </li>
        <li>
          <Link className={styles.link} to={`/admin/reports?${query}#occupancy`}>
            <Trans>Which tours fill</Trans>
          </Link>
        </li>
        <li>
          <Link className={styles.link} to={`/admin/reports?${query}#sources`}>
            <Trans>Where bookings come from</Trans>
          </Link>
        </li>
      </ul>
    </>
  );
}
