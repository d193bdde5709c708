/**
 * The voucher of a confirmed booking and its calendar file, for the booking's owner (signed in),
 * for a browser holding a grant (voucher-grants.ts), or for whoever posts its reference and e-mail
 * (the lookup's rules and limits). Two D1 round trips at most: the session or the lookup's batch,
 * then the booking with its day's texts (or the new grant).
 */
import { msg } from "@lingui/core/macro";
import { encode } from "uqr";
import type { LookedUpBooking } from "#domain/booking.ts";
import { type CalendarEvent, calendarFile } from "#domain/ical.ts";
import type { Locale } from "#domain/locale.ts";
import {
  dayStartTime,
  hasVoucher,
  type NoVoucher,
  type QrDrawing,
  type Voucher,
  voucherQrPayload,
} from "#domain/voucher.ts";
import { translator } from "#workers/i18n.ts";
import type { RequestScope } from "#workers/request-scope.ts";
import { firstRow } from "#workers/sql.ts";
import { type LookupScope, lookUpBooking, withoutPrivateFields } from "./lookup.ts";
import {
  type BookingViewRow,
  bookingViewOf,
  bookingViewSql,
  type DayTextsRow,
  dayTextsOf,
  dayTextsSql,
} from "./view.ts";
import { grantedSql, newGrant } from "./voucher-grants.ts";

export type VoucherOutcome = { kind: "voucher"; voucher: Voucher } | { kind: NoVoucher };

/** The reference's QR code: medium error correction survives a creased print-out or a cracked screen. */
export function qrDrawing(reference: string): QrDrawing {
  const { data, size, version } = encode(voucherQrPayload(reference), { ecc: "M", border: 0 });
  const runs = data.flatMap((row, y) =>
    row.flatMap((dark, x) => (dark && !row[x - 1] ? [`M${x} ${y}h${runLength(row, x)}v1H${x}z`] : [])),
  );
  return { size, version, path: runs.join("") };
}

function runLength(row: boolean[], from: number): number {
  let end = from;
  while (row[end]) end += 1;
  return end - from;
}

function voucherOf(booking: LookedUpBooking, day: DayTextsRow | undefined): VoucherOutcome {
  if (!hasVoucher(booking.status)) return { kind: "notConfirmed" };
  return { kind: "voucher", voucher: { booking, ...dayTextsOf(day), qr: qrDrawing(booking.reference) } };
}

/** Who may open a voucher by GET: the signed-in account that made it, or a browser holding a grant. */
export interface VoucherAccess {
  userId: number | null;
  /** The SHA-256 of the grant the browser holds for this reference (voucher-grants.ts). */
  grantHash: string | null;
}

const OPENED = `b.reference = ?2 AND (b.user_id = ?3 OR ${grantedSql("?4", "?5")})`;

/** The voucher of `reference` for its owner or a grant's holder; notFound for anyone else, as for a reference never booked. */
export async function grantedVoucher(
  db: D1Database,
  locale: Locale,
  reference: string,
  { userId, grantHash }: VoucherAccess,
  now: Date,
): Promise<VoucherOutcome> {
  if (userId === null && grantHash === null) return { kind: "notFound" };
  const parameters = [locale, reference, userId, grantHash, now.toISOString()];
  const [views, days] = await db.batch([
    db.prepare(bookingViewSql(OPENED)).bind(...parameters),
    db.prepare(dayTextsSql(OPENED)).bind(...parameters),
  ]);
  const row = firstRow<BookingViewRow>(views);
  if (!row) return { kind: "notFound" };
  return voucherOf(withoutPrivateFields(bookingViewOf(row)), firstRow<DayTextsRow>(days));
}

/**
 * The voucher's e-mail form: the pair is looked up (and counted) as the lookup page does; a
 * confirmed booking's gives this browser a grant, stored with the lookup's answer, for the GET
 * that follows.
 */
export async function grantByLookup(
  scope: LookupScope & Pick<RequestScope, "locale">,
  reference: string,
  email: string,
  now: Date,
): Promise<{ kind: "granted"; setCookie: string } | { kind: NoVoucher }> {
  const { db, request } = scope;
  const found = await lookUpBooking(scope, { reference, email });
  if (found.kind !== "found") return { kind: found.kind };
  if (!hasVoucher(found.booking.status)) return { kind: "notConfirmed" };
  const grant = await newGrant(db, request, found.booking.reference, now);
  await db.batch(grant.statements);
  return { kind: "granted", setCookie: grant.setCookie };
}

