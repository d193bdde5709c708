/**
 * What each problem of the sign-up and sign-in forms says (spec section 5's dictionary): the
 * register page shows these under its fields and the server answers them, one source for both.
 */
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { NAME_MAX, PASSWORD_MAX, PASSWORD_MIN } from "../registration-rules.ts";
import type { LoginProblem } from "./login.ts";
import type { RegistrationProblem } from "./registration.ts";

export const ACCOUNT_PROBLEM_MESSAGES: Record<RegistrationProblem | LoginProblem, MessageDescriptor> = {
  usernameRequired: msg`Username is required.`,
  usernameTooLong: msg`Username must be at most ${NAME_MAX} characters.`,
  usernameNotOneLine: msg`Username must be one line, without control or invisible characters.`,
  emailRequired: msg`E-mail is required.`,
  emailInvalid: msg`E-mail must be valid.`,
  passwordRequired: msg`Password is required.`,
  passwordTooShort: msg`Password must be at least ${PASSWORD_MIN} characters.`,
  passwordTooLong: msg`Password must be at most ${PASSWORD_MAX} characters.`,
  passwordTooSimple: msg`The password cannot be only spaces or one character repeated.`,
  passwordIsEmail: msg`The password cannot be your e-mail address or the part before the @.`,
  passwordCommon: msg`This password is too common and easy to guess. Please choose another.`,
};

/** A form that is not a JSON object at all. */
export const FORM_UNREADABLE = msg`Please check the form.`;

/** A plain form posted without the page's CSRF token (or with an old one). */
export const FORM_EXPIRED = msg`This form has expired. Please reload the page and try again.`;
