import { Trans, useLingui } from "@lingui/react/macro";
import { VehicleParty } from "#app/components/bookings/BookingSummary.tsx";
import { Duration } from "#app/components/cards.tsx";
import { CheckIcon } from "#app/components/content-icons.tsx";
import { Dialog } from "#app/components/Dialog.tsx";
import { FaqGroups } from "#app/components/Faq.tsx";
import { usePaymentLabels } from "#app/components/payment-labels.ts";
import * as widgets from "#app/components/widgets.css.ts";
import { localTitle, totalMinor } from "#domain/booking-rules.ts";
import {
  CARD_SURCHARGE_PERCENT,
  CONFIRMATION_HOURS,
  LATE_CANCELLATION_FEE_PERCENT,
  NO_SHOW_FEE_PERCENT,
} from "#domain/business.ts";
import { countryNamer } from "#domain/countries.ts";
import { formatDate } from "#domain/format.ts";
import type { Locale } from "#domain/locale.ts";
import { MEETING_POINT } from "#domain/pickup.ts";
import { chosenParty, formNeeds, orderLines, selectedPackage } from "#machines/booking.machine.ts";
import * as styles from "./booking.css.ts";
import { ChosenDateTerms, chosenStart, ShortNoticeWarning } from "./ChosenDateTerms.tsx";
import { PickupTimeNote } from "./PickupAreaField.tsx";
import { type BookingSnapshot, type BookingSubject, formatMinor, type SendBooking } from "./subject.ts";