/** The voucher of the booking with this reference and e-mail, looked up (and counted) as the lookup page does. */
export async function lookedUpVoucher(
  scope: LookupScope & Pick<RequestScope, "locale">,
  reference: string,
  email: string,
): Promise<VoucherOutcome> {
  const { db, locale } = scope;
  const found = await lookUpBooking(scope, { reference, email });
  if (found.kind !== "found") return { kind: found.kind };
  if (!hasVoucher(found.booking.status)) return { kind: "notConfirmed" };
  const day = await db
    .prepare(dayTextsSql("b.reference = ?2"))
    .bind(locale, found.booking.reference)
    .first<DayTextsRow>();
  return voucherOf(found.booking, day ?? undefined);
}

/** A booked day as its calendar event tells it: the booking's own, or one of an accepted trip's. */
export interface BookedDay {
  reference: string;
  /** Null until the operator confirms the booking. */
  confirmationId: string | null;
  date: string;
  /** The booked start time, HH:MM in Bali, if the booking has one. */
  startTime: string | null;
  /** The activity's pickup text in the tourist's language; null for a vehicle (agreed with the tourist). */
  pickupTime: string | null;
  durationHours: number | null;
  summary: string;
  location: string;
  /** More lines for the description, after the booking's reference and pickup. */
  notes?: string[];
}

/**
 * The booked day as a calendar event, its words in `locale`. The UID is the booking's reference at
 * `host` (the default site's), so the booking's own file and its trip's name the same event and a
 * calendar never holds it twice.
 */
export function bookedDayEvent(day: BookedDay, locale: Locale, host: string, whatsappNumber: string): CalendarEvent {
  const i18n = translator(locale);
  const { reference, confirmationId, pickupTime } = day;
  const phone = `+${whatsappNumber}`;
  const description = [
    confirmationId
      ? i18n._(msg`Booking ID ${confirmationId}, reference ${reference}.`)
      : i18n._(msg`Booking reference ${reference}: we confirm it with its booking ID by e-mail.`),
    pickupTime ? i18n._(msg`Pickup: ${pickupTime}.`) : i18n._(msg`Pickup time: as agreed with us by e-mail.`),
    ...(day.notes ?? []),
    i18n._(msg`Questions on the day? Call or WhatsApp us at ${phone}.`),
  ].join("\n");
  return {
    uid: `${reference}@${host}`,
    date: day.date,
    startTime: dayStartTime(day.startTime, pickupTime),
    durationMinutes: day.durationHours ? Math.round(day.durationHours * 60) : null,
    summary: day.summary,
    location: day.location,
    description,
  };
}

/** The .ics of one voucher. */
export function voucherCalendar(voucher: Voucher, locale: Locale, host: string, whatsappNumber: string, now: Date) {
  const { booking } = voucher;
  const place = voucherPlace(voucher);
  const meetingNote = place.kind === "meetingPoint" && place.text ? [meetingPointNote(locale, place.text)] : [];
  const day: BookedDay = {
    reference: booking.reference,
    // A voucher's booking is confirmed: its ID is there, the reference stands in for an old one without.
    confirmationId: booking.confirmationId ?? booking.reference,
    date: booking.visitDate,
    startTime: booking.startTime,
    pickupTime: booking.trip.pickupTime ?? voucher.pickupTime,
    durationHours: booking.durationHours,
    summary: booking.packageName ? `${booking.item.name} (${booking.packageName})` : booking.item.name,
    location: place.text,
    notes: meetingNote,
  };
  return calendarFile([bookedDayEvent(day, locale, host, whatsappNumber)], now);
}

/**
 * Where the tourist is met: the pickup address they gave, or, for a package without a pickup,
 * the activity's meeting point (empty when it has none).
 */
export function voucherPlace(voucher: Pick<Voucher, "booking" | "meetingPoint">): {
  kind: "pickup" | "meetingPoint";
  text: string;
} {
  if (voucher.booking.pickupLocation) return { kind: "pickup", text: voucher.booking.pickupLocation };
  return { kind: "meetingPoint", text: voucher.meetingPoint ?? "" };
}

function meetingPointNote(locale: Locale, meetingPoint: string): string {
  return translator(locale)._(msg`Meeting point: ${meetingPoint}. No pickup is included.`);
}
