import { fromPromise } from "xstate";
import { loadAuthClient } from "#app/lib/lazy-auth-client.ts";
import { pathAfterSignIn } from "#domain/next-path.ts";
import { authMachine, type Provider } from "#machines/auth.machine.ts";
import type { AuthMessages } from "./auth-messages.ts";
import { markRegistered } from "./registered-mark.ts";

/**
 * The auth machine with the real calls. Signing in or out ends in a full page load, so every
 * page is rendered again by the server with the new session (and nothing personal stays cached).
 */
export function authMachineWithCalls({ wrong, socialFailed }: AuthMessages) {
  return authMachine.provide({
    actors: {
      signIn: fromPromise(async ({ input }: { input: { email: string; password: string } }) =>
        (await loadAuthClient(wrong)).signIn(input, wrong),
      ),
      register: fromPromise(async ({ input }: { input: { name: string; email: string; password: string } }) => {
        const user = await (await loadAuthClient(wrong)).register(input, wrong);
        // The machine then loads the next page (goAfterSignIn).
        markRegistered(user.email, "page load");
        return user;
      }),
      // Whatever went wrong with a provider, the tourist reads the spec's one message.
      // No token (or one this browser did not ask for) fails without asking the server.
      socialSignIn: fromPromise(async ({ input }: { input: { provider: Provider; code: string } }) => {
        if (!input.code) throw { message: socialFailed };
        return (await loadAuthClient(socialFailed)).socialSignIn(input, socialFailed).catch(() => {
          throw { message: socialFailed };
        });
      }),
      signOut: fromPromise(async () => (await loadAuthClient(wrong)).signOut(wrong)),
    },
    actions: {
      goAfterSignIn: ({ context }) => window.location.assign(pathAfterSignIn(context.nextUrl)),
      goAfterSignOut: (_, params) => window.location.assign(params.fromProfile ? "/login" : "/"),
    },
  });
}
