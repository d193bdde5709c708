import { Trans, useLingui } from "@lingui/react/macro";
import { BookingEmailField } from "#app/components/bookings/BookingEmailField.tsx";
import { DayFacts, PartyFacts } from "#app/components/bookings/BookingSummary.tsx";
import * as styles from "#app/components/bookings/booking-pages.css.ts";
import { LookupRefusalAlert } from "#app/components/bookings/LookupRefusalAlert.tsx";
import { TripFacts } from "#app/components/bookings/TripDetails.tsx";
import { AddToCalendar } from "#app/components/bookings/VoucherLinks.tsx";
import { usePageLocale } from "#app/components/content/page-locale.ts";
import type { ShellHandle } from "#app/components/Shell.tsx";
import * as widgets from "#app/components/widgets.css.ts";
import { seoMeta } from "#app/lib/meta.ts";
import { amountDue } from "#domain/amount-due.ts";
import { SITE_NAME } from "#domain/business.ts";
import { CSRF_FIELD } from "#domain/forms.ts";
import { CANCELLATION_PROBLEM_MESSAGES } from "#domain/inputs/cancellation-messages.ts";
import { CASH_AND_CARD_TERMS, HOW_TO_PAY, PAID_LATER } from "#domain/pay-later-messages.ts";
import { referenceChatLink } from "#domain/reference-chat.ts";
import type { QrDrawing, Voucher } from "#domain/voucher.ts";
import type { Route } from "./+types/booking-voucher";
import * as page from "./booking-voucher.css.ts";
import type { VoucherAnswer } from "./booking-voucher.server.ts";

export { action, headers, loader, middleware } from "./booking-voucher.server.ts";
export const meta = ({ loaderData }: Route.MetaArgs) => [
  ...seoMeta(loaderData?.seo),
  { name: "robots", content: "noindex" },
];

// The voucher names the operator's WhatsApp itself; the floating button would only cover it.
export const handle: ShellHandle = { hideWhatsApp: true };

export default function BookingVoucher({ loaderData, actionData }: Route.ComponentProps) {
  const { reference, whatsappNumber, answer, csrfToken } = actionData ?? loaderData;
  return (
    <div className={styles.narrowPage}>
      {answer.kind === "voucher" ? (
        <VoucherCard voucher={answer.voucher} whatsappNumber={whatsappNumber} />
      ) : (
        <NoVoucherYet reference={reference} answer={answer} csrfToken={csrfToken} />
      )}
    </div>
  );
}

function NoVoucherYet({
  reference,
  answer,
  csrfToken,
}: {
  reference: string;
  answer: Exclude<VoucherAnswer, { kind: "voucher" }>;
  csrfToken: string;
}) {
  const { t, i18n } = useLingui();
  if (answer.kind === "notConfirmed") {
    return (
      <section className={styles.card} data-testid="voucher-refusal">
        <h1 className={styles.title}>
          <Trans>No voucher for this booking</Trans>
        </h1>
        <p className={styles.alert} role="alert">
          <Trans>
            Only a confirmed booking has a voucher. A request we have not confirmed yet, a declined or a cancelled
            booking has none.
          </Trans>
        </p>
        <p>
          <a href={`/booking?reference=${encodeURIComponent(reference)}`} className={styles.link}>
            <Trans>See the status of your booking</Trans>
          </a>
        </p>
      </section>
    );
  }
  const missing = answer.kind === "missing";
  return (
    <>
      <h1 className={styles.title}>
        <Trans>Your voucher</Trans>
      </h1>
      <p className={styles.lead}>
        <Trans>Enter the e-mail address you booked with to see the voucher of booking {reference}.</Trans>
      </p>
      <form method="post" className={`${styles.card} ${styles.form}`} aria-label={t`Show the voucher`}>
        <input type="hidden" name={CSRF_FIELD} value={csrfToken} />
        <BookingEmailField id="voucher-email" missing={missing} />
        <div className={styles.buttonRow}>
          <button type="submit" className={widgets.button}>
            <Trans>Show the voucher</Trans>
          </button>
        </div>
      </form>
      <div data-testid="voucher-result" aria-live="polite">
        <LookupRefusalAlert kind={answer.kind} />
        {answer.kind === "csrf" ? (
          <p className={styles.alert} role="alert">
            {i18n._(CANCELLATION_PROBLEM_MESSAGES.csrf)}
          </p>
        ) : null}
      </div>
    </>
  );
}

