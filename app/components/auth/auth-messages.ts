import { useLingui } from "@lingui/react/macro";

/** The messages a failed auth call shows, in the page's language. */
export interface AuthMessages {
  /** For any call that failed. */
  wrong: string;
  /** The spec's one message for a failed sign-in with a provider. */
  socialFailed: string;
}

export function useAuthMessages(): AuthMessages {
  const { t } = useLingui();
  return { wrong: t`Something went wrong, please try again.`, socialFailed: t`something went wrong please try again` };
}
