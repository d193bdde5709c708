/**
 * The operator's answer to a booking request: confirm it (with a booking ID, typed or generated,
 * and an optional note) or decline it (with a reason). Only a request can be answered, and only
 * once. A decline takes two steps: without `confirm=yes` nothing changes, and the page asks again
 * (decision 0051). The status change, the audit row and the tourist's e-mail are one D1 batch, each of them
 * guarded by `status = 'requested'`, so answering twice (a double click, two operators at once,
 * a resubmitted form) changes nothing the second time and sends no second e-mail.
 */
import type { BookingStatus, BookingView, DecisionProblem } from "#domain/booking.ts";
import { type Decision, parseDecision } from "#domain/inputs/decision.ts";
import type { OperatorScope } from "#workers/accounts/operators.ts";
import { availabilityPath } from "#workers/availability/availability.ts";
import { notFound } from "#workers/http.ts";
import { deliverSoon, type OutboxMail, outboxStatementForBooking } from "#workers/mail/outbox.ts";
import type { RequestScope } from "#workers/request-scope.ts";
import { firstRow } from "#workers/sql.ts";
import { confirmationMail, declineMail } from "./decision-mail.ts";
import { isConfirmationIdCollision, newConfirmationId } from "./reference.ts";
import type { BookingForMail } from "./request-mail.ts";
import { type BookingViewRow, bookingByReference, bookingViewOf } from "./view.ts";

const MAX_GENERATED_TRIES = 3;

export type DecisionOutcome =
  /** The booking changed now, and its e-mail is on its way. */
  | { kind: "done"; status: "confirmed" | "declined"; confirmationId: string | null; purge: string[] }
  /** A decline's first tap: nothing changed; the page asks again, naming the mail (decision 0051). */
  | { kind: "confirmFirst" }
  /** It already had the asked status: nothing changed, nothing was sent. */
  | { kind: "unchanged"; status: BookingStatus; confirmationId: string | null }
  | { kind: "refused"; httpStatus: 409 | 422; problem: DecisionProblem; field?: string; current?: BookingStatus };

function refused(httpStatus: 409 | 422, problem: DecisionProblem, field?: string): DecisionOutcome {
  return field ? { kind: "refused", httpStatus, problem, field } : { kind: "refused", httpStatus, problem };
}

function readDecision(fields: Record<string, string>): Decision | DecisionOutcome {
  const parsed = parseDecision(fields);
  if (parsed.ok) return parsed.value;
  const [field = "", problem = "invalidForm"] = parsed.problems[0] ?? [];
  return refused(422, problem, field || undefined);
}

/** The e-mails' view of the booking, with links to the site of the tourist's language. */
export function forMail(booking: BookingView, call: Pick<RequestScope, "config">): BookingForMail {
  const siteOrigin = call.config.siteOrigins[booking.locale];
  return {
    reference: booking.reference,
    locale: booking.locale,
    currency: booking.currency,
    kind: booking.kind,
    item: { name: booking.item.name, code: booking.item.code, pageUrl: `${siteOrigin}${booking.item.path}` },
    visitDate: booking.visitDate,
    startTime: booking.startTime,
    durationHours: booking.durationHours,
    freeCancellationHours: booking.freeCancellationHours,
    vehicles: booking.vehicles,
    people: booking.people,
    lines: booking.lines,
    totalMinor: booking.totalMinor,
    totalIdr: booking.totalIdr,
    firstName: booking.firstName,
    lastName: booking.lastName,
    email: booking.email,
    phoneNumber: booking.phoneNumber,
    country: booking.country,
    specialRequest: booking.specialRequest,
    pickupLocation: booking.pickupLocation,
    trip: booking.trip,
    paymentMethod: booking.paymentMethod,
    siteOrigin,
  };
}

/** Asked for `target` and the booking is no longer a request: the same answer again is no change, another one a conflict. */
function settled(
  current: BookingStatus,
  target: "confirmed" | "declined",
  confirmationId: string | null,
): DecisionOutcome {
  if (current === target) return { kind: "unchanged", status: current, confirmationId };
  return { kind: "refused", httpStatus: 409, problem: "notRequested", current };
}

