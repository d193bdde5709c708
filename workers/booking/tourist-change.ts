/**
 * The tourist changes their own booking from the lookup page (issue 38, item 4): another date or
 * start time, or fewer or more people, within the change window (domain/booking-change.ts), by the
 * operator's change (booking-change.ts): the same preview, prices, guarded batch, audit and mail.
 * Only those fields are taken from the tourist; a change outside the window is refused with how to
 * reach the operator.
 */
import { msg } from "@lingui/core/macro";
import { formatBaliMoment } from "#domain/bali-time.ts";
import { changeWindowCloses, type TouristChangeTerms, touristChangeWindow } from "#domain/booking-change.ts";
import { HttpError } from "#workers/http.ts";
import { translate } from "#workers/i18n.ts";
import type { RequestScope } from "#workers/request-scope.ts";
import {
  type ChangeableBooking,
  type ChangeOutcome,
  changeableBooking,
  noLongerStands,
  previewOrSave,
  stillStands,
  type TouristRules,
} from "./booking-change.ts";
import { refusal } from "./input.ts";
import { entryChoices } from "./operator-entry.ts";

/** The window of `booking` at `now`: open until a moment, or closed and why. */
function windowOf(booking: ChangeableBooking, now: Date): { open: boolean; until: Date | null } {
  const until = changeWindowCloses(booking.view);
  return { open: until !== null && now.getTime() < until.getTime(), until };
}

/** What the lookup page's change form offers for the booking `reference`, or why it offers none. */
export async function touristChangeTerms(
  db: D1Database,
  reference: string,
  now = new Date(),
): Promise<TouristChangeTerms> {
  const booking = await changeableBooking(db, reference);
  const window = touristChangeWindow({ ...booking.view, status: booking.row.status }, now);
  if (window.kind === "closed") return window;
  const choices = await entryChoices(db, booking.row.locale, `${booking.kind}-${booking.itemId}`);
  const offered = choices.chosen?.packages.find((option) => option.id === booking.row.package_id);
  const quantity = (id: number) => booking.lines.find((line) => line.product_id === id)?.quantity ?? 0;
  return {
    kind: "open",
    until: window.until,
    startTimes: choices.chosen?.startTimes ?? [],
    products: (offered?.products ?? []).map((product) => ({
      id: product.id,
      name: product.name,
      quantity: quantity(product.id),
    })),
    people: booking.kind === "transport" ? booking.row.people : null,
  };
}

/** What a tourist may change: the date, the start time and the party; the step and its checks. */
function touristFields(fields: Readonly<Record<string, string | undefined>>): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const [name, value] of Object.entries(fields)) {
    const allowed = ["date", "start_time", "people", "confirm", "version", "total"].includes(name);
    if (value !== undefined && (allowed || /^quantity_\d+$/.test(name))) kept[name] = value;
  }
  return kept;
}

function windowRefusal(scope: RequestScope, until: Date | null): HttpError {
  const { locale } = scope;
  const email = scope.config.operatorEmail;
  const closed = until ? formatBaliMoment(locale, until.toISOString()) : "";
  const message = until
    ? translate(
        locale,
        msg`Changes online are possible until ${closed}. Please write to us at ${email} with your reference, and we will help you.`,
      )
    : translate(
        locale,
        msg`This activity cannot be changed online. Please write to us at ${email} with your reference, and we will help you.`,
      );
  return new HttpError(409, message, { date: [message] });
}

/**
 * The tourist's change of the booking `reference` (already looked up with its e-mail): the preview,
 * or with `confirm=yes` the save. 409 outside the window or when the booking no longer stands, 422 per
 * field in the site's language; the new start must itself be inside a change window.
 */
export async function changeAsTourist(
  scope: RequestScope,
  reference: string,
  fields: Readonly<Record<string, string | undefined>>,
  userId: number | null,
  now = new Date(),
): Promise<ChangeOutcome> {
  const booking = await changeableBooking(scope.db, reference);
  if (!stillStands(booking)) throw noLongerStands(scope.locale);
  const { open, until } = windowOf(booking, now);
  if (!open) throw windowRefusal(scope, until);
  const { row } = booking;
  const actor = { id: userId, name: `${row.first_name} ${row.last_name}`.trim(), email: row.email };
  const checkStart: TouristRules["checkStart"] = ({ entry, startTime }) => {
    const closes = changeWindowCloses({ ...booking.view, visitDate: entry.date, startTime });
    if (!closes || now.getTime() >= closes.getTime()) {
      const message = msg`Please choose a later date: a start this soon cannot be chosen in a change online.`;
      throw refusal("date", translate(scope.locale, message));
    }
  };
  return previewOrSave(scope, booking, touristFields(fields), actor, now, { checkStart });
}
