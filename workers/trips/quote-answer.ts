/**
 * The tourist's side of a quote (issue 19): look the trip up by reference and e-mail (counted as
 * the booking lookup counts, sharing its limits), accept the quote or ask for changes. Accepting
 * turns every bookable line into a booking under the trip, priced as quoted, each holding its
 * places through the seat guard, all in one D1 batch: a day that is closed, full or too late
 * refuses the whole acceptance and nothing is written. The trip's version guard makes a second
 * accept (a double click, two tabs) write nothing; it then shows the bookings the first made.
 * Each answer is at most two round trips: the counted lookup with its reads, then the write with
 * the trip read back.
 */
import { msg } from "@lingui/core/macro";
import { fitRequest, seatsOf } from "#domain/availability.ts";
import { baliDateTime, baliToday } from "#domain/bali-time.ts";
import { parseChangeRequest } from "#domain/inputs/trip-quote.ts";
import type { TripQuoteRefusal } from "#domain/inputs/trip-quote-messages.ts";
import {
  collectsAtAirport,
  isBookableKind,
  quoteState,
  type RefusedLine,
  type TripQuoteView,
} from "#domain/trip-quote.ts";
import { auditStatement } from "#workers/audit.ts";
import {
  availabilityPath,
  holdGuards,
  type LineAvailability,
  quoteLineAvailability,
  quoteLineAvailabilityStatements,
  refusedHold,
  type SeatHold,
} from "#workers/availability/availability.ts";
import { availabilityMessage, overbookedMessage } from "#workers/availability/messages.ts";
import { countedLookup, readLookupInput } from "#workers/booking/lookup.ts";
import { isReferenceCollision, newBookingReference } from "#workers/booking/reference.ts";
import { translate } from "#workers/i18n.ts";
import { visitDay } from "#workers/mail/format.ts";
import { deliverSoon, outboxStatementForTrip } from "#workers/mail/outbox.ts";
import type { RequestScope } from "#workers/request-scope.ts";
import { batchUnlessStale, isStaleWrite, versionGuard } from "#workers/write-guard.ts";
import { arrivalTransferPickup } from "./airport-pickup.ts";
import { acceptedMails, changesRequestedMail } from "./quote-mail.ts";
import { BY_REFERENCE, BY_REFERENCE_AND_EMAIL, lineRowsOf, tripViewOf, tripViewStatements } from "./quote-view.ts";

export type TripQuoteOutcome =
  | { kind: "missing"; fields: ("reference" | "email")[] }
  | { kind: "notFound" }
  | { kind: "tooMany" }
  | {
      kind: "found";
      trip: TripQuoteView;
      httpStatus: 200 | 409 | 422;
      done?: "accepted" | "changesRequested";
      refusal?: { problem: TripQuoteRefusal | "messageRequired" | "messageTooLong"; lines?: RefusedLine[] };
      /** The availability answers an acceptance changed. */
      purge?: string[];
    };

type Found = Extract<TripQuoteOutcome, { kind: "found" }>;

const TRIP_EXISTS = "EXISTS (SELECT 1 FROM trips t WHERE t.reference = ?2 AND t.email = ?3 COLLATE NOCASE)";

export interface LookedUp {
  trip: TripQuoteView;
  email: string;
  /** The caller's extra reads' results. */
  extra: D1Result[];
  /** The lines as stored, with the ids of what they book. */
  lineRows: ReturnType<typeof lineRowsOf>;
}

/** The counted lookup; `extra` reads are over `t` by BY_REFERENCE_AND_EMAIL's parameters. */
export async function lookUp(
  scope: RequestScope,
  fields: Record<string, string>,
  extra: (binds: string[]) => D1PreparedStatement[] = () => [],
): Promise<LookedUp | Exclude<TripQuoteOutcome, Found>> {
  const input = readLookupInput(fields);
  if ("missing" in input) return { kind: "missing", fields: input.missing };
  const binds = [input.reference, input.email];
  const reads = [...tripViewStatements(scope.db, BY_REFERENCE_AND_EMAIL, binds), ...extra(binds)];
  const looked = await countedLookup(scope, input, TRIP_EXISTS, reads);
  if (looked.kind === "tooMany") return looked;
  const [tripRead, linesRead, ...rest] = looked.results;
  const trip = tripViewOf([tripRead, linesRead]);
  if (!trip) return { kind: "notFound" };
  return { trip, email: input.email, extra: rest, lineRows: lineRowsOf(linesRead) };
}

