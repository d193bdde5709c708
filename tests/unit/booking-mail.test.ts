import { describe, expect, it } from "vitest";
import { type BookingForMail, bookingRequestMails } from "#workers/booking/request-mail.ts";
import { escapeHtml, headerAddress, headerText } from "#workers/mail/document.ts";

const OPERATOR = "hello@balitours.example";

function booking(overrides: Partial<BookingForMail> = {}): BookingForMail {
  return {
    reference: "BT-7K3Q9M",
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
    lines: [
      { productId: 1, name: "Adult", quantity: 2, unitMinor: 4500, amountMinor: 9000 },
      { productId: 2, name: "Child", quantity: 1, unitMinor: 3050, amountMinor: 3050 },
    ],
    totalMinor: 12050,
    totalIdr: 1_800_000,
    firstName: "Mr. Made",
    lastName: "Wirawan",
    email: "made@example.com",
    phoneNumber: "+61 400 123 456",
    country: "Australia",
    specialRequest: "Vegetarian breakfast, please.",
    pickupLocation: "Alaya Resort, Ubud",
    trip: { direction: null, flightNumber: null, flightTime: null, pickupTime: null },
    paymentMethod: "cash",
    siteOrigin: "http://en.localhost:8787",
    ...overrides,
  };
}

function mailsOf(overrides: Partial<BookingForMail> = {}) {
  const [tourist, operator] = bookingRequestMails(booking(overrides), OPERATOR);
  if (!tourist || !operator) throw new Error("expected two mails");
  return { tourist, operator };
}

