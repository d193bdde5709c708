/**
 * The two e-mails a booking request causes: the tourist's "request received" in the tourist's
 * language, and the operator's notification in Indonesian with every detail the tourist sent.
 * Pure: the caller queues them with outboxStatementForBooking (workers/mail/outbox.ts).
 */

import { minorToAmount, type PaymentMethod, type PriceLine } from "#domain/booking-rules.ts";
import { SITE_NAME } from "#domain/business.ts";
import { type Currency, formatAmount, formatDate } from "#domain/format.ts";
import type { Locale } from "#domain/locale.ts";
import {
  type Fact,
  headerAddress,
  headerText,
  type MailBlock,
  renderHtml,
  renderText,
} from "#workers/mail/document.ts";
import type { OutboxMail } from "#workers/mail/outbox.ts";

export interface BookingForMail {
  reference: string;
  locale: Locale;
  currency: Currency;
  kind: "activity" | "transport";
  /** pageUrl: the absolute URL of the activity's or vehicle's page on the tourist's site. */
  item: { name: string; code: string | null; pageUrl: string };
  /** YYYY-MM-DD */
  visitDate: string;
  startTime: string | null;
  durationHours: number | null;
  freeCancellationHours: number | null;
  lines: PriceLine[];
  totalMinor: number;
  /** With the title prefixed, e.g. "Mr. Made". */
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
  country: string;
  specialRequest: string;
  pickupLocation: string;
  paymentMethod: PaymentMethod;
  /** e.g. "http://en.localhost:8787", for links to the site's pages. */
  siteOrigin: string;
}

export function bookingRequestMails(booking: BookingForMail, operatorEmail: string): OutboxMail[] {
  return [touristMail(booking, operatorEmail), operatorMail(booking, operatorEmail)];
}

/* ---------- wording ---------- */

const WEEKDAYS: Record<Locale, string[]> = {
  id: ["Minggu", "Senin", "Selasa", "Rabu", "Kamis", "Jumat", "Sabtu"],
  en: ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"],
};

export const PAYMENT_NAMES: Record<Locale, Record<PaymentMethod, string>> = {
  id: { cash: "Tunai", paypal: "PayPal", credit_card: "Kartu kredit", bank_transfer: "Transfer bank" },
  en: { cash: "Cash", paypal: "PayPal", credit_card: "Credit card", bank_transfer: "Bank transfer" },
};

export const KIND_NAMES: Record<Locale, Record<BookingForMail["kind"], string>> = {
  id: { activity: "Aktivitas", transport: "Kendaraan" },
  en: { activity: "Activity", transport: "Vehicle" },
};

export interface Copy {
  subject: (reference: string, itemName: string) => string;
  /** Our own words: a mail never starts with text the sender typed. */
  greeting: string;
  thanks: string;
  reference: (reference: string) => string;
  requestHeading: string;
  labels: {
    name: string;
    productId: string;
    date: string;
    startTime: string;
    duration: string;
    pickup: string;
    payment: string;
    specialRequest: string;
    total: string;
  };
  hours: (hours: number) => string;
  nextHeading: string;
  next: string;
  lookupLink: string;
  paymentHeading: string;
  payLater: string;
  chosenMethod: Record<PaymentMethod, string>;
  paymentTerms: string;
  cancellationHeading: string;
  cancellation: (freeHours: number | null, kind: BookingForMail["kind"]) => string;
  policyLink: string;
  paymentTermsLink: string;
  contactHeading: string;
  contact: (operatorEmail: string, reference: string) => string;
  signOff: string;
  whyYouGetThis: (siteOrigin: string) => string;
}

export const hoursNumber = (hours: number) => String(hours).replace(".", ",");

