/**
 * The operator's moderation of one review: hide it (with a reason, kept for the team), show it
 * again, or reply to it publicly (an empty reply removes the reply). Every form names the review
 * and the version the operator saw, so a form from an older page cannot undo a newer change.
 */
import { type } from "arktype";
import { HIDE_REASON_MAX, plainReviewBody, REPLY_MAX } from "../review-rules.ts";
import { atMost, filled, meeting, type Parsed, parseFields, trimmedText } from "./fields.ts";

export type ModerationProblem = "invalidForm" | "reasonRequired" | "reasonTooLong" | "replyTooLong";

export interface ReviewTarget {
  id: number;
  version: number;
}

export type Moderation =
  | (ReviewTarget & { action: "hide"; reason: string })
  | (ReviewTarget & { action: "unhide" })
  | (ReviewTarget & { action: "reply"; reply: string });

const form = type({
  intent: "'hide' | 'unhide' | 'reply'",
  id: "string.integer.parse",
  version: "string.integer.parse",
  "reason?": "string",
  "reply?": "string",
});

const hideSchema = type({
  reason: trimmedText.narrow(
    meeting([
      ["reasonRequired", filled],
      ["reasonTooLong", atMost(HIDE_REASON_MAX)],
    ]),
  ),
});

const replySchema = type({
  reply: trimmedText.pipe(plainReviewBody).narrow(meeting([["replyTooLong", atMost(REPLY_MAX)]])),
});

/** A moderation form's fields; the problem names its field, so the page shows it under that field. */
export function parseModeration(fields: Readonly<Record<string, string>>): Parsed<Moderation, ModerationProblem> {
  const chosen = form(fields);
  if (chosen instanceof type.errors || chosen.id < 1 || chosen.version < 1) {
    return { ok: false, problems: [["", "invalidForm"]] };
  }
  const target = { id: chosen.id, version: chosen.version };
  if (chosen.intent === "unhide") return { ok: true, value: { ...target, action: "unhide" } };
  if (chosen.intent === "hide") {
    const parsed = parseFields<{ reason: string }, ModerationProblem>(hideSchema, ["reason"], chosen);
    return parsed.ok ? { ok: true, value: { ...target, action: "hide", reason: parsed.value.reason } } : parsed;
  }
  const parsed = parseFields<{ reply: string }, ModerationProblem>(replySchema, ["reply"], chosen);
  return parsed.ok ? { ok: true, value: { ...target, action: "reply", reply: parsed.value.reply } } : parsed;
}
