/**
 * What the confirmation step promises for the chosen date and start time: the cancellation terms
 * that apply to them, and a warning when the start is sooner than we promise to confirm. The same
 * pure functions decide what the server charges and what the inbox flags (domain/).
 */
import { useLingui } from "@lingui/react/macro";
import { termsWhenBooked } from "#domain/cancellation.ts";
import { SHORT_NOTICE_WARNING, termsWhenBookedMessage } from "#domain/cancellation-terms-messages.ts";
import { startsBeforeConfirmationPromise } from "#domain/confirmation-promise.ts";
import type { Locale } from "#domain/locale.ts";
import * as styles from "./booking.css.ts";
import type { BookingSubject } from "./subject.ts";

export interface ChosenStart {
  visitDate: string;
  /** The chosen start time, else the item's; null starts at the day's beginning, as the server counts it. */
  startTime: string | null;
  freeCancellationHours: number | null;
}

/** The start a form's date and time choose: the chosen start time, else the item's own. */
export function chosenStart(
  form: { date: string; startTime: string },
  subject: Pick<BookingSubject, "startTime" | "freeCancellationHours">,
): ChosenStart {
  return {
    visitDate: form.date,
    startTime: form.startTime || subject.startTime,
    freeCancellationHours: subject.freeCancellationHours,
  };
}

export function ChosenDateTerms({ chosen, locale, now }: { chosen: ChosenStart; locale: Locale; now: Date }) {
  const { i18n } = useLingui();
  return (
    <span data-testid="confirm-cancellation">
      {i18n._(termsWhenBookedMessage(locale, termsWhenBooked(chosen, now)))}
    </span>
  );
}

export function ShortNoticeWarning({ chosen, now }: { chosen: ChosenStart; now: Date }) {
  const { i18n } = useLingui();
  if (!startsBeforeConfirmationPromise(chosen, now)) return null;
  return (
    <p className={styles.warningBar} role="note" data-testid="short-notice">
      {i18n._(SHORT_NOTICE_WARNING)}
    </p>
  );
}
