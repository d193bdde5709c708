/** The e-mail subscription (spec section 5): `{ email }`, required and an address. */
import { type } from "arktype";
import { looksLikeEmail } from "../email.ts";
import { filled, meeting, type Parsed, parseFields } from "./fields.ts";

export type SubscribeProblem = "emailRequired" | "emailInvalid";

const shape = {
  // Addresses are stored in lower case; a value that is not text is no address.
  email: type("unknown")
    .pipe((value) => (typeof value === "string" ? value.trim().toLowerCase() : String(value ?? "")))
    .narrow(
      meeting([
        ["emailRequired", filled],
        ["emailInvalid", looksLikeEmail],
      ]),
    ),
};
const subscribeSchema = type(shape);

export function parseSubscription(
  fields: Readonly<Record<string, unknown>>,
): Parsed<{ email: string }, SubscribeProblem> {
  return parseFields(subscribeSchema, ["email"], fields);
}

/** What the subscribe form shows under its field before sending, if anything. */
export function subscribeProblem(email: string): SubscribeProblem | null {
  const parsed = parseSubscription({ email });
  return parsed.ok ? null : (parsed.problems[0]?.[1] ?? null);
}
