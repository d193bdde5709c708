import { I18nProvider } from "@lingui/react";
import { MemoryRouter } from "react-router";
import { FaqGroups } from "#app/components/Faq.tsx";
import { type FaqHeadingLevel, keepPrerenderedFaq, prerenderedFaq } from "#app/components/faq-prerendered.ts";
import type { Locale } from "#domain/locale.ts";
import { translator } from "#workers/i18n.ts";
import { renderHtml } from "./render-html.server.ts";

/**
 * Renders the FAQ's groups once per isolate for a language and heading level, for the pages that
 * show it (FaqIsland). A page's loader awaits this beside its D1 reads: the first page of an
 * isolate pays one render of the FAQ, every later one a lookup. Rendering the FAQ's 90 elements
 * with their translations for every page was about 4 % of an activity page's uncached render.
 */
export async function prerenderFaq(locale: Locale, headingLevel: FaqHeadingLevel): Promise<void> {
  if (prerenderedFaq(locale, headingLevel) !== undefined) return;
  const { html, failed } = await renderHtml(
    <I18nProvider i18n={translator(locale)}>
      {/* The answers' links need a router; they come out as the page's own links do. */}
      <MemoryRouter>
        <FaqGroups headingLevel={headingLevel} />
      </MemoryRouter>
    </I18nProvider>,
    { timeoutMs: 5_000 },
  );
  // A FAQ that failed is not kept: the pages render it themselves, and report what failed.
  if (!failed) keepPrerenderedFaq(locale, headingLevel, html);
}
