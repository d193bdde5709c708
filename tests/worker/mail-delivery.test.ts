import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env, exports } from "cloudflare:workers";
import { afterEach, describe, expect, it, vi } from "vitest";
import { deliverSoon, outboxStatementForBooking } from "#workers/mail/outbox.ts";
import { deliverPending, LEASE_MS, MAX_ATTEMPTS } from "#workers/mail/sender.ts";
import {
  emailServiceTransport,
  type MailTransport,
  type OutgoingMail,
  SEND_TIMEOUT_MS,
  sinkTransport,
} from "#workers/mail/transport.ts";
import { bookingInsert, newReference, outboxRowsOf, SINK_REFUSES, sinkMessagesTo, testMail } from "./mail-support.ts";

const T0 = new Date("2026-12-01T08:00:00.000Z");
const minutes = (count: number) => new Date(T0.getTime() + count * 60_000);
const seconds = (count: number) => new Date(T0.getTime() + count * 1000);

/**
 * A send that never comes back while its test runs, as if the worker had been killed mid-send; it
 * gives up when the test ends, so no promise outlives its test file's runtime.
 */
let endCrashedSends = () => {};
function crashedSend(): Promise<void> {
  return new Promise((_, reject) => {
    const previous = endCrashedSends;
    endCrashedSends = () => {
      previous();
      reject(new Error("the crashed worker's send"));
    };
  });
}

afterEach(() => {
  vi.restoreAllMocks();
  endCrashedSends();
  endCrashedSends = () => {};
});

/** A booking with `count` pending messages, each to its own address. */
async function bookingWithMail(count = 2): Promise<{ reference: string; recipients: string[] }> {
  const reference = newReference();
  const recipients = Array.from({ length: count }, (_, index) =>
    `guest-${index}-${reference}@example.com`.toLowerCase(),
  );
  await env.DB.batch([
    bookingInsert(reference),
    ...recipients.map((to) => outboxStatementForBooking(env.DB, testMail({ to, subject: `For ${to}` }), reference)),
  ]);
  return { reference, recipients };
}

function recordingTransport(): MailTransport & { sent: OutgoingMail[] } {
  const sent: OutgoingMail[] = [];
  return {
    sent,
    async send(mail) {
      sent.push(mail);
    },
  };
}

function failingTransport(
  failures = Number.POSITIVE_INFINITY,
): MailTransport & { tries: number; sent: OutgoingMail[] } {
  const transport = {
    tries: 0,
    sent: [] as OutgoingMail[],
    async send(mail: OutgoingMail) {
      transport.tries += 1;
      if (transport.tries <= failures) throw new Error(`Mail service unavailable (try ${transport.tries})`);
      transport.sent.push(mail);
    },
  };
  return transport;
}

function silenceLogs() {
  return {
    warn: vi.spyOn(console, "warn").mockImplementation(() => {}),
    error: vi.spyOn(console, "error").mockImplementation(() => {}),
  };
}

