import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { type BookingForMail, bookingRequestMails } from "#workers/booking/request-mail.ts";
import { buildEml, encodeHeaderWords, quotedPrintable } from "#workers/mail/eml.ts";
import { deliverSoon, outboxStatementForBooking } from "#workers/mail/outbox.ts";
import { bookingInsert, newReference, sinkMessagesTo } from "./mail-support.ts";

function decodeQuotedPrintable(encoded: string): string {
  const joined = encoded.replace(/=\r\n/g, "");
  const bytes: number[] = [];
  for (let index = 0; index < joined.length; index += 1) {
    if (joined[index] === "=") {
      bytes.push(Number.parseInt(joined.slice(index + 1, index + 3), 16));
      index += 2;
    } else {
      bytes.push(joined.charCodeAt(index));
    }
  }
  return new TextDecoder("utf-8", { fatal: true }).decode(new Uint8Array(bytes));
}

function decodeHeaderWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, "?==?")
    .replace(/=\?UTF-8\?B\?([^?]*)\?=/g, (_, b64: string) =>
      new TextDecoder().decode(Uint8Array.from(atob(b64), (c) => c.charCodeAt(0))),
    );
}

interface ParsedEml {
  headers: Map<string, string>;
  parts: { headers: string; body: string }[];
}

function parseEml(eml: string): ParsedEml {
  const [rawHeaders, body] = splitOnce(eml, "\r\n\r\n");
  const headers = new Map<string, string>();
  // Unfolding (RFC 5322 2.2.3): a line break before a space or tab continues the header above.
  for (const line of rawHeaders.replace(/\r\n(?=[ \t])/g, "").split("\r\n")) {
    const colon = line.indexOf(":");
    headers.set(line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim());
  }
  const boundary = headers.get("content-type")?.match(/boundary="([^"]+)"/)?.[1] ?? "";
  const sections = body.split(`--${boundary}`);
  const parts = sections.slice(1, -1).map((section) => {
    const [partHeaders = "", partBody = ""] = splitOnce(section.replace(/^\r\n/, ""), "\r\n\r\n");
    return { headers: partHeaders, body: partBody.replace(/\r\n$/, "") };
  });
  expect(sections.at(-1)).toBe("--\r\n");
  return { headers, parts };
}

function splitOnce(value: string, separator: string): [string, string] {
  const at = value.indexOf(separator);
  return at < 0 ? [value, ""] : [value.slice(0, at), value.slice(at + separator.length)];
}

function indonesianBooking(reference: string, email: string): BookingForMail {
  return {
    reference,
    locale: "id",
    currency: "IDR",
    kind: "activity",
    item: {
      name: "Sunset di Pura Tanah Lot – tur sore",
      code: "ACT-031",
      pageUrl: "http://localhost:8787/activity/tur/tanah-lot",
    },
    visitDate: "2026-12-24",
    startTime: "15:00",
    durationHours: 5,
    freeCancellationHours: 24,
    vehicles: 0,
    people: 0,
    lines: [{ productId: 1, name: "Dewasa", quantity: 2, unitMinor: 350_000, amountMinor: 700_000 }],
    totalMinor: 700_000,
    totalIdr: 700_000,
    firstName: "Ibu <b>Ni Luh</b>",
    lastName: "Ayu & Putu",
    email,
    phoneNumber: "+62 812 3456 7890",
    country: "Indonesia",
    specialRequest: "Tolong jemput di lobi.\r\nBcc: spam@example.com",
    pickupLocation: 'Hotel "Segara", Seminyak <script>x()</script>',
    trip: { direction: null, flightNumber: null, flightTime: null, pickupTime: null },
    paymentMethod: "cash",
    siteOrigin: "http://localhost:8787",
  };
}

