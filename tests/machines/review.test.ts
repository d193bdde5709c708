import { describe, expect, it } from "vitest";
import { createActor, fromPromise, getInitialSnapshot, getNextSnapshot, type SnapshotFrom, waitFor } from "xstate";
import { getShortestPaths, getSimplePaths } from "xstate/graph";
import { isReviewComplete, reviewProblems } from "#domain/inputs/review.ts";
import {
  BODY_MAX,
  DEFAULT_RATING,
  emptyReview,
  plainReviewBody,
  plainReviewTitle,
  type ReviewForm,
  TITLE_MAX,
} from "#domain/review-rules.ts";
import {
  type PostedReview,
  type ReviewFailure,
  type ReviewUser,
  reviewMachine,
  reviewPayload,
} from "#machines/review.machine.ts";

const AYU: ReviewUser = { name: "Made Ayu Wirawan" };
const FILLED: ReviewForm = {
  rating: 5,
  title: "  Sunrise over Batur  ",
  body: "Our guide Wayan knew every path.\r\nWould book again.",
};
const POSTED: PostedReview = { id: 42 };
/** The server edited the tourist's earlier review of the subject, and said so. */
const UPDATED: PostedReview = { id: 42, notice: "Your review was updated." };
const UNAVAILABLE: ReviewFailure = { status: 503 };
const SIGNED_OUT: ReviewFailure = { status: 401 };
const NOT_VERIFIED: ReviewFailure = { status: 403, message: "Please confirm your e-mail address first." };
const DAILY_LIMIT: ReviewFailure = { status: 429, message: "You can write at most 5 new reviews a day." };

// Events that carry data are listed explicitly: a patch that completes the form and one that
// blanks the title again give both sides of the isReviewComplete guard; a 503 and a 401 give
// both sides of isSignInRequired.
const EVENTS = [
  { type: "review.write" },
  { type: "auth.signedIn", user: AYU },
  { type: "form.update", patch: FILLED },
  { type: "form.update", patch: { title: "   " } },
  { type: "form.submit" },
  { type: "review.cancel" },
  { type: "xstate.done.actor.submitComment", output: POSTED },
  { type: "xstate.error.actor.submitComment", error: UNAVAILABLE },
  { type: "xstate.error.actor.submitComment", error: SIGNED_OUT },
] as const;

// The server's messages: an edited review, refusals for an unproven address and the day's limit.
// Shortest paths and journeys take them; in the simple paths they would multiply the paths
// sixfold without a new way through the dialogs.
const MESSAGE_EVENTS = [
  { type: "xstate.done.actor.submitComment", output: UPDATED },
  { type: "xstate.error.actor.submitComment", error: NOT_VERIFIED },
  { type: "xstate.error.actor.submitComment", error: DAILY_LIMIT },
] as const;

// Sign-ins and sign-outs elsewhere on the page can come in any state; in the graph they would
// multiply the simple paths beyond use, so journeys take them instead.
const PAGE_EVENTS = [
  { type: "user.changed", user: AYU },
  { type: "user.changed", user: null },
] as const;

type ModelEvent = (typeof EVENTS)[number] | (typeof MESSAGE_EVENTS)[number] | (typeof PAGE_EVENTS)[number];
type ReviewSnapshot = SnapshotFrom<typeof reviewMachine>;

/** The machine with a submit the test settles by hand, and a record of posts and reloads. */
function startReview(user: ReviewUser | null) {
  const pending: { resolve: (posted: PostedReview) => void; reject: (error: unknown) => void }[] = [];
  const posts: ReviewForm[] = [];
  let reloads = 0;
  const actor = createActor(
    reviewMachine.provide({
      actors: {
        submitComment: fromPromise<PostedReview, ReviewForm>(({ input }) => {
          posts.push(input);
          return new Promise((resolve, reject) => pending.push({ resolve, reject }));
        }),
      },
      actions: {
        reloadComments: () => {
          reloads += 1;
        },
      },
    }),
    { input: { user } },
  );
  actor.start();
  const settle = async (outcome: "resolve" | "reject", value: unknown) => {
    const call = pending.shift();
    if (!call) throw new Error("No review is being sent");
    if (outcome === "resolve") call.resolve(value as PostedReview);
    else call.reject(value);
    await waitFor(actor, (snapshot) => !snapshot.matches("submitting"));
  };
  return { actor, posts, settle, reloads: () => reloads, snapshot: () => actor.getSnapshot() };
}

