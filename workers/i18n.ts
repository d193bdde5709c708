import { type I18n, type MessageDescriptor, setupI18n } from "@lingui/core";
import type { Locale } from "#domain/locale.ts";
import { messages as englishAdmin } from "../locales/en/admin.ts";
import { messages as englishPages } from "../locales/en/messages.ts";
import { messages as englishServer } from "../locales/en/server.ts";
import { messages as indonesianAdmin } from "../locales/id/admin.ts";
import { messages as indonesianPages } from "../locales/id/messages.ts";
import { messages as indonesianServer } from "../locales/id/server.ts";

/** The pages', the back office's and the server's own catalogs: the server renders them all. */
const CATALOGS = {
  id: { ...indonesianPages, ...indonesianAdmin, ...indonesianServer },
  en: { ...englishPages, ...englishAdmin, ...englishServer },
} as const;
const instances = new Map<Locale, I18n>();

/**
 * The server's Lingui instance for a language: server messages and mails are Lingui messages like
 * the pages', written with `msg` from @lingui/core/macro (lingui.config.ts says which catalog holds
 * which). The server renders both languages and every page, so all catalogs are in its bundle; an
 * instance is built once per isolate and never switched to another language, so sharing it between
 * requests is safe.
 */
export function translator(locale: Locale): I18n {
  let instance = instances.get(locale);
  if (!instance) {
    instance = setupI18n({ locale, messages: { [locale]: CATALOGS[locale] } });
    instances.set(locale, instance);
  }
  return instance;
}

/** One message in one language. */
export function translate(locale: Locale, message: MessageDescriptor): string {
  return translator(locale)._(message);
}
