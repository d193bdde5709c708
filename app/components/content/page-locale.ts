import { useLingui } from "@lingui/react/macro";
import { isLocale, type Locale } from "#domain/locale.ts";

/** The page's language, for the formatters (dates, prices, numbers). */
export function usePageLocale(): Locale {
  const { i18n } = useLingui();
  return isLocale(i18n.locale) ? i18n.locale : "id";
}
