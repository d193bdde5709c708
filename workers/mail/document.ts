/**
 * A small document model for e-mails: the wording is written once as blocks, and the plain-text
 * and HTML bodies are both rendered from it, so the two versions never say different things and
 * every value is escaped in exactly one place.
 */

export interface Fact {
  label: string;
  value: string;
  /** Shown as a link in HTML and after the value in plain text; only http(s) URLs become links. */
  href?: string;
}

export interface PriceRow {
  label: string;
  /** e.g. "2 × Rp 450.000" */
  detail: string;
  amount: string;
}

export type MailBlock =
  | { type: "heading"; text: string }
  | { type: "paragraph"; text: string }
  | { type: "facts"; facts: Fact[] }
  | { type: "prices"; rows: PriceRow[]; totalLabel: string; total: string }
  | { type: "link"; label: string; href: string }
  | { type: "list"; items: string[] };

const HTML_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character] ?? character);
}

/** Line breaks, tabs and other control characters would start a new header line: a subject gets spaces instead. */
export function headerText(value: string): string {
  return value
    .replace(/[\p{Cc}\u2028\u2029]+/gu, " ")
    .replace(/ {2,}/g, " ")
    .trim();
}

/** An address goes into a header and an envelope: nothing but the address itself may survive. */
export function headerAddress(value: string): string {
  return value.replace(/[\p{Cc}\s,;<>"()]+/gu, "");
}

function isWebUrl(href: string): boolean {
  return /^https?:\/\//i.test(href);
}

function renderTextBlock(block: MailBlock): string {
  switch (block.type) {
    case "heading":
      return block.text.toUpperCase();
    case "paragraph":
      return block.text;
    case "facts": {
      const width = Math.max(...block.facts.map((fact) => fact.label.length)) + 1;
      return block.facts
        .map((fact) => {
          const value = fact.href ? `${fact.value}\n${fact.href}` : fact.value;
          const indented = value.replace(/\n/g, `\n${" ".repeat(width + 1)}`);
          return `${`${fact.label}:`.padEnd(width)} ${indented}`;
        })
        .join("\n");
    }
    case "prices":
      return [
        ...block.rows.map((row) => `- ${row.label}${row.detail ? `: ${row.detail}` : ""} = ${row.amount}`),
        `${block.totalLabel}: ${block.total}`,
      ].join("\n");
    case "link":
      return `${block.label}: ${block.href}`;
    case "list":
      return block.items.map((item) => `- ${item}`).join("\n");
  }
}

export function renderText(blocks: readonly MailBlock[]): string {
  return `${blocks.map(renderTextBlock).join("\n\n")}\n`;
}

const STYLE = {
  body: "margin:0;padding:24px;background:#f4f7f2;font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#1f2a1f",
  card: "max-width:600px;margin:0 auto;background:#ffffff;border-radius:8px;padding:24px",
  heading: "font-size:17px;margin:24px 0 8px;color:#c2410c",
  paragraph: "margin:0 0 12px",
  table: "border-collapse:collapse;width:100%;margin:0 0 12px",
  label: "padding:4px 12px 4px 0;vertical-align:top;color:#52606d;white-space:nowrap",
  cell: "padding:4px 0;vertical-align:top",
  amount: "padding:4px 0;vertical-align:top;text-align:right;white-space:nowrap",
  total: "padding:8px 0 4px;border-top:1px solid #d9e2d9;font-weight:bold",
  link: "color:#c2410c",
  list: "margin:0 0 12px;padding-left:20px",
} as const;

/** Escaped text with its line breaks kept. */
function htmlText(value: string): string {
  return escapeHtml(value).replace(/\r?\n/g, "<br>");
}

function htmlLink(label: string, href: string): string {
  if (!isWebUrl(href)) return `${htmlText(label)} (${htmlText(href)})`;
  return `<a href="${escapeHtml(href)}" style="${STYLE.link}">${htmlText(label)}</a>`;
}

function renderHtmlBlock(block: MailBlock): string {
  switch (block.type) {
    case "heading":
      return `<h2 style="${STYLE.heading}">${htmlText(block.text)}</h2>`;
    case "paragraph":
      return `<p style="${STYLE.paragraph}">${htmlText(block.text)}</p>`;
    case "facts":
      return `<table role="presentation" style="${STYLE.table}">${block.facts
        .map((fact) => {
          const value = fact.href ? htmlLink(fact.value, fact.href) : htmlText(fact.value);
          return `<tr><td style="${STYLE.label}">${htmlText(fact.label)}</td><td style="${STYLE.cell}">${value}</td></tr>`;
        })
        .join("")}</table>`;
    case "prices":
      return `<table role="presentation" style="${STYLE.table}">${block.rows
        .map(
          (row) =>
            `<tr><td style="${STYLE.cell}">${htmlText(row.label)}</td><td style="${STYLE.label}">${htmlText(row.detail)}</td><td style="${STYLE.amount}">${htmlText(row.amount)}</td></tr>`,
        )
        .join(
          "",
        )}<tr><td style="${STYLE.total}" colspan="2">${htmlText(block.totalLabel)}</td><td style="${STYLE.total};text-align:right;white-space:nowrap">${htmlText(block.total)}</td></tr></table>`;
    case "link":
      return `<p style="${STYLE.paragraph}">${htmlLink(block.label, block.href)}</p>`;
    case "list":
      return `<ul style="${STYLE.list}">${block.items.map((item) => `<li>${htmlText(item)}</li>`).join("")}</ul>`;
  }
}

export function renderHtml(blocks: readonly MailBlock[], options: { lang: string; title: string }): string {
  return [
    "<!doctype html>",
    `<html lang="${escapeHtml(options.lang)}">`,
    `<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(options.title)}</title></head>`,
    `<body style="${STYLE.body}"><div style="${STYLE.card}">`,
    ...blocks.map(renderHtmlBlock),
    "</div></body></html>",
    "",
  ].join("\n");
}
