import type { Locale } from "#domain/locale.ts";

export type FaqHeadingLevel = 2 | 3 | 4;

/**
 * The FAQ's HTML for each language and heading level, as the server rendered it once for its
 * isolate (app/server/faq-html.server.tsx). It is the same on every page that shows it, so a page
 * sends this copy instead of rendering the FAQ's groups again. Always empty in the browser.
 */
const rendered = new Map<string, string>();

const keyOf = (locale: Locale, headingLevel: FaqHeadingLevel) => `${locale}:${headingLevel}`;

export function prerenderedFaq(locale: Locale, headingLevel: FaqHeadingLevel): string | undefined {
  return rendered.get(keyOf(locale, headingLevel));
}

export function keepPrerenderedFaq(locale: Locale, headingLevel: FaqHeadingLevel, html: string): void {
  rendered.set(keyOf(locale, headingLevel), html);
}
