import { Trans, useLingui } from "@lingui/react/macro";
import { Form, Link, useNavigation } from "react-router";
import {
  BookingFacts,
  DecisionFacts,
  PriceLines,
  StatusBadge,
  useStatusLabels,
} from "#app/components/bookings/BookingSummary.tsx";
import * as styles from "#app/components/bookings/bookings.css.ts";
import { usePageLocale } from "#app/components/content/page-locale.ts";
import { ErrorPage } from "#app/components/ErrorPage.tsx";
import * as widgets from "#app/components/widgets.css.ts";
import { formatBaliMoment } from "#domain/bali-time.ts";
import type { BookingDetail, DecisionAnswer } from "#domain/booking.ts";
import { SITE_NAME } from "#domain/business.ts";
import { CSRF_FIELD } from "#domain/forms.ts";
import type { Locale } from "#domain/locale.ts";
import type { Route } from "./+types/admin-booking";

export { action, headers, loader, middleware } from "./admin-booking.server.ts";
/**
 * A boundary of its own, showing the site's 404 page: with the root's boundary, a refused form
 * post would get the 404 without the site around it (React Router runs no loader above a failed
 * action's boundary), and the thrown "never cache" headers would be lost.
 */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}

export const meta = () => [{ name: "robots", content: "noindex, nofollow" }];

