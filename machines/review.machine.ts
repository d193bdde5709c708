import { assign, fromPromise, setup } from "xstate";
import { isReviewComplete } from "#domain/inputs/review-form.ts";
import { emptyReview, plainReviewBody, plainReviewTitle, type ReviewForm } from "#domain/review-rules.ts";

/** The signed-in tourist; only whether there is one matters to the flow. */
export interface ReviewUser {
  name: string;
}

export interface ReviewInput {
  user: ReviewUser | null;
}

export interface ReviewContext extends ReviewInput {
  form: ReviewForm;
  /** After a submit with an empty title or body: "this field is required" under each. */
  showProblems: boolean;
}

export type ReviewEvent =
  /** Write review was pressed. */
  | { type: "review.write" }
  /** The login dialog signed the tourist in. */
  | { type: "auth.signedIn"; user: ReviewUser }
  /** The page's tourist changed: signed in or out elsewhere on the page (the menu, the booking form). */
  | { type: "user.changed"; user: ReviewUser | null }
  | { type: "form.update"; patch: Partial<ReviewForm> }
  | { type: "form.submit" }
  /** Close or Escape in the login or the comment dialog. */
  | { type: "review.cancel" };

/** How the submit actor reports a refusal: the HTTP status, 0 when the server was not reached. */
export interface ReviewFailure {
  status: number;
}

/** The posted review as the server answered it. */
export interface PostedReview {
  id: number;
}

/** What is sent: the form as it will be stored (trimmed, one-line title). */
export function reviewPayload(form: ReviewForm): ReviewForm {
  return { rating: form.rating, title: plainReviewTitle(form.title), body: plainReviewBody(form.body) };
}

function isSignInRequired(error: unknown): boolean {
  return typeof error === "object" && error !== null && (error as ReviewFailure).status === 401;
}

/**
 * Writing a review (spec section 4): Write review checks sign-in; signed in opens the comment
 * dialog, otherwise the login dialog, whose success opens the comment dialog. A posted review
 * closes it, reloads the comments from the first page and resets the form to four stars and
 * empty fields. Any other failure is silent: the loading state ends and the draft stays. The app
 * provides the post (submitComment) and the reload (reloadComments); tests provide fakes.
 */
export const reviewMachine = setup({
  types: {
    context: {} as ReviewContext,
    events: {} as ReviewEvent,
    input: {} as ReviewInput,
  },
  actors: {
    // Provided by the app (the API client) and by tests (a fake settled by hand).
    submitComment: fromPromise<PostedReview, ReviewForm>(async () => {
      throw new Error("submitComment is provided where the machine is used");
    }),
  },
  guards: {
    isSignedIn: ({ context }) => context.user !== null,
    isReviewComplete: ({ context }) => isReviewComplete(context.form),
    // The session ended between opening the dialog and sending (signed out in another tab, expired).
    isSignInRequired: (_, params: { error: unknown }) => isSignInRequired(params.error),
  },
  actions: {
    // Provided by the app: fetches the first page of comments and the overview again.
    reloadComments: () => {},
    rememberUser: assign((_, user: ReviewUser | null) => ({ user })),
    forgetUser: assign({ user: null }),
    updateForm: assign(({ context }, patch: Partial<ReviewForm>) => {
      const defined = Object.fromEntries(Object.entries(patch).filter(([, value]) => value !== undefined));
      return { form: { ...context.form, ...defined } };
    }),
    showProblems: assign({ showProblems: true }),
    hideProblems: assign({ showProblems: false }),
    resetForm: assign({ form: () => emptyReview(), showProblems: false }),
  },
}).createMachine({
  id: "review",
  context: ({ input }) => ({ user: input.user, form: emptyReview(), showProblems: false }),
  initial: "closed",
  // Whatever dialog is open: the next Write review or Send goes by who is signed in now.
  on: {
    "user.changed": { actions: { type: "rememberUser", params: ({ event }) => event.user } },
  },
  states: {
    closed: {
      on: {
        "review.write": [{ guard: "isSignedIn", target: "commenting" }, { target: "signingIn" }],
      },
    },
    signingIn: {
      on: {
        "auth.signedIn": {
          target: "commenting",
          actions: { type: "rememberUser", params: ({ event }) => event.user },
        },
        "review.cancel": { target: "closed", actions: "hideProblems" },
      },
    },
    commenting: {
      on: {
        "form.update": { actions: { type: "updateForm", params: ({ event }) => event.patch } },
        "form.submit": [{ guard: "isReviewComplete", target: "submitting" }, { actions: "showProblems" }],
        // A closed dialog keeps the draft until it is posted; the messages go.
        "review.cancel": { target: "closed", actions: "hideProblems" },
      },
    },
    submitting: {
      invoke: {
        id: "submitComment",
        src: "submitComment",
        input: ({ context }) => reviewPayload(context.form),
        onDone: { target: "closed", actions: ["resetForm", "reloadComments"] },
        onError: [
          {
            guard: { type: "isSignInRequired", params: ({ event }) => ({ error: event.error }) },
            target: "signingIn",
            actions: "forgetUser",
          },
          { target: "commenting" },
        ],
      },
    },
  },
});