/** Step 2: everything the tourist asked for, priced, before Confirm and book sends it. */
export function ConfirmDialog({
  open,
  snapshot,
  send,
  subject,
  locale,
}: {
  open: boolean;
  snapshot: BookingSnapshot;
  send: SendBooking;
  subject: BookingSubject;
  locale: Locale;
}) {
  const { t } = useLingui();
  const { form, packages, failed, failureMessage } = snapshot.context;
  const submitting = snapshot.matches("submitting");
  const selected = selectedPackage(snapshot.context);
  const party = chosenParty(snapshot.context);
  const lines = orderLines(snapshot.context, snapshot.context.currency);
  const payment = usePaymentLabels();
  const pickup = snapshot.context.pickup ?? { areas: [], startTime: null };
  const picksUp = formNeeds(packages, form, snapshot.context.tripForm ?? null).pickupAddress;
  const chosen = chosenStart(form, subject);
  // The step opens in the browser only: the terms are those of this moment, as the server's will be.
  const now = new Date();
  return (
    <Dialog
      open={open}
      fullScreen
      testId="confirm-dialog"
      title={t`Check and confirm`}
      onDismiss={() => send({ type: "booking.cancel" })}
      footer={
        <>
          {failed ? (
            <p className={styles.errorBar} role="alert">
              {failureMessage ?? <Trans>Something went wrong, please reload</Trans>}
            </p>
          ) : null}
          <div className={styles.totalRow}>
            <p className={styles.totalLabel}>
              <Trans>Total</Trans>
              <span className={styles.totalAmount}>{formatMinor(locale, totalMinor(lines))}</span>
            </p>
            <div className={styles.actions}>
              <button
                type="button"
                className={widgets.secondaryButton}
                disabled={submitting}
                onClick={() => send({ type: "booking.edit" })}
              >
                <Trans>Edit</Trans>
              </button>
              <button
                type="button"
                className={widgets.button}
                disabled={submitting}
                aria-busy={submitting}
                onClick={() => send({ type: "booking.confirm" })}
              >
                {submitting ? t`Sending…` : t`Confirm and book`}
              </button>
            </div>
          </div>
        </>
      }
    >
      <div className={styles.form}>
        <ShortNoticeWarning chosen={chosen} now={now} />
        <section className={styles.group} aria-labelledby="confirm-what">
          <h3 id="confirm-what" className={styles.legend}>
            {subject.name}
          </h3>
          <dl className={styles.summary}>
            <dt>
              <Trans>Date</Trans>
            </dt>
            <dd data-testid="confirm-date">{formatDate(locale, form.date)}</dd>
            {form.startTime || subject.startTime ? (
              <>
                <dt>
                  <Trans>Start time</Trans>
                </dt>
                <dd data-testid="confirm-start-time">{form.startTime || subject.startTime}</dd>
              </>
            ) : null}
            <dt>
              <Trans>Duration</Trans>
            </dt>
            <dd>
              <Duration hours={subject.durationHours} />
            </dd>
            <dt>
              <Trans>Location</Trans>
            </dt>
            <dd>{subject.location}</dd>
            {subject.code ? (
              <>
                <dt>
                  <Trans>Product ID</Trans>
                </dt>
                <dd>{subject.code}</dd>
              </>
            ) : null}
            {selected && packages.length > 1 ? (
              <>
                <dt>
                  <Trans>Package</Trans>
                </dt>
                <dd>{selected.name}</dd>
              </>
            ) : null}
            {party && party.vehicles > 0 ? (
              <>
                <dt>
                  <Trans>Participants</Trans>
                </dt>
                <dd data-testid="confirm-party">
                  <VehicleParty vehicles={party.vehicles} people={form.people} />
                </dd>
              </>
            ) : null}
            <dt>
              <Trans>Cancellation</Trans>
            </dt>
            <dd>
              <ChosenDateTerms chosen={chosen} locale={locale} now={now} />
            </dd>
          </dl>
          <table className={styles.lines} data-testid="price-lines" aria-label={t`Price`}>
            <tbody>
              {lines.map((line) => (
                <tr key={line.productId}>
                  <th scope="row">
                    {line.productId === 0 ? (
                      <SurchargeName name={line.name} />
                    ) : (
                      `${line.name}: ${formatMinor(locale, line.unitMinor)} × ${line.quantity}`
                    )}
                  </th>
                  <td>{formatMinor(locale, line.amountMinor)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row">
                  <Trans>Total</Trans>
                </th>
                <td data-testid="confirm-total">{formatMinor(locale, totalMinor(lines))}</td>
              </tr>
            </tfoot>
          </table>
        </section>

        <section className={styles.group} aria-labelledby="confirm-who">
          <h3 id="confirm-who" className={styles.legend}>
            <Trans>Personal information</Trans>
          </h3>
          <dl className={styles.summary}>
            <dt>
              <Trans>Name</Trans>
            </dt>
            <dd>{localTitle(locale, [form.title, form.firstName.trim(), form.lastName.trim()].join(" "))}</dd>
            <dt>
              <Trans>E-mail</Trans>
            </dt>
            <dd>{form.email}</dd>
            <dt>
              <Trans>Phone</Trans>
            </dt>
            <dd>{form.phoneNumber}</dd>
            <dt>
              <Trans>Country</Trans>
            </dt>
            <dd data-testid="confirm-country">{countryNamer(locale)(form.country)}</dd>
            {form.specialRequest.trim() ? (
              <>
                <dt>
                  <Trans>Special request</Trans>
                </dt>
                <dd>{form.specialRequest}</dd>
              </>
            ) : null}
            <dt>
              <Trans>Pickup</Trans>
            </dt>
            <dd>
              {picksUp && form.pickupArea === MEETING_POINT ? t`I'll come to the meeting point` : form.pickupLocation}
              {picksUp ? <PickupTimeNote form={form} pickup={pickup} testId="confirm-pickup-time" /> : null}
            </dd>
            <dt>
              <Trans>Payment method</Trans>
            </dt>
            <dd>{payment[form.paymentMethod]}</dd>
          </dl>
        </section>

        <section className={styles.group} aria-labelledby="confirm-policy">
          <h3 id="confirm-policy" className={styles.legend}>
            <Trans>Good to know</Trans>
          </h3>
          <p className={styles.prompt}>
            <Trans>
              This is a booking request. We reconfirm availability and your payment method by e-mail, mostly within{" "}
              {CONFIRMATION_HOURS} hours, and then send your confirmation with a booking ID. Cancelling later than the
              free cancellation time costs up to {LATE_CANCELLATION_FEE_PERCENT}%; a no-show is charged{" "}
              {NO_SHOW_FEE_PERCENT}% of the total. Cash is paid in rupiah only; cards paid at our office carry a{" "}
              {CARD_SURCHARGE_PERCENT}% surcharge.
            </Trans>
          </p>
          <ul className={styles.checkList}>
            <li>
              <CheckIcon />
              <Trans>No payment now: pay after we confirm.</Trans>
            </li>
            <li>
              <CheckIcon />
              <Trans>English-speaking local drivers and guides.</Trans>
            </li>
            <li>
              <CheckIcon />
              <Trans>Hotel pickup included where the activity says so.</Trans>
            </li>
            <li>
              <CheckIcon />
              <Trans>Real people answer on WhatsApp and e-mail.</Trans>
            </li>
          </ul>
        </section>

        <section aria-label={t`FAQ`}>
          <FaqGroups headingLevel={3} />
        </section>
      </div>
    </Dialog>
  );
}

/** The pickup surcharge's line (product 0), named as the server names it in the booking. */
function SurchargeName({ name }: { name: string }) {
  const { t } = useLingui();
  return t`Pickup from ${name}`;
}
