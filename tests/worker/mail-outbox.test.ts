import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { outboxStatementForBooking } from "#workers/mail/outbox.ts";
import { bookingInsert, newReference, outboxRowsOf, testMail } from "./mail-support.ts";

describe("queueing a booking's mails", () => {
  it("writes the rows in the same batch as the booking, pending and due at once", async () => {
    const reference = newReference();
    await env.DB.batch([
      bookingInsert(reference),
      outboxStatementForBooking(env.DB, testMail(), reference),
      outboxStatementForBooking(
        env.DB,
        testMail({ kind: "booking_notification", to: "hello@balitours.example" }),
        reference,
      ),
    ]);
    const rows = await outboxRowsOf(reference);
    expect(rows.map((row) => [row.kind, row.to_address, row.status, row.attempts])).toEqual([
      ["booking_received", "made@example.com", "pending", 0],
      ["booking_notification", "hello@balitours.example", "pending", 0],
    ]);
    expect(rows[0]).toMatchObject({ reply_to: "hello@balitours.example", locale: "en", body_text: "Thank you.\n" });
    expect((rows[0]?.next_attempt_at ?? "") <= new Date().toISOString()).toBe(true);
  });

  it("writes nothing when the booking is not there", async () => {
    const reference = newReference();
    const before = await env.DB.prepare("SELECT count(*) AS n FROM mail_outbox").first<{ n: number }>();
    const [result] = await env.DB.batch([outboxStatementForBooking(env.DB, testMail(), reference)]);
    expect(result?.meta.changes).toBe(0);
    const after = await env.DB.prepare("SELECT count(*) AS n FROM mail_outbox").first<{ n: number }>();
    expect(after?.n).toBe(before?.n);
  });

  it("keeps line breaks out of the stored subject and addresses", async () => {
    const reference = newReference();
    await env.DB.batch([
      bookingInsert(reference),
      outboxStatementForBooking(
        env.DB,
        testMail({ subject: "Hi\r\nBcc: x@example.com", to: "a@example.com\r\nBcc: y@example.com" }),
        reference,
      ),
    ]);
    const [row] = await outboxRowsOf(reference);
    expect(row?.subject).toBe("Hi Bcc: x@example.com");
    expect(row?.to_address).toBe("a@example.comBcc:y@example.com");
  });
});