describe("the tourist's 'request received' mail", () => {
  it("starts with our own greeting and gives the name only later, labelled", () => {
    const { text, html } = mailsOf({ firstName: "Mr. URGENT: your card payment failed", lastName: "x" }).tourist;
    expect(text.startsWith("Hello,\n")).toBe(true);
    expect(text).toMatch(/\nName: +Mr\. URGENT: your card payment failed x\n/);
    expect(html.indexOf("URGENT")).toBeGreaterThan(html.indexOf("Thank you for booking"));
  });

  it("goes to the tourist in English on the English site, replies going to the operator", () => {
    const { tourist } = mailsOf();
    expect(tourist).toMatchObject({
      kind: "booking_received",
      to: "made@example.com",
      replyTo: OPERATOR,
      locale: "en",
      subject: "We received your booking request BT-7K3Q9M: Mount Batur Sunrise Trek",
    });
  });

  it("sums up the request with the price lines and the total in the booking's currency", () => {
    const { text, html } = mailsOf().tourist;
    for (const body of [text, html]) {
      expect(body).toContain("BT-7K3Q9M");
      expect(body).toContain("Mr. Made Wirawan");
      expect(body).toContain("Mount Batur Sunrise Trek");
      expect(body).toContain("ACT-012");
      expect(body).toContain("Saturday, 05 Dec 2026");
      expect(body).toContain("02:00");
      expect(body).toContain("8 hours");
      expect(body).toContain("Alaya Resort, Ubud");
      expect(body).toContain("Vegetarian breakfast, please.");
      expect(body).toContain("US$ 120.50");
    }
    expect(text).toContain("- Adult: 2 × US$ 45 = US$ 90");
    expect(text).toContain("- Child: 1 × US$ 30.50 = US$ 30.50");
    expect(text).toContain("Total: US$ 120.50");
    expect(text).toMatch(
      /Activity: +Mount Batur Sunrise Trek\n +http:\/\/en\.localhost:8787\/activity\/trekking\/mount-batur-sunrise-trek\n/,
    );
    expect(html).toContain('href="http://en.localhost:8787/activity/trekking/mount-batur-sunrise-trek"');
  });

  it("says it is a request, reconfirmed by e-mail mostly within 48 hours with a booking ID", () => {
    const { text } = mailsOf().tourist;
    expect(text).toContain("not yet a confirmed booking");
    expect(text).toContain("mostly within 48 hours");
    expect(text).toContain("booking ID");
  });

  it("states the pay-later terms: rupiah only in cash, the 3% card surcharge", () => {
    const { text } = mailsOf().tourist;
    expect(text).toContain("nothing is charged now");
    expect(text).toContain("You chose cash");
    expect(text).toContain("we cannot accept cash in US dollars");
    expect(text).toContain("3% surcharge");
    expect(text).toContain("Payment terms: http://en.localhost:8787/term");
  });

  it("explains the method the tourist chose", () => {
    expect(mailsOf({ paymentMethod: "paypal" }).tourist.text).toContain("You chose PayPal");
    expect(mailsOf({ paymentMethod: "bank_transfer" }).tourist.text).toContain("our bank details by e-mail");
    expect(mailsOf({ paymentMethod: "credit_card" }).tourist.text).toContain("You chose credit card");
  });

  it("states the cancellation terms, with the free period when the activity has one", () => {
    const withFreePeriod = mailsOf().tourist.text;
    expect(withFreePeriod).toContain("free of charge until 24 hours before the start");
    expect(withFreePeriod).toContain("up to 50% of the total");
    expect(withFreePeriod).toContain("100% of the total");
    expect(withFreePeriod).toContain("Cancellation policy: http://en.localhost:8787/cancelation");
    const without = mailsOf({ freeCancellationHours: null }).tourist.text;
    expect(without).not.toContain("free of charge");
    expect(without).toContain("within two days of your trip");
  });

  it("tells how to reach the operator", () => {
    expect(mailsOf().tourist.text).toContain(`write to ${OPERATOR} and mention your reference BT-7K3Q9M`);
  });

  it("links to the lookup page with the reference filled in, never the e-mail address", () => {
    const { text, html } = mailsOf().tourist;
    expect(text).toContain("See the status of your booking: http://en.localhost:8787/booking?reference=BT-7K3Q9M");
    expect(html).toContain('href="http://en.localhost:8787/booking?reference=BT-7K3Q9M"');
    expect(text).not.toMatch(/booking\?[^\s]*made%40example/);
  });

  it("leaves out what the booking does not have", () => {
    const { text } = mailsOf({
      item: { name: "Car with driver", code: null, pageUrl: "http://en.localhost:8787/transport/3" },
      kind: "transport",
      startTime: null,
      durationHours: null,
      specialRequest: "  ",
    }).tourist;
    expect(text).toContain("Vehicle:");
    expect(text).not.toContain("Product ID");
    expect(text).not.toContain("Start time");
    expect(text).not.toContain("Duration");
    expect(text).not.toContain("Special request");
    expect(text).toContain("the vehicle's page");
  });

  it("says 'hour' for one hour and 'hours' otherwise, with a decimal comma", () => {
    expect(mailsOf({ durationHours: 1 }).tourist.text).toMatch(/\nDuration: +1 hour\n/);
    expect(mailsOf({ durationHours: 1.5 }).tourist.text).toMatch(/\nDuration: +1,5 hours\n/);
    expect(mailsOf({ durationHours: 1, locale: "id" }).tourist.text).toMatch(/\nDurasi: +1 jam\n/);
  });

  it("names the weekday of the visit in the tourist's language", () => {
    const weekdays = (locale: "en" | "id") =>
      ["06", "07", "08", "09", "10", "11", "12"].map(
        (day) =>
          /\n(?:Date|Tanggal): +(\p{L}+),/u.exec(mailsOf({ locale, visitDate: `2026-12-${day}` }).tourist.text)?.[1],
      );
    expect(weekdays("en")).toEqual(["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"]);
    expect(weekdays("id")).toEqual(["Minggu", "Senin", "Selasa", "Rabu", "Kamis", "Jumat", "Sabtu"]);
  });

  it("is written in Indonesian with rupiah on the Indonesian site", () => {
    const { tourist } = mailsOf({
      locale: "id",
      currency: "IDR",
      siteOrigin: "http://localhost:8787",
      lines: [{ productId: 1, name: "Dewasa", quantity: 2, unitMinor: 450_000, amountMinor: 900_000 }],
      totalMinor: 900_000,
      totalIdr: 900_000,
      durationHours: 1.5,
      paymentMethod: "bank_transfer",
    });
    expect(tourist.locale).toBe("id");
    expect(tourist.subject).toBe("Permintaan pemesanan BT-7K3Q9M sudah kami terima: Mount Batur Sunrise Trek");
    expect(tourist.html).toContain('<html lang="id">');
    const { text } = tourist;
    expect(text.startsWith("Halo,\n")).toBe(true);
    expect(text).toMatch(/\nNama: +Bapak Made Wirawan\n/);
    expect(text).toContain("Sabtu, 05 Des 2026");
    expect(text).toContain("1,5 jam");
    expect(text).toContain("- Dewasa: 2 × Rp 450.000 = Rp 900.000");
    expect(text).toContain("Total: Rp 900.000");
    expect(text).toContain("belum pemesanan yang terkonfirmasi");
    expect(text).toContain("biasanya dalam 48 jam");
    expect(text).toContain("ID pemesanan");
    expect(text).toContain("Anda memilih transfer bank");
    expect(text).toContain("hanya dalam rupiah");
    expect(text).toContain("biaya tambahan 3%");
    expect(text).toContain("tanpa biaya hingga 24 jam sebelum waktu mulai");
    expect(text).toContain("dikenakan 100% dari total");
    expect(text).toContain(`tulis ke ${OPERATOR}`);
    expect(text).toContain("Kebijakan pembatalan: http://localhost:8787/cancelation");
    expect(text).toContain("Lihat status pemesanan Anda: http://localhost:8787/booking?reference=BT-7K3Q9M");
    // The wording is Indonesian; the site's paths (/booking) are not wording.
    expect(text.replace(/https?:\/\/\S+/g, "")).not.toMatch(/\b(the|your|booking)\b/i);
  });
});