type Sut = ReturnType<typeof startReview>;

/** Does in the system under test what the model's event means, and checks what the tourist would notice. */
async function perform(sut: Sut, event: ModelEvent) {
  const before = sut.snapshot();
  const { form } = before.context;
  const reloads = sut.reloads();
  switch (event.type) {
    case "xstate.done.actor.submitComment": {
      await sut.settle("resolve", event.output);
      const after = sut.snapshot();
      expect(after.value).toBe("closed");
      // Posted: the comments are reloaded once, and the next review starts from four stars and empty fields.
      expect(sut.reloads()).toBe(reloads + 1);
      expect(after.context.form).toEqual({ rating: DEFAULT_RATING, title: "", body: "" });
      expect(after.context.showProblems).toBe(false);
      expect(after.context.refusal).toBeNull();
      // An edit of the tourist's earlier review says so once the dialog closed; a new one says nothing.
      expect(after.context.notice).toBe(event.output.notice ?? null);
      expect(after.context.user).toEqual(before.context.user);
      return;
    }
    case "xstate.error.actor.submitComment": {
      await sut.settle("reject", event.error);
      const after = sut.snapshot();
      // The loading state ends, the draft stays, nothing is reloaded; the dialog shows the server's message, if any.
      expect(sut.reloads()).toBe(reloads);
      expect(after.context.form).toEqual(form);
      if (event.error.status === 401) {
        expect(after.value).toBe("signingIn");
        expect(after.context.user).toBeNull();
      } else {
        expect(after.value).toBe("commenting");
        expect(after.context.user).toEqual(before.context.user);
        expect(after.context.refusal).toBe("message" in event.error ? event.error.message : null);
      }
      return;
    }
    default:
      sut.actor.send(event);
  }
  const after = sut.snapshot();
  expect(sut.reloads()).toBe(reloads);
  if (!before.can(event)) {
    // An event the open dialog does not take changes nothing.
    expect(after.value).toEqual(before.value);
    expect(after.context).toEqual(before.context);
    return;
  }
  switch (event.type) {
    case "review.write":
      expect(after.value).toBe(before.context.user ? "commenting" : "signingIn");
      expect(after.context.form).toEqual(form);
      expect(after.context.notice).toBeNull();
      return;
    case "auth.signedIn":
      expect(after.value).toBe("commenting");
      expect(after.context.user).toEqual(event.user);
      expect(after.context.form).toEqual(form);
      return;
    case "form.update":
      expect(after.context.form).toEqual({ ...form, ...event.patch });
      return;
    case "form.submit":
      if (isReviewComplete(form)) {
        expect(after.value).toBe("submitting");
        expect(sut.posts.at(-1)).toEqual(reviewPayload(form));
        expect(after.context.refusal).toBeNull();
      } else {
        expect(after.value).toBe("commenting");
        expect(after.context.showProblems).toBe(true);
        expect(after.context.form).toEqual(form);
      }
      return;
    case "user.changed":
      // Nothing the tourist sees changes until the next Write review or Send.
      expect(after.value).toEqual(before.value);
      expect(after.context).toEqual({ ...before.context, user: event.user });
      return;
    case "review.cancel":
      expect(after.value).toBe("closed");
      expect(after.context.form).toEqual(form);
      expect(after.context.showProblems).toBe(false);
      expect(after.context.refusal).toBeNull();
      return;
  }
}

