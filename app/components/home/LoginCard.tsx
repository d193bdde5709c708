import { Trans } from "@lingui/react/macro";
import { Link } from "react-router";
import { UserIcon } from "#app/components/content-icons.tsx";
import * as widgets from "#app/components/widgets.css.ts";
import * as styles from "./HomeSections.css.ts";

export function LoginCard() {
  return (
    <section className={styles.block} aria-labelledby="login-card-title" id="login-card">
      <div className={styles.loginCard}>
        <span className={styles.loginIcon}>
          <UserIcon />
        </span>
        <div className={styles.loginText}>
          <h2 id="login-card-title" className={styles.cardHeading}>
            <Trans>Book faster with an account</Trans>
          </h2>
          <p>
            <Trans>Log in or register to keep your details for the next booking and to write reviews.</Trans>
          </p>
        </div>
        <div className={styles.loginActions}>
          <Link to="/login" className={widgets.button}>
            <Trans>Log in</Trans>
          </Link>
          <Link to="/register" className={widgets.secondaryButton}>
            <Trans>Register</Trans>
          </Link>
        </div>
      </div>
    </section>
  );
}