/** The tourist's lookup of a trip: its quote as the page shows it. */
export async function lookUpTrip(scope: RequestScope, fields: Record<string, string>): Promise<TripQuoteOutcome> {
  const looked = await lookUp(scope, fields);
  if ("kind" in looked) return looked;
  return { kind: "found", trip: looked.trip, httpStatus: 200 };
}

/** Why the quote cannot be answered now, if it cannot. */
function unanswerable(trip: TripQuoteView, now: Date): Found | null {
  const state = quoteState(trip, baliToday(now));
  if (state === "expired") return { kind: "found", trip, httpStatus: 422, refusal: { problem: "expired" } };
  if (state !== "quoted") return { kind: "found", trip, httpStatus: 409, refusal: { problem: "notQuoted" } };
  return null;
}

/** A bookable line, what it holds and the booking it becomes. */
interface LineBooking {
  lineId: number;
  reference: string;
  hold: SeatHold;
  path: string | null;
  /** Where the driver collects the party for this line. */
  pickup: string;
}

function refusedLine(scope: RequestScope, trip: TripQuoteView, lineId: number, problem: string): RefusedLine {
  const line = trip.days.flatMap((day) => day.lines).find((candidate) => candidate.id === lineId);
  const day = visitDay(scope.locale, line?.dayDate ?? trip.arrival);
  const description = line?.description ?? "";
  return { lineId, message: translate(scope.locale, msg`${day}, ${description}: ${problem}`) };
}

/** Each bookable line's hold, if every one of them fits its day now; the refused lines otherwise. */
function holdsFor(
  scope: RequestScope,
  looked: LookedUp,
  now: Date,
): { holds: Omit<LineBooking, "reference">[] } | { refused: RefusedLine[] } {
  const { trip } = looked;
  const availabilityOf = quoteLineAvailability(looked.extra);
  const baliNow = baliDateTime(now);
  const holds: Omit<LineBooking, "reference">[] = [];
  const refused: RefusedLine[] = [];
  for (const row of looked.lineRows.filter((line) => isBookableKind(line.item_kind))) {
    const kind = row.item_kind === "activity" ? "activity" : "transport";
    const itemId = (kind === "activity" ? row.activity_id : row.transport_id) ?? 0;
    const { rule, facts, path }: LineAvailability = availabilityOf(row.id);
    const seats = seatsOf(kind, trip.adults, trip.kids);
    if (!rule) {
      refused.push(refusedLine(scope, trip, row.id, translate(scope.locale, msg`this is no longer offered.`)));
      continue;
    }
    const asked = rule.startTimes.length > 0 ? row.start_time : null;
    const fit = fitRequest(rule, row.day_date, facts, baliNow, { startTime: asked, seats });
    if (!fit.ok) {
      refused.push(refusedLine(scope, trip, row.id, availabilityMessage(scope.locale, fit, rule.noticeHours)));
      continue;
    }
    const startTime = fit.startTime ?? row.start_time;
    const pickup = collectsAtAirport(row.item_kind, row.day_date, trip)
      ? arrivalTransferPickup(trip.locale, trip.pickupLocation)
      : trip.pickupLocation;
    holds.push({ lineId: row.id, hold: { kind, itemId, date: row.day_date, startTime, seats }, path, pickup });
  }
  return refused.length > 0 ? { refused } : { holds };
}

