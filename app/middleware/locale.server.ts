/**
 * The request's language, chosen by the host name (one site per language), and the Lingui
 * instance that speaks it: pages, server messages and mails all translate through it.
 */
import type { I18n } from "@lingui/core";
import { createContext, type MiddlewareFunction, type RouterContextProvider } from "react-router";
import type { Locale } from "#domain/locale.ts";
import { requestLocale } from "#workers/config.ts";
import { translator } from "#workers/i18n.ts";
import { getEnv } from "./config.server.ts";

const localeContext = createContext<Locale>();

export const localeMiddleware: MiddlewareFunction<Response> = ({ request, context }, next) => {
  context.set(localeContext, requestLocale(request, getEnv(context)));
  return next();
};

export function getLocale(context: Readonly<RouterContextProvider>): Locale {
  return context.get(localeContext);
}

export function getI18n(context: Readonly<RouterContextProvider>): I18n {
  return translator(getLocale(context));
}
