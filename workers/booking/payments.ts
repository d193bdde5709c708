/**
 * A booking's payments and refunds (issue 38, item 5; docs/decisions/0064), recorded by the
 * operator on the booking's record, and the takings per method for the CSV. What is due and the
 * payment state are columns the database derives from the booking (migration 0044); a record here
 * only appends its row, which a trigger adds to what was paid.
 *
 * A record is one D1 batch: the booking's version guard, the row, the version moved on and the
 * audit row. Two records made from one page (a double tap, two operators) both carry its version:
 * the first is written, the second refused with nothing of it written.
 */
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { baliToday } from "#domain/bali-time.ts";
import type { PaymentMethod } from "#domain/booking-rules.ts";
import { type Currency, money } from "#domain/format.ts";
import { type PaymentInput, parsePayment } from "#domain/inputs/payment.ts";
import type { PaymentProblem } from "#domain/inputs/payment-messages.ts";
import type { FieldProblems } from "#domain/inputs/text-rules.ts";
import type { Locale } from "#domain/locale.ts";
import {
  balanceOf,
  type LedgerEntry,
  type LedgerKind,
  type PaymentLedger,
  type PaymentState,
  rupiahOf,
  surchargeMinor,
} from "#domain/payments.ts";
import type { OperatorScope } from "#workers/accounts/operators.ts";
import { auditStatement } from "#workers/audit.ts";
import { notFound } from "#workers/http.ts";
import { translator } from "#workers/i18n.ts";
import { firstRow, rowsOf } from "#workers/sql.ts";
import { batchUnlessStale, versionGuard } from "#workers/write-guard.ts";
import { csvText } from "./operator-day.ts";

interface LedgerRow {
  id: number;
  version: number;
  payment_state: PaymentState;
  due_idr: number;
  paid_idr: number;
  total_idr: number;
  total_usd_cents: number;
  net_usd_cents: number;
}

interface EntryRow {
  kind: LedgerKind;
  method: PaymentMethod;
  currency: Currency;
  amount_minor: number;
  surcharge_minor: number;
  amount_idr: number;
  paid_on: string;
  actor_name: string;
  note: string;
  created_at: string;
}

const LEDGER_SQL = `SELECT b.id, b.version, b.payment_state, b.due_idr, b.paid_idr, b.total_idr, b.total_usd_cents,
    (SELECT coalesce(sum(CASE p.kind WHEN 'payment' THEN p.amount_minor ELSE -p.amount_minor END), 0)
     FROM booking_payments p WHERE p.booking_id = b.id AND p.currency = 'USD') AS net_usd_cents
  FROM bookings b WHERE b.reference = ?1`;

const ENTRIES_SQL = `SELECT kind, method, currency, amount_minor, surcharge_minor, amount_idr, paid_on, actor_name, note, created_at
  FROM booking_payments WHERE booking_id = (SELECT id FROM bookings WHERE reference = ?1) ORDER BY id`;

/** The booking's row as a record of it needs it, with its ledger; one round trip. */
async function readLedger(db: D1Database, reference: string): Promise<{ row: LedgerRow; ledger: PaymentLedger }> {
  const [booking, entries] = await db.batch([
    db.prepare(LEDGER_SQL).bind(reference),
    db.prepare(ENTRIES_SQL).bind(reference),
  ]);
  const row = firstRow<LedgerRow>(booking);
  if (!row) throw notFound("Booking");
  return { row, ledger: ledgerOf(row, rowsOf<EntryRow>(entries)) };
}

function ledgerOf(row: LedgerRow, entries: EntryRow[]): PaymentLedger {
  return {
    version: row.version,
    state: row.payment_state,
    dueIdr: row.due_idr,
    paidIdr: row.paid_idr,
    ...balanceOf({ dueIdr: row.due_idr, paidIdr: row.paid_idr }),
    entries: entries.map(
      (entry): LedgerEntry => ({
        kind: entry.kind,
        method: entry.method,
        currency: entry.currency,
        amountMinor: entry.amount_minor,
        surchargeMinor: entry.surcharge_minor,
        amountIdr: entry.amount_idr,
        paidOn: entry.paid_on,
        actorName: entry.actor_name,
        note: entry.note,
        createdAt: entry.created_at,
      }),
    ),
  };
}

/** The booking's ledger for its record in the back office. */
export async function paymentLedger(db: D1Database, reference: string): Promise<PaymentLedger> {
  return (await readLedger(db, reference)).ledger;
}

export type RecordOutcome =
  | { kind: "recorded"; entry: { amountIdr: number; surchargeMinor: number } }
  | { kind: "invalid"; problems: FieldProblems<PaymentProblem>; most?: string }
  | { kind: "stale" };

/** The version the form carried: a page's own number; anything else can match no booking. */
function versionOf(typed: string | undefined): number {
  return /^\d{1,9}$/.test(typed ?? "") ? Number(typed) : -1;
}

function insertStatement(
  scope: OperatorScope,
  bookingId: number,
  kind: LedgerKind,
  input: PaymentInput,
  amounts: { amountIdr: number; surchargeMinor: number },
): D1PreparedStatement {
  const { operator } = scope;
  return scope.db
    .prepare(
      `INSERT INTO booking_payments (booking_id, kind, method, currency, amount_minor, surcharge_minor, amount_idr,
         paid_on, user_id, actor_name, actor_email, note)
       VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12)`,
    )
    .bind(
      bookingId,
      kind,
      input.method,
      input.currency,
      input.amountMinor,
      amounts.surchargeMinor,
      amounts.amountIdr,
      input.paidOn,
      operator.id,
      operator.name,
      operator.email,
      input.note,
    );
}

