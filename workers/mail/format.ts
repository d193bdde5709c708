/**
 * How every mail writes a day, a time and a guest's name, whatever it is about (a booking, a
 * trip, its quote). The amounts go through domain/format.ts's `money`.
 */
import type { I18n, MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { localTitle } from "#domain/booking-rules.ts";
import { formatDate } from "#domain/format.ts";
import { isLocale, type Locale } from "#domain/locale.ts";
import { translate } from "#workers/i18n.ts";
import type { Fact } from "./document.ts";

const WEEKDAYS: MessageDescriptor[] = [
  msg`Sunday`,
  msg`Monday`,
  msg`Tuesday`,
  msg`Wednesday`,
  msg`Thursday`,
  msg`Friday`,
  msg`Saturday`,
];

/** "Saturday, 14 Mar 2026" in `locale`, from "YYYY-MM-DD…". */
export function visitDay(locale: Locale, isoDate: string): string {
  const weekday = WEEKDAYS[new Date(`${isoDate.slice(0, 10)}T00:00:00Z`).getUTCDay()];
  return weekday ? `${translate(locale, weekday)}, ${formatDate(locale, isoDate)}` : formatDate(locale, isoDate);
}

/** "08:00:00" and "08:00" both read as 08:00. */
export function clockTime(time: string): string {
  return /^\d{2}:\d{2}/.test(time) ? time.slice(0, 5) : time;
}

/** The language of a mail that `i18n` writes. */
export const mailLocale = (i18n: I18n): Locale => (isLocale(i18n.locale) ? i18n.locale : "id");

/** The tourist's name as a mail in `locale` writes it: their title, if they chose one, in that language. */
export function fullName(guest: { firstName: string; lastName: string }, locale: Locale): string {
  return localTitle(locale, `${guest.firstName} ${guest.lastName}`);
}

export function withoutMissing(facts: (Fact | null)[]): Fact[] {
  return facts.filter((fact): fact is Fact => fact !== null);
}
