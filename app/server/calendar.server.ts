/**
 * "Add to calendar" answers: a booking's and a trip's .ics, or a short refusal in the site's
 * language. The routes that use these never let a cache store an answer (privateAnswers).
 */
import type { MessageDescriptor } from "@lingui/core";
import type { RouterContextProvider } from "react-router";
import { getConfig } from "#app/middleware/config.server.ts";
import { getI18n } from "#app/middleware/locale.server.ts";

/** The host of the events' UIDs: the default site's, so that both sites give the same event. */
export function calendarHost(context: Readonly<RouterContextProvider>): string {
  const config = getConfig(context);
  return new URL(config.siteOrigins[config.defaultLocale]).hostname;
}

/** The file as a download named `{reference}.ics`. */
export function calendarDownload(file: string, reference: string): Response {
  return new Response(file, {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": `attachment; filename="${reference}.ics"`,
    },
  });
}

/** Why there is no file, as a short text in the site's language. */
export function calendarRefusal(
  context: Readonly<RouterContextProvider>,
  refusal: { status: number; message: MessageDescriptor },
): Response {
  return new Response(getI18n(context)._(refusal.message), {
    status: refusal.status,
    headers: { "Content-Type": "text/plain; charset=utf-8" },
  });
}
