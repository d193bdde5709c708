import {
  BOOKING_MAILS_PER_DAY,
  MAX_QUANTITY,
  MONTHS_AHEAD,
  NAME_MAX_LENGTH,
  PICKUP_MAX_LENGTH,
  SPECIAL_REQUEST_MAX_LENGTH,
} from "#domain/booking-rules.ts";
import type { Locale } from "#domain/locale.ts";
import { AUTH_MESSAGES } from "#workers/accounts/auth-input.ts";

/** What a booking request can be refused for, in both languages (spec section 5's wording where it has one). */
export const BOOKING_MESSAGES = {
  invalidInput: { en: "Please fill in all data.", id: "Silakan lengkapi semua data." },
  activityMismatch: {
    en: "This form is for another activity. Please reload the page.",
    id: "Formulir ini untuk aktivitas lain. Silakan muat ulang halaman.",
  },
  transportMismatch: {
    en: "This form is for another vehicle. Please reload the page.",
    id: "Formulir ini untuk kendaraan lain. Silakan muat ulang halaman.",
  },
  dateRequired: { en: "Please choose the visit date.", id: "Silakan pilih tanggal kunjungan." },
  dateInvalid: { en: "The visit date is not a valid date.", id: "Tanggal kunjungan tidak valid." },
  dateInPast: { en: "The visit date cannot be before today.", id: "Tanggal kunjungan tidak boleh sebelum hari ini." },
  dateTooFar: {
    en: `The visit date can be at most ${MONTHS_AHEAD} months from today.`,
    id: `Tanggal kunjungan paling lambat ${MONTHS_AHEAD} bulan dari hari ini.`,
  },
  adultsInvalid: {
    en: `The number of adults must be a whole number from 0 to ${MAX_QUANTITY}.`,
    id: `Jumlah dewasa harus bilangan bulat dari 0 sampai ${MAX_QUANTITY}.`,
  },
  kidsInvalid: {
    en: `The number of children must be a whole number from 0 to ${MAX_QUANTITY}.`,
    id: `Jumlah anak harus bilangan bulat dari 0 sampai ${MAX_QUANTITY}.`,
  },
  titleRequired: { en: "Please choose a title: Mr., Mrs. or Ms.", id: "Silakan pilih sapaan: Mr., Mrs. atau Ms." },
  firstNameRequired: { en: "First name is required.", id: "Nama depan wajib diisi." },
  firstNameTooLong: {
    en: `First name must be at most ${NAME_MAX_LENGTH} characters.`,
    id: `Nama depan maksimal ${NAME_MAX_LENGTH} karakter.`,
  },
  firstNameNotOneLine: {
    en: "The first name must be one line, without control or invisible characters.",
    id: "Nama depan harus satu baris, tanpa karakter kontrol atau karakter tak terlihat.",
  },
  lastNameRequired: { en: "Last name is required.", id: "Nama belakang wajib diisi." },
  lastNameTooLong: {
    en: `Last name must be at most ${NAME_MAX_LENGTH} characters.`,
    id: `Nama belakang maksimal ${NAME_MAX_LENGTH} karakter.`,
  },
  lastNameNotOneLine: {
    en: "The last name must be one line, without control or invisible characters.",
    id: "Nama belakang harus satu baris, tanpa karakter kontrol atau karakter tak terlihat.",
  },
  emailRequired: AUTH_MESSAGES.emailRequired,
  emailInvalid: AUTH_MESSAGES.emailInvalid,
  phoneRequired: { en: "Phone number is required.", id: "Nomor telepon wajib diisi." },
  phoneInvalid: {
    en: "The phone number may hold digits, spaces, +, - and brackets: 6 to 30 characters, at least 6 digits.",
    id: "Nomor telepon hanya boleh berisi angka, spasi, +, - dan tanda kurung: 6 sampai 30 karakter, minimal 6 angka.",
  },
  countryRequired: { en: "Please select your country.", id: "Silakan pilih negara Anda." },
  specialRequestInvalid: { en: "The special request must be text.", id: "Permintaan khusus harus berupa teks." },
  specialRequestTooLong: {
    en: `The special request must be at most ${SPECIAL_REQUEST_MAX_LENGTH} characters.`,
    id: `Permintaan khusus maksimal ${SPECIAL_REQUEST_MAX_LENGTH} karakter.`,
  },
  pickupRequired: { en: "Pickup location is required.", id: "Lokasi penjemputan wajib diisi." },
  pickupTooLong: {
    en: `The pickup location must be at most ${PICKUP_MAX_LENGTH} characters.`,
    id: `Lokasi penjemputan maksimal ${PICKUP_MAX_LENGTH} karakter.`,
  },
  pickupNotOneLine: {
    en: "The pickup location must be one line, without control or invisible characters.",
    id: "Lokasi penjemputan harus satu baris, tanpa karakter kontrol atau karakter tak terlihat.",
  },
  paymentMethodInvalid: { en: "Please choose a payment method.", id: "Silakan pilih metode pembayaran." },
  orderUnreadable: {
    en: "The order could not be read. Please reload the page.",
    id: "Pesanan tidak dapat dibaca. Silakan muat ulang halaman.",
  },
  orderNotOffered: {
    en: "The order holds products that are not offered here. Please reload the page.",
    id: "Pesanan berisi produk yang tidak tersedia di sini. Silakan muat ulang halaman.",
  },
  orderMixesPackages: {
    en: "Please choose the products of one package.",
    id: "Silakan pilih produk dari satu paket saja.",
  },
  orderEmpty: { en: "Please fill in the participant quantity.", id: "Silakan isi jumlah peserta." },
  totalInvalid: { en: "The total must be a number.", id: "Total harus berupa angka." },
  pricesChanged: {
    en: "The prices have changed. Please reload the page to see the current prices.",
    id: "Harga telah berubah. Silakan muat ulang halaman untuk melihat harga terbaru.",
  },
  idempotencyKeyInvalid: {
    en: "The Idempotency-Key header must be 16 to 100 letters, digits, - or _.",
    id: "Header Idempotency-Key harus 16 sampai 100 huruf, angka, - atau _.",
  },
  idempotencyKeyReused: {
    en: "This Idempotency-Key was already used for another booking.",
    id: "Idempotency-Key ini sudah dipakai untuk pemesanan lain.",
  },
  tooManyRequestsForEmail: {
    en: `We have already received ${BOOKING_MAILS_PER_DAY} booking requests for this e-mail address today. Please reply to one of our e-mails or try again tomorrow.`,
    id: `Hari ini kami sudah menerima ${BOOKING_MAILS_PER_DAY} permintaan pemesanan untuk alamat e-mail ini. Silakan balas salah satu e-mail kami atau coba lagi besok.`,
  },
  tooManyBookings: {
    en: "Too many booking requests. Please wait a few minutes and try again.",
    id: "Terlalu banyak permintaan pemesanan. Silakan tunggu beberapa menit lalu coba lagi.",
  },
} as const;

export type BookingMessage = keyof typeof BOOKING_MESSAGES;

export function bookingMessage(key: BookingMessage, locale: Locale): string {
  return BOOKING_MESSAGES[key][locale];
}

/** The visit is today and the activity's start time has passed in Bali. */
export function startedMessage(locale: Locale, startTime: string): string {
  return locale === "en"
    ? `This activity starts at ${startTime} Bali time, which has passed today. Please choose another date.`
    : `Aktivitas ini mulai pukul ${startTime} WITA, dan hari ini waktu itu sudah lewat. Silakan pilih tanggal lain.`;
}

export function quantityMessage(locale: Locale, product: string, minimal: number): string {
  return locale === "en"
    ? `The quantity of ${product} must be a whole number from ${minimal} to ${MAX_QUANTITY}.`
    : `Jumlah ${product} harus bilangan bulat dari ${minimal} sampai ${MAX_QUANTITY}.`;
}
