import { describe, expect, it } from "vitest";
import { createActor, fromPromise, waitFor } from "xstate";
import { getShortestPaths, getSimplePaths } from "xstate/graph";
import { type AuthUser, authMachine, type Provider } from "#machines/auth.machine.ts";

const MADE: AuthUser = { id: 7, name: "Made Wirawan", email: "made@example.com", image: null };
const WRONG = { message: "The e-mail or password is incorrect." };
const TAKEN = { message: "The given data was invalid.", fields: { email: ["This e-mail is already registered."] } };

const EVENTS = [
  { type: "auth.signIn", email: "made@example.com", password: "sunrise-at-batur" },
  { type: "auth.register", name: "Made Wirawan", email: "made@example.com", password: "sunrise-at-batur" },
  { type: "auth.social", provider: "google", code: "google-token" },
  { type: "auth.signOut", fromProfile: true },
  { type: "auth.signOut", fromProfile: false },
  { type: "auth.dismiss" },
  { type: "xstate.done.actor.signIn", output: MADE },
  { type: "xstate.error.actor.signIn", error: WRONG },
  { type: "xstate.done.actor.register", output: MADE },
  { type: "xstate.error.actor.register", error: TAKEN },
  { type: "xstate.done.actor.socialSignIn", output: MADE },
  { type: "xstate.error.actor.socialSignIn", error: { message: "something went wrong please try again" } },
  { type: "xstate.done.actor.signOut" },
  { type: "xstate.error.actor.signOut", error: { message: "offline" } },
] as const;

type ModelEvent = (typeof EVENTS)[number];

/** The machine with calls the test settles by hand and a record of where it navigated. */
function startAuth(user: AuthUser | null, nextUrl: string | null) {
  const pending: { resolve: (value: unknown) => void; reject: (error: unknown) => void }[] = [];
  const calls: string[] = [];
  const visited: string[] = [];
  const call = (name: string) =>
    fromPromise<any, any>(({ input }) => {
      calls.push(`${name} ${JSON.stringify(input ?? null)}`);
      return new Promise((resolve, reject) => pending.push({ resolve, reject }));
    });
  const actor = createActor(
    authMachine.provide({
      actors: {
        signIn: call("signIn"),
        register: call("register"),
        socialSignIn: call("socialSignIn"),
        signOut: call("signOut"),
      },
      actions: {
        goAfterSignIn: ({ context }) => {
          visited.push(context.nextUrl ?? "/");
        },
        goAfterSignOut: (_, params) => {
          visited.push(params.fromProfile ? "/login" : "/");
        },
      },
    }),
    { input: { user, nextUrl } },
  );
  actor.start();
  const settle = async (outcome: "resolve" | "reject", value: unknown) => {
    const call = pending.shift();
    if (!call) throw new Error("Nothing is pending");
    call[outcome](value);
    await waitFor(
      actor,
      (s) =>
        !(["signingIn", "registering", "socialSigningIn", "signingOut"] as const).some((state) => s.matches(state)),
    );
  };
  return { actor, calls, visited, settle };
}

async function perform(sut: ReturnType<typeof startAuth>, event: ModelEvent) {
  if (event.type.startsWith("xstate.done.")) return sut.settle("resolve", "output" in event ? event.output : undefined);
  if (event.type.startsWith("xstate.error.")) return sut.settle("reject", "error" in event ? event.error : undefined);
  sut.actor.send(event as never);
}

function describePath(steps: readonly { event: { type: string } }[]): string {
  return steps.map((step) => step.event.type.replace("xstate.", "").replace(".actor", "")).join(" → ");
}

for (const [start, user, nextUrl] of [
  ["signed out, sent from /profile", null, "/profile"],
  ["signed in", MADE, null],
] as const) {
  describe(`auth machine (model-based), ${start}`, () => {
    const traversal = { events: EVENTS as never, input: { user, nextUrl } };
    for (const [kind, paths] of [
      ["shortest", getShortestPaths(authMachine, traversal)],
      // Simple paths over state values (not every context variant): each way through the
      // machine's states once, which keeps the count in the dozens instead of thousands.
      ["simple", getSimplePaths(authMachine, { ...traversal, serializeState: (state) => JSON.stringify(state.value) })],
    ] as const) {
      for (const path of paths) {
        it(`${kind}: ${describePath(path.steps)} reaches ${JSON.stringify(path.state.value)}`, async () => {
          const sut = startAuth(user, nextUrl);
          for (const step of path.steps.slice(1)) {
            await perform(sut, step.event as ModelEvent);
            expect(sut.actor.getSnapshot().value).toEqual(step.state.value);
            // Simple paths are deduplicated by state value, so their recorded context may come
            // from a sibling event; shortest paths keep full snapshots and are compared whole.
            if (kind === "shortest") expect(sut.actor.getSnapshot().context).toEqual(step.state.context);
          }
          sut.actor.stop();
        });
      }
    }
  });
}

describe("auth machine behaviour", () => {
  it("returns to nextUrl after signing in, home when there is none", async () => {
    const fromProfile = startAuth(null, "/profile");
    fromProfile.actor.send({ type: "auth.signIn", email: "made@example.com", password: "sunrise-at-batur" });
    await fromProfile.settle("resolve", MADE);
    expect(fromProfile.visited).toEqual(["/profile"]);
    const plain = startAuth(null, null);
    plain.actor.send({ type: "auth.register", name: "Made", email: "made@example.com", password: "sunrise-at-batur" });
    await plain.settle("resolve", MADE);
    expect(plain.visited).toEqual(["/"]);
  });

  it("keeps the server's message until the tourist dismisses it, and clears it on a new try", async () => {
    const sut = startAuth(null, null);
    sut.actor.send({ type: "auth.signIn", email: "made@example.com", password: "nope-nope" });
    await sut.settle("reject", WRONG);
    expect(sut.actor.getSnapshot().context.failure).toEqual(WRONG);
    sut.actor.send({ type: "auth.dismiss" });
    expect(sut.actor.getSnapshot().context.failure).toBeNull();
  });

  it("signs out to the login page from the profile and home from elsewhere", async () => {
    for (const [fromProfile, expected] of [
      [true, "/login"],
      [false, "/"],
    ] as const) {
      const sut = startAuth(MADE, null);
      sut.actor.send({ type: "auth.signOut", fromProfile });
      await sut.settle("resolve", undefined);
      expect(sut.visited).toEqual([expected]);
      expect(sut.actor.getSnapshot().context.user).toBeNull();
    }
  });

  it("passes the provider's token on for social sign-in", async () => {
    const sut = startAuth(null, null);
    const provider: Provider = "facebook";
    sut.actor.send({ type: "auth.social", provider, code: "fb-token" });
    expect(sut.calls).toEqual(['socialSignIn {"provider":"facebook","code":"fb-token"}']);
  });
});
