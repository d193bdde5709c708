/**
 * Recently viewed (issue 42, item 4; decision 0088): the last activity and vehicle pages this
 * device opened, newest first, in localStorage per language (each card's texts are the page's), so
 * a row can show them with no request. The pages write what a card needs; nothing reaches the server.
 */
import { useEffect, useSyncExternalStore } from "react";
import type { StoredImage } from "#domain/images.ts";
import type { Locale } from "#domain/locale.ts";

export interface ViewedPage {
  path: string;
  name: string;
  /** The "from" price as the page showed it, in the site's currency. */
  price: string;
  image: Omit<StoredImage, "alt"> | null;
}

export const RECENTLY_VIEWED_MAX = 10;
const NONE: ViewedPage[] = [];

const keyOf = (locale: Locale) => `recently-viewed:${locale}`;

function isViewedPage(value: unknown): value is ViewedPage {
  const page = value as ViewedPage;
  return (
    typeof page === "object" &&
    page !== null &&
    typeof page.path === "string" &&
    page.path.startsWith("/") &&
    typeof page.name === "string" &&
    typeof page.price === "string"
  );
}

/** The raw text the last parse came from, so useSyncExternalStore gets the same array until it changes. */
const parsed = new Map<Locale, { raw: string | null; pages: ViewedPage[] }>();

function viewedPages(locale: Locale): ViewedPage[] {
  let raw: string | null = null;
  try {
    raw = localStorage.getItem(keyOf(locale));
  } catch {
    return NONE;
  }
  const last = parsed.get(locale);
  if (last && last.raw === raw) return last.pages;
  let pages = NONE;
  try {
    const stored: unknown = JSON.parse(raw ?? "[]");
    if (Array.isArray(stored)) pages = stored.filter(isViewedPage).slice(0, RECENTLY_VIEWED_MAX);
  } catch {
    // A broken entry reads as none.
  }
  parsed.set(locale, { raw, pages });
  return pages;
}

/** Puts `page` first (once), keeping the last RECENTLY_VIEWED_MAX. */
export function useRecordView(locale: Locale, page: Omit<ViewedPage, "image"> & { image: StoredImage | null }) {
  const { path, name, price, image } = page;
  useEffect(() => {
    const kept = viewedPages(locale).filter((other) => other.path !== path);
    const next = [{ path, name, price, image: image && withoutAlt(image) }, ...kept].slice(0, RECENTLY_VIEWED_MAX);
    try {
      localStorage.setItem(keyOf(locale), JSON.stringify(next));
    } catch {
      // No storage (private mode): nothing is remembered.
    }
  }, [locale, path, name, price, image]);
}

function withoutAlt({ alt: _alt, ...image }: StoredImage): Omit<StoredImage, "alt"> {
  return image;
}

const noSubscription = () => () => {};

/** The pages viewed on this device in `locale`; none while the server renders and React hydrates. */
export function useViewedPages(locale: Locale): ViewedPage[] {
  return useSyncExternalStore(
    noSubscription,
    () => viewedPages(locale),
    () => NONE,
  );
}
