/**
 * One daily budget of mails that anyone can make us send to an address by typing it: the
 * "request received" mails of bookings and trips, the e-mail verification links, the newsletter's
 * confirmation mails and the password reset links. Counted per
 * mailbox (`mailboxOf`) and per Bali day, inside the write that queues the mail, so a stranger
 * cannot use any mix of them to flood someone's inbox (decision 0037).
 */
export const RECEIVED_MAILS_PER_DAY = 5;

/** The outbox kinds that count against the budget. */
export const BUDGETED_MAIL_KINDS = [
  "booking_received",
  "trip_received",
  "email_verification",
  "newsletter_confirmation",
  "password_reset",
] as const;
