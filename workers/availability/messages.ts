import { msg } from "@lingui/core/macro";
import type { AvailabilityProblem } from "#domain/availability.ts";
import type { Locale } from "#domain/locale.ts";
import { startedMessage } from "#workers/booking/messages.ts";
import { translate } from "#workers/i18n.ts";

/**
 * Why a date or start time cannot be booked, in the page's language. `noticeHours` is the item's
 * notice; with none, a day that is too late is one whose start has passed, said as it was said
 * before availability existed.
 */
export function availabilityMessage(locale: Locale, refused: AvailabilityProblem, noticeHours: number): string {
  switch (refused.problem) {
    case "startTimeRequired":
      return translate(locale, msg`Please choose a start time.`);
    case "startTimeUnknown":
      return translate(locale, msg`Please choose one of the start times offered.`);
    case "closed":
      return closedMessage(locale);
    case "tooLate":
      return tooLateMessage(locale, noticeHours, refused.startTime);
    case "startTimeTooLate":
      return startTimeTooLateMessage(locale, noticeHours, refused.startTime);
    case "full":
      return translate(locale, msg`This date is fully booked. Please choose another date.`);
    case "tooMany": {
      const { remaining } = refused;
      return translate(
        locale,
        msg`Places left on this date: ${remaining}. Please choose fewer persons or another date.`,
      );
    }
  }
}

function tooLateMessage(locale: Locale, noticeHours: number, startTime: string | null): string {
  if (noticeHours > 0) {
    return translate(
      locale,
      msg`This date must be booked at least ${noticeHours} hours before the start (Bali time). Please choose another date.`,
    );
  }
  return startedMessage(locale, startTime ?? "");
}

/** A start time past its notice: another start time of the day may still be open, so both are offered. */
function startTimeTooLateMessage(locale: Locale, noticeHours: number, startTime: string): string {
  if (noticeHours > 0) {
    return translate(
      locale,
      msg`The ${startTime} start must be booked at least ${noticeHours} hours before it (Bali time). Please choose another start time or date.`,
    );
  }
  return translate(
    locale,
    msg`The ${startTime} start has passed (Bali time). Please choose another start time or date.`,
  );
}

/** The answer to the loser of a race for the last places: its batch's guard found them taken. */
export function overbookedMessage(locale: Locale): string {
  return translate(
    locale,
    msg`The last places on this date have just been taken. Please choose fewer persons or another date.`,
  );
}

/** The date is closed for the item: by its rule, or closed while the request was on its way. */
export function closedMessage(locale: Locale): string {
  return translate(locale, msg`This date is not available. Please choose another date.`);
}
