/**
 * The gallery's pictures and the home page's slides, as the back office edits them: a photo, its
 * texts in both languages (a caption; a slide's title and subtitle) and, for a slide, where it leads.
 * Both are shown as soon as they are saved, so every text is required in both languages.
 */
import { LOCALES, type Locale } from "../locale.ts";

export const SHOWCASE_KINDS = ["gallery", "slides"] as const;

export type ShowcaseKind = (typeof SHOWCASE_KINDS)[number];

/** The translated texts of each kind, with their longest length. */
export const SHOWCASE_TEXTS: Readonly<Record<ShowcaseKind, Readonly<Record<string, number>>>> = {
  gallery: { caption: 300 },
  slides: { title: 120, subtitle: 200 },
};

export const LINK_PATH_MAX = 200;

export type ShowcaseProblem = "required" | "tooLong" | "linkPath";

export interface ShowcaseTexts {
  texts: Record<string, Record<Locale, string>>;
  /** A slide's link: a path on the site, such as /activity/water-sports. */
  linkPath: string | null;
}

/** The form's name of a text in one language: "caption.id", "title.en". */
export const showcaseFieldName = (field: string, locale: Locale) => `${field}.${locale}`;

/** The prefix of a row's fields within the page's whole form: `row.12.` (`row.12.caption.en`). */
export const showcaseRowPrefix = (id: number) => `row.${id}.`;

/** Reads a row's texts (and a slide's link); every problem named with its field. */
export function parseShowcaseTexts(
  kind: ShowcaseKind,
  fields: Readonly<Record<string, string>>,
): { ok: true; value: ShowcaseTexts } | { ok: false; problems: [string, ShowcaseProblem][] } {
  const problems: [string, ShowcaseProblem][] = [];
  const texts: ShowcaseTexts["texts"] = {};
  for (const [field, max] of Object.entries(SHOWCASE_TEXTS[kind])) {
    const byLocale = {} as Record<Locale, string>;
    for (const locale of LOCALES) {
      const name = showcaseFieldName(field, locale);
      const value = (fields[name] ?? "").trim();
      if (!value) problems.push([name, "required"]);
      else if (value.length > max) problems.push([name, "tooLong"]);
      byLocale[locale] = value;
    }
    texts[field] = byLocale;
  }
  let linkPath: string | null = null;
  if (kind === "slides") {
    linkPath = (fields.link_path ?? "").trim();
    if (!/^\/(?!\/)[\w\-./?=&%]*$/.test(linkPath) || linkPath.length > LINK_PATH_MAX) {
      problems.push(["link_path", "linkPath"]);
    }
  }
  return problems.length > 0 ? { ok: false, problems } : { ok: true, value: { texts, linkPath } };
}
