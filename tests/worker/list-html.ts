import { expect } from "vitest";

/** Reading a list page's server-rendered HTML as a tourist sees it: its filter form, chips, links and cards. */

/** The page's sort and filter form: its opening tag and its whole HTML. */
export function formOf(html: string): { open: string; html: string } {
  const start = html.indexOf('<form id="list-filters"');
  expect(start, "the filter form").toBeGreaterThan(-1);
  const end = html.indexOf("</form>", start);
  return { open: html.slice(start, html.indexOf(">", start) + 1), html: decode(html.slice(start, end)) };
}

const tagsOf = (html: string, tag: string) => [...html.matchAll(new RegExp(`<${tag}\\b[^>]*>`, "g"))].map((m) => m[0]);
const attribute = (tag: string, name: string) => new RegExp(`\\b${name}="([^"]*)"`).exec(tag)?.[1] ?? null;

export function fieldValue(html: string, name: string): string | null {
  const input = tagsOf(html, "input").find((tag) => attribute(tag, "name") === name);
  return input ? (attribute(input, "value") ?? "") : null;
}

export function checkedOf(html: string, name: string): string[] {
  return tagsOf(html, "input")
    .filter((tag) => attribute(tag, "name") === name && /\bchecked=""/.test(tag))
    .map((tag) => attribute(tag, "value") ?? "");
}

export function selectedOf(html: string, name: string): string | null {
  const start = html.search(new RegExp(`<select[^>]*name="${name}"`));
  const options = html.slice(start, html.indexOf("</select>", start));
  const chosen = tagsOf(options, "option").find((tag) => /\bselected=""/.test(tag));
  return chosen ? attribute(chosen, "value") : null;
}

export const decode = (text: string) => text.replaceAll("&amp;", "&").replaceAll("<!-- -->", "");

/** The page's main part with the markup React adds between text parts taken out. */
export function textOf(html: string): string {
  return decode(html.slice(html.indexOf("<main"), html.indexOf("</main>")));
}

/** The chips of the filters in use: each chip's text and where it leads. */
export function chipsOf(html: string): Map<string, string> {
  const start = html.search(/<ul[^>]*aria-label="Filters in use|<ul[^>]*aria-label="Filter yang dipakai/);
  if (start === -1) return new Map();
  const list = decode(html.slice(start, html.indexOf("</ul>", start)));
  const chips = [...list.matchAll(/(<a\b[^>]*>)([^<]*)</g)].filter(([, tag]) => attribute(tag as string, "aria-label"));
  return new Map(chips.map(([, tag, text]) => [(text as string).trim(), attribute(tag as string, "href") as string]));
}

export function linkTo(html: string, text: string): string | null {
  const link = [...decode(html).matchAll(/<a[^>]*href="([^"]*)"[^>]*>([^<]*)<\/a>/g)].find(
    (match) => match[2]?.trim() === text,
  );
  return link?.[1] ?? null;
}

/** The slugs of the activity cards a page's main part links to, in their order. */
export function cardSlugsOf(html: string): string[] {
  const main = html.slice(html.indexOf("<main"), html.indexOf("</main>"));
  const slugs = [...main.matchAll(/href="\/activity\/[a-z0-9-]+\/([a-z0-9-]+)"/g)].map((match) => match[1] as string);
  return slugs.filter((slug, index) => slugs.indexOf(slug) === index);
}
