/**
 * The operator's quote (issue 19): change, remove and add lines, send the quote with notes and a
 * last day, or cancel the trip. Each change is one read and one D1 batch that starts with the
 * trip's version guard (a concurrent edit is refused, nothing of it written) and carries its audit
 * row; sending also queues the tourist's mail. Changing a quote already sent takes it back to
 * "requested" until it is sent again, so the tourist never accepts lines they were not sent.
 */
import { baliToday } from "#domain/bali-time.ts";
import type { FieldProblems } from "#domain/inputs/fields.ts";
import {
  type NewQuoteLine,
  parseNewQuoteLine,
  parseQuoteLine,
  parseQuoteSending,
  type TripQuoteProblem,
  versionOf,
} from "#domain/inputs/trip-quote.ts";
import type { QuoteFormAnswer, TripQuoteRefusal } from "#domain/inputs/trip-quote-messages.ts";
import { type TripItem, type TripPlan, transferDirection } from "#domain/trip.ts";
import {
  isQuoteEditable,
  MAX_QUOTE_LINES_PER_DAY,
  type QuoteLineView,
  quoteState,
  type TripQuoteView,
} from "#domain/trip-quote.ts";
import type { OperatorScope } from "#workers/accounts/operators.ts";
import { auditStatement } from "#workers/audit.ts";
import { HttpError, notFound } from "#workers/http.ts";
import { deliverSoon, outboxStatementForTrip } from "#workers/mail/outbox.ts";
import { batchUnlessStale, versionGuard } from "#workers/write-guard.ts";
import { priceTrip, type TripCatalogue, tripCatalogueOf, tripCatalogueStatements } from "./pricing.ts";
import { quoteMail } from "./quote-mail.ts";
import { BY_REFERENCE, tripViewOf, tripViewStatements } from "./quote-view.ts";

export type QuoteEdit = "lineSaved" | "lineRemoved" | "lineAdded" | "quoteSent" | "cancelled";

export type QuoteEditOutcome =
  | { kind: "done"; done: QuoteEdit }
  | { kind: "refused"; httpStatus: 409 | 422; answer: QuoteFormAnswer };

const refused = (httpStatus: 409 | 422, answer: QuoteFormAnswer): QuoteEditOutcome => ({
  kind: "refused",
  httpStatus,
  answer,
});

function fieldRefusal(problems: FieldProblems<TripQuoteProblem>, lineId?: number): QuoteEditOutcome {
  const [field = "", problem = "itemInvalid"] = problems[0] ?? [];
  return refused(422, lineId === undefined ? { problem, field } : { problem, field, lineId });
}

function conflict(problem: TripQuoteRefusal): QuoteEditOutcome {
  return refused(409, { problem });
}

interface Editing {
  scope: OperatorScope;
  trip: TripQuoteView;
  version: number;
}

/** The batch of a change: the version guard, the change, the trip's next version (and status), the audit row. */
async function write(
  { scope, trip, version }: Editing,
  change: D1PreparedStatement[],
  audit: { before: unknown; after: unknown },
  tripUpdate?: D1PreparedStatement,
): Promise<QuoteEditOutcome | null> {
  const { db } = scope;
  const nextVersion =
    tripUpdate ??
    db
      .prepare(
        `UPDATE trips SET version = version + 1, status = CASE status WHEN 'quoted' THEN 'requested' ELSE status END
         WHERE id = ?1`,
      )
      .bind(trip.id);
  const written = await batchUnlessStale(db, [
    versionGuard(db, "trips", trip.id, version),
    ...change,
    nextVersion,
    auditStatement(db, {
      actor: scope.operator,
      action: "update",
      entity: "trips",
      entityId: trip.reference,
      ...audit,
    }),
  ]);
  return written === "stale" ? conflict("stale") : null;
}

function lineOf(trip: TripQuoteView, fields: Record<string, string>): QuoteLineView | undefined {
  const id = Number(fields.line_id);
  return trip.days.flatMap((day) => day.lines).find((line) => line.id === id && !line.booking);
}

const lineAudit = (line: QuoteLineView) => ({
  id: line.id,
  day: line.dayDate,
  description: line.description,
  price_idr: line.priceIdr,
  price_usd_cents: line.priceUsdCents,
  start_time: line.startTime,
});