/** The booking of one line, priced as quoted: one line of the quote's price, whatever the catalogue says later. */
function insertBooking(db: D1Database, booking: LineBooking): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO bookings (reference, activity_id, transport_id, package_id, user_id, locale, currency, visit_date,
         adults, kids, first_name, last_name, email, phone_number, country, special_request, pickup_location,
         payment_method, order_data, total_idr, total_usd_cents, mailbox, start_time, seats, trip_id)
       SELECT ?1, l.activity_id, l.transport_id, l.package_id, t.user_id, t.locale, t.currency, l.day_date, t.adults,
         t.kids, t.first_name, t.last_name, t.email, t.phone_number, t.country, t.special_request, ?5,
         t.payment_method,
         json_array(json_object('product_id', coalesce(l.package_id, l.transport_id), 'name', l.description,
           'quantity', 1, 'price_idr', l.price_idr, 'price_usd_cents', l.price_usd_cents)),
         l.price_idr, l.price_usd_cents, t.mailbox, ?3, ?4, t.id
       FROM trip_quote_lines l JOIN trips t ON t.id = l.trip_id WHERE l.id = ?2`,
    )
    .bind(booking.reference, booking.lineId, booking.hold.startTime, booking.hold.seats, booking.pickup);
}

function linkLine(db: D1Database, booking: LineBooking): D1PreparedStatement {
  return db
    .prepare("UPDATE trip_quote_lines SET booking_id = (SELECT id FROM bookings WHERE reference = ?1) WHERE id = ?2")
    .bind(booking.reference, booking.lineId);
}

/** The trip as it will read once accepted, for its mails. */
function acceptedView(trip: TripQuoteView, bookings: LineBooking[]): TripQuoteView {
  const referenceOf = new Map(bookings.map((booking) => [booking.lineId, booking.reference]));
  return {
    ...trip,
    status: "accepted",
    days: trip.days.map((day) => ({
      ...day,
      lines: day.lines.map((line) => {
        const reference = referenceOf.get(line.id);
        return reference ? { ...line, booking: { reference, status: "requested", confirmationId: null } } : line;
      }),
    })),
  };
}

const tourist = (trip: TripQuoteView, userId: number | null) => ({
  id: userId,
  name: `${trip.firstName} ${trip.lastName}`.trim(),
  email: trip.email,
});

/** The trip's status after the tourist's answer, and the audit row that says what they answered. */
function answerStatements(
  db: D1Database,
  trip: TripQuoteView,
  userId: number | null,
  status: "accepted" | "changes_requested",
  answer: Record<string, unknown>,
): D1PreparedStatement[] {
  return [
    db.prepare("UPDATE trips SET status = ?2, version = version + 1 WHERE id = ?1").bind(trip.id, status),
    auditStatement(db, {
      actor: tourist(trip, userId),
      action: "update",
      entity: "trips",
      entityId: trip.reference,
      before: { status: trip.status },
      after: { status, ...answer },
    }),
  ];
}

async function writeAcceptance(
  scope: RequestScope,
  trip: TripQuoteView,
  holds: Omit<LineBooking, "reference">[],
  userId: number | null,
): Promise<TripQuoteView | null> {
  const { db, config } = scope;
  for (let attempt = 1; ; attempt += 1) {
    const bookings = holds.map((hold) => ({ ...hold, reference: newBookingReference() }));
    const mails = acceptedMails(acceptedView(trip, bookings), config.siteOrigins[trip.locale], config.operatorEmail);
    try {
      const results = await db.batch([
        versionGuard(db, "trips", trip.id, trip.version),
        ...bookings.flatMap((booking) => [
          ...holdGuards(db, booking.hold),
          insertBooking(db, booking),
          linkLine(db, booking),
        ]),
        ...answerStatements(db, trip, userId, "accepted", { bookings: bookings.map((booking) => booking.reference) }),
        ...mails.map((mail) => outboxStatementForTrip(db, mail, trip.reference)),
        ...tripViewStatements(db, BY_REFERENCE, [trip.reference]),
      ]);
      return tripViewOf(results.slice(-2));
    } catch (error) {
      if (!isReferenceCollision(error) || attempt >= 3) throw error;
    }
  }
}

/**
 * The lines whose places someone else's booking took between our read and our write (the seat
 * guard refused the batch), read again so that the tourist learns which ones.
 */
async function linesTakenMeanwhile(scope: RequestScope, trip: TripQuoteView, now: Date): Promise<RefusedLine[]> {
  const binds = [trip.reference];
  const [, linesRead, ...extra] = await scope.db.batch([
    ...tripViewStatements(scope.db, BY_REFERENCE, binds),
    ...quoteLineAvailabilityStatements(scope.db, BY_REFERENCE, binds),
  ]);
  const fitting = holdsFor(scope, { trip, email: trip.email, extra, lineRows: lineRowsOf(linesRead) }, now);
  return "refused" in fitting ? fitting.refused : [{ lineId: 0, message: overbookedMessage(scope.locale) }];
}

/**
 * The tourist accepts the quote they were shown (the form's `version`): every bookable line
 * becomes a booking, or none does. Accepting an accepted trip shows its bookings again.
 */
export async function acceptQuote(
  scope: RequestScope,
  fields: Record<string, string>,
  userId: number | null,
  now = new Date(),
): Promise<TripQuoteOutcome> {
  const looked = await lookUp(scope, fields, (binds) =>
    quoteLineAvailabilityStatements(scope.db, BY_REFERENCE_AND_EMAIL, binds),
  );
  if ("kind" in looked) return looked;
  const { trip } = looked;
  if (trip.status === "accepted") return { kind: "found", trip, httpStatus: 200, done: "accepted" };
  const refusal = unanswerable(trip, now);
  if (refusal) return refusal;
  if (fields.version !== String(trip.version)) {
    return { kind: "found", trip, httpStatus: 409, refusal: { problem: "quoteChanged" } };
  }
  const fitting = holdsFor(scope, looked, now);
  if ("refused" in fitting) {
    return { kind: "found", trip, httpStatus: 422, refusal: { problem: "unavailable", lines: fitting.refused } };
  }
  try {
    const accepted = await writeAcceptance(scope, trip, fitting.holds, userId);
    deliverSoon(scope.env, scope.ctx, trip.reference);
    const purge = [...new Set(fitting.holds.flatMap((hold) => (hold.path ? [availabilityPath(hold.path)] : [])))];
    return { kind: "found", trip: accepted ?? trip, httpStatus: 200, done: "accepted", purge };
  } catch (error) {
    if (refusedHold(error)) {
      const lines = await linesTakenMeanwhile(scope, trip, now);
      return { kind: "found", trip, httpStatus: 422, refusal: { problem: "unavailable", lines } };
    }
    if (!isStaleWrite(error)) throw error;
    // Someone else's accept (a second tab, a double click) got there first: show what it made.
    const current = tripViewOf(await scope.db.batch(tripViewStatements(scope.db, BY_REFERENCE, [trip.reference])));
    if (current?.status === "accepted") return { kind: "found", trip: current, httpStatus: 200, done: "accepted" };
    return { kind: "found", trip: current ?? trip, httpStatus: 409, refusal: { problem: "quoteChanged" } };
  }
}

/** The tourist asks for changes with a message: the operator is told, and adjusts and sends the quote again. */
export async function askForChanges(
  scope: RequestScope,
  fields: Record<string, string>,
  userId: number | null,
  now = new Date(),
): Promise<TripQuoteOutcome> {
  const looked = await lookUp(scope, fields);
  if ("kind" in looked) return looked;
  const { trip } = looked;
  const state = quoteState(trip, baliToday(now));
  if (state !== "quoted" && state !== "expired") {
    return { kind: "found", trip, httpStatus: 409, refusal: { problem: "notQuoted" } };
  }
  const parsed = parseChangeRequest(fields);
  if (!parsed.ok) {
    const problem = parsed.problems[0]?.[1] === "messageTooLong" ? "messageTooLong" : "messageRequired";
    return { kind: "found", trip, httpStatus: 422, refusal: { problem } };
  }
  const { db, config } = scope;
  const mail = changesRequestedMail(trip, parsed.value, config.siteOrigins[trip.locale], config.operatorEmail);
  const written = await batchUnlessStale(db, [
    versionGuard(db, "trips", trip.id, trip.version),
    ...answerStatements(db, trip, userId, "changes_requested", { message: parsed.value }),
    outboxStatementForTrip(db, mail, trip.reference),
    ...tripViewStatements(db, BY_REFERENCE, [trip.reference]),
  ]);
  if (written === "stale") return { kind: "found", trip, httpStatus: 409, refusal: { problem: "quoteChanged" } };
  deliverSoon(scope.env, scope.ctx, trip.reference);
  return { kind: "found", trip: tripViewOf(written.slice(-2)) ?? trip, httpStatus: 200, done: "changesRequested" };
}