export const TOURIST_COPY: Record<Locale, Copy> = {
  en: {
    subject: (reference, itemName) => `We received your booking request ${reference}: ${itemName}`,
    greeting: "Hello,",
    thanks: `Thank you for booking with ${SITE_NAME}! We have received your request and our team is already looking after it.`,
    reference: (reference) => `Your reference is ${reference}. Please mention it whenever you write to us.`,
    requestHeading: "Your request",
    labels: {
      name: "Name",
      productId: "Product ID",
      date: "Date",
      startTime: "Start time",
      duration: "Duration",
      pickup: "Pickup",
      payment: "Payment",
      specialRequest: "Special request",
      total: "Total",
    },
    hours: (hours) => `${hoursNumber(hours)} ${hours === 1 ? "hour" : "hours"}`,
    nextHeading: "What happens next",
    next:
      "This is a booking request, not yet a confirmed booking. We check availability and reconfirm the details and " +
      "your payment method with you by e-mail, mostly within 48 hours depending on the activity. Then we send you a " +
      "confirmation with your booking ID: your booking is confirmed once you have received it.",
    lookupLink: "See the status of your booking",
    paymentHeading: "Payment",
    payLater: "Book now, pay later: nothing is charged now.",
    chosenMethod: {
      cash: "You chose cash: you pay on the day of your trip, to your driver.",
      bank_transfer:
        "You chose bank transfer: you pay on the day of your trip, and we send you our bank details by e-mail.",
      paypal: "You chose PayPal: we send you the payment request by e-mail.",
      credit_card: "You chose credit card: we arrange the card payment with you by e-mail.",
    },
    paymentTerms:
      "Cash is accepted in Indonesian rupiah only: we cannot accept cash in US dollars, and amounts in US dollars or " +
      "any other currency are converted to rupiah at the exchange rate of the day. Amex, Visa and Mastercard paid at " +
      "our office carry a 3% surcharge.",
    cancellationHeading: "If your plans change",
    cancellation: (freeHours, kind) => {
      const page = kind === "activity" ? "the activity's page" : "the vehicle's page";
      const fee = `a cancellation fee of up to 50% of the total applies (or the fee stated on ${page})`;
      const freePart = freeHours
        ? `You can cancel free of charge until ${hoursNumber(freeHours)} hours before the start. After that, ${fee}.`
        : `If you cancel within two days of your trip, ${fee}.`;
      return `${freePart} If you do not show up, 100% of the total is charged.`;
    },
    policyLink: "Cancellation policy",
    paymentTermsLink: "Payment terms",
    contactHeading: "Questions?",
    contact: (operatorEmail, reference) =>
      `Simply reply to this e-mail, or write to ${operatorEmail} and mention your reference ${reference}. We are happy to help.`,
    signOff: `Warm regards,\n${SITE_NAME}`,
    whyYouGetThis: (siteOrigin) =>
      `You receive this e-mail because a booking request was sent with this address on ${siteOrigin}.`,
  },
  id: {
    subject: (reference, itemName) => `Permintaan pemesanan ${reference} sudah kami terima: ${itemName}`,
    greeting: "Halo,",
    thanks: `Terima kasih sudah memesan di ${SITE_NAME}! Permintaan Anda sudah kami terima dan tim kami segera memprosesnya.`,
    reference: (reference) =>
      `Nomor referensi Anda: ${reference}. Sebutkan nomor ini setiap kali Anda menghubungi kami.`,
    requestHeading: "Permintaan Anda",
    labels: {
      name: "Nama",
      productId: "ID produk",
      date: "Tanggal",
      startTime: "Jam mulai",
      duration: "Durasi",
      pickup: "Penjemputan",
      payment: "Pembayaran",
      specialRequest: "Permintaan khusus",
      total: "Total",
    },
    hours: (hours) => `${hoursNumber(hours)} jam`,
    nextHeading: "Langkah selanjutnya",
    next:
      "Ini masih permintaan pemesanan, belum pemesanan yang terkonfirmasi. Kami memeriksa ketersediaan, lalu " +
      "mengonfirmasi ulang detail serta metode pembayaran Anda lewat e-mail, biasanya dalam 48 jam tergantung " +
      "aktivitasnya. Setelah itu kami mengirimkan konfirmasi beserta ID pemesanan: pemesanan Anda terkonfirmasi " +
      "setelah Anda menerima ID tersebut.",
    lookupLink: "Lihat status pemesanan Anda",
    paymentHeading: "Pembayaran",
    payLater: "Pesan sekarang, bayar nanti: tidak ada biaya yang ditagih sekarang.",
    chosenMethod: {
      cash: "Anda memilih tunai: Anda membayar pada hari perjalanan kepada sopir Anda.",
      bank_transfer:
        "Anda memilih transfer bank: Anda membayar pada hari perjalanan, dan kami mengirimkan detail rekening bank kami lewat e-mail.",
      paypal: "Anda memilih PayPal: kami mengirimkan permintaan pembayaran lewat e-mail.",
      credit_card: "Anda memilih kartu kredit: pembayaran dengan kartu kami atur bersama Anda lewat e-mail.",
    },
    paymentTerms:
      "Pembayaran tunai hanya dalam rupiah: kami tidak dapat menerima uang tunai dalam dolar AS, dan jumlah dalam " +
      "dolar AS atau mata uang lain dikonversi ke rupiah sesuai nilai tukar hari itu. Pembayaran dengan Amex, Visa, " +
      "dan Mastercard di kantor kami dikenakan biaya tambahan 3%.",
    cancellationHeading: "Jika rencana Anda berubah",
    cancellation: (freeHours, kind) => {
      const page = kind === "activity" ? "halaman aktivitas" : "halaman kendaraan";
      const fee = `dikenakan biaya pembatalan hingga 50% dari total (atau biaya yang tercantum di ${page})`;
      const freePart = freeHours
        ? `Anda dapat membatalkan tanpa biaya hingga ${hoursNumber(freeHours)} jam sebelum waktu mulai. Setelah itu ${fee}.`
        : `Jika Anda membatalkan dalam dua hari sebelum perjalanan, ${fee}.`;
      return `${freePart} Jika Anda tidak datang, dikenakan 100% dari total.`;
    },
    policyLink: "Kebijakan pembatalan",
    paymentTermsLink: "Ketentuan pembayaran",
    contactHeading: "Ada pertanyaan?",
    contact: (operatorEmail, reference) =>
      `Cukup balas e-mail ini, atau tulis ke ${operatorEmail} dengan menyebutkan nomor referensi ${reference}. Kami siap membantu.`,
    signOff: `Salam hangat,\n${SITE_NAME}`,
    whyYouGetThis: (siteOrigin) =>
      `Anda menerima e-mail ini karena permintaan pemesanan dengan alamat ini dikirim lewat ${siteOrigin}.`,
  },
};