async function saveLine(editing: Editing, fields: Record<string, string>): Promise<QuoteEditOutcome> {
  const line = lineOf(editing.trip, fields);
  if (!line) return conflict("lineUnknown");
  const parsed = parseQuoteLine(fields);
  if (!parsed.ok) return fieldRefusal(parsed.problems, line.id);
  const edit = parsed.value;
  const { db } = editing.scope;
  const change = db
    .prepare(
      `UPDATE trip_quote_lines SET description = ?2, price_idr = ?3, price_usd_cents = ?4, start_time = ?5
       WHERE id = ?1 AND booking_id IS NULL`,
    )
    .bind(line.id, edit.description, edit.priceIdr, edit.priceUsdCents, edit.startTime);
  const after = lineAudit({ ...line, ...edit });
  return (
    (await write(editing, [change], { before: { line: lineAudit(line) }, after: { line: after } })) ?? {
      kind: "done",
      done: "lineSaved",
    }
  );
}

async function removeLine(editing: Editing, fields: Record<string, string>): Promise<QuoteEditOutcome> {
  const line = lineOf(editing.trip, fields);
  if (!line) return conflict("lineUnknown");
  const change = editing.scope.db
    .prepare("DELETE FROM trip_quote_lines WHERE id = ?1 AND booking_id IS NULL")
    .bind(line.id);
  return (
    (await write(editing, [change], { before: { line: lineAudit(line) }, after: null })) ?? {
      kind: "done",
      done: "lineRemoved",
    }
  );
}

/** The plan's item a catalogue line stands for, priced with the booking's rules for the trip's party. */
function catalogueLine(
  trip: TripQuoteView,
  added: NewQuoteLine,
  catalogue: TripCatalogue,
): { item: TripItem; description: string; priceIdr: number; priceUsdCents: number } | null {
  const { item: asked } = added;
  let item: TripItem;
  if (asked.kind === "activity") {
    const found = catalogue.packages.get(asked.packageId);
    if (!found) return null;
    item = { kind: "activity", activityId: found.activity_id, packageId: asked.packageId, startTime: added.startTime };
  } else if (asked.kind === "driver") {
    item = { kind: "driver", transportId: asked.transportId, hours: 8 };
  } else if (asked.kind === "transfer") {
    item = {
      kind: "transfer",
      transportId: asked.transportId,
      direction: transferDirection(added.dayDate, trip.arrival, trip.departure),
    };
  } else {
    return null;
  }
  if (item.kind !== "activity" && !catalogue.vehicles.has(item.transportId)) return null;
  const plan: TripPlan = {
    arrival: trip.arrival,
    departure: trip.departure,
    adults: trip.adults,
    kids: trip.kids,
    days: [{ date: added.dayDate, items: [item] }],
  };
  const [line] = priceTrip(plan, catalogue, trip.locale).days[0]?.lines ?? [];
  if (!line) return null;
  return { item, description: line.description, priceIdr: line.priceIdr, priceUsdCents: line.priceUsdCents };
}

function itemColumns(item: TripItem | null) {
  return {
    kind: item?.kind ?? "extra",
    activity: item?.kind === "activity" ? item.activityId : null,
    package: item?.kind === "activity" ? item.packageId : null,
    transport: item?.kind === "driver" || item?.kind === "transfer" ? item.transportId : null,
  };
}

async function addLine(
  editing: Editing,
  fields: Record<string, string>,
  catalogue: TripCatalogue,
): Promise<QuoteEditOutcome> {
  const { trip } = editing;
  const parsed = parseNewQuoteLine(fields);
  if (!parsed.ok) return fieldRefusal(parsed.problems);
  const added = parsed.value;
  const day = trip.days.find((stayDay) => stayDay.date === added.dayDate);
  if (!day) return refused(422, { problem: "dayInvalid", field: "day_date" });
  if (day.lines.length >= MAX_QUOTE_LINES_PER_DAY) return refused(422, { problem: "dayFull", field: "day_date" });
  let priced: ReturnType<typeof catalogueLine> = null;
  if (added.item.kind !== "extra") {
    try {
      priced = catalogueLine(trip, added, catalogue);
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      return refused(422, { problem: "itemNotOffered", field: "item", detail: error.message });
    }
    if (!priced) return refused(422, { problem: "itemNotOffered", field: "item" });
  }
  const columns = itemColumns(priced?.item ?? null);
  const prices = added.prices ?? { priceIdr: priced?.priceIdr ?? 0, priceUsdCents: priced?.priceUsdCents ?? 0 };
  const description = added.description || priced?.description || "";
  const change = editing.scope.db
    .prepare(
      `INSERT INTO trip_quote_lines (trip_id, day_date, position, item_kind, activity_id, package_id, transport_id,
         description, price_idr, price_usd_cents, start_time)
       VALUES (?1, ?2, (SELECT coalesce(max(position) + 1, 0) FROM trip_quote_lines WHERE trip_id = ?1 AND day_date = ?2),
         ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10)`,
    )
    .bind(
      trip.id,
      added.dayDate,
      columns.kind,
      columns.activity,
      columns.package,
      columns.transport,
      description,
      prices.priceIdr,
      prices.priceUsdCents,
      added.startTime,
    );
  const after = {
    line: { day: added.dayDate, kind: columns.kind, description, ...prices, start_time: added.startTime },
  };
  return (await write(editing, [change], { before: null, after })) ?? { kind: "done", done: "lineAdded" };
}

