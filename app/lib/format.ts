import type { Locale } from "#app/i18n/locale.ts";

/** Dots between thousands, a comma before decimals: the operator's way on both sites. */
function groupDigits(value: number, decimals: number): string {
  const [whole = "0", fraction] = Math.abs(value).toFixed(decimals).split(".");
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ".");
  return `${value < 0 ? "-" : ""}${grouped}${fraction ? `,${fraction}` : ""}`;
}

export type Currency = "IDR" | "USD";

/** Rupiah on the Indonesian site, US dollars on the English one. */
export function currencyOf(locale: Locale): Currency {
  return locale === "id" ? "IDR" : "USD";
}

/** One formatter for every price: "Rp 1.250.000", "US$ 85", "US$ 42,50". */
export function formatPrice(locale: Locale, prices: { price_idr: number; price_usd: number }): string {
  if (currencyOf(locale) === "IDR") return `Rp ${groupDigits(Math.round(prices.price_idr), 0)}`;
  const usd = prices.price_usd;
  return `US$ ${groupDigits(usd, Number.isInteger(usd) ? 0 : 2)}`;
}

/** An amount in a given currency, whatever the page's language: a booking keeps the currency it was made in. */
export function formatAmount(currency: Currency, amount: number): string {
  return formatPrice(currency === "IDR" ? "id" : "en", { price_idr: amount, price_usd: amount });
}

export function formatNumber(value: number): string {
  return groupDigits(value, 0);
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
