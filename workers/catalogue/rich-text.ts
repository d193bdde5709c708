import type { SafeHtml } from "#domain/safe-html.ts";

/**
 * Rich text is rendered as HTML, so it is reduced to a small set of tags without attributes;
 * every other tag, attribute, comment or script becomes visible, inert text. Runs on the
 * server (no DOM in workerd), on every rich text a page sends; what it returns is the only
 * SafeHtml there is.
 */
const ALLOWED = new Set(["p", "ul", "ol", "li", "strong", "em", "h3", "br"]);

function escapeText(text: string): string {
  // Entities already in the text stay as they are; a bare & is escaped.
  return text
    .replace(/&(?!(?:[a-zA-Z][a-zA-Z0-9]{1,31}|#\d{1,7}|#x[0-9a-fA-F]{1,6});)/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;");
}

export function sanitizeRichText(html: string): SafeHtml {
  let result = "";
  let position = 0;
  for (const match of html.matchAll(/<\/?([a-zA-Z][a-zA-Z0-9]*)\s*\/?>/g)) {
    const tag = match[1]?.toLowerCase() ?? "";
    result += escapeText(html.slice(position, match.index));
    result += ALLOWED.has(tag) ? match[0].toLowerCase().replace(/\s+/g, "") : escapeText(match[0]);
    position = match.index + match[0].length;
  }
  return (result + escapeText(html.slice(position))) as SafeHtml;
}

/** Text of rich text, for meta descriptions and previews. */
export function plainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, " ")
    .replace(/&nbsp;/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}
