import { createActor } from "xstate";
import { inspection } from "#app/lib/inspector.ts";
import type { AuthFailure, AuthUser } from "#machines/auth.machine.ts";
import { authMachineWithCalls } from "./auth-calls.ts";
import type { AuthMessages } from "./auth-messages.ts";

export interface SignOutView {
  busy: boolean;
  failure: AuthFailure | null;
}

/** The auth machine for a signed-in `user`, telling `onChange` what Log out shows after each step. */
export function startSignOutActor(user: AuthUser, messages: AuthMessages, onChange: (view: SignOutView) => void) {
  const actor = createActor(authMachineWithCalls(messages), { input: { user }, ...inspection });
  actor.subscribe((snapshot) => onChange({ busy: snapshot.matches("signingOut"), failure: snapshot.context.failure }));
  actor.start();
  return actor;
}

export type SignOutActor = ReturnType<typeof startSignOutActor>;