interface Change {
  target: "confirmed" | "declined";
  confirmationId: string | null;
  note: string;
  mail: OutboxMail;
}

/**
 * One batch, one transaction: the audit row and the e-mail, each written only while the booking
 * is still a request, then the status change under the same condition, then the status as it is.
 */
async function writeChange(call: OperatorScope, reference: string, change: Change) {
  const { db, operator } = call;
  const now = new Date().toISOString();
  const results = await db.batch([
    db
      .prepare(
        `INSERT INTO booking_events (booking_id, action, user_id, actor_name, actor_email, confirmation_id, note, created_at)
         SELECT id, ?2, ?3, ?4, ?5, ?6, ?7, ?8 FROM bookings WHERE reference = ?1 AND status = 'requested'`,
      )
      .bind(
        reference,
        change.target,
        operator.id,
        operator.name,
        operator.email,
        change.confirmationId,
        change.note,
        now,
      ),
    outboxStatementForBooking(db, change.mail, reference, "requested"),
    db
      .prepare(
        `UPDATE bookings SET status = ?2, confirmation_id = ?3, decision_note = ?4, decided_at = ?5
         WHERE reference = ?1 AND status = 'requested'`,
      )
      .bind(reference, change.target, change.confirmationId, change.note || null, now),
    db.prepare("SELECT status, confirmation_id FROM bookings WHERE reference = ?").bind(reference),
  ]);
  const after = firstRow<{ status: BookingStatus; confirmation_id: string | null }>(results[3]);
  return {
    // D1 counts the rows the bookings' triggers write too (migration 0042): any change means this one.
    changed: (results[2]?.meta.changes ?? 0) > 0,
    status: after?.status ?? "requested",
    confirmationId: after?.confirmation_id ?? null,
  };
}

async function confirm(call: OperatorScope, booking: BookingView, decision: Extract<Decision, { action: "confirm" }>) {
  const mailBooking = forMail(booking, call);
  const operatorEmail = call.config.operatorEmail;
  for (let attempt = 1; ; attempt += 1) {
    const confirmationId = decision.confirmationId ?? newConfirmationId(booking.visitDate);
    const mail = confirmationMail(mailBooking, confirmationId, decision.note, operatorEmail);
    try {
      return await writeChange(call, booking.reference, {
        target: "confirmed",
        confirmationId,
        note: decision.note,
        mail,
      });
    } catch (error) {
      if (!isConfirmationIdCollision(error)) throw error;
      // A typed ID is the operator's to change; a generated one is drawn again.
      if (decision.confirmationId || attempt >= MAX_GENERATED_TRIES) return null;
    }
  }
}

/**
 * Confirms or declines the booking with `reference` as the form says, as `call.operator`.
 * 404 for an unknown booking; the outcome says what happened otherwise.
 */
export async function decideBooking(
  call: OperatorScope,
  reference: string,
  fields: Record<string, string>,
): Promise<DecisionOutcome> {
  const decision = readDecision(fields);
  if ("kind" in decision) return decision;
  // The booking with names in the tourist's language (NULL), for their e-mail.
  const row = await bookingByReference(call.db, reference, null).first<BookingViewRow>();
  if (!row) throw notFound("Booking");
  const booking = bookingViewOf(row);
  const target = decision.action === "confirm" ? "confirmed" : "declined";
  if (booking.status !== "requested") return settled(booking.status, target, booking.confirmationId);
  // A decline ends the request and mails the tourist: only its second step does it.
  if (decision.action === "decline" && fields.confirm !== "yes") return { kind: "confirmFirst" };
  const written =
    decision.action === "confirm"
      ? await confirm(call, booking, decision)
      : await writeChange(call, reference, {
          target,
          confirmationId: null,
          note: decision.reason,
          mail: declineMail(forMail(booking, call), decision.reason, call.config.operatorEmail),
        });
  if (!written) return refused(422, "confirmationIdTaken", "confirmation_id");
  if (!written.changed) return settled(written.status, target, written.confirmationId);
  deliverSoon(call.env, call.ctx, reference);
  // A decline releases the places; a confirmation keeps the ones the request held.
  const purge = target === "declined" ? [availabilityPath(booking.item.path)] : [];
  return { kind: "done", status: target, confirmationId: written.confirmationId, purge };
}
