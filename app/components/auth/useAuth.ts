import { useMachine } from "@xstate/react";
import { inspection } from "#app/lib/inspector.ts";
import type { AuthUser } from "#machines/auth.machine.ts";
import { authMachineWithCalls } from "./auth-calls.ts";
import { useAuthMessages } from "./auth-messages.ts";

/** The auth machine with the real calls, for the sign-in and sign-up forms. */
export function useAuth(user: AuthUser | null, nextUrl: string | null = null) {
  const [snapshot, send] = useMachine(authMachineWithCalls(useAuthMessages()), {
    input: { user, nextUrl },
    ...inspection,
  });
  const busy = ["signingIn", "registering", "socialSigningIn", "signingOut"].some((state) =>
    snapshot.matches(state as "signingIn"),
  );
  return { snapshot, send, busy, failure: snapshot.context.failure };
}
