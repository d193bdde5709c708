import { Trans } from "@lingui/react/macro";

/** The same words whether or not an account has the address: the page must not tell. */
export function ResetLinkSent({ email }: { email: string }) {
  return (
    <p role="status" data-testid="reset-link-sent">
      <Trans>
        If an account uses {email}, we have sent it a link to set a new password. The link works once, within an hour.
        Please check your spam folder too.
      </Trans>
    </p>
  );
}
