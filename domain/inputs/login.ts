/** The sign-in (spec section 5): e-mail required and an address, password required and not past the limit. */
import { type } from "arktype";
import { PASSWORD_MAX } from "../registration-rules.ts";
import { atMost, filled, meeting, type Parsed, parseFields } from "./fields.ts";
import { accountEmail, typedPassword } from "./registration.ts";

export type LoginProblem = "emailRequired" | "emailInvalid" | "passwordRequired" | "passwordTooLong";

export interface Credentials {
  email: string;
  password: string;
}

const shape = {
  email: accountEmail,
  password: typedPassword.narrow(
    meeting([
      ["passwordRequired", filled],
      ["passwordTooLong", atMost(PASSWORD_MAX)],
    ]),
  ),
};
const loginSchema = type(shape);

/** The e-mail is compared in lower case, as accounts store it. */
export function parseLogin(fields: Readonly<Record<string, unknown>>): Parsed<Credentials, LoginProblem> {
  const email = typeof fields.email === "string" ? fields.email.trim().toLowerCase() : "";
  return parseFields(loginSchema, Object.keys(shape), { email, password: fields.password });
}
