import { env } from "cloudflare:workers";
import { siteConfig } from "#workers/config.ts";
import type { OutboxMail } from "#workers/mail/outbox.ts";

/** The fake sink (tests/support/fake-providers.ts, MAIL_SINK_REFUSES) answers 503 for such addresses. */
export const SINK_REFUSES = "sink-refuses";

/** The .eml files the worker POSTed to the fake sink (MAIL_SINK_URL in vitest.config.ts) for `address`. */
export async function sinkMessagesTo(address: string): Promise<string[]> {
  const response = await fetch(`${siteConfig(env).mail.sinkUrl}?to=${encodeURIComponent(address)}`);
  return ((await response.json()) as { messages: string[] }).messages;
}

let nextReference = 1;

/** A unique reference per call, so tests in one file never see each other's bookings. */
export function newReference(): string {
  return `BT-TEST${String(nextReference++).padStart(4, "0")}${Math.random().toString(36).slice(2, 6).toUpperCase()}`;
}

/** The statement that inserts a booking request for the first seeded activity, as the booking endpoint would. */
export function bookingInsert(reference: string): D1PreparedStatement {
  return env.DB.prepare(
    `INSERT INTO bookings (reference, activity_id, locale, currency, visit_date, first_name, last_name, email,
       phone_number, country, pickup_location, payment_method, order_data, total_idr, total_usd_cents)
     SELECT ?1, min(id), 'en', 'USD', '2026-12-05', 'Mr. Made', 'Wirawan', 'made@example.com', '+61 400 123 456',
       'Australia', 'Alaya Resort, Ubud', 'cash', '[]', 900000, 9000 FROM activities`,
  ).bind(reference);
}

export function testMail(overrides: Partial<OutboxMail> = {}): OutboxMail {
  return {
    kind: "booking_received",
    to: "made@example.com",
    replyTo: "hello@balitours.example",
    locale: "en",
    subject: "We received your booking request",
    text: "Thank you.\n",
    html: "<p>Thank you.</p>",
    ...overrides,
  };
}

export interface OutboxRow {
  id: number;
  kind: string;
  to_address: string;
  reply_to: string | null;
  locale: string;
  subject: string;
  body_text: string;
  body_html: string;
  status: "pending" | "sent" | "failed";
  attempts: number;
  next_attempt_at: string;
  last_attempt_at: string | null;
  last_error: string | null;
  sent_at: string | null;
}

export async function outboxRowsOf(reference: string): Promise<OutboxRow[]> {
  const { results } = await env.DB.prepare(
    `SELECT mail_outbox.* FROM mail_outbox JOIN bookings ON bookings.id = mail_outbox.booking_id
     WHERE bookings.reference = ? ORDER BY mail_outbox.id`,
  )
    .bind(reference)
    .all<OutboxRow>();
  return results;
}
