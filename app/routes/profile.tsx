import { Trans, useLingui } from "@lingui/react/macro";
import * as styles from "#app/components/auth/auth.css.ts";
import { EmailVerificationNotice } from "#app/components/auth/EmailVerificationNotice.tsx";
import { useAuth } from "#app/components/auth/useAuth.ts";
import * as widgets from "#app/components/widgets.css.ts";
import { seoMeta } from "#app/lib/meta.ts";
import type { Route } from "./+types/profile";

export { headers, loader } from "./profile.server.ts";
export const meta = ({ loaderData }: Route.MetaArgs) => seoMeta(loaderData?.seo);

export default function Profile({ loaderData }: Route.ComponentProps) {
  const { t } = useLingui();
  const { user, emailVerified } = loaderData;
  const { send, busy, failure } = useAuth(user);
  return (
    <div className={styles.page}>
      <section className={styles.card} aria-labelledby="profile-title">
        {user.image ? (
          <img className={styles.avatar} src={user.image} width={96} height={96} alt="" />
        ) : (
          <span className={styles.avatar} aria-hidden="true">
            {user.name.slice(0, 1).toUpperCase()}
          </span>
        )}
        <h1 id="profile-title" className={styles.title} style={{ textAlign: "center" }}>
          {user.name}
        </h1>
        <p style={{ textAlign: "center", margin: 0 }}>{user.email}</p>
        {emailVerified ? null : <EmailVerificationNotice email={user.email} />}
        {failure ? (
          <p className={styles.fieldError} role="alert">
            {failure.message}
          </p>
        ) : null}
        <button
          type="button"
          className={widgets.secondaryButton}
          disabled={busy}
          aria-busy={busy}
          onClick={() => send({ type: "auth.signOut", fromProfile: true })}
        >
          {busy ? t`Logging out…` : <Trans>Log out</Trans>}
        </button>
      </section>
    </div>
  );
}
