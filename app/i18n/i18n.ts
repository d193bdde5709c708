import { type I18n, type Messages, setupI18n } from "@lingui/core";
import type { Locale } from "#domain/locale.ts";

/**
 * The browser's catalogs (lingui.config.ts): the pages' messages on every page, the back office's
 * only on /admin pages; mails and server answers stay on the server (workers/i18n.ts).
 */
async function pageMessages(locale: Locale): Promise<Messages> {
  return ((await import(`../../locales/${locale}/messages.ts`)) as { messages: Messages }).messages;
}

async function adminMessages(locale: Locale): Promise<Messages> {
  return ((await import(`../../locales/${locale}/admin.ts`)) as { messages: Messages }).messages;
}

const isAdminPath = (pathname: string) => pathname === "/admin" || pathname.startsWith("/admin/");

/** The page's one instance: the server renders with its own (workers/i18n.ts). */
let pageI18n: I18n | undefined;
let adminLoaded = false;

/** The browser's i18n instance for a page load, with the catalogs the page at `pathname` renders. */
export async function createI18n(locale: Locale, pathname: string): Promise<I18n> {
  const admin = isAdminPath(pathname);
  const [pages, back] = await Promise.all([pageMessages(locale), admin ? adminMessages(locale) : {}]);
  adminLoaded = admin;
  pageI18n = setupI18n({ locale, messages: { [locale]: { ...pages, ...back } } });
  return pageI18n;
}

/** Before a navigation renders a back-office page (root's clientMiddleware): its catalog, once. */
export async function loadMessagesFor(pathname: string): Promise<void> {
  if (!pageI18n || adminLoaded || !isAdminPath(pathname)) return;
  pageI18n.load(pageI18n.locale, await adminMessages(pageI18n.locale as Locale));
  adminLoaded = true;
}
