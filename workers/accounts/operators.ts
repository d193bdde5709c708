/**
 * Who may use the operator's pages, and the loader and action wrappers every one of them goes
 * through. For anyone who is not a signed-in operator (signed out, a tourist, an expired session)
 * the pages do not exist: they answer the site's own 404 page, for every loader and every action,
 * before anything else is looked at (CSRF, input, the booking).
 */
import { type ActionFunctionArgs, data, type LoaderFunctionArgs } from "react-router";
import type { Locale } from "#domain/locale.ts";
import { requestLocale, type SiteConfig, siteConfig } from "#workers/config.ts";
import { cloudflareFrom } from "#workers/context.ts";
import { formCsrf, requireFormCsrf } from "#workers/csrf.ts";
import { countRoundTrips, roundTripTiming } from "#workers/db.ts";
import { HttpError } from "#workers/http.ts";
import { currentUserWithRole } from "./sessions.ts";

export interface Operator {
  id: number;
  name: string;
  email: string;
}

/** The request's operator: a live session of an account with the operator role; null otherwise. */
export async function currentOperator(db: D1Database, request: Request): Promise<Operator | null> {
  const user = await currentUserWithRole(db, request);
  return user?.role === "operator" ? { id: user.id, name: user.name, email: user.email } : null;
}

/** Operator pages show bookings: never stored by any cache, never indexed. */
export const OPERATOR_PAGE_HEADERS = { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex, nofollow" };

/** The site's 404 page (the root error boundary), as for a path that does not exist. */
export function operatorNotFound(): never {
  throw data(null, { status: 404, headers: OPERATOR_PAGE_HEADERS });
}

export interface OperatorCall {
  db: D1Database;
  env: Env;
  ctx: ExecutionContext;
  request: Request;
  locale: Locale;
  url: URL;
  params: LoaderFunctionArgs["params"];
  config: SiteConfig;
  operator: Operator;
}

async function operatorCall(args: LoaderFunctionArgs | ActionFunctionArgs) {
  const { env, ctx } = cloudflareFrom(args.context);
  const database = countRoundTrips(env.DB);
  const operator = await currentOperator(database.db, args.request);
  if (!operator) operatorNotFound();
  const call: OperatorCall = {
    db: database.db,
    env,
    ctx,
    request: args.request,
    locale: requestLocale(args.request, env),
    url: new URL(args.request.url),
    params: args.params,
    config: siteConfig(env),
    operator,
  };
  return { call, roundTrips: database.roundTrips };
}

/** A 404 from workers/ (an unknown booking) is the site's 404 page too. */
function rethrowNotFound(error: unknown): never {
  if (error instanceof HttpError && error.status === 404) operatorNotFound();
  throw error;
}

/**
 * The loader of an operator page: the value `build` returns plus the CSRF token its forms carry
 * (the XSRF-TOKEN cookie is set, or refreshed, with the page).
 */
export async function loadOperatorPage<T extends object>(
  args: LoaderFunctionArgs,
  build: (call: OperatorCall) => Promise<T>,
) {
  const { call, roundTrips } = await operatorCall(args);
  const value = await build(call).catch(rethrowNotFound);
  const csrf = formCsrf(args.request);
  const headers = new Headers(OPERATOR_PAGE_HEADERS);
  headers.set("Server-Timing", roundTripTiming(roundTrips()));
  headers.append("Set-Cookie", csrf.setCookie);
  return data({ ...value, operator: call.operator, csrfToken: csrf.token }, { headers });
}

/** What an operator action answers when it did not go through; the page shows it above the forms. */
export interface ActionProblem<P extends string> {
  problem: P | "csrf";
  field?: string;
}

/**
 * The action of an operator page: 404 for everyone but an operator, then 419 unless the form
 * carries the CSRF token, then `handle` with the form's fields.
 */
export async function runOperatorAction<R>(
  args: ActionFunctionArgs,
  handle: (call: OperatorCall, form: FormData) => Promise<R>,
) {
  const { call } = await operatorCall(args);
  const form = await args.request.formData().catch(() => new FormData());
  try {
    await requireFormCsrf(call.db, args.request, form);
  } catch {
    return data({ problem: "csrf" } satisfies ActionProblem<never>, { status: 419, headers: OPERATOR_PAGE_HEADERS });
  }
  return handle(call, form).catch(rethrowNotFound);
}