/**
 * Records a payment (`kind` "payment": at most what the booking still owes) or a refund ("refund":
 * at most what was paid beyond what is due, e.g. after a cancellation, beyond the fee kept), from
 * the booking page's form fields. Bad fields and amounts are refused with nothing written.
 */
export async function recordLedgerEntry(
  scope: OperatorScope,
  reference: string,
  kind: LedgerKind,
  fields: Record<string, string | undefined>,
  locale: Locale,
): Promise<RecordOutcome> {
  const parsed = parsePayment(fields, baliToday());
  const version = versionOf(fields.version);
  const { row, ledger } = await readLedger(scope.db, reference);
  if (!parsed.ok) return { kind: "invalid", problems: parsed.problems };
  if (row.version !== version) return { kind: "stale" };
  const input = parsed.value;
  const amountIdr = rupiahOf(
    { totalIdr: row.total_idr, totalUsdCents: row.total_usd_cents },
    input.currency,
    input.amountMinor,
    row.net_usd_cents,
    kind,
  );
  if (amountIdr <= 0) return { kind: "invalid", problems: [["amount", "amountInvalid"]] };
  const most = kind === "payment" ? ledger.toCollectIdr : ledger.refundDueIdr;
  if (amountIdr > most) {
    const problem = kind === "payment" ? "amountAboveBalance" : "amountAboveRefund";
    return { kind: "invalid", problems: [["amount", problem]], most: money(locale, "IDR", most) };
  }
  const amounts = {
    amountIdr,
    surchargeMinor: kind === "payment" ? surchargeMinor(input.method, input.amountMinor) : 0,
  };
  const { db } = scope;
  const written = await batchUnlessStale(db, [
    versionGuard(db, "bookings", row.id, version),
    insertStatement(scope, row.id, kind, input, amounts),
    db.prepare("UPDATE bookings SET version = version + 1 WHERE id = ?1").bind(row.id),
    auditStatement(db, {
      actor: scope.operator,
      action: kind,
      entity: "bookings",
      entityId: reference,
      before: { paid_idr: row.paid_idr },
      after: {
        paid_idr: row.paid_idr + (kind === "payment" ? amountIdr : -amountIdr),
        method: input.method,
        currency: input.currency,
        amount_minor: input.amountMinor,
        surcharge_minor: amounts.surchargeMinor,
        amount_idr: amountIdr,
        paid_on: input.paidOn,
      },
    }),
  ]);
  if (written === "stale") return { kind: "stale" };
  return { kind: "recorded", entry: amounts };
}

/* ---------- The takings per method, for the CSV ---------- */

interface TakingsRow {
  paid_on: string;
  method: PaymentMethod;
  currency: Currency;
  payments: number;
  received_minor: number;
  surcharge_minor: number;
  refunded_minor: number;
}

/**
 * The takings of the days `?1` to `?2` per day, method and currency (exported for the query-plan
 * tests): a range of the totals migration 0052's triggers keep, a row per day and method, whatever
 * the number of payments. A day and method whose payments all went away (a deleted booking's) is left out.
 */
export const TAKINGS_SQL = `SELECT paid_on, method, currency, payments, received_minor, surcharge_minor, refunded_minor
  FROM booking_takings WHERE paid_on BETWEEN ?1 AND ?2 AND (payments > 0 OR refunded_minor > 0)
  ORDER BY paid_on, method, currency`;

const METHOD_WORDS: Readonly<Record<PaymentMethod, MessageDescriptor>> = {
  cash: msg({ context: "takings", message: "Cash" }),
  bank_transfer: msg({ context: "takings", message: "Bank transfer" }),
  credit_card: msg({ context: "takings", message: "Card at the office" }),
  paypal: msg({ context: "takings", message: "PayPal" }),
};

/** An amount in minor units as a spreadsheet reads a number: whole rupiah, dollars with two decimals. */
function plainAmount(currency: Currency, minor: number): string {
  return currency === "IDR" ? String(minor) : (minor / 100).toFixed(2);
}

/**
 * The takings of the days `first` to `last` (one day, or a month) as CSV in the operator's
 * language: a row per day, method and currency, what came in (the card's surcharge included and
 * also shown apart), what went back, and the net. Cells go through the manifest's formula guard.
 */
export async function takingsCsv(db: D1Database, locale: Locale, first: string, last: string): Promise<string> {
  const { results } = await db.prepare(TAKINGS_SQL).bind(first, last).all<TakingsRow>();
  const i18n = translator(locale);
  const header = [
    i18n._(msg({ context: "takings", message: "Date" })),
    i18n._(msg({ context: "takings", message: "Method" })),
    i18n._(msg({ context: "takings", message: "Currency" })),
    i18n._(msg({ context: "takings", message: "Payments" })),
    i18n._(msg({ context: "takings", message: "Received" })),
    i18n._(msg({ context: "takings", message: "Of which card surcharge" })),
    i18n._(msg({ context: "takings", message: "Refunded" })),
    i18n._(msg({ context: "takings", message: "Net" })),
  ];
  const rows = results.map((row) => [
    row.paid_on,
    i18n._(METHOD_WORDS[row.method]),
    row.currency,
    row.payments,
    plainAmount(row.currency, row.received_minor),
    plainAmount(row.currency, row.surcharge_minor),
    plainAmount(row.currency, row.refunded_minor),
    plainAmount(row.currency, row.received_minor - row.refunded_minor),
  ]);
  return csvText([header, ...rows]);
}