function label(event: ModelEvent): string {
  switch (event.type) {
    case "form.update":
      return event.patch === FILLED ? "form.update(complete)" : "form.update(blank title)";
    case "xstate.error.actor.submitComment":
      return `error.submitComment(${event.error.status})`;
    case "xstate.done.actor.submitComment":
      return event.output.notice ? "done.submitComment(updated)" : "done.submitComment";
    case "user.changed":
      return event.user ? "user.changed(signed in)" : "user.changed(signed out)";
    default:
      return event.type.replace("xstate.", "").replace(".actor", "");
  }
}

function describePath(steps: readonly { event: unknown }[]): string {
  return (
    steps
      .slice(1)
      .map((step) => label(step.event as ModelEvent))
      .join(" → ") || "(start)"
  );
}

/**
 * Simple paths over what the tourist can tell apart (the dialog, a complete form, the messages,
 * being signed in, a kept draft), not over every context: each way through the dialogs once.
 */
function serializeNoticeable(snapshot: ReviewSnapshot): string {
  const { context } = snapshot;
  return JSON.stringify({
    value: snapshot.value,
    complete: isReviewComplete(context.form),
    showProblems: context.showProblems,
    signedIn: context.user !== null,
    draft: JSON.stringify(context.form) !== JSON.stringify(emptyReview()),
    refused: context.refusal !== null,
    notified: context.notice !== null,
  });
}

/**
 * Journeys the graph paths cannot hold: a silent failure or a posted review returns to a state
 * the tourist saw before, so no simple path ends there. Each runs from both starts.
 */
const JOURNEYS: string[][] = [
  // A failed post keeps the draft; Send again posts it and closes.
  [
    "review.write",
    "auth.signedIn",
    "form.update(complete)",
    "form.submit",
    "error.submitComment(503)",
    "form.submit",
    "done.submitComment",
  ],
  // After a posted review, Write review opens an empty form at four stars.
  ["review.write", "auth.signedIn", "form.update(complete)", "form.submit", "done.submitComment", "review.write"],
  // A session that ended mid-review: sign in again, and the kept draft goes out.
  [
    "review.write",
    "auth.signedIn",
    "form.update(complete)",
    "form.submit",
    "error.submitComment(401)",
    "auth.signedIn",
    "form.submit",
    "done.submitComment",
  ],
  // Refused for an unproven address: the message shows; fixed elsewhere, Send again posts the draft.
  [
    "review.write",
    "auth.signedIn",
    "form.update(complete)",
    "form.submit",
    "error.submitComment(403)",
    "form.submit",
    "done.submitComment",
  ],
  // Over the day's limit: the message shows, and closing the dialog takes it away with the draft kept.
  [
    "review.write",
    "auth.signedIn",
    "form.update(complete)",
    "form.submit",
    "error.submitComment(429)",
    "review.cancel",
  ],
  // A second review of the subject edited the first: the notice shows until the next Write review.
  [
    "review.write",
    "auth.signedIn",
    "form.update(complete)",
    "form.submit",
    "done.submitComment(updated)",
    "review.write",
  ],
  // Signed in elsewhere on the page after closing the login dialog: Write review opens the form.
  ["review.write", "review.cancel", "user.changed(signed in)", "review.write"],
  // Signed out elsewhere on the page: Write review asks to sign in first.
  ["user.changed(signed out)", "review.write"],
  // Signed in and out again with the draft kept: the login dialog, then the same draft goes out.
  [
    "user.changed(signed in)",
    "review.write",
    "form.update(complete)",
    "review.cancel",
    "user.changed(signed out)",
    "review.write",
    "auth.signedIn",
    "form.submit",
    "done.submitComment",
  ],
];

function journeyPath(labels: string[], user: ReviewUser | null) {
  let state = getInitialSnapshot(reviewMachine, { user });
  const steps = [{ event: { type: "xstate.init" } as unknown, state }];
  for (const wanted of labels) {
    const event = [...EVENTS, ...MESSAGE_EVENTS, ...PAGE_EVENTS].find((candidate) => label(candidate) === wanted);
    if (!event) throw new Error(`No model event ${wanted}`);
    state = getNextSnapshot(reviewMachine, state, event as never);
    steps.push({ event, state });
  }
  return { steps, state };
}

