/** The e-mail subscription (spec section 5): `{ email }`, required and an address. */
import { type } from "arktype";
import { meeting, type Parsed, parseFields } from "./fields.ts";
import { normalizedEmail, SUBSCRIBE_EMAIL_RULES, type SubscribeProblem } from "./subscribe-rules.ts";

export type { SubscribeProblem } from "./subscribe-rules.ts";

const subscribeSchema = type({ email: type("unknown").pipe(normalizedEmail).narrow(meeting(SUBSCRIBE_EMAIL_RULES)) });

export function parseSubscription(
  fields: Readonly<Record<string, unknown>>,
): Parsed<{ email: string }, SubscribeProblem> {
  return parseFields(subscribeSchema, ["email"], fields);
}