describe("the operator's notification", () => {
  it("goes to the operator in Indonesian, replies going to the tourist", () => {
    const { operator } = mailsOf();
    expect(operator).toMatchObject({
      kind: "booking_notification",
      to: OPERATOR,
      replyTo: "made@example.com",
      locale: "id",
      subject: "Permintaan pemesanan baru BT-7K3Q9M: Mount Batur Sunrise Trek, 05 Des 2026 (Bapak Made Wirawan)",
    });
    expect(operator.html).toContain('<html lang="id">');
  });

  it("links straight to the request's page in the back office", () => {
    const { text, html } = mailsOf().operator;
    expect(text).toContain("http://en.localhost:8787/admin/bookings/BT-7K3Q9M");
    expect(html).toContain('href="http://en.localhost:8787/admin/bookings/BT-7K3Q9M"');
  });

  it("carries every detail the tourist sent, values as given", () => {
    const { text, html } = mailsOf({ specialRequest: "Vegetarian breakfast.\nTwo child seats." }).operator;
    for (const body of [text, html]) {
      for (const value of [
        "BT-7K3Q9M",
        "Mount Batur Sunrise Trek",
        "ACT-012",
        "Sabtu, 05 Des 2026",
        "02:00",
        "8 jam",
        "hingga 24 jam sebelumnya",
        "Bapak Made Wirawan",
        "made@example.com",
        "+61 400 123 456",
        "Australia",
        "Alaya Resort, Ubud",
        "Tunai (Cash)",
        "Inggris",
        "USD",
        "US$ 120,50",
        "http://en.localhost:8787/activity/trekking/mount-batur-sunrise-trek",
      ]) {
        expect(body).toContain(value);
      }
    }
    expect(text).toContain("Vegetarian breakfast.\n");
    expect(text).toContain("Two child seats.");
    expect(html).toContain("Vegetarian breakfast.<br>Two child seats.");
    expect(text).toContain("- Adult: 2 × US$ 45 = US$ 90");
  });

  it("says when there is no special request", () => {
    expect(mailsOf({ specialRequest: "" }).operator.text).toMatch(/Permintaan khusus:\s+\(tidak ada\)/);
  });
});

