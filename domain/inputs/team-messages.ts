/**
 * What each problem of the team page and the invitation page says, in the operator's or the
 * invited person's language: the pages show these under their fields, from one source.
 */
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { NAME_MAX } from "../registration-rules.ts";
import { INVITATIONS_PER_HOUR, type InvitationProblem, type TeamProblem } from "../team.ts";
import { ACCOUNT_PROBLEM_MESSAGES } from "./account-messages.ts";
import { TEAM_PASSWORD_MIN } from "./team.ts";

export const TEAM_PROBLEM_MESSAGES: Record<TeamProblem | InvitationProblem | "csrf", MessageDescriptor> = {
  csrf: msg`This form has expired. Please reload the page and try again.`,
  invalidForm: msg`Please check the form.`,
  nameRequired: msg`Please write the person's name.`,
  nameTooLong: msg`The name can be at most ${NAME_MAX} characters.`,
  nameNotOneLine: msg`The name must be one line, without control or invisible characters.`,
  emailRequired: ACCOUNT_PROBLEM_MESSAGES.emailRequired,
  emailInvalid: ACCOUNT_PROBLEM_MESSAGES.emailInvalid,
  languageInvalid: msg`Please choose the language of the invitation.`,
  resourceInvalid: msg`Please choose a driver or guide in service, or the operator's role.`,
  alreadyOnTeam: msg`This person is already on the team.`,
  tooManyInvitations: msg`You have sent ${INVITATIONS_PER_HOUR} invitations in the last hour. Please wait a while before sending more.`,
  cannotRevokeSelf: msg`You cannot revoke your own access. Ask another operator to do it.`,
  onlyOwnerRevokes: msg`Only the owner of the team can revoke someone's access.`,
  lastOperator: msg`The last operator cannot be revoked: the back office would have no one left.`,
  passwordRequired: ACCOUNT_PROBLEM_MESSAGES.passwordRequired,
  passwordTooShort: msg`The password must be at least ${TEAM_PASSWORD_MIN} characters: it guards every booking.`,
  passwordTooLong: ACCOUNT_PROBLEM_MESSAGES.passwordTooLong,
  passwordTooSimple: ACCOUNT_PROBLEM_MESSAGES.passwordTooSimple,
  passwordIsEmail: ACCOUNT_PROBLEM_MESSAGES.passwordIsEmail,
  passwordCommon: ACCOUNT_PROBLEM_MESSAGES.passwordCommon,
  wrongPassword: msg`This is not the password of your account.`,
  tooManyAttempts: msg`Too many attempts. Please wait a few minutes and try again.`,
  deadLink: msg`This invitation link has expired, has already been used or was withdrawn. Ask the operator who invited you for a new one.`,
};
