import type { I18n, Messages } from "@lingui/core";
import type { Locale } from "#domain/locale.ts";

/**
 * The browser's messages, as the modules that render them arrive: the build adds to each client
 * module the messages it names (scripts/vite-module-messages.ts). Route modules run before the
 * page's i18n instance exists; a chunk loaded later (a dialog, the back office) adds its messages
 * to that instance before its components render.
 */
const known: Record<Locale, Messages> = { id: {}, en: {} };
let page: I18n | undefined;

export function addMessages(messages: Record<Locale, Messages>): void {
  for (const locale of ["id", "en"] as const) Object.assign(known[locale], messages[locale]);
  if (page) page.load(page.locale, messages[page.locale as Locale]);
}

/** The messages every module loaded so far has brought, in one language. */
export function knownMessages(locale: Locale): Messages {
  return { ...known[locale] };
}

/** The page's instance, which later modules add their messages to. */
export function attach(i18n: I18n): void {
  page = i18n;
}
