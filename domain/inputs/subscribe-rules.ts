/** The subscription's e-mail rules (spec section 5), for the server's schema and the browser's form alike. */
import { looksLikeEmail } from "../email.ts";
import { filled, firstProblem, type TextRules } from "./text-rules.ts";

export type SubscribeProblem = "emailRequired" | "emailInvalid";

export const SUBSCRIBE_EMAIL_RULES: TextRules<SubscribeProblem> = [
  ["emailRequired", filled],
  ["emailInvalid", looksLikeEmail],
];

/** Addresses are stored in lower case; a value that is not text is no address. */
export function normalizedEmail(value: unknown): string {
  return typeof value === "string" ? value.trim().toLowerCase() : String(value ?? "");
}

/** What the subscribe form shows under its field before sending, if anything. */
export function subscribeProblem(email: string): SubscribeProblem | null {
  return firstProblem(SUBSCRIBE_EMAIL_RULES, normalizedEmail(email));
}
