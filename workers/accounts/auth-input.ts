import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { type } from "arktype";
import { ACCOUNT_PROBLEM_MESSAGES, FORM_UNREADABLE } from "#domain/inputs/account-messages.ts";
import { objectBody } from "#domain/inputs/fields.ts";
import { type Credentials, parseLogin } from "#domain/inputs/login.ts";
import { type RegistrationForm, registrationProblems } from "#domain/inputs/registration.ts";
import type { Locale } from "#domain/locale.ts";
import { type FieldErrors, HttpError } from "#workers/http.ts";
import { translate } from "#workers/i18n.ts";
import { isCommonPassword } from "./common-passwords.ts";

/** The accounts' answers that name no field of a form. */
export const AUTH_MESSAGES = {
  emailTaken: msg`This e-mail is already registered.`,
  wrongCredentials: msg`The e-mail or password is incorrect.`,
  tooManyAttempts: msg`Too many attempts. Please wait a few minutes and try again.`,
  tooManyVerificationMails: msg`We have sent several links already. Please check your inbox and spam folder, or try again in an hour.`,
  invalidInput: FORM_UNREADABLE,
  socialFailed: msg`Something went wrong, please try again.`,
  unauthenticated: msg`Please sign in first.`,
} satisfies Record<string, MessageDescriptor>;

export type AuthMessage = keyof typeof AUTH_MESSAGES;

export function authMessage(key: AuthMessage, locale: Locale): string {
  return translate(locale, AUTH_MESSAGES[key]);
}

function fieldsOf(input: unknown, locale: Locale): Record<string, unknown> {
  const parsed = objectBody(input);
  if (parsed instanceof type.errors) throw new HttpError(422, authMessage("invalidInput", locale));
  return parsed;
}

export type { Credentials };

/** Sign-in: e-mail required and valid, password required. 422 with the first problem as message. */
export function readCredentials(input: unknown, locale: Locale): Credentials {
  const parsed = parseLogin(fieldsOf(input, locale));
  if (parsed.ok) return parsed.value;
  const errors: FieldErrors = {};
  for (const [field, problem] of parsed.problems)
    errors[field] = [translate(locale, ACCOUNT_PROBLEM_MESSAGES[problem])];
  const first = Object.values(errors)[0]?.[0] ?? authMessage("invalidInput", locale);
  throw new HttpError(422, first, errors);
}

export interface Registration extends Credentials {
  name: string;
}

/**
 * Sign-up: the register page's rules (domain/inputs/registration.ts) and the list of common
 * passwords. Errors go under `message` per field, as the contract says.
 */
export async function readRegistration(input: unknown, locale: Locale): Promise<Registration> {
  const fields = fieldsOf(input, locale);
  const form: RegistrationForm = {
    name: typeof fields.name === "string" ? fields.name.trim() : "",
    email: typeof fields.email === "string" ? fields.email.trim().toLowerCase() : "",
    password: typeof fields.password === "string" ? fields.password : "",
  };
  const problems = registrationProblems(form);
  if (!problems.password && (await isCommonPassword(form.password))) problems.password = "passwordCommon";
  const messages: FieldErrors = {};
  for (const [field, problem] of Object.entries(problems)) {
    messages[field] = [translate(locale, ACCOUNT_PROBLEM_MESSAGES[problem])];
  }
  if (Object.keys(messages).length > 0) throw new RegistrationError(messages);
  return form;
}

/** Register answers `{ message: { name: [...], email: [...] } }` (the old app's contract). */
export class RegistrationError extends HttpError {
  constructor(fields: FieldErrors) {
    super(422, "The given data was invalid.", fields);
  }

  override body(): unknown {
    return { message: this.errors, errors: this.errors };
  }
}
