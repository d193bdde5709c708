/**
 * One daily budget of mails that anyone can make us send to an address by typing it: the
 * "request received" mails of bookings and trips, the e-mail verification links and the newsletter's
 * confirmation mails. Counted per
 * mailbox (`mailboxOf`) and per Bali day, inside the write that queues the mail, so a stranger
 * cannot use any mix of the three to flood someone's inbox (decision 0037).
 */
export const RECEIVED_MAILS_PER_DAY = 5;

/** The outbox kinds that count against the budget. */
export const BUDGETED_MAIL_KINDS = [
  "booking_received",
  "trip_received",
  "email_verification",
  "newsletter_confirmation",
] as const;
