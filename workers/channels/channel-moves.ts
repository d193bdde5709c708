/**
 * A channel moves its hold or booking in place (OCTO's booking update, decision 0090): another
 * departure, package, product or units. One D1 batch writes the new departure and units over the
 * old ones, so the old seats are released by the same UPDATE that takes the new ones, and then asks
 * the seat and closed-date guards every booking passes (holdGuards) with no seats of their own: the
 * moved booking never competes with itself, and of a move and a booking racing for the last seats
 * exactly one gets them. A confirmed booking's row moves with it (the inbox and the manifest read
 * it), guarded by its version as the back office's change is, with its audit row and, when the
 * price changed, the channel's payment or refund of the difference.
 */
import { baliToday } from "#domain/bali-time.ts";
import { auditStatement } from "#workers/audit.ts";
import { holdGuards, refusedHold } from "#workers/availability/availability.ts";
import type { ItemRow } from "#workers/booking/bookings.ts";
import type { PricedOrder } from "#workers/booking/order.ts";
import { pendingReminderDropped } from "#workers/mail/outbox.ts";
import { firstRow } from "#workers/sql.ts";
import { isStaleWrite, versionGuard } from "#workers/write-guard.ts";
import {
  type ChannelBookingRow,
  HoldRefused,
  type NewHold,
  NOW_SQL,
  netOfRetail,
  SELECT_BOOKING,
  type StoredUnitItem,
} from "./channel-holds.ts";

/** Where a hold or booking moves to: the departure, item and order a new hold would name. */
export interface Move
  extends Pick<
    NewHold,
    "channel" | "item" | "packageId" | "date" | "startTime" | "availabilityId" | "order" | "unitItems" | "now"
  > {
  row: ChannelBookingRow;
  /** A confirmed booking's item and order as its booking row is written (bookedOrder); null for a hold. */
  booked: { item: ItemRow; order: PricedOrder } | null;
}

/** Another channel or the back office changed the booking between the read and the move. */
export class MoveRaced extends Error {
  constructor() {
    super("the booking changed meanwhile");
  }
}

/**
 * Moves the hold or booking in one guarded batch and answers its row after it. Throws HoldRefused
 * when the new departure is closed or lacks the seats, MoveRaced when the booking row changed
 * meanwhile; either way nothing was written.
 */
export async function moveHeld(db: D1Database, move: Move): Promise<ChannelBookingRow | null> {
  const { row, item } = move;
  const guarded = { kind: item.kind, itemId: item.itemId, date: move.date, startTime: move.startTime, seats: 0 };
  const statements = [
    ...(move.booked ? bookingRowStatements(db, move) : []),
    channelRowStatement(db, move),
    // After the UPDATEs the moved seats count where they now are: the guard adds none of its own.
    ...holdGuards(db, guarded),
    db.prepare(`${SELECT_BOOKING} WHERE cb.uuid = ?1`).bind(row.uuid),
  ];
  try {
    const results = await db.batch(statements);
    return firstRow<ChannelBookingRow>(results.at(-1)) ?? null;
  } catch (error) {
    if (isStaleWrite(error)) throw new MoveRaced();
    const refused = refusedHold(error);
    if (refused) throw new HoldRefused(refused);
    throw error;
  }
}

/** The channel's row: a hold only while it has not expired, a booking only while it stands. */
function channelRowStatement(db: D1Database, move: Move): D1PreparedStatement {
  const { row, item, order } = move;
  const standing = row.status === "ON_HOLD" ? `status = 'ON_HOLD' AND expires_at > ${NOW_SQL}` : "status = 'CONFIRMED'";
  return db
    .prepare(
      `UPDATE channel_bookings SET activity_id = ?2, transport_id = ?3, package_id = ?4, visit_date = ?5,
         start_time = ?6, availability_id = ?7, seats = ?8, unit_items = ?9, retail_idr = ?10, net_idr = ?11,
         updated_at = ?12
       WHERE uuid = ?1 AND ${standing}`,
    )
    .bind(
      row.uuid,
      item.kind === "activity" ? item.itemId : null,
      item.kind === "transport" ? item.itemId : null,
      move.packageId,
      move.date,
      move.startTime,
      move.availabilityId,
      order.party.seats,
      JSON.stringify(move.unitItems),
      order.totalIdr,
      netOfRetail(order.totalIdr, move.channel.commissionPercent),
      move.now.toISOString(),
    );
}