describe("the guest's title", () => {
  it("is the site's word in each mail, and none is added when the guest chose none", () => {
    const titled = mailsOf();
    expect(titled.tourist.text).toContain("Mr. Made Wirawan");
    expect(titled.operator.text).toContain("Bapak Made Wirawan");
    const untitled = mailsOf({ firstName: "Anna", lastName: "Berg" });
    for (const mail of [untitled.tourist, untitled.operator]) {
      expect(mail.text).toContain("Anna Berg");
      expect(mail.text).not.toMatch(/(Mr\.|Mrs\.|Ms\.|Bapak|Ibu|Nona) Anna/);
    }
  });
});

describe("what the tourist typed", () => {
  const hostile = {
    firstName: 'Mr. <script>alert("x")</script>',
    lastName: "O'Brien & <b>Sons</b>",
    pickupLocation: '<img src=x onerror="steal()">',
    specialRequest: "</td></tr></table><a href='https://evil.example'>click</a>",
    phoneNumber: "+62 <i>812</i>",
    country: "Australia<svg onload=x>",
  } satisfies Partial<BookingForMail>;

  it("is escaped in the HTML of both mails and kept readable in the text", () => {
    const { tourist, operator } = mailsOf(hostile);
    for (const { html } of [tourist, operator]) {
      expect(html).not.toMatch(/<script|<img|<b>|<i>|<svg|<a href='https:\/\/evil/);
      expect(html).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;");
      expect(html).toContain("O&#39;Brien &amp; &lt;b&gt;Sons&lt;/b&gt;");
      expect(html).toContain("&lt;img src=x onerror=&quot;steal()&quot;&gt;");
    }
    expect(operator.html).toContain("&lt;/td&gt;&lt;/tr&gt;&lt;/table&gt;");
    expect(operator.html).toContain("+62 &lt;i&gt;812&lt;/i&gt;");
    expect(operator.text).toContain("O'Brien & <b>Sons</b>");
  });

  it("cannot add header lines through a subject or an address", () => {
    const { tourist, operator } = mailsOf({
      firstName: "Mr. Made\r\nBcc: everyone@example.com",
      email: "made@example.com\r\nBcc: spam@example.com",
      item: { name: "Trek\nX-Injected: yes", code: null, pageUrl: "http://en.localhost:8787/activity/a/b" },
    });
    for (const mail of [tourist, operator]) {
      expect(mail.subject).not.toMatch(/[\r\n]/);
      expect(mail.to).not.toMatch(/[\r\n\s]/);
      expect(mail.replyTo).not.toMatch(/[\r\n\s]/);
    }
    expect(operator.subject).toContain("Bapak Made Bcc: everyone@example.com");
    expect(tourist.to).toBe("made@example.comBcc:spam@example.com");
  });

  it("never becomes a link unless it is an http(s) address", () => {
    const { operator } = mailsOf({
      item: { name: "Trek", code: null, pageUrl: "javascript:alert(1)" },
    });
    expect(operator.html).not.toContain('href="javascript:');
  });
});

describe("header and HTML helpers", () => {
  it("escape the five HTML characters", () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe("&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;");
  });

  it("turn control characters into spaces in header text and drop them from addresses", () => {
    expect(headerText("a\r\n\tb\u2028c  d")).toBe("a b c d");
    expect(headerAddress(" made@example.com,\r\nother@example.com ")).toBe("made@example.comother@example.com");
  });
});

describe("a vehicle's booking in the mails (issue 43, item 5)", () => {
  it("says the vehicles and the people riding in them apart, to the tourist and to the operator", () => {
    const { tourist, operator } = mailsOf({ vehicles: 1, people: 4 });
    expect(tourist.text).toMatch(/\nParticipants: +1 vehicle, 4 people\n/);
    expect(operator.text).toContain("1 kendaraan, 4 orang");
    const indonesian = mailsOf({ vehicles: 2, people: 9, locale: "id", currency: "IDR" }).tourist;
    expect(indonesian.text).toContain("2 kendaraan, 9 orang");
  });

  it("says nothing of vehicles for a booking of persons", () => {
    expect(mailsOf().tourist.text).not.toContain("vehicle");
  });
});
