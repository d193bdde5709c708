/**
 * A booking's money on its record (issue 38, item 5): what is due and paid in rupiah, the balance
 * or the refund due, each payment and refund, and the forms that record them. The server computes
 * every amount; the page only shows them.
 */
import { Trans, useLingui } from "@lingui/react/macro";
import { Form, useNavigation } from "react-router";
import * as styles from "#app/components/admin/back-office.css.ts";
import { usePageLocale } from "#app/components/content/page-locale.ts";
import * as widgets from "#app/components/widgets.css.ts";
import type { LedgerAnswer } from "#domain/booking.ts";
import { PAYMENT_METHODS, type PaymentMethod } from "#domain/booking-rules.ts";
import { CARD_SURCHARGE_PERCENT } from "#domain/business.ts";
import { formatDate, money } from "#domain/format.ts";
import { CSRF_FIELD } from "#domain/forms.ts";
import { MAX_PAYMENT_NOTE } from "#domain/inputs/payment.ts";
import { PAYMENT_PROBLEM_MESSAGES, type PaymentProblem } from "#domain/inputs/payment-messages.ts";
import type { LedgerEntry, LedgerKind, PaymentLedger, PaymentState } from "#domain/payments.ts";

export function usePaymentStateLabels(): Record<PaymentState, string> {
  const { t } = useLingui();
  return {
    unpaid: t`Unpaid`,
    part_paid: t`Part-paid`,
    paid: t`Paid`,
    refund_due: t`Refund due`,
    nothing_due: t`Nothing due`,
  };
}

/** How the operator names each way money came in, the card with its surcharge. */
function useMethodLabels(): Record<PaymentMethod, string> {
  const { t } = useLingui();
  return {
    cash: t`Cash`,
    bank_transfer: t`Bank transfer`,
    credit_card: t`Card at the office (+${CARD_SURCHARGE_PERCENT} % surcharge)`,
    paypal: t`PayPal`,
  };
}

function Entry({ entry }: { entry: LedgerEntry }) {
  const locale = usePageLocale();
  const methods = useMethodLabels();
  const amount = money(locale, entry.currency, entry.amountMinor);
  const rupiah = money(locale, "IDR", entry.amountIdr);
  const surcharge = money(locale, entry.currency, entry.surchargeMinor);
  const day = formatDate(locale, entry.paidOn);
  const method = methods[entry.method];
  const actor = entry.actorName;
  return (
    <li className={styles.historyEntry} data-testid="ledger-entry">
      <span>
        {entry.kind === "payment" ? (
          <Trans>
            {amount} paid by {method} on {day}
          </Trans>
        ) : (
          <Trans>
            {amount} refunded by {method} on {day}
          </Trans>
        )}
      </span>
      {entry.currency === "USD" ? (
        <span className={styles.meta}>
          <Trans>Counts for {rupiah}</Trans>
        </span>
      ) : null}
      {entry.surchargeMinor > 0 ? (
        <span className={styles.meta}>
          <Trans>Plus the card surcharge of {surcharge}</Trans>
        </span>
      ) : null}
      {entry.note ? <span className={styles.meta}>“{entry.note}”</span> : null}
      <span className={styles.meta}>
        <Trans>Recorded by {actor}</Trans>
      </span>
    </li>
  );
}

function FieldError({ id, problem, most }: { id: string; problem: PaymentProblem | undefined; most?: string }) {
  const { i18n } = useLingui();
  if (!problem) return null;
  const message = PAYMENT_PROBLEM_MESSAGES[problem];
  return (
    <p id={id} className={styles.fieldError}>
      {i18n._({ ...message, values: { ...message.values, most } })}
    </p>
  );
}

