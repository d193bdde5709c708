import { Trans } from "@lingui/react/macro";
import type { SiteInfo } from "#app/lib/site.ts";
import type { Provider } from "#machines/auth.machine.ts";
import * as styles from "./auth.css.ts";

const STATE_KEY = "bali-oauth-state";

/** Sends the tourist to the provider; it returns to /login/callback/{provider} with a token. */
function startSignIn(site: SiteInfo, provider: Provider, nextUrl: string | null) {
  const nonce = crypto.randomUUID();
  sessionStorage.setItem(STATE_KEY, JSON.stringify({ nonce, nextUrl }));
  const redirect = `${window.location.origin}/login/callback/${provider}`;
  const url =
    provider === "google" && site.social.google
      ? new URL(site.social.google.authUrl)
      : site.social.facebook
        ? new URL(site.social.facebook.authUrl)
        : null;
  if (!url) return;
  url.searchParams.set(
    "client_id",
    provider === "google" ? (site.social.google?.clientId ?? "") : (site.social.facebook?.appId ?? ""),
  );
  url.searchParams.set("redirect_uri", redirect);
  url.searchParams.set("response_type", "token");
  url.searchParams.set("scope", provider === "google" ? "openid email profile" : "email");
  url.searchParams.set("state", nonce);
  window.location.assign(url.toString());
}

/** The state the callback must see again, so a token planted by another site is refused. */
export function takeOAuthState(): { nonce: string; nextUrl: string | null } | null {
  const raw = sessionStorage.getItem(STATE_KEY);
  sessionStorage.removeItem(STATE_KEY);
  try {
    return raw ? (JSON.parse(raw) as { nonce: string; nextUrl: string | null }) : null;
  } catch {
    return null;
  }
}

export function SocialButtons({
  site,
  nextUrl,
  disabled,
}: {
  site: SiteInfo;
  nextUrl: string | null;
  disabled: boolean;
}) {
  if (!site.social.google && !site.social.facebook) return null;
  return (
    <div className={styles.social}>
      {site.social.facebook ? (
        <button
          type="button"
          className={styles.facebook}
          disabled={disabled}
          onClick={() => startSignIn(site, "facebook", nextUrl)}
        >
          <Trans>Continue with Facebook</Trans>
        </button>
      ) : null}
      {site.social.google ? (
        <button
          type="button"
          className={styles.socialButton}
          disabled={disabled}
          onClick={() => startSignIn(site, "google", nextUrl)}
        >
          <Trans>Continue with Google</Trans>
        </button>
      ) : null}
      <p className={styles.divider}>
        <Trans>or with your e-mail</Trans>
      </p>
    </div>
  );
}
