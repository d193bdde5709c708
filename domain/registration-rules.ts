/**
 * The rules of the sign-up form that the register page and the server share (spec section 5),
 * so the page shows the same reason under a field that the server would answer. The server adds
 * one check the page cannot make: a list of common passwords too big for the browser's bundle.
 */
import { looksLikeEmail } from "./email.ts";
import { isSingleLineName } from "./plain-text.ts";

export const NAME_MAX = 100;
/** Spec section 9. */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

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

/** Only whitespace, or one character typed over and over ("        ", "aaaaaaaa"). */
function isTooSimple(password: string): boolean {
  const characters = [...password];
  return password.trim() === "" || characters.every((character) => character === characters[0]);
}

/** The address itself or the part before the @, whatever the case. */
function isTheEmail(password: string, email: string): boolean {
  const typed = password.trim().toLowerCase();
  const address = email.trim().toLowerCase();
  const localPart = address.slice(0, address.lastIndexOf("@"));
  return typed === address || (localPart !== "" && typed === localPart);
}

function passwordProblem(password: string, email: string): RegistrationProblem | null {
  if (!password) return "passwordRequired";
  if (password.length < PASSWORD_MIN) return "passwordTooShort";
  if (password.length > PASSWORD_MAX) return "passwordTooLong";
  if (isTooSimple(password)) return "passwordTooSimple";
  if (email && isTheEmail(password, email)) return "passwordIsEmail";
  return null;
}

/** What keeps the form from being sent, per field: the first problem of each. */
export function registrationProblems(form: RegistrationForm): RegistrationProblems {
  const problems: RegistrationProblems = {};
  const name = form.name.trim();
  const email = form.email.trim();
  if (!name) problems.name = "usernameRequired";
  else if (name.length > NAME_MAX) problems.name = "usernameTooLong";
  else if (!isSingleLineName(name)) problems.name = "usernameNotOneLine";
  if (!email) problems.email = "emailRequired";
  else if (!looksLikeEmail(email)) problems.email = "emailInvalid";
  const password = passwordProblem(form.password, email);
  if (password) problems.password = password;
  return problems;
}
