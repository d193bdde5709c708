/**
 * The operator's answer to a booking request: confirm it (with a booking ID, typed or left empty
 * to have one generated, and an optional note) or decline it (with a reason).
 */
import { type } from "arktype";
import { atMost, filled, meeting, type Parsed, parseFields, trimmedText } from "./fields.ts";

/** The longest note or reason the tourist's e-mail carries. */
export const MAX_NOTE = 1000;

/** The longest booking ID the operator may type: what fits on a voucher and reads well on the phone. */
export const CONFIRMATION_ID_MAX_LENGTH = 40;

/** What a typed booking ID may look like: a letter or digit, then letters, digits and a few marks. */
const CONFIRMATION_ID_FORMAT = new RegExp(`^[A-Za-z0-9][A-Za-z0-9 ._/#-]{1,${CONFIRMATION_ID_MAX_LENGTH - 1}}$`);

export type DecisionInputProblem =
  | "invalidForm"
  | "confirmationIdInvalid"
  | "noteTooLong"
  | "reasonRequired"
  | "reasonTooLong";

export type Decision =
  | { action: "confirm"; confirmationId: string | null; note: string }
  | { action: "decline"; reason: string };

const form = type({
  intent: "'confirm' | 'decline'",
  "confirmation_id?": "string",
  "note?": "string",
  "reason?": "string",
});

const declineShape = {
  reason: trimmedText.narrow(
    meeting([
      ["reasonRequired", filled],
      ["reasonTooLong", atMost(MAX_NOTE)],
    ]),
  ),
};

const confirmShape = {
  // Runs of spaces in a typed ID are one space; an empty one is generated.
  confirmation_id: trimmedText
    .pipe((typed) => typed.replace(/\s+/g, " "))
    .narrow(meeting([["confirmationIdInvalid", (typed) => !typed || CONFIRMATION_ID_FORMAT.test(typed)]])),
  note: trimmedText.narrow(meeting([["noteTooLong", atMost(MAX_NOTE)]])),
};

const declineSchema = type(declineShape);
const confirmSchema = type(confirmShape);

/** The decision form's fields; the first problem, as the operator fixes one at a time. */
export function parseDecision(fields: Readonly<Record<string, string>>): Parsed<Decision, DecisionInputProblem> {
  const chosen = form(fields);
  if (chosen instanceof type.errors) return { ok: false, problems: [["", "invalidForm"]] };
  if (chosen.intent === "decline") {
    const parsed = parseFields<{ reason: string }, DecisionInputProblem>(declineSchema, ["reason"], chosen);
    return parsed.ok ? { ok: true, value: { action: "decline", reason: parsed.value.reason } } : parsed;
  }
  const parsed = parseFields<{ confirmation_id: string; note: string }, DecisionInputProblem>(
    confirmSchema,
    ["confirmation_id", "note"],
    chosen,
  );
  if (!parsed.ok) return parsed;
  const { confirmation_id: typed, note } = parsed.value;
  return { ok: true, value: { action: "confirm", confirmationId: typed || null, note } };
}
