/**
 * The operator's forms for tips, events and special offers (/admin/content): each text in both
 * languages side by side, and the facts that are not translated (an event's start and end, the
 * activity an offer leads to). Saving keeps a draft as it is; publishing needs every required text
 * in both languages (`missingContentForPublishing`). Rich texts stay HTML as stored.
 */
import { type } from "arktype";
import { LOCALES, type Locale } from "../locale.ts";
import { slugFrom } from "./activity.ts";

export const CONTENT_KINDS = ["tips", "events", "offers"] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];

export const isContentKind = (value: unknown): value is ContentKind =>
  (CONTENT_KINDS as readonly unknown[]).includes(value);

export type ContentTextField = "title" | "content" | "location" | "short_des" | "des" | "tnc";

/** Each kind's translated texts, in the form's order. */
export const CONTENT_TEXT_FIELDS: Readonly<Record<ContentKind, readonly ContentTextField[]>> = {
  tips: ["title", "content"],
  events: ["title", "location", "content"],
  offers: ["title", "short_des", "des", "tnc"],
};

/** The texts a published row must have in both languages; the others may stay empty. */
export const REQUIRED_CONTENT_FIELDS: Readonly<Record<ContentKind, readonly ContentTextField[]>> = {
  tips: ["title", "content"],
  events: ["title", "location", "content"],
  offers: ["title", "short_des", "des"],
};

/** Rich text, written in several lines (sanitised when written: domain/rich-text.ts). */
export const RICH_CONTENT_FIELDS: ReadonlySet<ContentTextField> = new Set(["content", "des", "tnc"]);

export const CONTENT_TEXT_LIMITS: Readonly<Record<ContentTextField, number>> = {
  title: 200,
  location: 200,
  short_des: 1_000,
  content: 50_000,
  des: 50_000,
  tnc: 20_000,
};

export type ContentTexts = Partial<Record<ContentTextField, string>>;

/** The untranslated facts: an event's times (Bali's "YYYY-MM-DDTHH:MM"), an offer's activity. */
export interface ContentFacts {
  starts_at?: string;
  ends_at?: string;
  activity_id?: number | null;
}

export interface ContentEdit {
  version: number;
  texts: Record<Locale, ContentTexts>;
  facts: ContentFacts;
}

export type ContentProblem = "kept" | "tooLong" | "required" | "dateTime" | "endBeforeStart" | "activity" | "stale";

export type ContentProblems = [field: string, problem: ContentProblem][];

/** The form's field name of a text in one language: "title.id", "content.en". */
export const contentFieldName = (field: string, locale: Locale) => `${field}.${locale}`;

const wholeNumber = type("string.integer.parse");
const DATE_TIME_SHAPE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;

/** A real moment written "YYYY-MM-DDTHH:MM" (no 31 April, no 24:00). */
function isDateTime(value: string): boolean {
  if (!DATE_TIME_SHAPE.test(value)) return false;
  const moment = new Date(`${value}:00Z`);
  return !Number.isNaN(moment.getTime()) && moment.toISOString().slice(0, 16) === value;
}

function text(fields: Readonly<Record<string, string>>, name: string): string {
  return (fields[name] ?? "").replace(/\r\n/g, "\n").trim();
}

function versionOf(fields: Readonly<Record<string, string>>): number | null {
  const parsed = wholeNumber(text(fields, "version"));
  return parsed instanceof type.errors || parsed < 1 || !Number.isSafeInteger(parsed) ? null : parsed;
}

/** Reads a kind's form; every problem is named with its field, in the order of the form. */
export function parseContentEdit(
  kind: ContentKind,
  fields: Readonly<Record<string, string>>,
): { ok: true; value: ContentEdit } | { ok: false; problems: ContentProblems } {
  const problems: ContentProblems = [];
  const texts = Object.fromEntries(
    LOCALES.map((locale) => [
      locale,
      Object.fromEntries(
        CONTENT_TEXT_FIELDS[kind].map((field) => {
          const name = contentFieldName(field, locale);
          const value = text(fields, name);
          if (value.length > CONTENT_TEXT_LIMITS[field]) problems.push([name, "tooLong"]);
          return [field, value];
        }),
      ),
    ]),
  ) as Record<Locale, ContentTexts>;
  const facts = factsOf(kind, fields, problems);
  const version = versionOf(fields);
  if (version === null) problems.push(["version", "stale"]);
  if (problems.length > 0) return { ok: false, problems };
  return { ok: true, value: { version: version ?? 1, texts, facts } };
}

function factsOf(kind: ContentKind, fields: Readonly<Record<string, string>>, problems: ContentProblems): ContentFacts {
  if (kind === "events") {
    const dateTime = (name: string) => {
      const value = text(fields, name);
      if (!isDateTime(value)) problems.push([name, "dateTime"]);
      return value;
    };
    const starts = dateTime("starts_at");
    const ends = dateTime("ends_at");
    if (isDateTime(starts) && isDateTime(ends) && ends < starts) {
      problems.push(["ends_at", "endBeforeStart"]);
    }
    return { starts_at: starts, ends_at: ends };
  }
  if (kind === "offers") {
    const raw = text(fields, "activity_id");
    if (!raw) return { activity_id: null };
    const parsed = wholeNumber(raw);
    if (parsed instanceof type.errors || parsed < 1 || parsed > 1_000_000_000) {
      problems.push(["activity_id", "activity"]);
      return { activity_id: null };
    }
    return { activity_id: parsed };
  }
  return {};
}

/** What keeps a row from being published: each required text empty in either language, by field name. */
export function missingContentForPublishing(kind: ContentKind, texts: Record<Locale, ContentTexts>): string[] {
  return REQUIRED_CONTENT_FIELDS[kind].flatMap((field) =>
    LOCALES.filter((locale) => !(texts[locale][field] ?? "").trim()).map((locale) => contentFieldName(field, locale)),
  );
}

export interface NewContent {
  kind: ContentKind;
  title: Record<Locale, string>;
}

/** A "new" form: the kind and its title in both languages (the slug comes from the English title). */
export function parseNewContent(
  fields: Readonly<Record<string, string>>,
): { ok: true; value: NewContent } | { ok: false; problems: ContentProblems } {
  const problems: ContentProblems = [];
  const kind = text(fields, "kind");
  const title = Object.fromEntries(
    LOCALES.map((locale) => {
      const name = contentFieldName("title", locale);
      const value = text(fields, name);
      if (!value) problems.push([name, "required"]);
      else if (value.length > CONTENT_TEXT_LIMITS.title) problems.push([name, "tooLong"]);
      return [locale, value];
    }),
  ) as Record<Locale, string>;
  if (!problems.length && !slugFrom(title.en)) problems.push([contentFieldName("title", "en"), "required"]);
  if (!isContentKind(kind)) problems.push(["kind", "required"]);
  return problems.length > 0 || !isContentKind(kind) ? { ok: false, problems } : { ok: true, value: { kind, title } };
}