for (const [start, user] of [
  ["signed out", null],
  ["signed in as Made Ayu Wirawan", AYU],
] as const) {
  describe(`review machine (model-based), ${start}`, () => {
    const traversal = { events: EVENTS as never, input: { user } };
    const pathSets = [
      ["shortest", getShortestPaths(reviewMachine, { ...traversal, events: [...EVENTS, ...MESSAGE_EVENTS] as never })],
      ["simple", getSimplePaths(reviewMachine, { ...traversal, serializeState: serializeNoticeable })],
      ["journey", JOURNEYS.map((labels) => journeyPath(labels, user))],
    ] as const;

    for (const [kind, paths] of pathSets) {
      for (const path of paths) {
        it(`${kind}: ${describePath(path.steps)} reaches ${JSON.stringify(path.state.value)}`, async () => {
          const sut = startReview(user);
          for (const step of path.steps.slice(1)) {
            await perform(sut, step.event as ModelEvent);
            expect(sut.snapshot().value).toEqual(step.state.value);
            // Simple paths are deduplicated by what is noticeable, so their recorded context may
            // come from a sibling path; shortest paths and journeys keep full snapshots, compared whole.
            if (kind !== "simple") expect(sut.snapshot().context).toEqual(step.state.context);
          }
          sut.actor.stop();
        });
      }
    }

    it("reaches every dialog and both sides of each guard", () => {
      const [, shortest] = pathSets[0];
      const all = pathSets.flatMap(([, paths]) => [...paths]);
      const reached = new Set(shortest.map((path) => JSON.stringify(path.state.value)));
      expect(reached).toEqual(
        new Set(["closed", "signingIn", "commenting", "submitting"].map((value) => JSON.stringify(value))),
      );
      const described = all.map((path) => describePath(path.steps));
      const submits = all.flatMap((path) =>
        path.steps
          .filter((step) => (step.event as ModelEvent).type === "form.submit")
          .map((step) => JSON.stringify(step.state.value)),
      );
      expect(new Set(submits)).toEqual(new Set(['"commenting"', '"submitting"']));
      expect(described.some((text) => text.includes("error.submitComment(503)"))).toBe(true);
      expect(described.some((text) => text.includes("error.submitComment(401)"))).toBe(true);
      expect(described.some((text) => text.includes("done.submitComment"))).toBe(true);
      for (const outcome of ["error.submitComment(403)", "error.submitComment(429)", "done.submitComment(updated)"]) {
        expect(
          described.some((text) => text.includes(outcome)),
          outcome,
        ).toBe(true);
      }
      if (user === null) {
        expect(described.some((text) => text.startsWith("review.write → auth.signedIn"))).toBe(true);
      }
    });
  });
}

