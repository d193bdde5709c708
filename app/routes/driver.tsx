import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { type FormEvent, useCallback, useEffect, useState } from "react";
import { useRevalidator } from "react-router";
import * as styles from "#app/components/admin/back-office.css.ts";
import { FeedUrl } from "#app/components/admin/FeedUrl.tsx";
import { GuestSummary } from "#app/components/bookings/GuestSummary.tsx";
import { usePageLocale } from "#app/components/content/page-locale.ts";
import type { ShellHandle } from "#app/components/Shell.tsx";
import * as widgets from "#app/components/widgets.css.ts";
import { queuedMarks, queueMark, sendQueuedMarks } from "#app/lib/mark-queue.ts";
import { SITE_NAME } from "#domain/business.ts";
import { type DriverGuest, type DriverRun, PICKUP_MARKS, type PickupMark, type QueuedMark } from "#domain/crew.ts";
import { formatAmount, formatDate } from "#domain/format.ts";
import { CSRF_FIELD } from "#domain/forms.ts";
import type { Route } from "./+types/driver";
import type { DriverAnswer, DriverFeedIssued } from "./driver.server.ts";

export { action, headers, loader } from "./driver.server.ts";

export const handle: ShellHandle = { hideWhatsApp: true };

export const meta = () => [{ name: "robots", content: "noindex, nofollow" }];

const MARKS: Record<PickupMark, MessageDescriptor> = {
  picked_up: msg`Picked up`,
  arrived: msg`Arrived`,
  no_show: msg`No-show`,
};

const PROBLEMS: Record<DriverAnswer["problem"], MessageDescriptor> = {
  csrf: msg`This page was open too long. Reload it and mark again.`,
  bookingInvalid: msg`This guest is not on your sheet.`,
  markInvalid: msg`Choose picked up, arrived or no-show.`,
  stale: msg`This guest was marked meanwhile, perhaps from another phone. The sheet now shows the latest mark.`,
};

const MARK_RETRY_MS = 5_000;

/** The marks waiting on this device, kept in step with the queue; sends them when back online. */
function useQueuedMarks() {
  const revalidator = useRevalidator();
  const [queued, setQueued] = useState<QueuedMark[]>([]);
  const send = useCallback(async () => {
    setQueued(queuedMarks());
    const sent = await sendQueuedMarks();
    setQueued(queuedMarks());
    if (sent > 0) await revalidator.revalidate();
  }, [revalidator]);
  useEffect(() => {
    void send();
    const onOnline = () => void send();
    window.addEventListener("online", onOnline);
    return () => window.removeEventListener("online", onOnline);
  }, [send]);
  // "online" can come before the network carries anything (the service worker still answers 503,
  // a phone between masts): while marks wait, try again every few seconds as well.
  const waiting = queued.length > 0;
  useEffect(() => {
    if (!waiting) return;
    const retry = window.setInterval(() => void send(), MARK_RETRY_MS);
    return () => window.clearInterval(retry);
  }, [waiting, send]);
  const add = (mark: QueuedMark) => {
    queueMark(mark);
    void send();
  };
  return { queued, add };
}

function MarkButtons({
  guest,
  shown,
  csrfToken,
  onMark,
}: {
  guest: DriverGuest;
  shown: PickupMark | null;
  csrfToken: string;
  onMark: (mark: QueuedMark) => void;
}) {
  const { i18n } = useLingui();
  // With JavaScript, every mark goes through the device's queue, which holds it while offline.
  const submit = (mark: PickupMark) => (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onMark({ booking_id: String(guest.bookingId), mark, from: shown ?? "" });
  };
  return (
    <div className={styles.buttonRow}>
      {PICKUP_MARKS.map((mark) => (
        <form key={mark} method="post" action="/driver" onSubmit={submit(mark)}>
          <input type="hidden" name={CSRF_FIELD} value={csrfToken} />
          <input type="hidden" name="booking_id" value={guest.bookingId} />
          <input type="hidden" name="mark" value={mark} />
          <input type="hidden" name="from" value={shown ?? ""} />
          <button
            type="submit"
            className={mark === shown ? widgets.button : widgets.secondaryButton}
            aria-pressed={mark === shown}
            disabled={mark === shown}
          >
            {i18n._(MARKS[mark])}
          </button>
        </form>
      ))}
    </div>
  );
}

function Guest({
  guest,
  queued,
  csrfToken,
  onMark,
}: {
  guest: DriverGuest;
  queued: QueuedMark | undefined;
  csrfToken: string;
  onMark: (mark: QueuedMark) => void;
}) {
  const { i18n } = useLingui();
  const locale = usePageLocale();
  const shown = queued?.mark ?? guest.mark;
  const cash = formatAmount(locale, "IDR", guest.toCollectIdr);
  const markName = shown ? i18n._(MARKS[shown]) : "";
  return (
    <li id={`guest-${guest.bookingId}`} className={styles.historyEntry} data-testid="driver-guest">
      <GuestSummary guest={guest} className={styles.link}>
        <span data-testid="to-collect">
          {guest.toCollectIdr > 0 ? <Trans>Collect {cash} in cash</Trans> : <Trans>Nothing to collect</Trans>}
        </span>
      </GuestSummary>
      <span className={styles.meta} data-testid="guest-mark">
        {queued ? (
          <Trans>{markName}: waiting for a connection, sent when you are back online.</Trans>
        ) : shown ? (
          markName
        ) : (
          <Trans>Not marked yet</Trans>
        )}
      </span>
      <MarkButtons guest={guest} shown={shown} csrfToken={csrfToken} onMark={onMark} />
    </li>
  );
}

