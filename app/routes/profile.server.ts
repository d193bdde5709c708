/**
 * The tourist's /profile: only signed-in tourists see it; others are sent to log in and brought
 * back. It lists the account's bookings and trips (those made while signed in and those claimed),
 * each booking with what cancelling it now costs; it cancels one of them (the account's own, with
 * the page's CSRF token, at the fee shown) and claims one made as a guest (workers/booking/my-bookings.ts).
 * The tourist also changes their name and their password there (the current one required; the
 * account's other sessions end).
 */
import { msg } from "@lingui/core/macro";
import { data, type LoaderFunctionArgs, redirect } from "react-router";
import { getI18n } from "#app/middleware/locale.server.ts";
import { requestScope } from "#app/middleware/scope.server.ts";
import { getUser } from "#app/middleware/user.server.ts";
import { PERSONAL_PAGE_CACHE } from "#app/server/page.server.ts";
import { type CancellationOutcomeView, cancellationOutcomeView } from "#domain/booking.ts";
import { ACCOUNT_PROBLEM_MESSAGES, FORM_EXPIRED } from "#domain/inputs/account-messages.ts";
import type { ClaimAnswer } from "#domain/my-bookings.ts";
import { changePassword } from "#workers/accounts/password-reset.ts";
import { renameAccount } from "#workers/accounts/profile.ts";
import { publicUser, sessionKey } from "#workers/accounts/sessions.ts";
import { cancelAsTourist, touristCancelForm } from "#workers/booking/cancellation.ts";
import { isBookingOfUser } from "#workers/booking/lookup.ts";
import { claimBooking, myEntries } from "#workers/booking/my-bookings.ts";
import { formCsrf, requireFormCsrf } from "#workers/csrf.ts";
import { PURGE_HEADER, purgeHeader } from "#workers/edge-cache.ts";
import { formFields } from "#workers/http.ts";
import type { Route } from "./+types/profile";

const PRIVATE_PAGE = { "Cache-Control": PERSONAL_PAGE_CACHE, Vary: "Cookie" };

export async function loader(args: LoaderFunctionArgs) {
  const { request, context } = args;
  const signedIn = await getUser(context);
  if (!signedIn) throw redirect("/login?nextUrl=profile");
  const scope = requestScope(args);
  const title = getI18n(context)._(msg`My profile`);
  const entries = await myEntries(scope.db, scope.locale, signedIn.id);
  const csrf = formCsrf(request);
  const headers = new Headers(PRIVATE_PAGE);
  headers.append("Set-Cookie", csrf.setCookie);
  return data(
    {
      user: publicUser(signedIn),
      emailVerified: signedIn.emailVerified,
      hasPassword: signedIn.hasPassword,
      seo: { title, description: title },
      entries,
      whatsappNumber: scope.config.whatsappNumber,
      operatorEmail: scope.config.operatorEmail,
      csrfToken: csrf.token,
    },
    { headers },
  );
}

/** What a Cancel on the profile answers: how it went, for which booking. */
export interface ProfileCancellation {
  reference: string;
  outcome: CancellationOutcomeView | { ok: false; problem: "csrf" };
}

/** What the account's forms answer: which form, and its outcome in the page's language. */
export interface ProfileAccountAnswer {
  account: { form: "name" | "password"; ok: boolean; message: string; field?: "current" | "password" };
}

/** What the claim form answers. */
export interface ProfileClaim {
  claim: ClaimAnswer;
}

export async function action(args: Route.ActionArgs) {
  const { request, context } = args;
  const signedIn = await getUser(context);
  const scope = requestScope(args);
  const form = await request.formData().catch(() => new FormData());
  const fields = formFields(form);
  const reference = fields.reference ?? "";
  const answer = (outcome: ProfileCancellation["outcome"], status: number, purge: readonly string[] = []) =>
    data<ProfileCancellation>(
      { reference, outcome },
      { status, headers: purge.length > 0 ? { ...PRIVATE_PAGE, [PURGE_HEADER]: purgeHeader(purge) } : PRIVATE_PAGE },
    );
  const intents = ["cancel", "claim", "name", "password"];
  if (!signedIn || !intents.includes(fields.intent ?? "")) throw data(null, { status: 404 });
  const tokenOk = await requireFormCsrf(scope.db, request, form).then(
    () => true,
    () => false,
  );
  if (fields.intent === "name" || fields.intent === "password") {
    const i18n = getI18n(context);
    const intent = fields.intent;
    const account = (status: number, ok: boolean, message: string, field?: "current" | "password") =>
      data<ProfileAccountAnswer>(
        { account: { form: intent, ok, message, ...(field ? { field } : {}) } },
        { status, headers: PRIVATE_PAGE },
      );
    if (!tokenOk) return account(419, false, i18n._(FORM_EXPIRED));
    if (intent === "name") {
      const renamed = await renameAccount(scope.db, signedIn.id, fields.name ?? "");
      return renamed.ok
        ? account(200, true, i18n._(msg`Your name is saved.`))
        : account(422, false, i18n._(ACCOUNT_PROBLEM_MESSAGES[renamed.problem]));
    }
    const session = await sessionKey(request);
    if (!session) throw data(null, { status: 404 });
    const changed = await changePassword(scope.db, session, scope.locale, {
      current: fields.current_password ?? "",
      password: fields.password ?? "",
    });
    if (changed.ok) {
      return account(
        200,
        true,
        i18n._(msg`Your new password is set. Every other device signed in to your account is signed out.`),
      );
    }
    return changed.field === "current"
      ? account(changed.status, false, changed.message, "current")
      : account(422, false, i18n._(ACCOUNT_PROBLEM_MESSAGES[changed.problem]), "password");
  }
  if (fields.intent === "claim") {
    const claimed = (claim: ClaimAnswer, status: number) =>
      data<ProfileClaim>({ claim }, { status, headers: PRIVATE_PAGE });
    if (!tokenOk) return claimed({ kind: "csrf", reference, email: fields.email ?? "" }, 419);
    const outcome = await claimBooking(scope, signedIn, fields);
    return claimed(outcome.answer, outcome.httpStatus);
  }
  if (!tokenOk) return answer({ ok: false, problem: "csrf" }, 419);
  if (!(await isBookingOfUser(scope.db, reference, signedIn.id))) throw data(null, { status: 404 });
  const outcome = await cancelAsTourist(scope, reference, touristCancelForm(fields), signedIn.id);
  return answer(
    cancellationOutcomeView(outcome),
    outcome.kind === "refused" ? outcome.httpStatus : 200,
    outcome.kind === "cancelled" ? outcome.purge : [],
  );
}

/** The loader's private headers, and a cancellation's purge of the availability it changed. */
export function headers({ loaderHeaders, actionHeaders }: Route.HeadersArgs): Headers {
  const merged = new Headers(loaderHeaders);
  const purge = actionHeaders.get(PURGE_HEADER);
  if (purge) merged.set(PURGE_HEADER, purge);
  return merged;
}
