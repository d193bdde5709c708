import type { SafeHtml } from "./safe-html.ts";

/**
 * Rich text is rendered as HTML, so it is reduced to a small set of tags without attributes;
 * every other tag, attribute, comment or script becomes visible, inert text. It is sanitised
 * once, when it is written (the back office's editors, the seed, `npm run db:sanitize` for rows
 * written before), and read back as SafeHtml without a second pass.
 */
const ALLOWED = new Set(["p", "ul", "ol", "li", "strong", "em", "h3", "br"]);

/**
 * Every column that holds rich text, by table, with the column naming each row's owner: every
 * such table holds a row per owner and language (the key the upgrade of older rows writes by).
 */
export const RICH_TEXT_COLUMNS: Readonly<Record<string, { owner: string; columns: readonly string[] }>> = {
  activity_translations: {
    owner: "activity_id",
    columns: ["highlight", "activity_des", "how_to_use", "payment", "note", "confirmation_detail"],
  },
  package_translations: { owner: "package_id", columns: ["detail"] },
  destination_translations: { owner: "destination_id", columns: ["des", "note"] },
  transport_translations: { owner: "transport_id", columns: ["des", "note"] },
  tip_translations: { owner: "tip_id", columns: ["content"] },
  event_translations: { owner: "event_id", columns: ["content"] },
  special_offer_translations: { owner: "offer_id", columns: ["des", "tnc"] },
};

function escapeText(text: string): string {
  // Entities already in the text stay as they are; a bare & is escaped.
  return text
    .replace(/&(?!(?:[a-zA-Z][a-zA-Z0-9]{1,31}|#\d{1,7}|#x[0-9a-fA-F]{1,6});)/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;");
}

/** Rich text reduced to the allowed tags. Sanitising it again changes nothing. */
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

/** What a column keeps of a text written into it: rich text sanitised, any other text as it is. */
export function storedText(table: string, column: string, text: string): string {
  return RICH_TEXT_COLUMNS[table]?.columns.includes(column) ? sanitizeRichText(text) : text;
}

/** A rich-text column as read from D1: sanitised when it was written (`storedText`). */
export function storedRichText(text: string): SafeHtml {
  return text as SafeHtml;
}

/** A tag that lays text out by itself: text holding one is shown as it was written. */
const LAYOUT_TAG = /<(?:p|ul|ol|li|h3)>/;
/** A line break as typed, or as a `<br>` once sanitised; a bullet the operator typed in front of a line. */
const LINE_BREAK = /\s*(?:\r?\n|<br\/?>)\s*/;
const TYPED_BULLET = /^(?:[-*•·]\s+)/;

/**
 * Rich text typed one item per line, as operators enter highlights, shown as a list: without it,
 * HTML runs the lines together into one paragraph. Text that already has paragraphs or a list, or
 * a single line, stays as it is. The lines are already sanitised text, so wrapping them is safe.
 */
export function linesAsList(html: string): string {
  if (LAYOUT_TAG.test(html)) return html;
  const lines = html
    .split(LINE_BREAK)
    .map((line) => line.replace(TYPED_BULLET, "").trim())
    .filter((line) => line !== "");
  if (lines.length < 2) return html;
  return `<ul>${lines.map((line) => `<li>${line}</li>`).join("")}</ul>`;
}

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', "#39": "'", nbsp: " " };

/** Text of rich text, for meta descriptions and previews. */
export function plainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, " ")
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_entity, name: string) => ENTITIES[name] ?? "")
    .replace(/\s+/g, " ")
    .trim();
}
