/**
 * Ending a booking: the tourist cancels a request or a confirmed booking (from the lookup page,
 * with its reference and e-mail, or from the profile; always through a second step that repeats
 * the fee), the operator cancels on the tourist's behalf, or records a
 * no-show. The fee is the policy's at that moment (domain/cancellation.ts); the tourist's form
 * carries the fee they were shown, and a cancellation whose fee changed since (the free period
 * ended in between) is refused and shown again, never charged unseen.
 *
 * The operator's cancel and no-show also take two steps (decision 0051): the first only answers
 * the terms, the second (`confirm=yes`) ends the booking, at the policy's fee or at a lower one
 * with the reason, which the history row keeps beside the policy's fee.
 *
 * The history row, the e-mails and the status change are one D1 batch, each guarded by the status
 * the booking had when it was read, so a double click or two people at once end it once, and
 * send its e-mails once. The status 'cancelled' releases the booking's places at once: only
 * requested and confirmed bookings hold them.
 */
import type { BookingStatus, BookingView } from "#domain/booking.ts";
import {
  type CancellationKind,
  type CancellationProblem,
  type CancellationTerms,
  cancellationTerms,
  feeOf,
  noShowTerms,
} from "#domain/cancellation.ts";
import { type FeeChange, type FeeChangeProblem, parseFeeChange } from "#domain/inputs/fee-change.ts";
import type { FieldProblems } from "#domain/inputs/text-rules.ts";
import type { OperatorScope } from "#workers/accounts/operators.ts";
import { availabilityPath } from "#workers/availability/availability.ts";
import { notFound } from "#workers/http.ts";
import { deliverSoon, outboxStatementForBooking } from "#workers/mail/outbox.ts";
import type { RequestScope } from "#workers/request-scope.ts";
import { cancellationMails, type Ending } from "./cancellation-mail.ts";
import { forMail } from "./decisions.ts";
import { type BookingViewRow, bookingByReference, bookingViewOf } from "./view.ts";

/** How an ending went. `purge`: the cached answers the released places make wrong. */
export type EndingOutcome =
  | { kind: "cancelled"; percent: number; feeMinor: number; purge: string[] }
  | { kind: "refused"; httpStatus: 409; problem: CancellationProblem; terms: CancellationTerms };

export type CancellationOutcome =
  | EndingOutcome
  /** The tourist's first tap: nothing changes; the page asks again, repeating the fee. */
  | { kind: "confirmFirst"; terms: CancellationTerms };

export type OperatorEndingOutcome =
  | CancellationOutcome
  /** The operator's fee change was refused: nothing changed. `policyPercent` is the most it may be. */
  | { kind: "invalidFee"; problems: FieldProblems<FeeChangeProblem>; policyPercent: number };

interface Actor {
  role: "tourist" | "operator";
  userId: number | null;
  name: string;
  email: string;
}

/** The booking with names in the tourist's language, as the e-mails need it. */
async function bookingForEnding(db: D1Database, reference: string): Promise<BookingView> {
  const row = await bookingByReference(db, reference, null).first<BookingViewRow>();
  if (!row) throw notFound("Booking");
  return bookingViewOf(row);
}

/** The batch that ends `booking`, written only while it still has the status it was read with. */
async function writeEnding(scope: RequestScope, booking: BookingView, ending: Ending, actor: Actor): Promise<boolean> {
  const { db } = scope;
  const from: BookingStatus = booking.status;
  const now = new Date().toISOString();
  const mails = cancellationMails(forMail(booking, scope), ending, scope.config.operatorEmail);
  const results = await db.batch([
    db
      .prepare(
        `INSERT INTO booking_events (booking_id, action, from_status, actor_role, user_id, actor_name, actor_email, note,
           created_at, policy_fee_percent, fee_percent, fee_reason)
         SELECT id, ?3, ?2, ?4, ?5, ?6, ?7, ?8, ?9, CAST(?10 AS INTEGER), CAST(?11 AS INTEGER), ?12
         FROM bookings WHERE reference = ?1 AND status = ?2`,
      )
      .bind(
        booking.reference,
        from,
        ending.kind === "no_show" ? "no_show" : "cancelled",
        actor.role,
        actor.userId,
        actor.name,
        actor.email,
        ending.note,
        now,
        ending.policyPercent,
        ending.percent,
        ending.feeReason,
      ),
    ...mails.map((mail) => outboxStatementForBooking(db, mail, booking.reference, from)),
    db
      .prepare(
        // D1 binds a JavaScript number as REAL: the percent is made an integer so the fees round to whole units.
        `UPDATE bookings SET status = 'cancelled', cancelled_at = ?3, cancellation_kind = ?4,
           cancellation_fee_percent = CAST(?5 AS INTEGER),
           cancellation_fee_idr = (total_idr * CAST(?5 AS INTEGER) + 50) / 100,
           cancellation_fee_usd_cents = (total_usd_cents * CAST(?5 AS INTEGER) + 50) / 100
         WHERE reference = ?1 AND status = ?2`,
      )
      .bind(booking.reference, from, now, ending.kind, ending.percent),
  ]);
  // D1 counts the rows the bookings' triggers write too (migration 0042): any change means this one.
  const changed = (results.at(-1)?.meta.changes ?? 0) > 0;
  if (changed) deliverSoon(scope.env, scope.ctx, booking.reference);
  return changed;
}

