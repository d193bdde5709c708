/**
 * The sign-up's rules (spec section 5), free of arktype: the register page checks a form with them
 * without loading the schema library, and the server's schema (registration.ts) is built from the
 * same rules, so the page shows the same reason under a field that the server would answer. The
 * server adds one check the page cannot make: a list of common passwords too big for the bundle.
 */
import { looksLikeEmail } from "../email.ts";
import { isSingleLineName } from "../plain-text.ts";
import { isTheEmail, isTooSimple, NAME_MAX, PASSWORD_MAX, PASSWORD_MIN } from "../registration-rules.ts";
import { atMost, filled, firstProblem, type TextRules } from "./text-rules.ts";

export interface RegistrationForm {
  name: string;
  email: string;
  password: string;
}

export type RegistrationField = keyof RegistrationForm;

export type RegistrationProblem =
  | "usernameRequired"
  | "usernameTooLong"
  | "usernameNotOneLine"
  | "emailRequired"
  | "emailInvalid"
  | "passwordRequired"
  | "passwordTooShort"
  | "passwordTooLong"
  | "passwordTooSimple"
  | "passwordIsEmail"
  | "passwordCommon";

export type RegistrationProblems = Partial<Record<RegistrationField, RegistrationProblem>>;

export const NAME_RULES: TextRules<RegistrationProblem> = [
  ["usernameRequired", filled],
  ["usernameTooLong", atMost(NAME_MAX)],
  ["usernameNotOneLine", isSingleLineName],
];

/** The e-mail of every account form: required and an address. */
export const ACCOUNT_EMAIL_RULES: TextRules<RegistrationProblem> = [
  ["emailRequired", filled],
  ["emailInvalid", looksLikeEmail],
];

/** What can be wrong with a chosen password, the sign-up's and a team member's alike. */
export type PasswordProblem = Extract<RegistrationProblem, `password${string}`>;

/** A password as typed (spaces count) of at least `minimum` characters. */
export function passwordRules(minimum: number): TextRules<PasswordProblem> {
  return [
    ["passwordRequired", filled],
    ["passwordTooShort", (password) => password.length >= minimum],
    ["passwordTooLong", atMost(PASSWORD_MAX)],
    ["passwordTooSimple", (password) => !isTooSimple(password)],
  ];
}

const PASSWORD_RULES = passwordRules(PASSWORD_MIN);

/** The first problem of a new password for the account with `email` (reset, change), as sign-up judges it. */
export function passwordProblem(password: string, email: string): PasswordProblem | undefined {
  const problem = firstProblem(PASSWORD_RULES, password);
  if (problem) return problem;
  return isTheEmail(password, email) ? "passwordIsEmail" : undefined;
}

/** What keeps the form from being sent, per field: the first problem of each. */
export function registrationProblems(form: RegistrationForm): RegistrationProblems {
  const problems: RegistrationProblems = {};
  const email = form.email.trim();
  const name = firstProblem(NAME_RULES, form.name.trim());
  const emailProblem = firstProblem(ACCOUNT_EMAIL_RULES, email);
  const password = firstProblem(PASSWORD_RULES, form.password);
  if (name) problems.name = name;
  if (emailProblem) problems.email = emailProblem;
  if (password) problems.password = password;
  else if (email && isTheEmail(form.password, email)) problems.password = "passwordIsEmail";
  return problems;
}

/** What keeps the log-in form from being sent, per field, as the server's sign-in judges it. */
export function signInProblems(form: {
  email: string;
  password: string;
}): Partial<Record<"email" | "password", RegistrationProblem>> {
  const email = firstProblem(ACCOUNT_EMAIL_RULES, form.email.trim());
  const password =
    form.password === "" ? "passwordRequired" : form.password.length > PASSWORD_MAX ? "passwordTooLong" : null;
  return { ...(email ? { email } : {}), ...(password ? { password } : {}) };
}
