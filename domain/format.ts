import type { Locale } from "./locale.ts";

/** Each language's separators: "1.250.000,50" in Indonesian, "1,250,000.50" in English. */
const SEPARATORS: Record<Locale, { thousands: string; decimal: string }> = {
  id: { thousands: ".", decimal: "," },
  en: { thousands: ",", decimal: "." },
};

function groupDigits(locale: Locale, value: number, decimals: number): string {
  const { thousands, decimal } = SEPARATORS[locale];
  const [whole = "0", fraction] = Math.abs(value).toFixed(decimals).split(".");
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, thousands);
  return `${value < 0 ? "-" : ""}${grouped}${fraction ? `${decimal}${fraction}` : ""}`;
}

export type Currency = "IDR" | "USD";

const SYMBOLS: Record<Currency, string> = { IDR: "Rp", USD: "US$" };

/** Rupiah on the Indonesian site, US dollars on the English one. */
export function currencyOf(locale: Locale): Currency {
  return locale === "id" ? "IDR" : "USD";
}

/** A number as the page's language writes it: cents only when there are any, rupiah always whole. */
function amountDigits(locale: Locale, currency: Currency, amount: number): string {
  if (currency === "IDR") return groupDigits(locale, Math.round(amount), 0);
  return groupDigits(locale, amount, Number.isInteger(amount) ? 0 : 2);
}

/**
 * The one formatter for every amount: "Rp 1.250.000" and "US$ 42,50" on the Indonesian site,
 * "Rp 1,250,000" and "US$ 42.50" on the English one. A booking keeps the currency it was made
 * in; the page's language decides only the separators.
 */
export function formatAmount(locale: Locale, currency: Currency, amount: number): string {
  return `${SYMBOLS[currency]} ${amountDigits(locale, currency, amount)}`;
}

/** Minor units back to the amount the /api carries: rupiah as they are, dollars with cents. */
export function minorToAmount(minor: number, currency: Currency): number {
  return currency === "IDR" ? minor : minor / 100;
}

export function amountToMinor(amount: number, currency: Currency): number {
  return currency === "IDR" ? Math.round(amount) : Math.round(amount * 100);
}

/**
 * An amount kept in minor units (rupiah, or US cents) as the one formatter writes it: the
 * bookings, trips and their mails store minor units.
 */
export function money(locale: Locale, currency: Currency, minor: number): string {
  return formatAmount(locale, currency, minorToAmount(minor, currency));
}

/** A catalogue price in the page's currency: "Rp 1.250.000" on id, "US$ 85" on en. */
export function formatPrice(locale: Locale, prices: { price_idr: number; price_usd: number }): string {
  const currency = currencyOf(locale);
  return formatAmount(locale, currency, currency === "IDR" ? prices.price_idr : prices.price_usd);
}

export function formatNumber(locale: Locale, value: number): string {
  return groupDigits(locale, value, 0);
}

/** "IDR 50,000", "Rp50.000" or "Rp 5.000–10.000" as the operator typed them in a text. */
const RUPIAH_IN_TEXT = /\b(?:IDR|Rp) ?(\d{1,3}(?:[.,]\d{3})+|\d+)(?:–(\d{1,3}(?:[.,]\d{3})+|\d+))?/g;

/** Rewrites the rupiah amounts written in a text (a description, a tip) through the one formatter. */
export function formatAmountsInText(locale: Locale, text: string): string {
  const rupiah = (digits: string) => Number(digits.replace(/[.,]/g, ""));
  return text.replace(RUPIAH_IN_TEXT, (_match, from: string, to: string | undefined) => {
    const start = formatAmount(locale, "IDR", rupiah(from));
    return to === undefined ? start : `${start}–${amountDigits(locale, "IDR", rupiah(to))}`;
  });
}

const MONTHS: Record<Locale, string[]> = {
  id: ["Jan", "Feb", "Mar", "Apr", "Mei", "Jun", "Jul", "Agu", "Sep", "Okt", "Nov", "Des"],
  en: ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"],
};

/** "DD MMM YYYY" in the page's language, from "YYYY-MM-DD…" (an ISO date or Bali local time). */
export function formatDate(locale: Locale, isoDate: string): string {
  const [year, month, day] = isoDate.slice(0, 10).split("-");
  return `${day} ${MONTHS[locale][Number(month) - 1] ?? month} ${year}`;
}

/** "MMM YYYY" in the page's language, from "YYYY-MM". */
export function formatMonth(locale: Locale, month: string): string {
  const [year, index] = month.split("-");
  return `${MONTHS[locale][Number(index) - 1] ?? index} ${year}`;
}

/** "DD MMM YYYY, HH:MM" for event times stored as Bali local time. */
export function formatDateTime(locale: Locale, baliLocal: string): string {
  const time = baliLocal.slice(11, 16);
  return time ? `${formatDate(locale, baliLocal)}, ${time}` : formatDate(locale, baliLocal);
}

/** Cuts text at a word boundary near `limit` characters; "read more" shows the rest. */
export function truncate(text: string, limit: number): string {
  if (text.length <= limit) return text;
  const cut = text.slice(0, limit);
  const lastSpace = cut.lastIndexOf(" ");
  return `${(lastSpace > limit * 0.6 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}