export default function AdminBooking({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useLingui();
  const locale = usePageLocale();
  const { detail, done, csrfToken } = loaderData;
  const { booking } = detail;
  const { reference } = booking;
  const answer = actionData as DecisionAnswer | undefined;
  return (
    <div className={styles.page}>
      <title>{`${booking.reference} | ${SITE_NAME}`}</title>
      <p>
        <Link to="/admin/bookings" className={styles.link}>
          <Trans>← All booking requests</Trans>
        </Link>
      </p>
      <div className={styles.listTop}>
        <h1 className={styles.title}>
          <Trans>Booking {reference}</Trans>
        </h1>
        <StatusBadge status={booking.status} />
      </div>
      <Outcome done={done} answer={answer} />
      {booking.status === "requested" ? (
        <DecisionForms csrfToken={csrfToken} answer={answer} />
      ) : (
        <Decision detail={detail} locale={locale} />
      )}
      <section className={styles.card} aria-labelledby="booking-request">
        <h2 id="booking-request" className={styles.cardTitle}>
          <Trans>What the tourist asked for</Trans>
        </h2>
        <BookingFacts booking={booking} locale={locale} />
        <PriceLines booking={booking} />
      </section>
      <section className={styles.card} aria-labelledby="booking-tourist">
        <h2 id="booking-tourist" className={styles.cardTitle}>
          <Trans>Tourist</Trans>
        </h2>
        <dl className={styles.facts}>
          <dt>
            <Trans>Name</Trans>
          </dt>
          <dd>{`${booking.firstName} ${booking.lastName}`}</dd>
          <dt>
            <Trans>E-mail</Trans>
          </dt>
          <dd>
            <a href={`mailto:${booking.email}`} className={styles.link}>
              {booking.email}
            </a>
          </dd>
          <dt>
            <Trans>Phone</Trans>
          </dt>
          <dd>
            <a href={`tel:${booking.phoneNumber.replace(/[^\d+]/g, "")}`} className={styles.link}>
              {booking.phoneNumber}
            </a>
          </dd>
          <dt>
            <Trans>Country</Trans>
          </dt>
          <dd>{booking.country}</dd>
          <dt>
            <Trans>Language of the e-mails</Trans>
          </dt>
          <dd>{booking.locale === "en" ? t`English (prices in US$)` : t`Indonesian (prices in rupiah)`}</dd>
          <dt>
            <Trans>Account</Trans>
          </dt>
          <dd>
            {booking.account ? `${booking.account.name} (${booking.account.email})` : t`Booked without signing in`}
          </dd>
        </dl>
      </section>
      <History detail={detail} locale={locale} />
      <Mails detail={detail} locale={locale} />
    </div>
  );
}

function Outcome({ done, answer }: { done: string | null; answer: DecisionAnswer | undefined }) {
  const { t } = useLingui();
  const statusLabels = useStatusLabels();
  if (answer && "problem" in answer) {
    const current = answer.current ? statusLabels[answer.current] : "";
    const messages: Record<DecisionAnswer["problem"] & string, string> = {
      csrf: t`This form has expired. Please reload the page and try again.`,
      invalidForm: t`Please choose Confirm or Decline.`,
      confirmationIdInvalid: t`A booking ID has 2 to 40 letters, digits, spaces or . _ / # -, and starts with a letter or digit.`,
      confirmationIdTaken: t`This booking ID is already used by another booking. Please choose another one, or leave it empty to have one generated.`,
      noteTooLong: t`The note can be at most 1000 characters.`,
      reasonRequired: t`Please write the reason: the tourist reads it in the e-mail.`,
      reasonTooLong: t`The reason can be at most 1000 characters.`,
      notRequested: t`This booking is no longer a request (it is ${current}), so it cannot be changed this way.`,
    };
    return (
      <p className={styles.alert} role="alert" data-testid="decision-problem">
        {messages[answer.problem]}
      </p>
    );
  }
  const notices: Record<string, string> = {
    confirmed: t`Confirmed. The confirmation e-mail is on its way to the tourist.`,
    declined: t`Declined. The tourist is told by e-mail.`,
    unchanged: t`Nothing changed: this booking had already been answered, and no e-mail was sent again.`,
  };
  const notice = done ? notices[done] : undefined;
  return notice ? (
    <p className={styles.notice} role="status" data-testid="decision-notice">
      {notice}
    </p>
  ) : null;
}

function DecisionForms({ csrfToken, answer }: { csrfToken: string; answer: DecisionAnswer | undefined }) {
  const { t } = useLingui();
  const navigation = useNavigation();
  const intent = navigation.state === "submitting" ? navigation.formData?.get("intent") : null;
  const field = answer && "field" in answer ? answer.field : undefined;
  return (
    <>
      <Form method="post" className={`${styles.card} ${styles.form}`} aria-labelledby="confirm-title">
        <h2 id="confirm-title" className={styles.cardTitle}>
          <Trans>Confirm</Trans>
        </h2>
        <p className={styles.hint}>
          <Trans>
            Confirm once availability and payment are settled with the tourist. They receive the booking ID, the date,
            the pickup and how to pay, in their language.
          </Trans>
        </p>
        <input type="hidden" name={CSRF_FIELD} value={csrfToken} />
        <input type="hidden" name="intent" value="confirm" />
        <div className={styles.field}>
          <label className={styles.label} htmlFor="confirmation-id">
            <Trans>Booking ID</Trans>
          </label>
          <input
            id="confirmation-id"
            name="confirmation_id"
            className={styles.control}
            maxLength={40}
            autoComplete="off"
            aria-describedby="confirmation-id-hint"
            aria-invalid={field === "confirmation_id" || undefined}
          />
          <p id="confirmation-id-hint" className={styles.hint}>
            <Trans>Leave empty to have one generated, e.g. BK-261205-7KX4.</Trans>
          </p>
        </div>
        <div className={styles.field}>
          <label className={styles.label} htmlFor="confirmation-note">
            <Trans>Note for the tourist (optional, in the e-mail)</Trans>
          </label>
          <textarea
            id="confirmation-note"
            name="note"
            className={styles.textarea}
            maxLength={1000}
            aria-invalid={field === "note" || undefined}
          />
        </div>
        <div className={styles.buttonRow}>
          <button type="submit" className={widgets.button} disabled={intent !== null} aria-busy={intent === "confirm"}>
            {intent === "confirm" ? t`Confirming…` : t`Confirm booking`}
          </button>
        </div>
      </Form>
      <Form method="post" className={`${styles.card} ${styles.form}`} aria-labelledby="decline-title">
        <h2 id="decline-title" className={styles.cardTitle}>
          <Trans>Decline</Trans>
        </h2>
        <input type="hidden" name={CSRF_FIELD} value={csrfToken} />
        <input type="hidden" name="intent" value="decline" />
        <div className={styles.field}>
          <label className={styles.label} htmlFor="decline-reason">
            <Trans>Reason (the tourist reads it in a polite e-mail)</Trans>
          </label>
          <textarea
            id="decline-reason"
            name="reason"
            className={styles.textarea}
            maxLength={1000}
            required
            aria-invalid={field === "reason" || undefined}
          />
        </div>
        <div className={styles.buttonRow}>
          <button
            type="submit"
            className={widgets.secondaryButton}
            disabled={intent !== null}
            aria-busy={intent === "decline"}
          >
            {intent === "decline" ? t`Declining…` : t`Decline booking`}
          </button>
        </div>
      </Form>
    </>
  );
}

function Decision({ detail, locale }: { detail: BookingDetail; locale: Locale }) {
  const { booking } = detail;
  const decidedAt = booking.decidedAt ? formatBaliMoment(locale, booking.decidedAt) : null;
  if (!decidedAt) return null;
  return (
    <section className={styles.card} aria-labelledby="booking-decision">
      <h2 id="booking-decision" className={styles.cardTitle}>
        <Trans>Answer</Trans>
      </h2>
      <dl className={styles.facts}>
        <DecisionFacts booking={booking} reader="operator" />
        <dt>
          <Trans>When</Trans>
        </dt>
        <dd>{decidedAt}</dd>
      </dl>
    </section>
  );
}

function History({ detail, locale }: { detail: BookingDetail; locale: Locale }) {
  const requestedAt = formatBaliMoment(locale, detail.booking.createdAt);
  const tourist = `${detail.booking.firstName} ${detail.booking.lastName}`;
  return (
    <section className={styles.card} aria-labelledby="booking-history">
      <h2 id="booking-history" className={styles.cardTitle}>
        <Trans>History</Trans>
      </h2>
      <ol className={styles.history} data-testid="booking-history">
        <li className={styles.historyEntry}>
          <span>
            <Trans>Requested by {tourist} on the site</Trans>
          </span>
          <span className={styles.meta}>{requestedAt}</span>
        </li>
        {detail.events.map((event) => {
          const at = formatBaliMoment(locale, event.createdAt);
          const who = `${event.actorName} (${event.actorEmail})`;
          const confirmationId = event.confirmationId;
          return (
            <li key={event.createdAt} className={styles.historyEntry} data-testid="booking-event">
              <span>
                {event.action === "confirmed" ? (
                  <Trans>
                    Confirmed by {who} with booking ID {confirmationId}
                  </Trans>
                ) : (
                  <Trans>Declined by {who}</Trans>
                )}
              </span>
              {event.note ? <span className={styles.meta}>“{event.note}”</span> : null}
              <span className={styles.meta}>{at}</span>
            </li>
          );
        })}
      </ol>
    </section>
  );
}

function Mails({ detail, locale }: { detail: BookingDetail; locale: Locale }) {
  const { t } = useLingui();
  const kinds: Record<string, string> = {
    booking_received: t`Request received (to the tourist)`,
    booking_notification: t`New request (to the operator)`,
    booking_confirmed: t`Confirmation (to the tourist)`,
    booking_declined: t`Decline (to the tourist)`,
  };
  const statuses = { pending: t`Waiting to be sent`, sent: t`Sent`, failed: t`Failed, not sent` };
  return (
    <section className={styles.card} aria-labelledby="booking-mails">
      <h2 id="booking-mails" className={styles.cardTitle}>
        <Trans>E-mails</Trans>
      </h2>
      <ul className={styles.history}>
        {detail.mails.map((mail) => (
          <li key={`${mail.kind}-${mail.createdAt}-${mail.to}`} className={styles.historyEntry}>
            <span>
              {kinds[mail.kind] ?? mail.kind} · {mail.to}
            </span>
            <span className={styles.meta}>
              {statuses[mail.status]} · {formatBaliMoment(locale, mail.sentAt ?? mail.createdAt)}
            </span>
            {mail.status !== "sent" && mail.lastError ? <span className={styles.meta}>{mail.lastError}</span> : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
