/** A booking's record for the operator: the decision, the history of changes and the mails sent. */
import { Trans, useLingui } from "@lingui/react/macro";
import * as styles from "#app/components/admin/back-office.css.ts";
import { DecisionFacts } from "#app/components/bookings/BookingSummary.tsx";
import { auditSentence } from "#domain/audit-sentences.ts";
import { formatBaliMoment } from "#domain/bali-time.ts";
import type { BookingDetail, BookingEvent } from "#domain/booking.ts";
import { localTitle } from "#domain/booking-rules.ts";
import type { Locale } from "#domain/locale.ts";

export function Decision({ detail, locale }: { detail: BookingDetail; locale: Locale }) {
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

/** A fee the operator lowered or waived, and why: the audit of it. */
function FeeChange({ change }: { change: NonNullable<BookingEvent["feeChange"]> }) {
  const { policyPercent, percent, reason } = change;
  return (
    <span className={styles.meta} data-testid="fee-change">
      {percent === 0 ? (
        <Trans>
          Fee waived (the policy set {policyPercent} %): “{reason}”
        </Trans>
      ) : (
        <Trans>
          Fee lowered from {policyPercent} % to {percent} %: “{reason}”
        </Trans>
      )}
    </span>
  );
}

export function History({ detail, locale }: { detail: BookingDetail; locale: Locale }) {
  const { i18n } = useLingui();
  const requestedAt = formatBaliMoment(locale, detail.booking.createdAt);
  const tourist = localTitle(locale, `${detail.booking.firstName} ${detail.booking.lastName}`);
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
          const line = {
            actorName: event.actorName,
            action: event.action,
            entity: "bookings",
            subject: detail.booking.reference,
            changes: [{ field: "confirmation_id", before: null, after: event.confirmationId }],
          };
          return (
            <li key={event.createdAt} className={styles.historyEntry} data-testid="booking-event">
              <span>{auditSentence(i18n, line)}</span>
              {event.note ? <span className={styles.meta}>“{event.note}”</span> : null}
              {event.feeChange ? <FeeChange change={event.feeChange} /> : null}
              <span className={styles.meta}>
                {event.actorEmail} · {at}
              </span>
            </li>
          );
        })}
      </ol>
    </section>
  );
}

export function Mails({ detail, locale }: { detail: BookingDetail; locale: Locale }) {
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
