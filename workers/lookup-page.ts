/**
 * The loader and action of the tourist's /booking page: a plain HTML form (it works without
 * JavaScript) that looks a booking up by reference and e-mail. Never cached: an answer holds a
 * booking, and the form can come prefilled from the link in the tourist's e-mail.
 */
import { type ActionFunctionArgs, data, type LoaderFunctionArgs } from "react-router";
import type { Locale } from "#domain/locale.ts";
import { type LookupOutcome, lookUpBooking, normaliseReference } from "./booking/lookup.ts";
import { requestLocale, siteConfig } from "./config.ts";
import { cloudflareFrom } from "./context.ts";
import { countRoundTrips, roundTripTiming } from "./db.ts";
import { formFields } from "./http.ts";

const PRIVATE_PAGE = { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex" };

const SEO: Record<Locale, { title: string; description: string }> = {
  id: {
    title: "Cek pemesanan",
    description: "Lihat status dan detail pemesanan Anda dengan nomor referensi dan alamat e-mail Anda.",
  },
  en: {
    title: "Check your booking",
    description: "See the status and details of your booking with its reference and your e-mail address.",
  },
};

export function lookupPageLoader({ request, context }: LoaderFunctionArgs) {
  const { env } = cloudflareFrom(context);
  const locale = requestLocale(request, env);
  const config = siteConfig(env);
  const reference = new URL(request.url).searchParams.get("reference") ?? "";
  return data(
    {
      seo: SEO[locale],
      reference: normaliseReference(reference.slice(0, 100)),
      operatorEmail: config.operatorEmail,
    },
    { headers: PRIVATE_PAGE },
  );
}

const STATUS: Record<LookupOutcome["kind"], number> = { found: 200, notFound: 404, tooMany: 429, missing: 422 };

export async function lookupPageAction({ request, context }: ActionFunctionArgs) {
  const { env } = cloudflareFrom(context);
  const database = countRoundTrips(env.DB);
  const form = await request.formData().catch(() => new FormData());
  const outcome = await lookUpBooking(database.db, request, requestLocale(request, env), formFields(form));
  return data(outcome, {
    status: STATUS[outcome.kind],
    headers: { ...PRIVATE_PAGE, "Server-Timing": roundTripTiming(database.roundTrips()) },
  });
}