describe("delivering the outbox", () => {
  it("sends each due message through the transport and marks it sent", async () => {
    const { reference, recipients } = await bookingWithMail(2);
    const transport = recordingTransport();
    const report = await deliverPending(env.DB, transport, { clock: () => T0, limit: 10, reference });
    expect(report).toEqual({ sent: 2, retrying: 0, failed: 0 });
    expect(transport.sent.map((mail) => mail.to)).toEqual(recipients);
    expect(transport.sent[0]).toMatchObject({
      replyTo: "hello@balitours.example",
      subject: `For ${recipients[0]}`,
      text: "Thank you.\n",
      html: "<p>Thank you.</p>",
    });
    const rows = await outboxRowsOf(reference);
    expect(rows.map((row) => [row.status, row.attempts, row.sent_at, row.last_error])).toEqual([
      ["sent", 1, T0.toISOString(), null],
      ["sent", 1, T0.toISOString(), null],
    ]);
    expect(await deliverPending(env.DB, transport, { clock: () => minutes(60), limit: 10, reference })).toEqual({
      sent: 0,
      retrying: 0,
      failed: 0,
    });
  });

  it("keeps a message the transport throws on, retries it with a growing wait and marks it failed after the last try", async () => {
    const logs = silenceLogs();
    const { reference } = await bookingWithMail(1);
    const transport = failingTransport();
    let now = T0;
    const waits: number[] = [];
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt += 1) {
      const report = await deliverPending(env.DB, transport, { clock: () => now, limit: 10, reference });
      const [row] = await outboxRowsOf(reference);
      expect(row?.attempts).toBe(attempt);
      expect(row?.last_error).toBe(`Error: Mail service unavailable (try ${attempt})`);
      if (attempt === MAX_ATTEMPTS) {
        expect(report).toEqual({ sent: 0, retrying: 0, failed: 1 });
        expect(row?.status).toBe("failed");
        break;
      }
      expect(report).toEqual({ sent: 0, retrying: 1, failed: 0 });
      expect(row?.status).toBe("pending");
      const next = new Date(row?.next_attempt_at ?? "");
      waits.push((next.getTime() - now.getTime()) / 60_000);
      // Not due a moment before its time: nothing is sent early.
      const early = await deliverPending(env.DB, transport, {
        clock: () => new Date(next.getTime() - 1),
        limit: 10,
        reference,
      });
      expect(early.retrying).toBe(0);
      now = next;
    }
    expect(waits).toEqual([1, 5, 15, 60, 180, 360, 720]);
    expect(transport.tries).toBe(MAX_ATTEMPTS);
    expect(logs.error).toHaveBeenCalledOnce();
    // The booking and the message are still there, for a person to look at.
    const booking = await env.DB.prepare("SELECT status FROM bookings WHERE reference = ?").bind(reference).first();
    expect(booking).toEqual({ status: "requested" });
    expect(await outboxRowsOf(reference)).toHaveLength(1);
    // A failed message is not tried again.
    await deliverPending(env.DB, transport, { clock: () => minutes(60 * 24 * 30), limit: 10, reference });
    expect(transport.tries).toBe(MAX_ATTEMPTS);
  });

  it("sends a message once when the transport fails twice and then works", async () => {
    silenceLogs();
    const { reference } = await bookingWithMail(1);
    const transport = failingTransport(2);
    for (const at of [0, 1, 6, 21, 81]) {
      await deliverPending(env.DB, transport, { clock: () => minutes(at), limit: 10, reference });
    }
    expect(transport.tries).toBe(3);
    expect(transport.sent).toHaveLength(1);
    const [row] = await outboxRowsOf(reference);
    expect(row).toMatchObject({ status: "sent", attempts: 3, last_error: null, sent_at: minutes(6).toISOString() });
  });

  it("sends each message once when two senders run at the same time", async () => {
    const { reference, recipients } = await bookingWithMail(6);
    const sent: number[] = [];
    const slowTransport: MailTransport = {
      async send(mail) {
        await new Promise((resolve) => setTimeout(resolve, 5));
        sent.push(mail.outboxId);
      },
    };
    const reports = await Promise.all([
      deliverPending(env.DB, slowTransport, { clock: () => T0, limit: 4, reference }),
      deliverPending(env.DB, slowTransport, { clock: () => T0, limit: 4, reference }),
    ]);
    expect(reports[0].sent + reports[1].sent).toBe(recipients.length);
    expect(new Set(sent).size).toBe(recipients.length);
    expect(sent).toHaveLength(recipients.length);
    expect((await outboxRowsOf(reference)).every((row) => row.status === "sent" && row.attempts === 1)).toBe(true);
  });

  it("gives a message whose sender hung to another sender after the lease, and ignores the late outcome", async () => {
    silenceLogs();
    const { reference } = await bookingWithMail(1);
    let giveUp: (error: Error) => void = () => {};
    const hangingTransport: MailTransport = {
      send: () => new Promise((_, reject) => (giveUp = reject)),
    };
    const hung = deliverPending(env.DB, hangingTransport, { clock: () => T0, limit: 10, reference });
    await vi.waitFor(async () => expect((await outboxRowsOf(reference))[0]?.attempts).toBe(1));
    const transport = recordingTransport();
    await deliverPending(env.DB, transport, { clock: () => seconds(20), limit: 10, reference });
    expect(transport.sent).toHaveLength(0);
    await deliverPending(env.DB, transport, { clock: () => seconds(31), limit: 10, reference });
    expect(transport.sent).toHaveLength(1);
    giveUp(new Error("timed out"));
    await hung;
    const [row] = await outboxRowsOf(reference);
    expect(row).toMatchObject({ status: "sent", attempts: 2, last_error: null });
  });

  it("after a crash between a send and its settle, sends the unsettled message again after the short lease and no settled one", async () => {
    const { reference, recipients } = await bookingWithMail(2);
    const [tourist, operator] = recipients;
    // The worker is killed while the operator's mail is out: the sink has it, the settle never comes.
    const delivered: OutgoingMail[] = [];
    const crashingTransport: MailTransport = {
      async send(mail) {
        delivered.push(mail);
        if (mail.to === operator) await crashedSend();
      },
    };
    void deliverPending(env.DB, crashingTransport, { clock: () => T0, limit: 10, reference }).catch(() => undefined);
    await vi.waitFor(async () => expect((await outboxRowsOf(reference))[1]?.attempts).toBe(1));
    expect((await outboxRowsOf(reference)).map((row) => row.status)).toEqual(["sent", "pending"]);

    const transport = recordingTransport();
    await deliverPending(env.DB, transport, { clock: () => seconds(20), limit: 10, reference });
    expect(transport.sent).toHaveLength(0);
    // Not ten minutes: the lease is the transport's timeout and the settle.
    expect(LEASE_MS).toBeLessThanOrEqual(SEND_TIMEOUT_MS + 10_000);
    await deliverPending(env.DB, transport, { clock: () => seconds(31), limit: 10, reference });
    expect(transport.sent.map((mail) => mail.to)).toEqual([operator]);
    // The same Message-ID as the first try (it derives from the row), so the receiver can drop the copy.
    expect(transport.sent[0]?.outboxId).toBe(delivered[1]?.outboxId);
    expect(delivered.filter((mail) => mail.to === tourist)).toHaveLength(1);
    const rows = await outboxRowsOf(reference);
    expect(rows.map((row) => [row.status, row.attempts])).toEqual([
      ["sent", 1],
      ["sent", 2],
    ]);
  });

  it("does not hold back the messages a crashed sender had not reached yet", async () => {
    const { reference, recipients } = await bookingWithMail(2);
    const crashingTransport: MailTransport = { send: crashedSend };
    void deliverPending(env.DB, crashingTransport, { clock: () => T0, limit: 10, reference }).catch(() => undefined);
    await vi.waitFor(async () => expect((await outboxRowsOf(reference))[0]?.attempts).toBe(1));
    const transport = recordingTransport();
    await deliverPending(env.DB, transport, { clock: () => seconds(1), limit: 10, reference });
    expect(transport.sent.map((mail) => mail.to)).toEqual([recipients[1]]);
    expect((await outboxRowsOf(reference)).map((row) => [row.status, row.attempts])).toEqual([
      ["pending", 1],
      ["sent", 1],
    ]);
  });

  it("takes the oldest due messages first and at most `limit` per run", async () => {
    const { reference } = await bookingWithMail(3);
    const transport = recordingTransport();
    await deliverPending(env.DB, transport, { clock: () => T0, limit: 2, reference });
    expect(transport.sent).toHaveLength(2);
    const rows = await outboxRowsOf(reference);
    expect(rows.map((row) => row.status)).toEqual(["sent", "sent", "pending"]);
  });
});

