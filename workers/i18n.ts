import { type I18n, type MessageDescriptor, setupI18n } from "@lingui/core";
import type { Locale } from "#domain/locale.ts";
import { messages as english } from "../locales/en/messages.ts";
import { messages as indonesian } from "../locales/id/messages.ts";

const CATALOGS = { id: indonesian, en: english } as const;
const instances = new Map<Locale, I18n>();

/**
 * The server's Lingui instance for a language: server messages and mails are messages of the same
 * catalogs as the pages, written with `msg` from @lingui/core/macro. The server renders both
 * languages, so both catalogs are in its bundle; an instance is built once per isolate and never
 * switched to another language, so sharing it between requests is safe.
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