function Run({
  run,
  queued,
  csrfToken,
  onMark,
}: {
  run: DriverRun;
  queued: QueuedMark[];
  csrfToken: string;
  onMark: (mark: QueuedMark) => void;
}) {
  const { activityName, startTime, leavesAt, backAt, vehicle, driver } = run;
  const plate = run.plate ?? "";
  const guide = run.guide ?? "";
  return (
    <section className={`${styles.card} ${styles.form}`} data-testid="driver-run">
      <h3 className={styles.cardTitle}>
        <Trans>
          {activityName}, starts {startTime}
        </Trans>
      </h3>
      <p className={styles.meta}>
        <Trans>
          Leaves {leavesAt}, back {backAt} · {vehicle} {plate} · driver {driver}
        </Trans>
        {guide ? (
          <>
            {" · "}
            <Trans>guide {guide}</Trans>
          </>
        ) : null}
      </p>
      {run.guests.length === 0 ? (
        <p className={widgets.empty}>
          <Trans>No guests in this run yet.</Trans>
        </p>
      ) : (
        <ol className={styles.history}>
          {run.guests.map((guest) => (
            <Guest
              key={guest.bookingId}
              guest={guest}
              queued={queued.findLast((mark) => mark.booking_id === String(guest.bookingId))}
              csrfToken={csrfToken}
              onMark={onMark}
            />
          ))}
        </ol>
      )}
    </section>
  );
}

/** The driver's own calendar link: a new one each time, which ends the one made before. */
function CalendarLink({ csrfToken, issued }: { csrfToken: string; issued: string | null }) {
  const { t } = useLingui();
  return (
    <section className={`${styles.card} ${styles.form}`} aria-labelledby="driver-calendar-title">
      <h2 id="driver-calendar-title" className={styles.cardTitle}>
        <Trans>My runs in my calendar</Trans>
      </h2>
      <p className={styles.hint}>
        <Trans>
          A private link puts your runs of the next two weeks in Google or Apple Calendar, without the guests' names or
          phones. A new link ends the one you had before.
        </Trans>
      </p>
      {issued ? <FeedUrl url={issued} /> : null}
      <form method="post" action="/driver">
        <input type="hidden" name={CSRF_FIELD} value={csrfToken} />
        <input type="hidden" name="intent" value="calendar" />
        <button type="submit" className={widgets.secondaryButton}>
          {t`Get my calendar link`}
        </button>
      </form>
    </section>
  );
}

export default function DriverSheetPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t, i18n } = useLingui();
  const locale = usePageLocale();
  const { sheet, csrfToken, done } = loaderData;
  const { queued, add } = useQueuedMarks();
  const reply = actionData as DriverAnswer | DriverFeedIssued | undefined;
  const answer = reply && "problem" in reply ? reply : undefined;
  const issuedFeed = reply && "feedUrl" in reply ? reply.feedUrl : null;
  const { name } = sheet.crew;
  return (
    <div className={`${widgets.section} ${styles.form}`}>
      <title>{`${t`My runs`} | ${SITE_NAME}`}</title>
      <h1 className={styles.title}>
        <Trans>My runs</Trans>
      </h1>
      <p className={styles.lead}>
        <Trans>The runs of {name} today and tomorrow. The sheet stays readable without a connection.</Trans>
      </p>
      {answer?.problem ? (
        <p className={styles.alert} role="alert" data-testid="driver-problem">
          {i18n._(PROBLEMS[answer.problem])}
        </p>
      ) : done === "marked" ? (
        <p className={styles.notice} role="status" data-testid="driver-notice">
          <Trans>Mark saved.</Trans>
        </p>
      ) : null}
      {sheet.days.map((day, index) => {
        const date = formatDate(locale, day.date);
        return (
          <section key={day.date} aria-label={date}>
            <h2 className={styles.cardTitle}>
              {index === 0 ? <Trans>Today, {date}</Trans> : <Trans>Tomorrow, {date}</Trans>}
            </h2>
            {day.runs.length === 0 ? (
              <p className={widgets.empty}>
                <Trans>No runs for you on this day.</Trans>
              </p>
            ) : (
              day.runs.map((run) => <Run key={run.id} run={run} queued={queued} csrfToken={csrfToken} onMark={add} />)
            )}
          </section>
        );
      })}
      <CalendarLink csrfToken={csrfToken} issued={issuedFeed} />
    </div>
  );
}
