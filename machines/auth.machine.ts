import { assign, fromPromise, setup } from "xstate";

export interface AuthUser {
  id: number;
  name: string;
  email: string;
  image: string | null;
}

export type Provider = "google" | "facebook";

/** Messages per field from the server, e.g. `{ email: ["This e-mail is already registered."] }`. */
export type FieldMessages = Partial<Record<"name" | "email" | "password", string[]>>;

/** How a failed call reads: the server's message, and field messages when it sent them. */
export interface AuthFailure {
  message: string;
  fields?: FieldMessages;
}

export interface AuthContext {
  user: AuthUser | null;
  /** Where to go after signing in: the page that sent the tourist to the login. */
  nextUrl: string | null;
  failure: AuthFailure | null;
  /** Signing out from the profile leads to the login page, from anywhere else to home. */
  leavingProfile: boolean;
}

export type AuthEvent =
  | { type: "auth.signIn"; email: string; password: string }
  | { type: "auth.register"; name: string; email: string; password: string }
  | { type: "auth.social"; provider: Provider; code: string }
  | { type: "auth.signOut"; fromProfile: boolean }
  | { type: "auth.dismiss" };

/**
 * Signing in and out. The app provides the calls (signIn, register, socialSignIn, signOut) and
 * the navigation (goAfterSignIn to nextUrl or home, goAfterSignOut to login from the profile,
 * else home); tests provide fakes.
 */
export const authMachine = setup({
  types: {
    context: {} as AuthContext,
    events: {} as AuthEvent,
    input: {} as { user: AuthUser | null; nextUrl?: string | null },
  },
  actors: {
    signIn: fromPromise<AuthUser, { email: string; password: string }>(async () => {
      throw new Error("provided by the app");
    }),
    register: fromPromise<AuthUser, { name: string; email: string; password: string }>(async () => {
      throw new Error("provided by the app");
    }),
    socialSignIn: fromPromise<AuthUser, { provider: Provider; code: string }>(async () => {
      throw new Error("provided by the app");
    }),
    signOut: fromPromise<void, void>(async () => {
      throw new Error("provided by the app");
    }),
  },
  guards: {
    isSignedIn: ({ context }) => context.user !== null,
  },
  actions: {
    rememberUser: assign((_, user: AuthUser) => ({ user, failure: null })),
    forgetUser: assign({ user: null, failure: null }),
    rememberFailure: assign((_, failure: AuthFailure) => ({ failure })),
    clearFailure: assign({ failure: null }),
    goAfterSignIn: () => {},
    goAfterSignOut: (_, _params: { fromProfile: boolean }) => {},
  },
}).createMachine({
  id: "auth",
  context: ({ input }) => ({ user: input.user, nextUrl: input.nextUrl ?? null, failure: null, leavingProfile: false }),
  initial: "checking",
  states: {
    checking: {
      always: [{ guard: "isSignedIn", target: "authenticated" }, { target: "anonymous" }],
    },
    anonymous: {
      on: {
        "auth.signIn": "signingIn",
        "auth.register": "registering",
        "auth.social": "socialSigningIn",
        "auth.dismiss": { actions: "clearFailure" },
      },
    },
    signingIn: {
      entry: "clearFailure",
      invoke: {
        id: "signIn",
        src: "signIn",
        input: ({ event }) =>
          event.type === "auth.signIn" ? { email: event.email, password: event.password } : { email: "", password: "" },
        onDone: {
          target: "authenticated",
          actions: [{ type: "rememberUser", params: ({ event }) => event.output }, "goAfterSignIn"],
        },
        onError: {
          target: "anonymous",
          actions: { type: "rememberFailure", params: ({ event }) => asFailure(event.error) },
        },
      },
    },
    registering: {
      entry: "clearFailure",
      invoke: {
        id: "register",
        src: "register",
        input: ({ event }) =>
          event.type === "auth.register"
            ? { name: event.name, email: event.email, password: event.password }
            : { name: "", email: "", password: "" },
        onDone: {
          target: "authenticated",
          actions: [{ type: "rememberUser", params: ({ event }) => event.output }, "goAfterSignIn"],
        },
        onError: {
          target: "anonymous",
          actions: { type: "rememberFailure", params: ({ event }) => asFailure(event.error) },
        },
      },
    },
    socialSigningIn: {
      entry: "clearFailure",
      invoke: {
        id: "socialSignIn",
        src: "socialSignIn",
        input: ({ event }) =>
          event.type === "auth.social"
            ? { provider: event.provider, code: event.code }
            : { provider: "google" as const, code: "" },
        onDone: {
          target: "authenticated",
          actions: [{ type: "rememberUser", params: ({ event }) => event.output }, "goAfterSignIn"],
        },
        onError: {
          target: "anonymous",
          actions: { type: "rememberFailure", params: ({ event }) => asFailure(event.error) },
        },
      },
    },
    authenticated: {
      on: {
        "auth.signOut": {
          target: "signingOut",
          actions: assign({ leavingProfile: ({ event }) => event.fromProfile, failure: null }),
        },
      },
    },
    signingOut: {
      invoke: {
        id: "signOut",
        src: "signOut",
        onDone: {
          target: "anonymous",
          actions: [
            "forgetUser",
            { type: "goAfterSignOut", params: ({ context }) => ({ fromProfile: context.leavingProfile }) },
          ],
        },
        // The server could not be reached: the session may still be valid, so stay signed in.
        onError: {
          target: "authenticated",
          actions: { type: "rememberFailure", params: ({ event }) => asFailure(event.error) },
        },
      },
    },
  },
});

/** What the app's calls throw is reduced to a message (and field messages) for the forms. */
export function asFailure(error: unknown): AuthFailure {
  if (error && typeof error === "object" && "message" in error && typeof error.message === "string") {
    const fields = "fields" in error ? (error.fields as FieldMessages | undefined) : undefined;
    return fields ? { message: error.message, fields } : { message: error.message };
  }
  return { message: String(error) };
}