describe("transports", () => {
  it("hand the message to Cloudflare Email Service through the send_email binding", async () => {
    const transport = emailServiceTransport(env.EMAIL, { name: "Bali Tours", email: "bookings@balitours.example" });
    await expect(
      transport.send({
        outboxId: 1,
        to: "made@example.com",
        replyTo: "hello@balitours.example",
        subject: "Permintaan pemesanan sudah kami terima",
        text: "Terima kasih.",
        html: "<p>Terima kasih.</p>",
      }),
    ).resolves.toBeUndefined();
  });

  it("give up on a send that outlasts their timeout, so the sender settles it within its lease", async () => {
    const sender = { name: "Bali Tours", email: "bookings@balitours.example" };
    const mail = { outboxId: 1, to: "made@example.com", replyTo: null, subject: "Hi", text: "Hi", html: "<p>Hi</p>" };
    const hangingFetch: typeof fetch = (_input, init) =>
      new Promise((_, reject) => init?.signal?.addEventListener("abort", () => reject(init.signal?.reason)));
    await expect(
      sinkTransport("http://sink.test/", sender, { fetcher: hangingFetch, timeoutMs: 50 }).send(mail),
    ).rejects.toThrow();
    const hangingBinding = { send: () => crashedSend() } as unknown as SendEmail;
    await expect(emailServiceTransport(hangingBinding, sender, 50).send(mail)).rejects.toThrow(/did not answer/);
    expect(SEND_TIMEOUT_MS).toBeLessThan(LEASE_MS);
  });

  it("deliverSoon sends the booking's mail to the configured sink after the response", async () => {
    const { reference, recipients } = await bookingWithMail(2);
    const ctx = createExecutionContext();
    deliverSoon(env, ctx, reference);
    await waitOnExecutionContext(ctx);
    for (const to of recipients) {
      const [eml, ...more] = await sinkMessagesTo(to);
      expect(more).toHaveLength(0);
      expect(eml).toContain(`To: ${to}\r\n`);
      expect(eml).toContain('From: "Bali Tours" <bookings@balitours.example>\r\n');
    }
    expect((await outboxRowsOf(reference)).map((row) => row.status)).toEqual(["sent", "sent"]);
  });

  it("keep the message pending when the sink refuses it", async () => {
    const logs = silenceLogs();
    const reference = newReference();
    const to = `${SINK_REFUSES}-${reference}@example.com`.toLowerCase();
    await env.DB.batch([bookingInsert(reference), outboxStatementForBooking(env.DB, testMail({ to }), reference)]);
    const ctx = createExecutionContext();
    deliverSoon(env, ctx, reference);
    await waitOnExecutionContext(ctx);
    const [row] = await outboxRowsOf(reference);
    expect(row).toMatchObject({ status: "pending", attempts: 1, last_error: "Error: Mail sink answered 503" });
    expect(logs.warn).toHaveBeenCalledOnce();
  });
});