describe("the .eml a local run writes", () => {
  it("is a well-formed UTF-8 multipart/alternative message with both parts and escaped HTML", async () => {
    const reference = newReference();
    const email = `ayu-${reference}@example.com`.toLowerCase();
    const booking = indonesianBooking(reference, email);
    const [tourist] = bookingRequestMails(booking, "hello@balitours.example");
    await env.DB.batch([
      bookingInsert(reference),
      ...bookingRequestMails(booking, "hello@balitours.example").map((mail) =>
        outboxStatementForBooking(env.DB, mail, reference),
      ),
    ]);
    const ctx = createExecutionContext();
    deliverSoon(env, ctx, reference);
    await waitOnExecutionContext(ctx);

    const [eml] = await sinkMessagesTo(email);
    if (!eml || !tourist) throw new Error("no message reached the sink");

    expect(eml.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
    for (const line of eml.split("\r\n")) expect(line.length).toBeLessThanOrEqual(78);

    const { headers, parts } = parseEml(eml);
    expect(headers.get("from")).toBe('"Bali Tours" <bookings@balitours.example>');
    expect(headers.get("to")).toBe(email);
    expect(headers.get("reply-to")).toBe("hello@balitours.example");
    expect(headers.get("mime-version")).toBe("1.0");
    expect(headers.get("message-id")).toMatch(/^<outbox-\d+@balitours\.example>$/);
    expect(headers.get("date")).toMatch(/^[A-Z][a-z]{2}, \d{2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2}:\d{2} \+0000$/);
    expect(headers.get("content-type")).toMatch(/^multipart\/alternative; boundary="=_bali_[0-9a-f]{32}"$/);
    expect(headers.has("bcc")).toBe(false);
    expect(headers.get("subject")).toMatch(/^=\?UTF-8\?B\?/);
    expect(decodeHeaderWords(headers.get("subject") ?? "")).toBe(tourist.subject);
    expect(tourist.subject).toContain("Pura Tanah Lot – tur sore");

    expect(parts).toHaveLength(2);
    const [text, html] = parts;
    expect(text?.headers).toBe(
      "Content-Type: text/plain; charset=UTF-8\r\nContent-Transfer-Encoding: quoted-printable",
    );
    expect(html?.headers).toBe("Content-Type: text/html; charset=UTF-8\r\nContent-Transfer-Encoding: quoted-printable");
    const decodedText = decodeQuotedPrintable(text?.body ?? "");
    const decodedHtml = decodeQuotedPrintable(html?.body ?? "");
    expect(decodedText).toBe(tourist.text.replace(/\r?\n/g, "\r\n"));
    expect(decodedHtml).toBe(tourist.html.replace(/\r?\n/g, "\r\n"));
    expect(decodedText).toContain("- Dewasa: 2 × Rp 350.000 = Rp 700.000");
    expect(decodedText).toContain("Kamis, 24 Des 2026");
    expect(decodedText).toContain("Ibu <b>Ni Luh</b> Ayu & Putu");
    expect(decodedHtml).toContain("Ibu &lt;b&gt;Ni Luh&lt;/b&gt; Ayu &amp; Putu");
    expect(decodedHtml).toContain("Hotel &quot;Segara&quot;, Seminyak &lt;script&gt;x()&lt;/script&gt;");
    expect(decodedHtml).not.toContain("<script>");
  });
});

describe("the .eml writer", () => {
  it("splits a long non-ASCII subject into encoded words without cutting a character", () => {
    const subject = "Permintaan pemesanan baru BT-1: Pendakian matahari terbit — Gunung Batur ☀️ dengan sarapan";
    const encoded = encodeHeaderWords(subject);
    expect(
      encoded.split("\r\n ").every((word) => /^=\?UTF-8\?B\?[A-Za-z0-9+/=]+\?=$/.test(word) && word.length <= 75),
    ).toBe(true);
    expect(decodeHeaderWords(encoded)).toBe(subject);
    expect(encodeHeaderWords("Short ASCII subject")).toBe("Short ASCII subject");
  });

  it("keeps line breaks out of the headers", () => {
    const eml = buildEml({
      from: { name: "Bali Tours", email: "bookings@balitours.example" },
      to: "made@example.com\r\nBcc: spam@example.com",
      replyTo: null,
      subject: "Hello\r\nBcc: spam@example.com",
      text: "Hi",
      html: "<p>Hi</p>",
      messageId: "outbox-1@balitours.example",
      date: new Date("2026-12-01T08:00:00Z"),
    });
    const headerBlock = eml.slice(0, eml.indexOf("\r\n\r\n"));
    expect(headerBlock).not.toMatch(/^Bcc:/im);
    expect(headerBlock).toContain("Date: Tue, 01 Dec 2026 08:00:00 +0000");
    expect(headerBlock).not.toContain("Reply-To");
  });

  it("writes quoted-printable lines of at most 76 characters that decode back to the text", () => {
    const text = `${"Sarapan dengan pemandangan Gunung Agung — ".repeat(5)}=\n  trailing space \nakhir`;
    const encoded = quotedPrintable(text);
    for (const line of encoded.split("\r\n")) expect(line.length).toBeLessThanOrEqual(76);
    expect(encoded).not.toMatch(/ \r\n/);
    expect(decodeQuotedPrintable(encoded)).toBe(text.replace(/\n/g, "\r\n"));
  });
});
