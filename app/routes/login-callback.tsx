import { Trans } from "@lingui/react/macro";
import { useEffect, useState } from "react";
import { Link, useParams } from "react-router";
import * as styles from "#app/components/auth/auth.css.ts";
import { takeOAuthState } from "#app/components/auth/SocialButtons.tsx";
import { useAuth } from "#app/components/auth/useAuth.ts";
import type { Provider } from "#machines/auth.machine.ts";

export { headers, loader } from "./login-callback.server.ts";
export const meta = () => [{ title: "Bali Tours" }, { name: "robots", content: "noindex" }];

interface Returned {
  token: string;
  nextUrl: string | null;
}

/** What the provider put in the URL fragment, if it answers the sign-in this browser started. */
function readReturn(): Returned {
  const fragment = new URLSearchParams(window.location.hash.slice(1));
  const started = takeOAuthState();
  window.history.replaceState(null, "", window.location.pathname);
  const token = fragment.get("access_token") ?? "";
  const ours = started !== null && fragment.get("state") === started.nonce;
  return { token: ours ? token : "", nextUrl: started?.nextUrl ?? null };
}

/** The provider sends the tourist back here with an access token in the URL fragment. */
export default function LoginCallback() {
  const provider: Provider = useParams().provider === "facebook" ? "facebook" : "google";
  const [returned, setReturned] = useState<Returned | null>(null);
  // The fragment never reaches the server, so it is read once in the browser.
  useEffect(() => setReturned(readReturn()), []);
  return (
    <div className={styles.page}>
      <div className={styles.card} aria-live="polite">
        {returned ? (
          <CompleteSignIn provider={provider} returned={returned} />
        ) : (
          <p>
            <Trans>Signing you in…</Trans>
          </p>
        )}
      </div>
    </div>
  );
}

function CompleteSignIn({ provider, returned }: { provider: Provider; returned: Returned }) {
  const { send, failure } = useAuth(null, returned.nextUrl);
  useEffect(() => {
    // An empty token fails at once with the same message as any other failure.
    send({ type: "auth.social", provider, code: returned.token });
  }, [send, provider, returned]);
  if (!failure) {
    return (
      <p>
        <Trans>Signing you in…</Trans>
      </p>
    );
  }
  return (
    <>
      <p className={styles.errorBar} role="alert">
        {failure.message}
      </p>
      <Link to="/login">
        <Trans>Back to log in</Trans>
      </Link>
    </>
  );
}
