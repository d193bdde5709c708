import { useLingui } from "@lingui/react/macro";
import { NAME_MAX, PASSWORD_MAX, PASSWORD_MIN, type RegistrationProblem } from "#domain/registration-rules.ts";

/**
 * The register page's words for each problem of domain/registration-rules.ts: the same sentences
 * the server answers (workers/accounts/auth-input.ts AUTH_MESSAGES), so a reason reads the same whichever
 * side found it (tests/unit/registration-messages.test.ts compares them).
 */
export function useRegistrationMessages(): (problem: RegistrationProblem) => string {
  const { t } = useLingui();
  return (problem) => {
    switch (problem) {
      case "usernameRequired":
        return t`Username is required.`;
      case "usernameTooLong":
        return t`Username must be at most ${NAME_MAX} characters.`;
      case "usernameNotOneLine":
        return t`Username must be one line, without control or invisible characters.`;
      case "emailRequired":
        return t`E-mail is required.`;
      case "emailInvalid":
        return t`E-mail must be valid.`;
      case "passwordRequired":
        return t`Password is required.`;
      case "passwordTooShort":
        return t`Password must be at least ${PASSWORD_MIN} characters.`;
      case "passwordTooLong":
        return t`Password must be at most ${PASSWORD_MAX} characters.`;
      case "passwordTooSimple":
        return t`The password cannot be only spaces or one character repeated.`;
      case "passwordIsEmail":
        return t`The password cannot be your e-mail address or the part before the @.`;
      case "passwordCommon":
        return t`This password is too common and easy to guess. Please choose another.`;
    }
  };
}
