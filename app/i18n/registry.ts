import type { Messages } from "@lingui/core";
import type { Locale } from "#domain/locale.ts";

/**
 * The browser's messages, as the modules that render them arrive: the build adds to each client
 * module the messages it names (scripts/vite-module-messages.ts). Route modules run before the
 * page's i18n instance exists; a chunk loaded later (a dialog, the back office) adds its messages
 * to the same catalog before its components render.
 */
const known: Record<Locale, Messages> = { id: {}, en: {} };

export function addMessages(messages: Record<Locale, Messages>): void {
  for (const locale of ["id", "en"] as const) Object.assign(known[locale], messages[locale]);
}

/**
 * The catalog of one language, which the modules loaded later keep adding to: the page's instance
 * reads from it as it is (Lingui keeps a first catalog it is given, and copies only into one it
 * already has). Not through `i18n.load`: its change event made the I18nProvider render the whole
 * page again, synchronously, each time a chunk arrived (the booking flow's, at idle: a task of
 * about 240 ms at Lighthouse's 4x). What is on screen already has its messages.
 */
export function knownMessages(locale: Locale): Messages {
  return known[locale];
}
