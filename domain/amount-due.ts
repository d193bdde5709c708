/**
 * The amount a booking leaves to pay, in the same words on the voucher, in the mails and in the
 * back office. Cash is taken in rupiah only (domain/pay-later-messages.ts), so a booking made in
 * US dollars also shows its rupiah total: the catalogue's own rupiah prices, stored with the
 * booking when it was made (docs/decisions/0048), not a rate of the day guessed by the page.
 */
import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { type Currency, formatAmount, money } from "./format.ts";
import { isLocale, type Locale } from "./locale.ts";

export interface AmountDueSource {
  currency: Currency;
  /** The total in the booking's currency, in minor units (cents for US dollars). */
  totalMinor: number;
  /** The total in rupiah, whatever currency the booking was made in. */
  totalIdr: number;
}

/** "Rp 1.250.000" for a rupiah booking; "US$ 85 (Rp 1,250,000 in cash)" for one in US dollars. */
export function amountDue(i18n: I18n, booking: AmountDueSource): string {
  const locale: Locale = isLocale(i18n.locale) ? i18n.locale : "id";
  const rupiah = formatAmount(locale, "IDR", booking.totalIdr);
  if (booking.currency === "IDR") return rupiah;
  const dollars = money(locale, "USD", booking.totalMinor);
  return i18n._(msg`${dollars} (${rupiah} in cash)`);
}