/* ---------- shared pieces ---------- */

/** The tourist's lookup page with the reference filled in; the e-mail address is typed there, never put in a URL. */
export function lookupUrl(siteOrigin: string, reference: string): string {
  return `${siteOrigin}/booking?reference=${encodeURIComponent(reference)}`;
}

export function money(locale: Locale, minor: number, currency: Currency): string {
  return formatAmount(locale, currency, minorToAmount(minor, currency));
}

export function visitDay(locale: Locale, isoDate: string): string {
  const weekday = WEEKDAYS[locale][new Date(`${isoDate.slice(0, 10)}T00:00:00Z`).getUTCDay()];
  return weekday ? `${weekday}, ${formatDate(locale, isoDate)}` : formatDate(locale, isoDate);
}

/** "08:00:00" and "08:00" both read as 08:00. */
export function clockTime(time: string): string {
  return /^\d{2}:\d{2}/.test(time) ? time.slice(0, 5) : time;
}

export function fullName(booking: BookingForMail): string {
  return `${booking.firstName} ${booking.lastName}`.trim();
}

/** The priced lines in the booking's currency, written as `locale` writes numbers. */
export function pricesBlock(booking: BookingForMail, locale: Locale, totalLabel: string): MailBlock {
  return {
    type: "prices",
    rows: booking.lines.map((line) => ({
      label: line.name,
      detail: `${line.quantity} × ${money(locale, line.unitMinor, booking.currency)}`,
      amount: money(locale, line.amountMinor, booking.currency),
    })),
    totalLabel,
    total: money(locale, booking.totalMinor, booking.currency),
  };
}

