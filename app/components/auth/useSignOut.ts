import { useEffect, useRef, useState } from "react";
import type { AuthUser } from "#machines/auth.machine.ts";
import { useAuthMessages } from "./auth-messages.ts";
import type { SignOutActor, SignOutView } from "./sign-out-actor.ts";

/**
 * Log out for a signed-in `user` through the auth machine. The machine and XState (about 13 KB
 * gzip) load with the press, as the lists' Load more does, so the profile and the menu do not
 * ship them for a button most visits never press. If they cannot be loaded, the button says the
 * call failed and the next press tries again.
 */
export function useSignOut(user: AuthUser) {
  const messages = useAuthMessages();
  const actor = useRef<SignOutActor | null>(null);
  const [view, setView] = useState<SignOutView>({ busy: false, failure: null });
  useEffect(
    () => () => {
      actor.current?.stop();
    },
    [],
  );

  const signOut = async (fromProfile: boolean) => {
    if (!actor.current) {
      setView({ busy: true, failure: null });
      try {
        const { startSignOutActor } = await import("./sign-out-actor.ts");
        actor.current = startSignOutActor(user, messages, setView);
      } catch {
        setView({ busy: false, failure: { message: messages.wrong } });
        return;
      }
    }
    actor.current.send({ type: "auth.signOut", fromProfile });
  };

  return { ...view, signOut: (fromProfile: boolean) => void signOut(fromProfile) };
}
