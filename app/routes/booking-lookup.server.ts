/**
 * The tourist's /booking page: a plain HTML form (it works without JavaScript) that looks a booking
 * up by reference and e-mail. Never cached: an answer holds a booking, and the form can come
 * prefilled from the link in the tourist's e-mail.
 */
import { msg } from "@lingui/core/macro";
import { data } from "react-router";
import { getConfig } from "#app/middleware/config.server.ts";
import { getDb } from "#app/middleware/database.server.ts";
import { getI18n, getLocale } from "#app/middleware/locale.server.ts";
import { translatedSeo } from "#app/server/page.server.ts";
import type { LookupOutcome } from "#domain/booking.ts";
import { normaliseReference, REFERENCE_MAX_LENGTH } from "#domain/inputs/lookup.ts";
import { lookUpBooking } from "#workers/booking/lookup.ts";
import { formFields } from "#workers/http.ts";
import type { Route } from "./+types/booking-lookup";

const PRIVATE_PAGE = { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex" };

const SEO = {
  title: msg({ context: "page title", message: "Check your booking" }),
  description: msg`See the status and details of your booking with its reference and your e-mail address.`,
};

export function loader({ request, context }: Route.LoaderArgs) {
  const reference = new URL(request.url).searchParams.get("reference") ?? "";
  return data(
    {
      seo: translatedSeo(getI18n(context), SEO),
      reference: normaliseReference(reference.slice(0, REFERENCE_MAX_LENGTH)),
      operatorEmail: getConfig(context).operatorEmail,
    },
    { headers: PRIVATE_PAGE },
  );
}

const STATUS: Record<LookupOutcome["kind"], number> = { found: 200, notFound: 404, tooMany: 429, missing: 422 };

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData().catch(() => new FormData());
  const outcome = await lookUpBooking(getDb(context), request, getLocale(context), formFields(form));
  return data(outcome, { status: STATUS[outcome.kind], headers: PRIVATE_PAGE });
}

export function headers({ actionHeaders, loaderHeaders }: Route.HeadersArgs) {
  return actionHeaders.has("Cache-Control") ? actionHeaders : loaderHeaders;
}