describe("the cron trigger", () => {
  it("runs the production worker's scheduled handler, which sends what is due", async () => {
    const { reference, recipients } = await bookingWithMail(1);
    const worker = exports as unknown as { default: { scheduled(options: { cron: string }): Promise<unknown> } };
    await worker.default.scheduled({ cron: "*/5 * * * *" });
    const [to] = recipients;
    expect(await sinkMessagesTo(to ?? "")).toHaveLength(1);
    expect((await outboxRowsOf(reference))[0]?.status).toBe("sent");
  });

  it("drops rate-limit counters whose window has ended and keeps the current ones", async () => {
    const nowSeconds = Math.floor(Date.now() / 1000);
    await env.DB.batch([
      env.DB.prepare("INSERT INTO rate_limits (key, window_start, hits) VALUES (?, ?, 3)").bind(
        "test:spent",
        nowSeconds - 2 * 60 * 60,
      ),
      env.DB.prepare("INSERT INTO rate_limits (key, window_start, hits) VALUES (?, ?, 3)").bind(
        "test:current",
        nowSeconds - 10 * 60,
      ),
    ]);
    const worker = exports as unknown as { default: { scheduled(options: { cron: string }): Promise<unknown> } };
    await worker.default.scheduled({ cron: "*/5 * * * *" });
    const left = await env.DB.prepare("SELECT key FROM rate_limits WHERE key LIKE 'test:%'").all<{ key: string }>();
    expect(left.results.map((row) => row.key)).toEqual(["test:current"]);
  });
});
