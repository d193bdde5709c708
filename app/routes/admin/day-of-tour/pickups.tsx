import type { MessageDescriptor } from "@lingui/core";
import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "react-router";
import * as styles from "#app/components/admin/back-office.css.ts";
import { usePageLocale } from "#app/components/content/page-locale.ts";
import * as widgets from "#app/components/widgets.css.ts";
import { addDays } from "#domain/availability.ts";
import { SITE_NAME } from "#domain/business.ts";
import { formatDate } from "#domain/format.ts";
import type { BackOfficeHandle } from "../layout.tsx";
import type { Route } from "./+types/pickups";
import { DepartureCard } from "./DepartureCard.tsx";
import { DepartureList } from "./DepartureList.tsx";
import * as page from "./pickups.css.ts";
import type { PickupsAnswer } from "./pickups.server.ts";
import { type FormContext, PICKUP_PROBLEMS } from "./RunFormParts.tsx";
import { RunSheet } from "./RunSheet.tsx";

export { action, loader } from "./pickups.server.ts";

export const handle: BackOfficeHandle = { pageClassName: page.page };

export const meta = () => [{ name: "robots", content: "noindex, nofollow" }];

/** The day before and after, the day's manifest, and back to the day's departures from one of them. */
function DayNavigation({ date, opened }: { date: string; opened: boolean }) {
  const { t } = useLingui();
  return (
    <nav className={`${styles.buttonRow} ${page.screenOnly}`} aria-label={t`Days`}>
      <Link to={`/admin/pickups?date=${addDays(date, -1)}`} className={styles.link} rel="prev">
        <Trans>← Day before</Trans>
      </Link>
      {opened ? (
        <Link to={`/admin/pickups?date=${date}`} className={styles.link} data-testid="day-departures-link">
          <Trans>All departures of the day</Trans>
        </Link>
      ) : null}
      <Link to={`/admin/calendar/${date}`} className={styles.link}>
        <Trans>Manifest of the day</Trans>
      </Link>
      <Link to={`/admin/pickups?date=${addDays(date, 1)}`} className={styles.link} rel="next">
        <Trans>Day after →</Trans>
      </Link>
    </nav>
  );
}

/** The print button on the run sheet, or the link to it: of the opened departure, else of the whole day. */
function PrintLinks({ here, print }: { here: string; print: boolean }) {
  const { t } = useLingui();
  return (
    <p className={`${styles.buttonRow} ${page.screenOnly}`}>
      {print ? (
        <>
          <button type="button" className={widgets.button} onClick={() => window.print()}>
            {t`Print`}
          </button>
          <Link to={here} className={styles.link}>
            <Trans>Back to the runs</Trans>
          </Link>
        </>
      ) : (
        <Link to={`${here}&print`} className={widgets.secondaryButton} data-testid="run-sheet-link">
          <Trans>Run sheet to print</Trans>
        </Link>
      )}
    </p>
  );
}

export default function AdminPickups({ loaderData, actionData }: Route.ComponentProps) {
  const { t, i18n } = useLingui();
  const locale = usePageLocale();
  const { date: day, done, csrfToken } = loaderData;
  // A refused CSRF token answers `{ problem }` without fields (app/server/operator-pages.server.ts).
  const answer = actionData && "sent" in actionData ? (actionData as PickupsAnswer) : undefined;
  const date = formatDate(locale, day);
  const notices: Record<string, string> = {
    created: t`The run is created.`,
    saved: t`The run is saved.`,
    added: t`The guest is in the run.`,
    removed: t`The guest is out of the run.`,
    moved: t`The order is changed.`,
    timed: t`The pickup time is changed. The guest gets the new time by mail.`,
    deleted: t`The run is deleted. Its guests are not in a run now.`,
  };
  const general = answer?.problems.filter(([field]) => field === "intent") ?? [];
  const opened = loaderData.view === "departures" ? null : loaderData.departure;
  const here = `/admin/pickups?date=${day}${opened ? `&departure=${opened}` : ""}`;
  return (
    <>
      <title>{`${t`Pickups ${date}`} | ${SITE_NAME}`}</title>
      <DayNavigation date={day} opened={opened !== null} />
      <div>
        <h1 className={styles.title}>
          <Trans>Pickups for {date}</Trans>
        </h1>
        <p className={`${styles.lead} ${page.screenOnly}`}>
          {opened ? (
            <Trans>The departure's confirmed guests, the runs that collect them, and who is not in a run yet.</Trans>
          ) : (
            <Trans>The day's departures: open one to put its guests in runs.</Trans>
          )}
        </p>
      </div>
      <PrintLinks here={here} print={loaderData.view === "sheet"} />
      {general.length > 0 ? (
        <p className={styles.alert} role="alert">
          {i18n._(PICKUP_PROBLEMS.intent as MessageDescriptor)}
        </p>
      ) : null}
      {done && notices[done] ? (
        <p className={styles.notice} role="status" data-testid="pickups-notice">
          {notices[done]}
        </p>
      ) : null}
      <DayContent loaderData={loaderData} context={{ csrfToken, answer }} />
    </>
  );
}

function DayContent({
  loaderData,
  context,
}: {
  loaderData: Route.ComponentProps["loaderData"];
  context: Omit<FormContext, "resources">;
}) {
  if (loaderData.view === "departures") {
    return loaderData.departures.length === 0 ? (
      <p className={widgets.empty}>
        <Trans>No confirmed guests on this day.</Trans>
      </p>
    ) : (
      <DepartureList
        date={loaderData.date}
        departures={loaderData.departures}
        next={loaderData.next}
        paged={loaderData.paged}
      />
    );
  }
  const { day } = loaderData;
  if (day.departures.length === 0) {
    return (
      <p className={widgets.empty}>
        {loaderData.departure ? (
          <Trans>This departure has no confirmed guests on this day.</Trans>
        ) : (
          <Trans>No confirmed guests on this day.</Trans>
        )}
      </p>
    );
  }
  if (loaderData.view === "sheet") return <RunSheet day={day} />;
  return day.departures.map((departure) => (
    <DepartureCard key={departure.key} departure={departure} context={{ ...context, resources: day.resources }} />
  ));
}