describe("review machine behaviour", () => {
  it("starts closed at four stars with empty fields", () => {
    const sut = startReview(null);
    expect(sut.snapshot().value).toBe("closed");
    expect(sut.snapshot().context).toEqual({
      user: null,
      form: { rating: 4, title: "", body: "" },
      showProblems: false,
      refusal: null,
      notice: null,
    });
  });

  it("a signed-out tourist signs in and goes straight to the comment dialog, signed in from then on", () => {
    const sut = startReview(null);
    sut.actor.send({ type: "review.write" });
    expect(sut.snapshot().value).toBe("signingIn");
    sut.actor.send({ type: "auth.signedIn", user: AYU });
    expect(sut.snapshot().value).toBe("commenting");
    sut.actor.send({ type: "review.cancel" });
    sut.actor.send({ type: "review.write" });
    expect(sut.snapshot().value).toBe("commenting");
  });

  it("closing the login dialog leaves the tourist where they were, signed out", () => {
    const sut = startReview(null);
    sut.actor.send({ type: "review.write" });
    sut.actor.send({ type: "review.cancel" });
    expect(sut.snapshot().value).toBe("closed");
    expect(sut.snapshot().context.user).toBeNull();
    sut.actor.send({ type: "review.write" });
    expect(sut.snapshot().value).toBe("signingIn");
  });

  it("an empty title or body stays in the dialog with the messages until both are filled", () => {
    const sut = startReview(AYU);
    sut.actor.send({ type: "review.write" });
    sut.actor.send({ type: "form.submit" });
    expect(sut.snapshot().value).toBe("commenting");
    expect(sut.snapshot().context.showProblems).toBe(true);
    expect(reviewProblems(sut.snapshot().context.form)).toEqual({ title: "required", body: "required" });
    sut.actor.send({ type: "form.update", patch: { title: "Great" } });
    expect(reviewProblems(sut.snapshot().context.form)).toEqual({ body: "required" });
    sut.actor.send({ type: "form.submit" });
    expect(sut.snapshot().value).toBe("commenting");
    sut.actor.send({ type: "form.update", patch: { body: "Lovely day" } });
    sut.actor.send({ type: "form.submit" });
    expect(sut.snapshot().value).toBe("submitting");
    expect(sut.posts).toEqual([{ rating: 4, title: "Great", body: "Lovely day" }]);
  });

  it("sends the rating chosen and the text as it is stored: trimmed, the title on one line", () => {
    const sut = startReview(AYU);
    sut.actor.send({ type: "review.write" });
    sut.actor.send({ type: "form.update", patch: { rating: 1, title: " Too\nrushed ", body: " Late pickup.\r\n " } });
    sut.actor.send({ type: "form.submit" });
    expect(sut.posts).toEqual([{ rating: 1, title: "Too rushed", body: "Late pickup." }]);
  });

  it("a failed post is silent, keeps the draft, and Send tries again", async () => {
    const sut = startReview(AYU);
    sut.actor.send({ type: "review.write" });
    sut.actor.send({ type: "form.update", patch: FILLED });
    sut.actor.send({ type: "form.submit" });
    await sut.settle("reject", UNAVAILABLE);
    expect(sut.snapshot().value).toBe("commenting");
    expect(sut.snapshot().context.form).toEqual(FILLED);
    sut.actor.send({ type: "form.submit" });
    await sut.settle("resolve", POSTED);
    expect(sut.posts).toHaveLength(2);
    expect(sut.reloads()).toBe(1);
  });

  it("a refusal shows the server's message in the dialog until the next Send, and keeps the draft", async () => {
    const sut = startReview(AYU);
    sut.actor.send({ type: "review.write" });
    sut.actor.send({ type: "form.update", patch: FILLED });
    sut.actor.send({ type: "form.submit" });
    await sut.settle("reject", NOT_VERIFIED);
    expect(sut.snapshot().value).toBe("commenting");
    expect(sut.snapshot().context.refusal).toBe(NOT_VERIFIED.message);
    expect(sut.snapshot().context.form).toEqual(FILLED);
    sut.actor.send({ type: "form.submit" });
    expect(sut.snapshot().context.refusal).toBeNull();
    await sut.settle("reject", DAILY_LIMIT);
    expect(sut.snapshot().context.refusal).toBe(DAILY_LIMIT.message);
  });

  it("an edit of the tourist's earlier review closes the dialog with the server's notice, gone at the next Write review", async () => {
    const sut = startReview(AYU);
    sut.actor.send({ type: "review.write" });
    sut.actor.send({ type: "form.update", patch: FILLED });
    sut.actor.send({ type: "form.submit" });
    await sut.settle("resolve", UPDATED);
    expect(sut.snapshot().value).toBe("closed");
    expect(sut.snapshot().context.notice).toBe(UPDATED.notice);
    expect(sut.reloads()).toBe(1);
    sut.actor.send({ type: "review.write" });
    expect(sut.snapshot().context.notice).toBeNull();
  });

  it("a session that ended asks to sign in again, and the draft is posted after", async () => {
    const sut = startReview(AYU);
    sut.actor.send({ type: "review.write" });
    sut.actor.send({ type: "form.update", patch: FILLED });
    sut.actor.send({ type: "form.submit" });
    await sut.settle("reject", SIGNED_OUT);
    expect(sut.snapshot().value).toBe("signingIn");
    sut.actor.send({ type: "auth.signedIn", user: AYU });
    expect(sut.snapshot().context.form).toEqual(FILLED);
    sut.actor.send({ type: "form.submit" });
    await sut.settle("resolve", POSTED);
    expect(sut.snapshot().value).toBe("closed");
  });

  it("a thrown error without a status (offline) is a silent failure too", async () => {
    const sut = startReview(AYU);
    sut.actor.send({ type: "review.write" });
    sut.actor.send({ type: "form.update", patch: FILLED });
    sut.actor.send({ type: "form.submit" });
    await sut.settle("reject", new TypeError("Failed to fetch"));
    expect(sut.snapshot().value).toBe("commenting");
  });

  it("closing the dialog while the review is sent does nothing; the post decides", async () => {
    const sut = startReview(AYU);
    sut.actor.send({ type: "review.write" });
    sut.actor.send({ type: "form.update", patch: FILLED });
    sut.actor.send({ type: "form.submit" });
    sut.actor.send({ type: "review.cancel" });
    sut.actor.send({ type: "form.update", patch: { title: "changed" } });
    expect(sut.snapshot().value).toBe("submitting");
    expect(sut.snapshot().context.form).toEqual(FILLED);
    await sut.settle("resolve", POSTED);
    expect(sut.snapshot().context.form).toEqual(emptyReview());
  });

  it("without the app's actors the machine still runs: the placeholder post fails silently", async () => {
    const actor = createActor(reviewMachine, { input: { user: AYU } });
    actor.start();
    actor.send({ type: "review.write" });
    actor.send({ type: "form.update", patch: FILLED });
    actor.send({ type: "form.submit" });
    await waitFor(actor, (snapshot) => snapshot.matches("commenting"));
    actor.stop();
  });
});