async function end(
  scope: RequestScope,
  reference: string,
  kind: CancellationKind,
  actor: (booking: BookingView) => Actor,
  options: { seenPercent?: number | null; note?: string; fee?: FeeChange } = {},
): Promise<EndingOutcome> {
  const booking = await bookingForEnding(scope.db, reference);
  const now = new Date();
  const terms = kind === "no_show" ? noShowTerms(booking, now) : cancellationTerms(booking, now);
  const refused = (problem: CancellationProblem): EndingOutcome => ({
    kind: "refused",
    httpStatus: 409,
    problem,
    terms,
  });
  if (terms.kind === "notOpen") return refused(terms.reason);
  if (options.seenPercent !== undefined && options.seenPercent !== terms.percent) return refused("feeChanged");
  // The caller checked the fee against the policy's percent it was shown, the one checked above.
  const percent = options.fee?.percent ?? terms.percent;
  const feeMinor = percent === terms.percent ? terms.feeMinor : feeOf(booking.totalMinor, percent);
  const ending: Ending = {
    kind,
    percent,
    feeMinor,
    policyPercent: terms.percent,
    feeReason: options.fee?.reason ?? "",
    note: options.note ?? "",
  };
  if (!(await writeEnding(scope, booking, ending, actor(booking)))) {
    return refused("alreadySettled");
  }
  return {
    kind: "cancelled",
    percent,
    feeMinor,
    purge: [availabilityPath(booking.item.path)],
  };
}

/** What the tourist's Cancel form carries: the fee it showed, and whether its second step said yes. */
export interface TouristCancelForm {
  seenPercent: number | null;
  confirmed: boolean;
}

/** The tourist's Cancel form's fields: `fee_percent` as shown, and `confirm=yes` from the second step. */
export function touristCancelForm(fields: Record<string, string | undefined>): TouristCancelForm {
  const seen = fields.fee_percent ?? "";
  return { seenPercent: /^\d{1,3}$/.test(seen) ? Number(seen) : null, confirmed: fields.confirm === "yes" };
}

/**
 * The tourist cancels the booking they looked up (the caller has matched its reference and
 * e-mail), at the fee they were shown (`seenPercent`, from the form), and only from the second
 * step that repeated the fee: a first tap (or an old one-step form) only asks again, so one tap
 * never cancels.
 */
export async function cancelAsTourist(
  scope: RequestScope,
  reference: string,
  form: TouristCancelForm,
  userId: number | null,
): Promise<CancellationOutcome> {
  if (!form.confirmed) {
    const booking = await bookingForEnding(scope.db, reference);
    return { kind: "confirmFirst", terms: cancellationTerms(booking, new Date()) };
  }
  return end(
    scope,
    reference,
    "tourist",
    (booking) => ({
      role: "tourist",
      userId,
      name: `${booking.firstName} ${booking.lastName}`.trim(),
      email: booking.email,
    }),
    { seenPercent: form.seenPercent },
  );
}

/** The operator's Cancel or No-show form: its note, its fee fields, the policy's percent it showed, and the second step's yes. */
export interface OperatorEndForm {
  note: string;
  confirmed: boolean;
  seenPercent: number | null;
  fields: Record<string, string | undefined>;
}

/** The form's fields as `endAsOperator` reads them; `note` is checked by the caller. */
export function operatorEndForm(fields: Record<string, string | undefined>): OperatorEndForm {
  const seen = fields.policy_percent ?? "";
  return {
    note: (fields.note ?? "").trim(),
    confirmed: fields.confirm === "yes",
    seenPercent: /^\d{1,3}$/.test(seen) ? Number(seen) : null,
    fields,
  };
}

function termsFor(kind: "operator" | "no_show", booking: BookingView, now: Date): CancellationTerms {
  return kind === "no_show" ? noShowTerms(booking, now) : cancellationTerms(booking, now);
}

/**
 * The operator cancels for the tourist, or records a no-show. The first tap only answers the terms
 * (what the policy charges, which mail goes out) for the page to ask again; the second step
 * (`confirm=yes`) ends the booking at the policy's fee, or at the lower one it names with a reason.
 * A fee above the policy's, below zero, or changed without a reason is refused and nothing changes.
 */
export async function endAsOperator(
  scope: OperatorScope,
  reference: string,
  kind: "operator" | "no_show",
  form: OperatorEndForm,
): Promise<OperatorEndingOutcome> {
  const booking = await bookingForEnding(scope.db, reference);
  const terms = termsFor(kind, booking, new Date());
  if (terms.kind === "notOpen") return { kind: "refused", httpStatus: 409, problem: terms.reason, terms };
  if (!form.confirmed) return { kind: "confirmFirst", terms };
  // The fee is checked against the policy the operator was shown; `end` refuses it if that changed.
  const policyPercent = form.seenPercent ?? terms.percent;
  const fee = parseFeeChange(form.fields, policyPercent);
  if (!fee.ok) return { kind: "invalidFee", problems: fee.problems, policyPercent };
  const { operator } = scope;
  return end(
    scope,
    reference,
    kind,
    () => ({ role: "operator", userId: operator.id, name: operator.name, email: operator.email }),
    { note: form.note, seenPercent: policyPercent, fee: fee.value },
  );
}
