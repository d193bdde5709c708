import { useLingui } from "@lingui/react";
import type { Locale } from "#domain/locale.ts";
import { type FaqHeadingLevel, prerenderedFaq } from "./faq-prerendered.ts";
import { islandCode, StaticIsland } from "./StaticIsland.tsx";

/**
 * The server renders the FAQ; the browser keeps that HTML on the page it loaded (the groups are
 * native <details>, with no state of React's) and loads the FAQ's code, about 5 KB gzip of
 * questions and answers in both languages, only after a client-side navigation to a page with it.
 * On the server, the page sends the copy its loader had rendered once for the isolate
 * (`prerenderFaq`), and renders the groups itself only when there is none.
 */
const { FaqGroups } = await islandCode(() => import("./Faq.tsx"), ["FaqGroups"]);

export function FaqIsland({ id, headingLevel }: { id: string; headingLevel: FaqHeadingLevel }) {
  const { i18n } = useLingui();
  const html = prerenderedFaq(i18n.locale as Locale, headingLevel);
  if (html !== undefined) return <StaticIsland id={id} html={html} />;
  return (
    <StaticIsland id={id}>
      <FaqGroups headingLevel={headingLevel} />
    </StaticIsland>
  );
}
