import type { I18n, MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { useCallback } from "react";
import { Form, useNavigate } from "react-router";
import * as styles from "#app/components/admin/back-office.css.ts";
import { PartyFacts } from "#app/components/bookings/BookingSummary.tsx";
import { usePageLocale } from "#app/components/content/page-locale.ts";
import * as widgets from "#app/components/widgets.css.ts";
import { baliDateTime } from "#domain/bali-time.ts";
import { SITE_NAME } from "#domain/business.ts";
import { CHECK_IN_QUERY_MAX } from "#domain/check-in.ts";
import { formatAmount, formatDate, money } from "#domain/format.ts";
import { CSRF_FIELD } from "#domain/forms.ts";
import { CANCELLATION_PROBLEM_MESSAGES } from "#domain/inputs/cancellation-messages.ts";
import type { Locale } from "#domain/locale.ts";
import type { Route } from "./+types/check-in";
import * as checkInStyles from "./check-in.css.ts";
import type { CheckInAnswer, CheckInView } from "./check-in.server.ts";
import { DoneNotice } from "./ProblemList.tsx";
import { QrScanner } from "./QrScanner.tsx";

export { action, loader } from "./check-in.server.ts";

export const meta = () => [{ name: "robots", content: "noindex, nofollow" }];

/** "07:42": a stored moment on Bali's clock. */
const baliClockTime = (iso: string) => baliDateTime(new Date(iso)).slice(11, 16);

/** Why a booking cannot be checked in, in the page's language. */
function stateMessage(i18n: I18n, locale: Locale, found: CheckInView): string | null {
  const time = found.checkedInAt ? baliClockTime(found.checkedInAt) : "";
  const who = found.checkedInBy ?? "";
  const date = formatDate(locale, found.booking.visitDate);
  const messages: Record<CheckInView["state"], MessageDescriptor | null> = {
    ready: null,
    checkedIn: who ? msg`Already checked in at ${time} by ${who}.` : msg`Already checked in at ${time}.`,
    cancelled: msg`This booking is cancelled. Do not take this guest without checking with the office.`,
    notConfirmed: msg`This booking is not confirmed yet. Confirm it on its page first.`,
    otherDay: msg`This booking is for ${date}, not today.`,
  };
  const message = messages[found.state];
  return message ? i18n._(message) : null;
}

function LookupForm({ typed }: { typed: string }) {
  const { t } = useLingui();
  return (
    <Form method="get" className={`${styles.card} ${styles.form}`} aria-label={t`Find a booking`}>
      <div className={styles.field}>
        <label className={styles.label} htmlFor="check-in-reference">
          <Trans>Reference or booking ID</Trans>
        </label>
        <input
          id="check-in-reference"
          name="reference"
          className={styles.control}
          maxLength={CHECK_IN_QUERY_MAX}
          defaultValue={typed}
          autoCapitalize="characters"
          autoComplete="off"
          spellCheck={false}
          placeholder="BT-XXXX-XXXX"
        />
      </div>
      <div className={styles.buttonRow}>
        <button type="submit" className={widgets.button}>
          {t`Find`}
        </button>
      </div>
    </Form>
  );
}

function TapForm({
  reference,
  csrfToken,
  intent,
  label,
  extra,
  secondary,
}: {
  reference: string;
  csrfToken: string;
  intent: "checkIn" | "noShow";
  label: string;
  extra?: Record<string, string>;
  secondary?: boolean;
}) {
  return (
    <Form method="post">
      <input type="hidden" name={CSRF_FIELD} value={csrfToken} />
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="reference" value={reference} />
      {Object.entries(extra ?? {}).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <button
        type="submit"
        className={`${secondary ? widgets.secondaryButton : widgets.button} ${checkInStyles.tap}`}
        data-testid={`check-in-${intent}`}
      >
        {label}
      </button>
    </Form>
  );
}

function BookingCard({ found, csrfToken }: { found: CheckInView; csrfToken: string }) {
  const { t, i18n } = useLingui();
  const locale = usePageLocale();
  const { booking, noShow } = found;
  const { reference } = booking;
  const toCollect = formatAmount(locale, "IDR", found.toCollectIdr);
  const why = stateMessage(i18n, locale, found);
  const noShowFee = noShow.kind === "open" ? money(locale, booking.currency, noShow.feeMinor) : "";
  const noShowPercent = noShow.kind === "open" ? noShow.percent : 0;
  return (
    <section className={`${styles.card} ${styles.form}`} aria-label={reference} data-testid="check-in-booking">
      <h2 className={styles.cardTitle}>
        {reference} <span className={styles.meta}>{booking.item.name}</span>
      </h2>
      {why ? (
        <p
          className={found.state === "checkedIn" ? styles.notice : styles.alert}
          role="status"
          data-testid="check-in-state"
        >
          {why}
        </p>
      ) : null}
      <dl className={styles.facts}>
        <PartyFacts booking={booking} />
        {booking.startTime ? (
          <>
            <dt>
              <Trans>Start time</Trans>
            </dt>
            <dd>{booking.startTime.slice(0, 5)}</dd>
          </>
        ) : null}
        <dt>
          <Trans>To collect</Trans>
        </dt>
        <dd data-testid="check-in-to-collect">{found.toCollectIdr > 0 ? toCollect : t`Nothing, it is paid.`}</dd>
      </dl>
      {found.state === "ready" ? (
        <TapForm reference={reference} csrfToken={csrfToken} intent="checkIn" label={t`Check in`} />
      ) : null}
      {noShow.kind === "open" && found.state !== "checkedIn" ? (
        <>
          <p className={styles.meta}>
            {t`The guest did not come: the terms charge ${noShowFee} (${noShowPercent} %), and the guest is told by e-mail.`}
          </p>
          <TapForm
            reference={reference}
            csrfToken={csrfToken}
            intent="noShow"
            label={t`Record no-show`}
            extra={{ policy_percent: String(noShowPercent) }}
            secondary
          />
        </>
      ) : null}
    </section>
  );
}

function refusalOf(i18n: I18n, answer: CheckInAnswer | undefined): string | null {
  if (!answer) return null;
  if (answer.problem === "unknown") {
    const typed = answer.typed;
    return i18n._(msg`No booking has the reference or booking ID ${typed}. Check it and try again.`);
  }
  if (answer.problem in CANCELLATION_PROBLEM_MESSAGES) {
    return i18n._(CANCELLATION_PROBLEM_MESSAGES[answer.problem as keyof typeof CANCELLATION_PROBLEM_MESSAGES]);
  }
  return null;
}

export default function AdminCheckIn({ loaderData, actionData }: Route.ComponentProps) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const { typed, done, csrfToken } = loaderData;
  const answer = actionData as CheckInAnswer | undefined;
  const found = answer && "found" in answer ? answer.found : loaderData.found;
  const refusal = refusalOf(i18n, answer);
  const notices: Record<string, string> = {
    checked_in: t`Checked in. Enjoy the day!`,
    no_show: t`Recorded as a no-show. The tourist is told by e-mail.`,
  };
  const onCode = useCallback(
    (code: string) => navigate(`/admin/check-in?reference=${encodeURIComponent(code)}`),
    [navigate],
  );
  const unknown =
    typed && !found && !answer
      ? i18n._(msg`No booking has the reference or booking ID ${typed}. Check it and try again.`)
      : null;
  return (
    <>
      <title>{`${t`Check-in`} | ${SITE_NAME}`}</title>
      <div>
        <h1 className={styles.title}>
          <Trans>Check-in</Trans>
        </h1>
        <p className={styles.lead}>
          <Trans>Scan the QR code on the guest's voucher, or type its reference or booking ID.</Trans>
        </p>
      </div>
      <QrScanner onCode={onCode} />
      <LookupForm typed={typed} />
      <DoneNotice text={done ? notices[done] : undefined} testId="check-in-notice" />
      {refusal || unknown ? (
        <p className={styles.alert} role="alert" data-testid="check-in-problem">
          {refusal ?? unknown}
        </p>
      ) : null}
      {found ? <BookingCard found={found} csrfToken={csrfToken} /> : null}
    </>
  );
}
