/**
 * The team's inputs (issue 17): the invitation an operator sends (a name, an e-mail and the
 * language of the mail) and the password the invited person chooses on the invitation's page. The
 * password follows the sign-up's rules (domain/inputs/registration-form.ts) with the operator's longer
 * minimum: a team member's password guards every booking, as the first operator's does.
 */
import { type } from "arktype";
import { isLocale, type Locale } from "../locale.ts";
import { isSingleLineName } from "../plain-text.ts";
import { isTheEmail, NAME_MAX } from "../registration-rules.ts";
import { atMost, filled, meeting, type Parsed, parseFields, textField } from "./fields.ts";
import { accountEmail, typedPassword } from "./registration.ts";
import { type PasswordProblem, passwordRules } from "./registration-form.ts";

/** As `npm run operator:create` asks of the first operator (workers/accounts/operator-account.ts). */
export const TEAM_PASSWORD_MIN = 12;

export type InvitationInputProblem =
  | "nameRequired"
  | "nameTooLong"
  | "nameNotOneLine"
  | "emailRequired"
  | "emailInvalid"
  | "languageInvalid"
  | "resourceInvalid";

export type TeamPasswordProblem = PasswordProblem;

export interface Invitation {
  name: string;
  /** In lower case, as accounts store it. */
  email: string;
  /** The language of the mail and of the site its link leads to. */
  locale: Locale;
  /** The driver or guide the person will be (their sheet at /driver); null: an operator. */
  resource_id: number | null;
}

/** Empty for an operator; else the id of a driver or guide (the server checks it is one, in service). */
const crewResource = type("unknown").pipe((value, ctx) => {
  const text = typeof value === "string" || typeof value === "number" ? String(value).trim() : "";
  if (text === "" || text === "operator") return null;
  return /^\d{1,12}$/.test(text) && Number(text) > 0 ? Number(text) : ctx.error({ message: "resourceInvalid" });
});

const invitationShape = {
  name: textField([
    ["nameRequired", filled],
    ["nameTooLong", atMost(NAME_MAX)],
    ["nameNotOneLine", isSingleLineName],
  ] as const),
  email: accountEmail.pipe((email) => email.toLowerCase()),
  locale: type("unknown").pipe((value, ctx) => (isLocale(value) ? value : ctx.error({ message: "languageInvalid" }))),
  resource_id: crewResource,
};
const invitationSchema = type(invitationShape);

/** The invitation form's fields; every field's first problem. */
export function parseInvitation(fields: Readonly<Record<string, unknown>>): Parsed<Invitation, InvitationInputProblem> {
  return parseFields(invitationSchema, Object.keys(invitationShape), fields);
}

const newPassword = typedPassword.narrow(meeting(passwordRules(TEAM_PASSWORD_MIN)));

/**
 * What is wrong with the password a new member chooses for `email`; null when nothing is. The
 * server adds the list of common passwords, too big for the browser's bundle.
 */
export function teamPasswordProblem(password: unknown, email: string): TeamPasswordProblem | null {
  const parsed = newPassword(password);
  if (parsed instanceof type.errors) return (parsed[0]?.message as TeamPasswordProblem) ?? "passwordRequired";
  return isTheEmail(parsed, email) ? "passwordIsEmail" : null;
}
