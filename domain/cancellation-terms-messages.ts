/**
 * The cancellation terms of a booking's date and start time in words, the same on the form's
 * confirmation step, the booking page and in the mails (domain/cancellation.ts computes them).
 * The deadline is on Bali's clock and says so: a tourist's phone may still be on another zone.
 */
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { baliClock } from "./bali-time.ts";
import { CONFIRMATION_HOURS } from "./business.ts";
import type { TermsWhenBooked } from "./cancellation.ts";
import type { Locale } from "./locale.ts";

export function termsWhenBookedMessage(locale: Locale, terms: TermsWhenBooked): MessageDescriptor {
  switch (terms.kind) {
    case "freeUntil": {
      const deadline = baliClock(locale, terms.freeUntil);
      return msg`Free cancellation until ${deadline} (Bali time, Asia/Makassar, UTC+8).`;
    }
    case "insideFreeWindow": {
      const percent = terms.percent;
      return msg`Not free: booked inside the free-cancellation window; cancelling a confirmed booking costs ${percent} % of the total.`;
    }
    case "noFreeCancellation": {
      const percent = terms.percent;
      return msg`No free cancellation: cancelling a confirmed booking costs ${percent} % of the total.`;
    }
  }
}

/** Said before a request is sent whose start is sooner than the operator's confirmation promise. */
export const SHORT_NOTICE_WARNING = msg`The operator may not be able to confirm before your start: we confirm most requests within ${CONFIRMATION_HOURS} hours, and this one starts sooner. Nothing is booked until we confirm by e-mail.`;
