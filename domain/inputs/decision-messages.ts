/**
 * What each refusal of the operator's Confirm or Decline says, in the operator's language: the
 * booking page shows it above the forms, and the page's JSON call answers it, from one source.
 */
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { DecisionProblem } from "../booking.ts";
import { CONFIRMATION_ID_MAX_LENGTH, MAX_NOTE } from "./decision.ts";

/** `notRequested` names the booking's status now as `{current}`. */
export const DECISION_PROBLEM_MESSAGES: Readonly<Record<DecisionProblem | "csrf", MessageDescriptor>> = {
  csrf: msg`This form has expired. Please reload the page and try again.`,
  invalidForm: msg`Please choose Confirm or Decline.`,
  confirmationIdInvalid: msg`A booking ID has 2 to ${CONFIRMATION_ID_MAX_LENGTH} letters, digits, spaces or . _ / # -, and starts with a letter or digit.`,
  confirmationIdTaken: msg`This booking ID is already used by another booking. Please choose another one, or leave it empty to have one generated.`,
  noteTooLong: msg`The note can be at most ${MAX_NOTE} characters.`,
  reasonRequired: msg`Please write the reason: the tourist reads it in the e-mail.`,
  reasonTooLong: msg`The reason can be at most ${MAX_NOTE} characters.`,
  notRequested: msg`This booking is no longer a request (it is {current}), so it cannot be changed this way.`,
};
