import { Trans, useLingui } from "@lingui/react/macro";
import { data, redirect } from "react-router";
import * as styles from "#app/components/auth/auth.css.ts";
import { useAuth } from "#app/components/auth/useAuth.ts";
import * as widgets from "#app/components/widgets.css.ts";
import { seoMeta } from "#app/lib/meta.ts";
import { requestLocale } from "#workers/config.ts";
import { cloudflareFrom } from "#workers/context.ts";
import { currentUser } from "#workers/sessions.ts";
import type { Route } from "./+types/profile";

const TITLE = { id: "Profil saya", en: "My profile" };

/** Only signed-in tourists see their profile; others are sent to log in and brought back. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { env } = cloudflareFrom(context);
  const user = await currentUser(env.DB, request);
  if (!user) throw redirect("/login?nextUrl=profile");
  const locale = requestLocale(request, env);
  return data(
    { user, seo: { title: TITLE[locale], description: TITLE[locale] } },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

export const meta = ({ loaderData }: Route.MetaArgs) => seoMeta(loaderData?.seo);

export default function Profile({ loaderData }: Route.ComponentProps) {
  const { t } = useLingui();
  const { user } = loaderData;
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
