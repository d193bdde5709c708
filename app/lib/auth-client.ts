/**
 * The browser's calls for signing in and out (Sanctum's SPA flow: a fresh XSRF-TOKEN cookie
 * before each state change, echoed in X-XSRF-TOKEN). Errors become the auth machine's failures.
 */
import { FetchError } from "ofetch";
import type { AuthFailure, AuthUser, FieldMessages, Provider } from "#machines/auth.machine.ts";
import { arrayOf, isBoolean, isNumber, isString, nullable, optional, recordOf, shape } from "./answer-shape.ts";
import { api } from "./api-client.ts";
import { forgetQueuedMarks } from "./mark-queue.ts";
import { xsrfTokenFrom } from "./xsrf-token.ts";

const isSignedInAnswer = shape({
  token: isString,
  user: shape({ id: isNumber, name: isString, email: isString, image: nullable(isString) }),
});

const isFieldMessages = recordOf(arrayOf(isString));
const isErrorAnswer = shape({
  message: optional((value: unknown) => isString(value) || isFieldMessages(value)),
  errors: optional(isFieldMessages),
});

/** A state-changing call the way the web app makes it. */
export async function postWithCsrf(
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<unknown> {
  await api.raw("/sanctum/csrf-cookie");
  return api(path, {
    method: "POST",
    body: body ?? {},
    headers: { ...headers, "X-XSRF-TOKEN": xsrfTokenFrom(document.cookie) },
  });
}

/** What a failed call means for a form; unreadable answers get `fallback`. */
export function failureOf(error: unknown, fallback: string): AuthFailure {
  if (!(error instanceof FetchError) || !error.data) return { message: fallback };
  const answer: unknown = error.data;
  if (!isErrorAnswer(answer)) return { message: fallback };
  if (answer.message && typeof answer.message === "object") {
    return { message: fallback, fields: answer.message as FieldMessages };
  }
  const message = answer.message ?? fallback;
  return answer.errors ? { message, fields: answer.errors as FieldMessages } : { message };
}

async function signedIn(call: Promise<unknown>, fallback: string): Promise<AuthUser> {
  let body: unknown;
  try {
    body = await call;
  } catch (error) {
    throw failureOf(error, fallback);
  }
  if (!isSignedInAnswer(body)) throw { message: fallback } satisfies AuthFailure;
  return body.user;
}

export function signIn(input: { email: string; password: string }, fallback: string) {
  return signedIn(postWithCsrf("/api/login", input), fallback);
}

export function register(input: { name: string; email: string; password: string }, fallback: string) {
  return signedIn(postWithCsrf("/api/register", input), fallback);
}

export function socialSignIn(input: { provider: Provider; code: string }, fallback: string) {
  return signedIn(postWithCsrf(`/api/auth/${input.provider}`, { code: input.code }), fallback);
}

export async function signOut(fallback: string): Promise<void> {
  try {
    await postWithCsrf("/api/logout", {});
    forgetQueuedMarks();
  } catch (error) {
    throw failureOf(error, fallback);
  }
}

const isResendAnswer = shape({ verified: isBoolean });

/** Asks for a new link that proves the signed-in tourist's address; true when it is proven already. */
export async function resendVerificationMail(fallback: string): Promise<{ alreadyVerified: boolean }> {
  let body: unknown;
  try {
    body = await postWithCsrf("/api/email/verification", {});
  } catch (error) {
    throw failureOf(error, fallback);
  }
  if (!isResendAnswer(body)) throw { message: fallback } satisfies AuthFailure;
  return { alreadyVerified: body.verified };
}

/** Asks for a link that sets a new password; the answer is the same whether or not an account has the address. */
export async function requestPasswordReset(email: string, fallback: string): Promise<void> {
  try {
    await postWithCsrf("/api/password/forgot", { email });
  } catch (error) {
    throw failureOf(error, fallback);
  }
}
