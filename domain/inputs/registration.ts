/**
 * The account fields as the server's schemas read them (login.ts, team.ts). The sign-up's rules
 * are in registration-form.ts, which the register page and the server both run.
 */
import { type } from "arktype";
import { textField } from "./fields.ts";
import { ACCOUNT_EMAIL_RULES } from "./registration-form.ts";

export type {
  RegistrationField,
  RegistrationForm,
  RegistrationProblem,
  RegistrationProblems,
} from "./registration-form.ts";
export { registrationProblems } from "./registration-form.ts";

/** A password as typed: spaces count, only a value that is not text is empty. */
export const typedPassword = type("unknown").pipe((value) => (typeof value === "string" ? value : ""));

/** The e-mail of every account form: required and an address. */
export const accountEmail = textField(ACCOUNT_EMAIL_RULES);
