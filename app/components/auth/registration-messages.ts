import { useLingui } from "@lingui/react";
import { ACCOUNT_PROBLEM_MESSAGES } from "#domain/inputs/account-messages.ts";
import type { RegistrationProblem } from "#domain/inputs/registration-form.ts";

/**
 * The register page's words for each problem of the sign-up (domain/inputs/registration.ts): the
 * sentences the server answers, so a reason reads the same whichever side found it.
 */
export function useRegistrationMessages(): (problem: RegistrationProblem) => string {
  const { i18n } = useLingui();
  return (problem) => i18n._(ACCOUNT_PROBLEM_MESSAGES[problem]);
}
