import { type I18n, type Messages, setupI18n } from "@lingui/core";
import type { Locale } from "#domain/locale.ts";

async function loadMessages(locale: Locale): Promise<Messages> {
  const catalog = (await import(`../../locales/${locale}/messages.ts`)) as { messages: Messages };
  return catalog.messages;
}

/** A fresh i18n instance for one request (server) or one page load (browser); never shared. */
export async function createI18n(locale: Locale): Promise<I18n> {
  return setupI18n({ locale, messages: { [locale]: await loadMessages(locale) } });
}
