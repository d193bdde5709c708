/**
 * The voucher page, /booking/{reference}/voucher. The signed-in owner of the booking sees it at
 * once; anyone else is asked for the e-mail the booking was made with, and the form's post looks it
 * up as the lookup page does (same limits, the same "not found" whichever half was wrong). Any
 * other reference gets the same form, so the page tells nothing about which references exist.
 * Never stored by a cache: it holds a booking.
 */
import { msg } from "@lingui/core/macro";
import { data, type MiddlewareFunction } from "react-router";
import { getConfig } from "#app/middleware/config.server.ts";
import { getI18n } from "#app/middleware/locale.server.ts";
import { requestScope } from "#app/middleware/scope.server.ts";
import { getUser } from "#app/middleware/user.server.ts";
import { translatedSeo } from "#app/server/page.server.ts";
import { normaliseReference, REFERENCE_MAX_LENGTH } from "#domain/inputs/lookup.ts";
import type { NoVoucher, Voucher } from "#domain/voucher.ts";
import { REFERENCE_PATTERN } from "#workers/booking/reference.ts";
import { lookedUpVoucher, ownersVoucher } from "#workers/booking/voucher.ts";
import { formFields } from "#workers/http.ts";
import type { Route } from "./+types/booking-voucher";

const PRIVATE_PAGE = { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex" };

/** Every answer of the voucher's and the calendar's routes, their 404 included: never stored by a cache, never indexed. */
export const privateAnswers: MiddlewareFunction<Response> = async (_args, next) => {
  const response = await next();
  for (const [name, value] of Object.entries(PRIVATE_PAGE)) response.headers.set(name, value);
  return response;
};

export const middleware: Route.MiddlewareFunction[] = [privateAnswers];

const SEO = {
  title: msg({ context: "page title", message: "Your voucher" }),
  description: msg`The voucher of your confirmed booking, to show your driver.`,
};

/**
 * What the page shows: the voucher (with the e-mail it was found with, which its calendar form
 * posts again; none for the owner), why there is none, or the form that asks for the e-mail.
 */
export type VoucherAnswer = { kind: "voucher"; voucher: Voucher; email: string | null } | { kind: NoVoucher | "ask" };

const STATUS: Record<VoucherAnswer["kind"], number> = {
  voucher: 200,
  ask: 200,
  notConfirmed: 409,
  notFound: 404,
  tooMany: 429,
  missing: 422,
};

/** The booking reference in the path, as bookings store it; null when the path cannot name a booking. */
export function bookingReference(param: string | undefined): string | null {
  const reference = normaliseReference((param ?? "").slice(0, REFERENCE_MAX_LENGTH));
  return REFERENCE_PATTERN.test(reference) ? reference : null;
}

/** The page's reference; a path that cannot name a booking is the site's 404 page. */
function referenceParam(param: string | undefined): string {
  return bookingReference(param) ?? notFoundPage();
}

function notFoundPage(): never {
  throw data(null, { status: 404 });
}

function page(args: Route.LoaderArgs | Route.ActionArgs, answer: VoucherAnswer) {
  return data(
    {
      seo: translatedSeo(getI18n(args.context), SEO),
      reference: referenceParam(args.params.reference),
      whatsappNumber: getConfig(args.context).whatsappNumber,
      answer,
    },
    { status: STATUS[answer.kind] },
  );
}

export async function loader(args: Route.LoaderArgs) {
  const reference = referenceParam(args.params.reference);
  const user = await getUser(args.context);
  if (!user) return page(args, { kind: "ask" });
  const { db, locale } = requestScope(args);
  const outcome = await ownersVoucher(db, locale, reference, user.id);
  if (outcome.kind === "voucher") return page(args, { ...outcome, email: null });
  return page(args, { kind: outcome.kind === "notConfirmed" ? "notConfirmed" : "ask" });
}

export async function action(args: Route.ActionArgs) {
  const { request, params } = args;
  const reference = referenceParam(params.reference);
  const { db, locale } = requestScope(args);
  const fields = formFields(await request.formData().catch(() => new FormData()));
  const email = fields.email ?? "";
  const outcome = await lookedUpVoucher(db, request, locale, reference, email);
  return page(args, outcome.kind === "voucher" ? { ...outcome, email } : outcome);
}
