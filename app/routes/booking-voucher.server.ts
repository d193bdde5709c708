/**
 * The voucher page, /booking/{reference}/voucher. The signed-in owner of the booking sees it at
 * once, and so does a browser holding a grant for it; anyone else is asked for the e-mail the
 * booking was made with, and the form's post looks it up as the lookup page does (same limits, the
 * same "not found" whichever half was wrong). A good pair answers 303 to this page's GET with a
 * new grant (a GET the service worker keeps offline; a POST's answer it cannot). Any other
 * reference gets the same form, so the page tells nothing about which references exist. Never
 * stored by an HTTP cache: it holds a booking.
 */
import { msg } from "@lingui/core/macro";
import { data, type MiddlewareFunction, redirect } from "react-router";
import { getConfig } from "#app/middleware/config.server.ts";
import { getI18n } from "#app/middleware/locale.server.ts";
import { requestScope } from "#app/middleware/scope.server.ts";
import { getUser } from "#app/middleware/user.server.ts";
import { translatedSeo } from "#app/server/page.server.ts";
import { normaliseReference, REFERENCE_MAX_LENGTH } from "#domain/inputs/lookup.ts";
import { type NoVoucher, type Voucher, voucherPath } from "#domain/voucher.ts";
import { REFERENCE_PATTERN } from "#workers/booking/reference.ts";
import { grantByLookup, grantedVoucher, type VoucherAccess } from "#workers/booking/voucher.ts";
import { grantHash } from "#workers/booking/voucher-grants.ts";
import { formCsrf, requireFormCsrf } from "#workers/csrf.ts";
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
 * What the page shows: the voucher, why there is none, or the form that asks for the e-mail ("csrf":
 * a post that did not carry the form's token, as another site's form would not).
 */
export type VoucherAnswer = { kind: "voucher"; voucher: Voucher } | { kind: NoVoucher | "ask" | "csrf" };

const STATUS: Record<VoucherAnswer["kind"], number> = {
  voucher: 200,
  ask: 200,
  notConfirmed: 409,
  notFound: 404,
  tooMany: 429,
  missing: 422,
  csrf: 419,
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

/** The page, with the CSRF token its e-mail form carries (and the cookie it is checked against). */
function page(args: Route.LoaderArgs | Route.ActionArgs, answer: VoucherAnswer) {
  const csrf = formCsrf(args.request);
  return data(
    {
      seo: translatedSeo(getI18n(args.context), SEO),
      reference: referenceParam(args.params.reference),
      whatsappNumber: getConfig(args.context).whatsappNumber,
      answer,
      csrfToken: csrf.token,
    },
    { status: STATUS[answer.kind], headers: { "Set-Cookie": csrf.setCookie } },
  );
}

/** Who is asking for `reference`'s voucher by GET: the signed-in account and the grant this browser holds. */
export async function voucherAccess(
  args: Pick<Route.LoaderArgs, "context" | "request">,
  reference: string,
): Promise<VoucherAccess> {
  const user = await getUser(args.context);
  return { userId: user?.id ?? null, grantHash: await grantHash(args.request, reference) };
}

export async function loader(args: Route.LoaderArgs) {
  const reference = referenceParam(args.params.reference);
  const { db, locale } = requestScope(args);
  const outcome = await grantedVoucher(db, locale, reference, await voucherAccess(args, reference), new Date());
  return page(args, outcome.kind === "notFound" ? { kind: "ask" } : outcome);
}

export async function action(args: Route.ActionArgs) {
  const { request, params } = args;
  const reference = referenceParam(params.reference);
  const { db } = requestScope(args);
  const form = await request.formData().catch(() => new FormData());
  // A grant is a sign-in of sorts: another site must not plant its own booking's grant here.
  const forged = await requireFormCsrf(db, request, form).then(
    () => false,
    () => true,
  );
  if (forged) return page(args, { kind: "csrf" });
  const fields = formFields(form);
  const outcome = await grantByLookup(requestScope(args), reference, fields.email ?? "", new Date());
  if (outcome.kind !== "granted") return page(args, outcome);
  throw redirect(voucherPath(reference), { status: 303, headers: { "Set-Cookie": outcome.setCookie } });
}

export function headers({ actionHeaders, loaderHeaders }: Route.HeadersArgs) {
  return actionHeaders.has("Set-Cookie") ? actionHeaders : loaderHeaders;
}
