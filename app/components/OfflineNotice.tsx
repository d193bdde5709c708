import { Trans } from "@lingui/react/macro";
import { useSyncExternalStore } from "react";
import * as styles from "./Shell.css.ts";

function subscribe(changed: () => void) {
  addEventListener("online", changed);
  addEventListener("offline", changed);
  return () => {
    removeEventListener("online", changed);
    removeEventListener("offline", changed);
  };
}

/**
 * Without a network the kept pages still show (the service worker), but nothing can be sent: the
 * notice says so on every page before a form is tried, in the page's language. It is there only
 * while offline, so that pages keep one status region of their own otherwise.
 */
export function OfflineNotice() {
  const offline = useSyncExternalStore(
    subscribe,
    () => !navigator.onLine,
    () => false,
  );
  if (!offline) return null;
  return (
    <p role="status" className={styles.offlineNotice}>
      <Trans>
        You are offline. Pages you opened before still work; booking, signing in, registering and reviews need a
        connection.
      </Trans>
    </p>
  );
}
