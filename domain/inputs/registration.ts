/**
 * The sign-up as the register page and the server check it (spec section 5), so the page shows
 * the same reason under a field that the server would answer. The server adds one check the page
 * cannot make: a list of common passwords too big for the browser's bundle.
 */
import { type } from "arktype";
import { looksLikeEmail } from "../email.ts";
import { isSingleLineName } from "../plain-text.ts";
import { isTheEmail, isTooSimple, NAME_MAX, PASSWORD_MAX, PASSWORD_MIN } from "../registration-rules.ts";
import { atMost, filled, meeting, parseFields, problemsByField, textField } from "./fields.ts";

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

/** A password as typed: spaces count, only a value that is not text is empty. */
export const typedPassword = type("unknown").pipe((value) => (typeof value === "string" ? value : ""));

/** The e-mail of every account form: required and an address. */
export const accountEmail = textField([
  ["emailRequired", filled],
  ["emailInvalid", looksLikeEmail],
] as const);

const shape = {
  name: textField([
    ["usernameRequired", filled],
    ["usernameTooLong", atMost(NAME_MAX)],
    ["usernameNotOneLine", isSingleLineName],
  ] as const),
  email: accountEmail,
  password: typedPassword.narrow(
    meeting([
      ["passwordRequired", filled],
      ["passwordTooShort", (password) => password.length >= PASSWORD_MIN],
      ["passwordTooLong", atMost(PASSWORD_MAX)],
      ["passwordTooSimple", (password) => !isTooSimple(password)],
    ]),
  ),
};
const registrationSchema = type(shape);
const FIELDS = Object.keys(shape);

/** What keeps the form from being sent, per field: the first problem of each. */
export function registrationProblems(form: RegistrationForm): RegistrationProblems {
  const parsed = parseFields<RegistrationForm, RegistrationProblem>(registrationSchema, FIELDS, { ...form });
  const problems: RegistrationProblems = parsed.ok ? {} : problemsByField(parsed.problems);
  const email = form.email.trim();
  if (!problems.password && email && isTheEmail(form.password, email)) problems.password = "passwordIsEmail";
  return problems;
}
