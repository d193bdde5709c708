import { Trans } from "@lingui/react/macro";
import { useEffect, useState } from "react";
import * as styles from "./auth.css.ts";
import { REGISTERED_EVENT, registeredAddress } from "./registered-mark.ts";

/** After signing up: where the link that confirms the address went, on whatever page comes next. */
export function RegisteredNotice() {
  const [email, setEmail] = useState<string | null>(null);
  useEffect(() => {
    setEmail(registeredAddress("take"));
    const signedUpHere = () => setEmail(registeredAddress("peek"));
    addEventListener(REGISTERED_EVENT, signedUpHere);
    return () => removeEventListener(REGISTERED_EVENT, signedUpHere);
  }, []);
  if (!email) return null;
  return (
    <div role="status" className={styles.registeredNotice} data-testid="registered-notice">
      <p className={styles.registeredNoticeText}>
        <Trans>
          Welcome! We have sent a link to {email}. Please check your inbox (and spam folder) and open it to confirm your
          e-mail address.
        </Trans>
      </p>
      <button type="button" className={styles.registeredNoticeClose} onClick={() => setEmail(null)}>
        <Trans>Close</Trans>
      </button>
    </div>
  );
}