export function withoutMissing(facts: (Fact | null)[]): Fact[] {
  return facts.filter((fact): fact is Fact => fact !== null);
}

/* ---------- the tourist's mail ---------- */

export function touristFacts(booking: BookingForMail, copy: Copy): Fact[] {
  const { labels } = copy;
  const { locale } = booking;
  return withoutMissing([
    { label: labels.name, value: fullName(booking) },
    { label: KIND_NAMES[locale][booking.kind], value: booking.item.name, href: booking.item.pageUrl },
    booking.item.code ? { label: labels.productId, value: booking.item.code } : null,
    { label: labels.date, value: visitDay(locale, booking.visitDate) },
    booking.startTime ? { label: labels.startTime, value: clockTime(booking.startTime) } : null,
    booking.durationHours ? { label: labels.duration, value: copy.hours(booking.durationHours) } : null,
    { label: labels.pickup, value: booking.pickupLocation },
    { label: labels.payment, value: PAYMENT_NAMES[locale][booking.paymentMethod] },
    booking.specialRequest.trim() ? { label: labels.specialRequest, value: booking.specialRequest.trim() } : null,
  ]);
}

function touristBlocks(booking: BookingForMail, operatorEmail: string): MailBlock[] {
  const copy = TOURIST_COPY[booking.locale];
  return [
    { type: "paragraph", text: copy.greeting },
    { type: "paragraph", text: copy.thanks },
    { type: "paragraph", text: copy.reference(booking.reference) },
    { type: "heading", text: copy.requestHeading },
    { type: "facts", facts: touristFacts(booking, copy) },
    pricesBlock(booking, booking.locale, copy.labels.total),
    { type: "heading", text: copy.nextHeading },
    { type: "paragraph", text: copy.next },
    { type: "link", label: copy.lookupLink, href: lookupUrl(booking.siteOrigin, booking.reference) },
    { type: "heading", text: copy.paymentHeading },
    { type: "paragraph", text: `${copy.payLater} ${copy.chosenMethod[booking.paymentMethod]}` },
    { type: "paragraph", text: copy.paymentTerms },
    { type: "link", label: copy.paymentTermsLink, href: `${booking.siteOrigin}/term` },
    { type: "heading", text: copy.cancellationHeading },
    { type: "paragraph", text: copy.cancellation(booking.freeCancellationHours, booking.kind) },
    { type: "link", label: copy.policyLink, href: `${booking.siteOrigin}/cancelation` },
    { type: "heading", text: copy.contactHeading },
    { type: "paragraph", text: copy.contact(operatorEmail, booking.reference) },
    { type: "paragraph", text: copy.signOff },
    { type: "paragraph", text: copy.whyYouGetThis(booking.siteOrigin) },
  ];
}

function touristMail(booking: BookingForMail, operatorEmail: string): OutboxMail {
  const subject = headerText(TOURIST_COPY[booking.locale].subject(booking.reference, booking.item.name));
  const blocks = touristBlocks(booking, operatorEmail);
  return {
    kind: "booking_received",
    to: headerAddress(booking.email),
    replyTo: headerAddress(operatorEmail),
    locale: booking.locale,
    subject,
    text: renderText(blocks),
    html: renderHtml(blocks, { lang: booking.locale, title: subject }),
  };
}

/* ---------- the operator's notification (Indonesian; the tourist's values as given) ---------- */