function VoucherCard({ voucher, whatsappNumber }: { voucher: Voucher; whatsappNumber: string }) {
  const { t, i18n } = useLingui();
  const locale = usePageLocale();
  const { booking, pickupTime, whatToBring } = voucher;
  const { reference } = booking;
  const due = amountDue(i18n, booking);
  const phone = `+${whatsappNumber}`;
  return (
    <article className={`${styles.card} ${page.voucher}`} aria-labelledby="voucher-title" data-testid="voucher">
      <div className={page.top}>
        <div className={page.section}>
          <h1 id="voucher-title" className={styles.title}>
            <Trans>Voucher</Trans>
          </h1>
          <p className={styles.lead}>{SITE_NAME}</p>
          <dl className={styles.facts}>
            {booking.confirmationId ? (
              <>
                <dt>
                  <Trans>Booking ID</Trans>
                </dt>
                <dd data-testid="voucher-confirmation-id">{booking.confirmationId}</dd>
              </>
            ) : null}
            <dt>
              <Trans>Reference</Trans>
            </dt>
            <dd>
              <span className={page.reference}>{reference}</span>
            </dd>
          </dl>
        </div>
        <figure className={page.qrFigure}>
          <QrCode drawing={voucher.qr} label={t`QR code of your reference ${reference}, for your driver`} />
          <figcaption className={page.qrCaption}>{reference}</figcaption>
        </figure>
      </div>
      <dl className={styles.facts}>
        <dt>{booking.kind === "activity" ? <Trans>Activity</Trans> : <Trans>Vehicle</Trans>}</dt>
        <dd>{booking.packageName ? `${booking.item.name} (${booking.packageName})` : booking.item.name}</dd>
        <PartyFacts booking={booking} />
        <DayFacts booking={booking} locale={locale} />
        <dt>
          <Trans>Pickup time</Trans>
        </dt>
        <dd>{booking.trip.pickupTime ?? pickupTime ?? <Trans>As agreed with us by e-mail</Trans>}</dd>
        <TripFacts trip={{ ...booking.trip, pickupTime: null }} />
        {booking.pickupLocation ? (
          <>
            <dt>
              <Trans>Pickup</Trans>
            </dt>
            <dd data-testid="voucher-place">{booking.pickupLocation}</dd>
          </>
        ) : (
          <>
            <dt>
              <Trans>Meeting point</Trans>
            </dt>
            <dd data-testid="voucher-place">{voucher.meetingPoint ?? <Trans>As agreed with us by e-mail</Trans>}</dd>
          </>
        )}
      </dl>
      {whatToBring.length > 0 ? (
        <section className={page.section} aria-labelledby="voucher-bring">
          <h2 id="voucher-bring" className={page.heading}>
            <Trans>What to bring</Trans>
          </h2>
          <ul className={page.bring} data-testid="voucher-what-to-bring">
            {whatToBring.map((thing) => (
              <li key={thing}>{thing}</li>
            ))}
          </ul>
        </section>
      ) : null}
      <section className={page.section} aria-labelledby="voucher-payment" data-testid="voucher-payment">
        <h2 id="voucher-payment" className={page.heading}>
          <Trans>Amount due</Trans>
        </h2>
        <p className={page.amount} data-testid="voucher-amount">
          {due}
        </p>
        <p className={styles.hint}>
          {i18n._(PAID_LATER)} {i18n._(HOW_TO_PAY[booking.paymentMethod])} {i18n._(CASH_AND_CARD_TERMS)}
        </p>
      </section>
      <section className={page.section} aria-labelledby="voucher-contact" data-testid="voucher-contact">
        <h2 id="voucher-contact" className={page.heading}>
          <Trans>Phone and WhatsApp</Trans>
        </h2>
        <p className={styles.hint}>
          <Trans>Running late, or cannot find your driver? Call us or message us on WhatsApp.</Trans>
        </p>
        <p>
          <a href={`tel:${phone}`} className={styles.link}>
            {phone}
          </a>
          {" · "}
          <a href={referenceChatLink(whatsappNumber, { kind: "booking", reference }, i18n)} className={styles.link}>
            <Trans>Chat with us on WhatsApp</Trans>
          </a>
        </p>
      </section>
      <div className={`${styles.buttonRow} ${page.screenOnly}`}>
        {/* Only its owner or a grant's holder sees a voucher: the file opens for them by GET. */}
        <AddToCalendar reference={reference} post={null} />
        <p className={styles.hint}>
          <Trans>To print this voucher or save it as a PDF, use your browser's Print command.</Trans>
        </p>
      </div>
    </article>
  );
}

/** Drawn from the server's module matrix: no script, sharp at any print size, a quiet zone of 4 modules. */
function QrCode({ drawing, label }: { drawing: QrDrawing; label: string }) {
  const quiet = 4;
  const side = drawing.size + 2 * quiet;
  return (
    <svg
      className={page.qr}
      viewBox={`${-quiet} ${-quiet} ${side} ${side}`}
      role="img"
      aria-label={label}
      data-testid="voucher-qr"
      data-qr-version={drawing.version}
      shapeRendering="crispEdges"
    >
      <rect x={-quiet} y={-quiet} width={side} height={side} className={page.qrLight} />
      <path d={drawing.path} className={page.qrDark} />
    </svg>
  );
}
