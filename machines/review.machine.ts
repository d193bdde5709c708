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
  /** Why the server refused the last post, in its words (not verified, the day's limit), shown in the dialog. */
  refusal: string | null;
  /** What the server said of the last posted review (it edited an earlier one), shown once the dialog closed. */
  notice: string | null;
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

/**
 * How the submit actor reports a refusal: the HTTP status, 0 when the server was not reached, and
 * the server's message in the page's language when it sent one.
 */
export interface ReviewFailure {
  status: number;
  message?: string;
}

/** The posted review as the server answered it, with its message when the post edited an earlier review. */
export interface PostedReview {
  id: number;
  notice?: string;
}

/** What is sent: the form as it will be stored (trimmed, one-line title). */
export function reviewPayload(form: ReviewForm): ReviewForm {
  return { rating: form.rating, title: plainReviewTitle(form.title), body: plainReviewBody(form.body) };
}

function isSignInRequired(error: unknown): boolean {
  return typeof error === "object" && error !== null && (error as ReviewFailure).status === 401;
}

function refusalOf(error: unknown): string | null {
  const message = typeof error === "object" && error !== null ? (error as ReviewFailure).message : undefined;
  return typeof message === "string" && message !== "" ? message : null;
}

/**
 * Writing a review (spec section 4): Write review checks sign-in; signed in opens the comment
 * dialog, otherwise the login dialog, whose success opens the comment dialog. A posted review
 * closes it, reloads the comments from the first page and resets the form to four stars and
 * empty fields; when the server says the post edited the tourist's earlier review of the subject,
 * its message stays as a notice until the next Write review. A refusal keeps the dialog and the
 * draft and shows the server's message (address not confirmed, the day's limit); a failure
 * without one (offline) only ends the loading state. The app provides the post (submitComment)
 * and the reload (reloadComments); tests provide fakes.
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
    resetForm: assign({ form: () => emptyReview(), showProblems: false, refusal: null }),
    rememberRefusal: assign((_, params: { error: unknown }) => ({ refusal: refusalOf(params.error) })),
    forgetRefusal: assign({ refusal: null }),
    rememberNotice: assign((_, posted: PostedReview) => ({ notice: posted.notice ?? null })),
    forgetNotice: assign({ notice: null }),
  },
}).createMachine({
  id: "review",
  context: ({ input }) => ({ user: input.user, form: emptyReview(), showProblems: false, refusal: null, notice: null }),
  initial: "closed",
  // Whatever dialog is open: the next Write review or Send goes by who is signed in now.
  on: {
    "user.changed": { actions: { type: "rememberUser", params: ({ event }) => event.user } },
  },
  states: {
    closed: {
      on: {
        "review.write": [
          { guard: "isSignedIn", target: "commenting", actions: "forgetNotice" },
          { target: "signingIn", actions: "forgetNotice" },
        ],
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
        "form.submit": [
          { guard: "isReviewComplete", target: "submitting", actions: "forgetRefusal" },
          { actions: "showProblems" },
        ],
        // A closed dialog keeps the draft until it is posted; the messages go.
        "review.cancel": { target: "closed", actions: ["hideProblems", "forgetRefusal"] },
      },
    },
    submitting: {
      invoke: {
        id: "submitComment",
        src: "submitComment",
        input: ({ context }) => reviewPayload(context.form),
        onDone: {
          target: "closed",
          actions: ["resetForm", "reloadComments", { type: "rememberNotice", params: ({ event }) => event.output }],
        },
        onError: [
          {
            guard: { type: "isSignInRequired", params: ({ event }) => ({ error: event.error }) },
            target: "signingIn",
            actions: "forgetUser",
          },
          {
            target: "commenting",
            actions: { type: "rememberRefusal", params: ({ event }) => ({ error: event.error }) },
          },
        ],
      },
    },
  },
});