async function sendQuote(editing: Editing, fields: Record<string, string>, now: Date): Promise<QuoteEditOutcome> {
  const { trip, scope } = editing;
  const parsed = parseQuoteSending(fields, baliToday(now));
  if (!parsed.ok) return fieldRefusal(parsed.problems);
  if (!trip.days.some((day) => day.lines.length > 0)) return refused(422, { problem: "noLines" });
  const { notes, validUntil } = parsed.value;
  const { db, config } = scope;
  const quotedAt = now.toISOString();
  const sent = { ...trip, status: "quoted" as const, notes, validUntil, quotedAt };
  const mail = quoteMail(sent, config.siteOrigins[trip.locale], config.operatorEmail);
  const update = db
    .prepare(
      `UPDATE trips SET status = 'quoted', quote_notes = ?2, valid_until = ?3, quoted_at = ?4, version = version + 1
       WHERE id = ?1`,
    )
    .bind(trip.id, notes, validUntil, quotedAt);
  const audit = {
    before: { status: trip.status, quote_notes: trip.notes, valid_until: trip.validUntil },
    after: { status: "quoted", quote_notes: notes, valid_until: validUntil, total_idr: trip.totalIdr },
  };
  const problem = await write(editing, [outboxStatementForTrip(db, mail, trip.reference)], audit, update);
  if (problem) return problem;
  deliverSoon(scope.env, scope.ctx, trip.reference);
  return { kind: "done", done: "quoteSent" };
}

async function cancelTrip(editing: Editing): Promise<QuoteEditOutcome> {
  const { trip, scope } = editing;
  const update = scope.db
    .prepare("UPDATE trips SET status = 'cancelled', version = version + 1 WHERE id = ?1")
    .bind(trip.id);
  const audit = { before: { status: trip.status }, after: { status: "cancelled" } };
  return (await write(editing, [], audit, update)) ?? { kind: "done", done: "cancelled" };
}

/** The catalogue an added line names, in both languages (the trip's is known only once read). */
function catalogueReads(scope: OperatorScope, fields: Record<string, string>): D1PreparedStatement[] {
  if (fields.intent !== "addLine") return [];
  const [kind, id] = (fields.item ?? "").split(":");
  const item = kind === "package" ? { packageId: Number(id) } : { transportId: Number(id) };
  const input = { plan: { days: [{ items: [item] }] } };
  return [...tripCatalogueStatements(scope.db, "id", input), ...tripCatalogueStatements(scope.db, "en", input)];
}

/**
 * The operator's form post on a trip's page, by its `intent`. 404 for an unknown trip; a refused
 * change answers what was wrong (409 a stale version or a trip that can no longer change, 422 a field).
 */
export async function editTripQuote(
  scope: OperatorScope,
  reference: string,
  fields: Record<string, string>,
  now = new Date(),
): Promise<QuoteEditOutcome> {
  const [tripRead, linesRead, ...catalogueResults] = await scope.db.batch([
    ...tripViewStatements(scope.db, BY_REFERENCE, [reference]),
    ...catalogueReads(scope, fields),
  ]);
  const trip = tripViewOf([tripRead, linesRead]);
  if (!trip) throw notFound("Trip");
  const editing: Editing = { scope, trip, version: versionOf(fields.version) };
  if (!isQuoteEditable(quoteState(trip, baliToday(now)))) return conflict("notEditable");
  if (editing.version !== trip.version) return conflict("stale");
  switch (fields.intent) {
    case "saveLine":
      return saveLine(editing, fields);
    case "removeLine":
      return removeLine(editing, fields);
    case "addLine": {
      const ofLocale = trip.locale === "id" ? catalogueResults.slice(0, 4) : catalogueResults.slice(4, 8);
      return addLine(editing, fields, tripCatalogueOf(ofLocale));
    }
    case "sendQuote":
      return sendQuote(editing, fields, now);
    case "cancel":
      return cancelTrip(editing);
    default:
      return refused(422, { problem: "itemInvalid", field: "intent" });
  }
}
