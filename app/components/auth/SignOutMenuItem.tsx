import { Trans, useLingui } from "@lingui/react/macro";
import type { AuthUser } from "#machines/auth.machine.ts";
import * as styles from "../Shell.css.ts";
import { useSignOut } from "./useSignOut.ts";

/**
 * The side menu's Log out, through the auth machine as on the profile page: signing out ends on
 * the home page; when the server cannot be reached the tourist stays signed in and reads why here.
 */
export default function SignOutMenuItem({ user }: { user: AuthUser }) {
  const { t } = useLingui();
  const { signOut, busy, failure } = useSignOut(user);
  return (
    <>
      <button type="button" className={styles.menuItem} disabled={busy} aria-busy={busy} onClick={() => signOut(false)}>
        {busy ? t`Logging out…` : <Trans>Log out</Trans>}
      </button>
      {failure ? (
        <p className={styles.menuError} role="alert">
          {failure.message}
        </p>
      ) : null}
    </>
  );
}