/** The form that records a payment or a refund; a refused one keeps what was typed. */
function LedgerForm({
  kind,
  ledger,
  today,
  csrfToken,
  answer,
}: {
  kind: LedgerKind;
  ledger: PaymentLedger;
  today: string;
  csrfToken: string;
  answer: LedgerAnswer | undefined;
}) {
  const { t } = useLingui();
  const locale = usePageLocale();
  const methods = useMethodLabels();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === kind;
  const mine = answer?.ledgerKind === kind ? answer : undefined;
  const problems = Object.fromEntries(mine?.problems ?? []) as Partial<Record<string, PaymentProblem>>;
  const sent = mine?.sent ?? {};
  const id = (field: string) => `${kind}-${field}`;
  const invalid = (field: string) =>
    problems[field] ? { "aria-invalid": true, "aria-describedby": `${id(field)}-error` } : {};
  const toCollect = money(locale, "IDR", ledger.toCollectIdr);
  const refundDue = money(locale, "IDR", ledger.refundDueIdr);
  return (
    <Form method="post" className={`${styles.card} ${styles.form}`} aria-labelledby={`${kind}-title`}>
      <h2 id={`${kind}-title`} className={styles.cardTitle}>
        {kind === "payment" ? t`Record a payment` : t`Record a refund`}
      </h2>
      <p className={styles.hint}>
        {kind === "payment"
          ? t`Up to ${toCollect}. A deposit is a part of it: the rest is collected on the day. A card at the office adds ${CARD_SURCHARGE_PERCENT} %, counted apart.`
          : t`Up to ${refundDue}: what was paid beyond what is due.`}
      </p>
      <input type="hidden" name={CSRF_FIELD} value={csrfToken} />
      <input type="hidden" name="intent" value={kind} />
      <input type="hidden" name="version" value={ledger.version} />
      {problems.version ? <FieldError id={id("version-error")} problem={problems.version} /> : null}
      <div className={styles.field}>
        <label className={styles.label} htmlFor={id("method")}>
          <Trans>Method</Trans>
        </label>
        <select
          id={id("method")}
          name="method"
          className={styles.control}
          defaultValue={sent.method ?? "cash"}
          {...invalid("method")}
        >
          {PAYMENT_METHODS.map((method) => (
            <option key={method} value={method}>
              {methods[method]}
            </option>
          ))}
        </select>
        <FieldError id={`${id("method")}-error`} problem={problems.method} />
      </div>
      <div className={styles.field}>
        <label className={styles.label} htmlFor={id("currency")}>
          <Trans>Currency</Trans>
        </label>
        <select
          id={id("currency")}
          name="currency"
          className={styles.control}
          defaultValue={sent.currency ?? "IDR"}
          {...invalid("currency")}
        >
          <option value="IDR">{t`Rupiah (Rp)`}</option>
          <option value="USD">{t`US dollars (US$)`}</option>
        </select>
        <FieldError id={`${id("currency")}-error`} problem={problems.currency} />
      </div>
      <div className={styles.field}>
        <label className={styles.label} htmlFor={id("amount")}>
          <Trans>Amount</Trans>
        </label>
        <input
          id={id("amount")}
          name="amount"
          inputMode="decimal"
          className={styles.control}
          defaultValue={sent.amount ?? ""}
          {...invalid("amount")}
        />
        <FieldError id={`${id("amount")}-error`} problem={problems.amount} most={mine?.most} />
      </div>
      <div className={styles.field}>
        <label className={styles.label} htmlFor={id("paid_on")}>
          <Trans>Date</Trans>
        </label>
        <input
          id={id("paid_on")}
          name="paid_on"
          type="date"
          className={styles.control}
          defaultValue={sent.paid_on ?? today}
          {...invalid("paid_on")}
        />
        <FieldError id={`${id("paid_on")}-error`} problem={problems.paid_on} />
      </div>
      <div className={styles.field}>
        <label className={styles.label} htmlFor={id("note")}>
          <Trans>Note (optional)</Trans>
        </label>
        <input
          id={id("note")}
          name="note"
          className={styles.control}
          maxLength={MAX_PAYMENT_NOTE}
          defaultValue={sent.note ?? ""}
          {...invalid("note")}
        />
        <FieldError id={`${id("note")}-error`} problem={problems.note} />
      </div>
      <div className={styles.buttonRow}>
        <button type="submit" className={widgets.button} disabled={busy} aria-busy={busy}>
          {kind === "payment" ? t`Record payment` : t`Record refund`}
        </button>
      </div>
    </Form>
  );
}

export function PaymentsPanel({
  ledger,
  cancelled,
  today,
  csrfToken,
  answer,
}: {
  ledger: PaymentLedger;
  /** A cancelled booking (a no-show too) owes the fee kept: what was paid beyond it is refunded. */
  cancelled: boolean;
  /** Bali's today, from the loader, so the date field's default is the server's. */
  today: string;
  csrfToken: string;
  answer: LedgerAnswer | undefined;
}) {
  const locale = usePageLocale();
  const states = usePaymentStateLabels();
  const due = money(locale, "IDR", ledger.dueIdr);
  const paid = money(locale, "IDR", ledger.paidIdr);
  const toCollect = money(locale, "IDR", ledger.toCollectIdr);
  const refundDue = money(locale, "IDR", ledger.refundDueIdr);
  const refundedIdr = ledger.entries.reduce((sum, entry) => sum + (entry.kind === "refund" ? entry.amountIdr : 0), 0);
  const refunded = money(locale, "IDR", refundedIdr);
  return (
    <>
      <section className={styles.card} aria-labelledby="booking-payments">
        <h2 id="booking-payments" className={styles.cardTitle}>
          <Trans>Payments</Trans>
        </h2>
        <dl className={styles.facts} data-testid="payment-balance">
          <dt>
            <Trans>State</Trans>
          </dt>
          <dd data-testid="payment-state">{states[ledger.state]}</dd>
          <dt>{cancelled ? <Trans>Fee kept (in rupiah)</Trans> : <Trans>Due (in rupiah)</Trans>}</dt>
          <dd>{due}</dd>
          <dt>
            <Trans>Paid</Trans>
          </dt>
          <dd>{paid}</dd>
          {refundedIdr > 0 ? (
            <>
              <dt>
                <Trans>Refunded</Trans>
              </dt>
              <dd data-testid="refunded">{refunded}</dd>
            </>
          ) : null}
          {ledger.refundDueIdr > 0 ? (
            <>
              <dt>
                <Trans>Refund due</Trans>
              </dt>
              <dd data-testid="refund-due">{refundDue}</dd>
            </>
          ) : (
            <>
              <dt>
                <Trans>Balance</Trans>
              </dt>
              <dd data-testid="to-collect">{toCollect}</dd>
            </>
          )}
        </dl>
        {ledger.entries.length > 0 ? (
          <ol className={styles.history} data-testid="ledger">
            {ledger.entries.map((entry) => (
              <Entry key={entry.createdAt} entry={entry} />
            ))}
          </ol>
        ) : null}
      </section>
      {/* A refused record keeps its form, with the reason, even when the balance no longer calls for it. */}
      {ledger.toCollectIdr > 0 || answer?.ledgerKind === "payment" ? (
        <LedgerForm kind="payment" ledger={ledger} today={today} csrfToken={csrfToken} answer={answer} />
      ) : null}
      {ledger.refundDueIdr > 0 || answer?.ledgerKind === "refund" ? (
        <LedgerForm kind="refund" ledger={ledger} today={today} csrfToken={csrfToken} answer={answer} />
      ) : null}
    </>
  );
}
