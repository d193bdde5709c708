/**
 * /profile/bookings/:reference/change: the signed-in tourist changes one of their own bookings
 * (issue 38, item 4) with the lookup page's change form, without typing its reference and e-mail
 * again: the account is the proof. A booking of another account, or none, is a 404 whatever it
 * holds, and nothing is changed; the change itself carries the page's CSRF token.
 */
import { msg } from "@lingui/core/macro";
import { data, type LoaderFunctionArgs, redirect } from "react-router";
import { getI18n } from "#app/middleware/locale.server.ts";
import { requestScope } from "#app/middleware/scope.server.ts";
import { getUser } from "#app/middleware/user.server.ts";
import { PERSONAL_PAGE_CACHE } from "#app/server/page.server.ts";
import type { LookedUpBooking } from "#domain/booking.ts";
import type { TouristChangeView } from "#domain/booking-change.ts";
import { FORM_EXPIRED } from "#domain/inputs/account-messages.ts";
import { normaliseReference, REFERENCE_MAX_LENGTH } from "#domain/inputs/lookup.ts";
import { isBookingOfUser, lookedUpBooking } from "#workers/booking/lookup.ts";
import { touristChangeTerms } from "#workers/booking/tourist-change.ts";
import { type TouristChangeAnswer, touristChangeAnswer } from "#workers/booking/tourist-change-answer.ts";
import { formCsrf, requireFormCsrf } from "#workers/csrf.ts";
import { PURGE_HEADER, purgeHeader } from "#workers/edge-cache.ts";
import { formFields } from "#workers/http.ts";
import type { Route } from "./+types/profile-booking-change";

const PRIVATE_PAGE = { "Cache-Control": PERSONAL_PAGE_CACHE, Vary: "Cookie", "X-Robots-Tag": "noindex" };

/** What the page shows: the booking, its change form's state, and the token its forms carry. */
export interface OwnChangePage {
  booking: LookedUpBooking;
  change: TouristChangeView;
  csrfToken: string;
  operatorEmail: string;
}

/** The signed-in tourist's id and the booking's reference, or the 404 of a booking that is not theirs. */
async function ownBooking(args: LoaderFunctionArgs | Route.ActionArgs) {
  const user = await getUser(args.context);
  const reference = normaliseReference((args.params.reference ?? "").slice(0, REFERENCE_MAX_LENGTH));
  const scope = requestScope(args);
  if (!user) return { user, reference, scope };
  if (!(await isBookingOfUser(scope.db, reference, user.id))) throw data(null, { status: 404 });
  return { user, reference, scope };
}

function privateHeaders(request: Request) {
  const csrf = formCsrf(request);
  const headers = new Headers(PRIVATE_PAGE);
  headers.append("Set-Cookie", csrf.setCookie);
  return { csrfToken: csrf.token, headers };
}

export async function loader(args: LoaderFunctionArgs) {
  const { user, reference, scope } = await ownBooking(args);
  if (!user) throw redirect(`/login?nextUrl=${encodeURIComponent(`profile/bookings/${reference}/change`)}`);
  const booking = await lookedUpBooking(scope.db, scope.locale, reference);
  const terms = await touristChangeTerms(scope.db, reference);
  const { csrfToken, headers } = privateHeaders(args.request);
  const title = getI18n(args.context)._(msg`Change booking ${reference}`);
  return data(
    {
      seo: { title, description: title },
      booking,
      change: { terms },
      csrfToken,
      operatorEmail: scope.config.operatorEmail,
    },
    { headers },
  );
}

export async function action(args: Route.ActionArgs) {
  const { request } = args;
  const form = await request.formData().catch(() => new FormData());
  const { user, reference, scope } = await ownBooking(args);
  if (!user) throw data(null, { status: 404 });
  const tokenOk = await requireFormCsrf(scope.db, request, form).then(
    () => true,
    () => false,
  );
  const answer = tokenOk
    ? await touristChangeAnswer(scope, reference, formFields(form), user.id)
    : await expiredForm(args, reference);
  const booking = await lookedUpBooking(scope.db, scope.locale, reference);
  const { csrfToken, headers } = privateHeaders(request);
  if (answer.purge.length > 0) headers.set(PURGE_HEADER, purgeHeader(answer.purge));
  return data<OwnChangePage>(
    { booking, change: answer.view, csrfToken, operatorEmail: scope.config.operatorEmail },
    { status: answer.status, headers },
  );
}

/** A form without its token (or an old one): nothing changed, and the page says to send it again. */
async function expiredForm(args: Route.ActionArgs, reference: string): Promise<TouristChangeAnswer> {
  const scope = requestScope(args);
  const terms = await touristChangeTerms(scope.db, reference);
  const message = getI18n(args.context)._(FORM_EXPIRED);
  return { view: { terms, refused: { message, fieldErrors: {} } }, status: 419, purge: [] };
}

/** The action's headers after a change (its purge), the loader's otherwise. */
export function headers({ actionHeaders, loaderHeaders }: Route.HeadersArgs) {
  return actionHeaders.has("Cache-Control") ? actionHeaders : loaderHeaders;
}
