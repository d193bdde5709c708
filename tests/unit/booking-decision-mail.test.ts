import { describe, expect, it } from "vitest";
import { confirmationMail, declineMail } from "#workers/booking/decision-mail.ts";
import type { BookingForMail } from "#workers/booking/request-mail.ts";

const OPERATOR = "hello@balitours.example";

function booking(overrides: Partial<BookingForMail> = {}): BookingForMail {
  return {
    reference: "BT-7KX4-M9PQ",
    locale: "en",
    currency: "USD",
    kind: "activity",
    item: {
      name: "Mount Batur Sunrise Trek",
      code: "ACT-012",
      pageUrl: "http://en.localhost:8787/activity/trekking/mount-batur-sunrise-trek",
    },
    visitDate: "2026-12-05",
    startTime: "02:00:00",
    durationHours: 8,
    freeCancellationHours: 24,
    vehicles: 0,
    people: 0,
    lines: [{ productId: 1, name: "Adult", quantity: 2, unitMinor: 4500, amountMinor: 9000 }],
    totalMinor: 9000,
    totalIdr: 1_350_000,
    firstName: "Mr. Made",
    lastName: "Wirawan",
    email: "made@example.com",
    phoneNumber: "+61 400 123 456",
    country: "Australia",
    specialRequest: "",
    pickupLocation: "Alaya Resort, Ubud",
    trip: { direction: null, flightNumber: null, flightTime: null, pickupTime: null },
    paymentMethod: "cash",
    siteOrigin: "http://en.localhost:8787",
    ...overrides,
  };
}

describe("the confirmation e-mail", () => {
  it("goes to the tourist with the booking ID, date, pickup, payment and the lookup link", () => {
    const mail = confirmationMail(booking(), "BK-261205-7KX4", "", OPERATOR);
    expect(mail).toMatchObject({ kind: "booking_confirmed", to: "made@example.com", replyTo: OPERATOR, locale: "en" });
    expect(mail.subject).toBe(
      "Your booking is confirmed: Mount Batur Sunrise Trek on Saturday, 05 Dec 2026 (booking ID BK-261205-7KX4)",
    );
    for (const body of [mail.text, mail.html]) {
      expect(body).toContain("BK-261205-7KX4");
      expect(body).toContain("BT-7KX4-M9PQ");
      expect(body).toContain("Saturday, 05 Dec 2026");
      expect(body).toContain("Alaya Resort, Ubud");
      expect(body).toContain("Cash");
      expect(body).toContain("US$ 90");
    }
    expect(mail.text).toContain("your booking is confirmed");
    expect(mail.text).toContain("nothing has been charged");
    expect(mail.text).toContain("You pay in cash on the day of your trip, to your driver, in Indonesian rupiah.");
    expect(mail.text).toContain("See your booking: http://en.localhost:8787/booking?reference=BT-7KX4-M9PQ");
    expect(mail.text).not.toContain("A note from us");
  });

  it("tells each payment method how to pay later", () => {
    expect(confirmationMail(booking({ paymentMethod: "bank_transfer" }), "X1", "", OPERATOR).text).toContain(
      "we send you our bank details",
    );
    expect(confirmationMail(booking({ paymentMethod: "paypal" }), "X1", "", OPERATOR).text).toContain(
      "PayPal payment request",
    );
    expect(confirmationMail(booking({ paymentMethod: "credit_card" }), "X1", "", OPERATOR).text).toContain(
      "card payment",
    );
  });

  it("carries the operator's note, escaped in HTML", () => {
    const mail = confirmationMail(booking(), "BK-1", "Wayan picks you up at 02:00 <sharp> & waits.", OPERATOR);
    expect(mail.text).toContain("A NOTE FROM US\n\nWayan picks you up at 02:00 <sharp> & waits.");
    expect(mail.html).toContain("Wayan picks you up at 02:00 &lt;sharp&gt; &amp; waits.");
    expect(mail.html).not.toContain("<sharp>");
  });

  it("is written in Indonesian for a booking made on the Indonesian site", () => {
    const mail = confirmationMail(
      booking({
        locale: "id",
        currency: "IDR",
        lines: [],
        totalMinor: 900_000,
        totalIdr: 900_000,
        siteOrigin: "http://localhost:8787",
      }),
      "BK-261205-7KX4",
      "",
      OPERATOR,
    );
    expect(mail.subject).toBe(
      "Pemesanan Anda terkonfirmasi: Mount Batur Sunrise Trek pada Sabtu, 05 Des 2026 (ID pemesanan BK-261205-7KX4)",
    );
    expect(mail.html).toContain('<html lang="id">');
    expect(mail.text).toContain("Kabar baik: pemesanan Anda sudah terkonfirmasi!");
    expect(mail.text).toContain("Rp 900.000");
    expect(mail.text).toContain("Lihat pemesanan Anda: http://localhost:8787/booking?reference=BT-7KX4-M9PQ");
    expect(mail.text.replace(/https?:\/\/\S+/g, "")).not.toMatch(/\b(the|your|booking)\b/i);
  });
});

describe("the decline e-mail", () => {
  it("is polite, gives the reason, says nothing was charged and links to the lookup page", () => {
    const mail = declineMail(booking(), "The trek is closed on that day for a ceremony.", OPERATOR);
    expect(mail).toMatchObject({ kind: "booking_declined", to: "made@example.com", replyTo: OPERATOR });
    expect(mail.subject).toBe("Your booking request BT-7KX4-M9PQ: Mount Batur Sunrise Trek cannot be confirmed");
    expect(mail.text).toContain("We are very sorry, but we cannot confirm it.");
    expect(mail.text).toContain("The trek is closed on that day for a ceremony.");
    expect(mail.text).toContain("Nothing has been charged");
    expect(mail.text).toContain("http://en.localhost:8787/booking?reference=BT-7KX4-M9PQ");
  });

  it("is written in Indonesian on the Indonesian site", () => {
    const mail = declineMail(booking({ locale: "id", siteOrigin: "http://localhost:8787" }), "Penuh.", OPERATOR);
    expect(mail.subject).toBe(
      "Permintaan pemesanan BT-7KX4-M9PQ: Mount Batur Sunrise Trek tidak dapat kami konfirmasi",
    );
    expect(mail.text).toContain("Mohon maaf, permintaan ini tidak dapat kami konfirmasi.");
    expect(mail.text).toContain("Tidak ada biaya yang ditagih");
  });
});