/** What the operator's audit keeps of a move: the departure, the units and the price on each side. */
function auditSide(date: string, startTime: string | null, units: readonly StoredUnitItem[], totalIdr: number) {
  return { date, start_time: startTime ?? "", units: units.map((unit) => unit.unitId).join(", "), total_idr: totalIdr };
}

/**
 * A confirmed booking's row follows the move: guarded by its version, a new start reminded of again
 * (decision 0068), an audit row, and the difference in price paid or refunded by the channel, so the
 * booking stays paid by the channel as confirm left it.
 */
function bookingRowStatements(db: D1Database, move: Move): D1PreparedStatement[] {
  const { row, booked, channel } = move;
  if (!booked || row.booking_id === null || row.booking_version === null) throw new MoveRaced();
  const { order } = booked;
  const bookingId = row.booking_id;
  const oldTotal = row.booking_total_idr ?? row.retail_idr;
  const difference = order.totalIdr - oldTotal;
  const startMoves = row.visit_date !== move.date || row.start_time !== move.startTime;
  const actor = { id: null, name: channel.name, email: "" };
  return [
    versionGuard(db, "bookings", bookingId, row.booking_version),
    db
      .prepare(
        `UPDATE bookings SET activity_id = ?2, transport_id = ?3, package_id = ?4, visit_date = ?5, start_time = ?6,
           seats = ?7, adults = ?8, kids = ?9, vehicles = ?10, people = ?11, order_data = ?12, total_idr = ?13,
           total_usd_cents = ?14, version = version + 1,
           reminded_at = CASE WHEN visit_date = ?5 AND start_time IS ?6 THEN reminded_at END
         WHERE id = ?1 AND status = 'confirmed'`,
      )
      .bind(
        bookingId,
        move.item.kind === "activity" ? move.item.itemId : null,
        move.item.kind === "transport" ? move.item.itemId : null,
        order.packageId,
        move.date,
        move.startTime,
        order.party.seats,
        order.party.adults,
        order.party.kids,
        order.party.vehicles,
        // A vehicle's riders are not in the channel's units: the vehicles' seats are what was sold.
        order.party.vehicles > 0 ? order.party.passengerSeats : 0,
        JSON.stringify(order.lines),
        order.totalIdr,
        order.totalUsdCents,
      ),
    ...(startMoves ? [pendingReminderDropped(db, bookingId)] : []),
    auditStatement(db, {
      actor,
      action: "update",
      entity: "bookings",
      entityId: row.booking_reference ?? row.uuid,
      before: auditSide(row.visit_date, row.start_time, JSON.parse(row.unit_items) as StoredUnitItem[], oldTotal),
      after: auditSide(move.date, move.startTime, move.unitItems, order.totalIdr),
    }),
    ...(difference === 0 ? [] : [settlementStatement(db, move, bookingId, difference)]),
  ];
}

/** The channel pays the rise in price, or is refunded the fall, on the day of the move. */
function settlementStatement(db: D1Database, move: Move, bookingId: number, difference: number) {
  const { channel } = move;
  const net = netOfRetail(move.order.totalIdr, channel.commissionPercent);
  const note =
    difference > 0
      ? `Paid by ${channel.name} after a change; net IDR ${net}`
      : `Refunded to ${channel.name} after a change; net IDR ${net}`;
  const amount = Math.abs(difference);
  return db
    .prepare(
      `INSERT INTO booking_payments (booking_id, kind, method, currency, amount_minor, amount_idr, paid_on,
         actor_name, actor_email, note)
       VALUES (?1, ?2, 'bank_transfer', 'IDR', ?3, ?3, ?4, ?5, '', ?6)`,
    )
    .bind(bookingId, difference > 0 ? "payment" : "refund", amount, baliToday(move.now), channel.name, note);
}
