/**
 * What each problem of a moderation form says, in the operator's language; apart from
 * domain/inputs/review-moderation.ts because the Lingui macro only runs where messages are compiled.
 */
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { HIDE_REASON_MAX, REPLY_MAX } from "../review-rules.ts";
import type { ModerationProblem } from "./review-moderation.ts";

export const MODERATION_PROBLEM_MESSAGES: Record<ModerationProblem | "csrf" | "stale", MessageDescriptor> = {
  csrf: msg`This form has expired. Please reload the page and try again.`,
  invalidForm: msg`This form could not be read. Please reload the page and try again.`,
  reasonRequired: msg`Please write why this review is hidden.`,
  reasonTooLong: msg`The reason can be at most ${HIDE_REASON_MAX} characters.`,
  replyTooLong: msg`The reply can be at most ${REPLY_MAX} characters.`,
  stale: msg`Someone changed this review after you opened the page. It now shows their change; please check it and try again.`,
};