describe("review rules", () => {
  const problemsOf = (patch: Partial<ReviewForm>) =>
    reviewProblems({ rating: 4, title: "Fine", body: "Fine", ...patch });

  it("require a title and a body; whitespace alone is empty", () => {
    expect(problemsOf({})).toEqual({});
    expect(problemsOf({ title: "" })).toEqual({ title: "required" });
    expect(problemsOf({ body: " \n\t " })).toEqual({ body: "required" });
    expect(problemsOf({ title: "\u0000\u202E" })).toEqual({ title: "required" });
  });

  it(`limit the title to ${TITLE_MAX} and the body to ${BODY_MAX} characters as stored`, () => {
    expect(problemsOf({ title: "a".repeat(TITLE_MAX) })).toEqual({});
    expect(problemsOf({ title: ` ${"a".repeat(TITLE_MAX)} ` })).toEqual({});
    expect(problemsOf({ title: "a".repeat(TITLE_MAX + 1) })).toEqual({ title: "tooLong" });
    expect(problemsOf({ body: "b".repeat(BODY_MAX) })).toEqual({});
    expect(problemsOf({ body: "b".repeat(BODY_MAX + 1) })).toEqual({ body: "tooLong" });
  });

  it("take a whole rating from 1 to 5", () => {
    for (const rating of [1, 2, 3, 4, 5]) expect(problemsOf({ rating })).toEqual({});
    for (const rating of [0, 6, 3.5, Number.NaN]) expect(problemsOf({ rating })).toEqual({ rating: "ratingInvalid" });
  });

  it("keep markup as typed characters and drop only control characters and bidi overrides", () => {
    expect(plainReviewBody("<script>alert(1)</script>\r\nline\u0007 two\u202E ")).toBe(
      "<script>alert(1)</script>\nline two",
    );
    expect(plainReviewTitle("<b>one</b>\r\ntwo\nthree")).toBe("<b>one</b> two three");
    expect(plainReviewBody("tab\tkept\n\nparagraph")).toBe("tab\tkept\n\nparagraph");
  });
});
