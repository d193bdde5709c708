import { type I18n, setupI18n } from "@lingui/core";
import type { Locale } from "#domain/locale.ts";
import { knownMessages } from "./registry.ts";

/**
 * The browser's i18n instance for one page load; never shared. Its messages come with the code
 * that renders them (app/i18n/registry.ts): by the time the entry runs, the page's route modules
 * have added theirs, so the first client render matches the server's HTML.
 */
export function createI18n(locale: Locale): I18n {
  return setupI18n({ locale, messages: { [locale]: knownMessages(locale) } });
}