const SITE_LANGUAGES: Record<Locale, string> = { id: "Indonesia", en: "Inggris" };

function operatorSubject(booking: BookingForMail): string {
  return `Permintaan pemesanan baru ${booking.reference}: ${booking.item.name}, ${formatDate("id", booking.visitDate)} (${fullName(booking)})`;
}

function operatorBookingFacts(booking: BookingForMail): Fact[] {
  const labels = TOURIST_COPY.id.labels;
  return withoutMissing([
    { label: "Referensi", value: booking.reference },
    { label: KIND_NAMES.id[booking.kind], value: booking.item.name, href: booking.item.pageUrl },
    booking.item.code ? { label: labels.productId, value: booking.item.code } : null,
    { label: "Tanggal kunjungan", value: visitDay("id", booking.visitDate) },
    booking.startTime ? { label: labels.startTime, value: clockTime(booking.startTime) } : null,
    booking.durationHours ? { label: labels.duration, value: TOURIST_COPY.id.hours(booking.durationHours) } : null,
    booking.freeCancellationHours
      ? { label: "Pembatalan gratis", value: `hingga ${hoursNumber(booking.freeCancellationHours)} jam sebelumnya` }
      : null,
    {
      label: "Situs",
      value: `${SITE_LANGUAGES[booking.locale]} (${booking.siteOrigin}), harga dalam ${booking.currency}`,
    },
  ]);
}

function operatorGuestFacts(booking: BookingForMail): Fact[] {
  const labels = TOURIST_COPY.id.labels;
  return [
    { label: "Nama", value: fullName(booking) },
    { label: "E-mail", value: booking.email },
    { label: "Telepon", value: booking.phoneNumber },
    { label: "Negara", value: booking.country },
    { label: labels.pickup, value: booking.pickupLocation },
    {
      label: labels.payment,
      value: `${PAYMENT_NAMES.id[booking.paymentMethod]} (${PAYMENT_NAMES.en[booking.paymentMethod]})`,
    },
    { label: labels.specialRequest, value: booking.specialRequest.trim() || "(tidak ada)" },
  ];
}

/** The request's own page in the back office, where the operator confirms or declines it. */
export function adminBookingUrl(siteOrigin: string, reference: string): string {
  return `${siteOrigin}/admin/bookings/${encodeURIComponent(reference)}`;
}

function operatorBlocks(booking: BookingForMail): MailBlock[] {
  return [
    {
      type: "paragraph",
      text: `Permintaan pemesanan baru masuk lewat situs berbahasa ${SITE_LANGUAGES[booking.locale]}. Tamu sudah menerima e-mail bahwa permintaannya kami terima.`,
    },
    {
      type: "link",
      label: "Buka permintaan ini di halaman admin",
      href: adminBookingUrl(booking.siteOrigin, booking.reference),
    },
    {
      type: "paragraph",
      text:
        "Mohon periksa ketersediaan, lalu konfirmasi ulang ketersediaan dan metode pembayaran kepada tamu lewat " +
        "e-mail, sebaiknya dalam 48 jam, dan kirimkan konfirmasi beserta ID pemesanan. Balas e-mail ini untuk " +
        "langsung menulis kepada tamu.",
    },
    { type: "heading", text: "Pemesanan" },
    { type: "facts", facts: operatorBookingFacts(booking) },
    pricesBlock(booking, "id", "Total"),
    { type: "heading", text: "Tamu" },
    { type: "facts", facts: operatorGuestFacts(booking) },
  ];
}

function operatorMail(booking: BookingForMail, operatorEmail: string): OutboxMail {
  const subject = headerText(operatorSubject(booking));
  const blocks = operatorBlocks(booking);
  return {
    kind: "booking_notification",
    to: headerAddress(operatorEmail),
    replyTo: headerAddress(booking.email),
    locale: "id",
    subject,
    text: renderText(blocks),
    html: renderHtml(blocks, { lang: "id", title: subject }),
  };
}
