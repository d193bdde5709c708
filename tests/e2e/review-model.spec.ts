/**
 * Walks the review machine's model in the browser: the shortest path to each state a tourist
 * can tell apart, signed out and signed in, and the journeys that end in a state seen before (a
 * review posted, a failure and a retry), cut to the fewest paths that still take every transition
 * any of them takes; performed with real taps on an activity page and the page checked after each
 * step. Posting goes to the real worker; the failure holds the request
 * and answers it with a 503, the one thing a test cannot ask a healthy server to do. The review
 * carries markup that must stay text.
 */
import type { Page, Route } from "@playwright/test";
import { getInitialSnapshot, getNextSnapshot, type SnapshotFrom } from "xstate";
import { getShortestPaths } from "xstate/graph";
import { isReviewComplete, reviewProblems } from "#domain/inputs/review.ts";
import { emptyReview, plainReviewTitle } from "#domain/review-rules.ts";
import { type ReviewUser, reviewMachine } from "#machines/review.machine.ts";
import {
  type Account,
  createVerifiedAccount,
  RATE_LIMITED_TIMEOUT,
  signInBrowser,
  signInWithDialog,
} from "./accounts.ts";
import { expect, open, sites, test } from "./fixtures.ts";
import { coveringPaths } from "./model-paths.ts";

const PATH = "/activity/cooking-classes/seminyak-evening-balinese-cooking-class";
const ACTIVITY = `${sites.en}${PATH}`;
const TOURIST: ReviewUser = { name: "Sarah Miller" };
const FILLED = {
  rating: 5,
  title: `Best class in Seminyak <img src=x onerror="window.__xssModel=1">`,
  body: `We cooked seven dishes and ate them all.\n<script>window.__xssModel=2</script>`,
};
const BLANK_TITLE = { title: "   " };

const EVENTS = [
  { type: "review.write" },
  { type: "auth.signedIn", user: TOURIST },
  { type: "form.update", patch: FILLED },
  { type: "form.update", patch: BLANK_TITLE },
  { type: "form.submit" },
  { type: "review.cancel" },
  { type: "xstate.done.actor.submitComment", output: { id: 1 } },
  { type: "xstate.error.actor.submitComment", error: { status: 503 } },
] as const;

type ModelEvent = (typeof EVENTS)[number];
type ReviewSnapshot = SnapshotFrom<typeof reviewMachine>;

/** Signed in, every difference the comment dialog shows; signed out, only how far the tourist got (each sign-in costs one of 5 a minute). */
function noticeable(snapshot: ReviewSnapshot, startedSignedIn: boolean): string {
  const { context } = snapshot;
  if (!startedSignedIn) return JSON.stringify({ value: snapshot.value, signedIn: context.user !== null });
  return JSON.stringify({
    value: snapshot.value,
    complete: isReviewComplete(context.form),
    showProblems: context.showProblems,
    draft: JSON.stringify(context.form) !== JSON.stringify(emptyReview()),
  });
}

function byType(label: string): ModelEvent {
  const event = EVENTS.find((candidate) =>
    label === "form.update(blank title)"
      ? candidate.type === "form.update" && candidate.patch === BLANK_TITLE
      : label === "form.update"
        ? candidate.type === "form.update" && candidate.patch === FILLED
        : candidate.type === label,
  );
  if (!event) throw new Error(`No model event ${label}`);
  return event;
}

/** Journeys the shortest paths skip because they end in a state reached before. */
const JOURNEYS: Record<"signed out" | "signed in", string[][]> = {
  "signed out": [
    // Sign in inside the dialog, post, and Write review again opens an empty form at four stars.
    ["review.write", "auth.signedIn", "form.update", "form.submit", "xstate.done.actor.submitComment", "review.write"],
  ],
  "signed in": [
    // A failed post is silent and keeps the draft; Send again posts it.
    [
      "review.write",
      "form.update",
      "form.submit",
      "xstate.error.actor.submitComment",
      "form.submit",
      "xstate.done.actor.submitComment",
    ],
    // A closed dialog keeps the draft: Write review again shows it.
    ["review.write", "form.update", "review.cancel", "review.write"],
  ],
};

/**
 * The events of each path replayed from the start: the graph merges states that look the same
 * (by `noticeable`), so the snapshots it records may come from a sibling path with other text.
 */
function replay(events: readonly ModelEvent[], input: { user: ReviewUser | null }) {
  let state = getInitialSnapshot(reviewMachine, input);
  const steps = events.map((event) => {
    state = getNextSnapshot(reviewMachine, state, event as never);
    return { event, state };
  });
  return { steps, state };
}

function pathsFrom(start: "signed out" | "signed in") {
  const input = { user: start === "signed in" ? TOURIST : null };
  const shortest = getShortestPaths(reviewMachine, {
    events: EVENTS as never,
    input,
    serializeState: (snapshot) => noticeable(snapshot as ReviewSnapshot, start === "signed in"),
  }).map((path) =>
    replay(
      path.steps.slice(1).map((step) => step.event as ModelEvent),
      input,
    ),
  );
  const journeys = JOURNEYS[start].map((labels) => replay(labels.map(byType), input));
  return coveringPaths([...shortest, ...journeys], {
    initial: getInitialSnapshot(reviewMachine, input),
    noticeable: (snapshot) => noticeable(snapshot, start === "signed in"),
    label: (event) => describePath([{ event }]),
  });
}

/** Holds posted reviews so the test decides when (and whether) the server answers; reads pass. */
class CommentRequests {
  private held: Route[] = [];
  private failing = false;

  async install(page: Page) {
    await page.route(`**/api${PATH}/comment`, async (route) => {
      if (route.request().method() !== "POST") return route.continue();
      if (this.failing) return route.fulfill({ status: 503, json: { message: "Service unavailable" } });
      this.held.push(route);
    });
  }

  hold() {
    this.failing = false;
  }

  async succeed() {
    this.failing = false;
    // The click that sent the review may reach this route after the step returned: wait for it,
    // or it would stay held and the dialog would say "Sending…" for good.
    await expect.poll(() => this.held.length).toBeGreaterThan(0);
    for (const route of this.held.splice(0)) await route.continue();
  }

  async fail() {
    this.failing = true;
    for (const route of this.held.splice(0)) await route.fulfill({ status: 503, json: { message: "Unavailable" } });
  }
}

async function perform(page: Page, requests: CommentRequests, account: Account, event: ModelEvent) {
  const dialog = page.getByTestId("comment-dialog");
  switch (event.type) {
    case "review.write":
      await page.getByRole("button", { name: "Write review" }).click();
      // The first press fetches the flow (dialogs, machine, API client): slow on a busy machine.
      return expect(dialog.or(page.getByTestId("sign-in-dialog")).first()).toBeAttached({ timeout: 20_000 });
    case "auth.signedIn":
      return signInWithDialog(page, account);
    case "form.update":
      if (event.patch === FILLED) {
        await dialog.getByRole("radio", { name: "5 stars" }).check();
        await dialog.getByLabel("Title").fill(FILLED.title);
        return dialog.getByLabel("Your review").fill(FILLED.body);
      }
      return dialog.getByLabel("Title").fill(BLANK_TITLE.title);
    case "form.submit":
      requests.hold();
      return dialog.getByRole("button", { name: "Send review" }).click();
    case "review.cancel": {
      const signIn = page.getByTestId("sign-in-dialog");
      const open = (await signIn.isVisible()) ? signIn : dialog;
      return open.getByRole("button", { name: "Close", exact: true }).click();
    }
    case "xstate.done.actor.submitComment":
      return requests.succeed();
    case "xstate.error.actor.submitComment":
      return requests.fail();
  }
}

/** The page in each state of the model. */
async function expectState(page: Page, snapshot: ReviewSnapshot, posted: { count: number }) {
  const dialog = page.getByTestId("comment-dialog");
  const signIn = page.getByTestId("sign-in-dialog");
  const state = snapshot.value;
  await expect(signIn).toBeVisible({ visible: state === "signingIn" });
  await expect(dialog).toBeVisible({ visible: state === "commenting" || state === "submitting" });
  const { form, showProblems } = snapshot.context;
  if (state === "commenting") {
    await expect(
      dialog.getByRole("radio", { name: form.rating === 1 ? "1 star" : `${form.rating} stars` }),
    ).toBeChecked();
    await expect(dialog.getByTestId("rating-text")).toHaveText(`${form.rating} of 5`);
    await expect(dialog.getByLabel("Title")).toHaveValue(form.title);
    await expect(dialog.getByLabel("Your review")).toHaveValue(form.body);
    const problems = showProblems ? Object.keys(reviewProblems(form)).length : 0;
    await expect(dialog.getByText("This field is required")).toHaveCount(problems);
    await expect(dialog.getByRole("button", { name: "Send review" })).toBeEnabled();
  }
  if (state === "submitting") {
    await expect(dialog.getByRole("button", { name: "Sending…" })).toBeDisabled();
  }
  if (state === "closed" && posted.count > 0) {
    // Reloaded from the first page: the new review on top, its markup shown as text.
    const first = page.getByTestId("review").first();
    await expect(first.getByRole("heading")).toHaveText(plainReviewTitle(FILLED.title));
    await expect(first).toContainText(TOURIST.name);
    await expect(first.getByRole("img", { name: "Rated 5.0 out of 5" })).toBeVisible();
    await expect(first.locator("p")).toHaveText(FILLED.body);
    expect(await page.evaluate(() => (globalThis as { __xssModel?: unknown }).__xssModel ?? null)).toBeNull();
  }
}

function describePath(steps: readonly { event: { type: string; patch?: unknown } }[]): string {
  return steps
    .map((step) =>
      step.event.patch === BLANK_TITLE
        ? "form.update(blank title)"
        : step.event.type.replace("xstate.", "").replace(".actor.submitComment", ""),
    )
    .join(" → ");
}

test.describe("the review model, walked in the browser", () => {
  // The failure path answers 503 on purpose; Chromium logs it.
  test.use({ allowedConsoleErrors: [/status of 503/] });

  let account: Account;
  test.beforeAll(async () => {
    test.setTimeout(RATE_LIMITED_TIMEOUT);
    account = await createVerifiedAccount(TOURIST.name);
  });

  const walks = (["signed out", "signed in"] as const).flatMap((start) =>
    pathsFrom(start).map((path) => ({ start, path })),
  );

  // Each path starts from a freshly loaded page with only its own session cookie, in one tab for
  // all of them: a tab of its own per path cost a renderer's start and a cold first load each time.
  test("every covering path, signed out and signed in, each from a freshly loaded page", async ({ page }) => {
    test.setTimeout(walks.length * RATE_LIMITED_TIMEOUT);
    for (const { start, path } of walks) {
      const name = describePath(path.steps) || "start";
      await test.step(`${start}: ${name} → ${JSON.stringify(path.state.value)}`, async () => {
        // A path that ends while a post is held leaves it unanswered: the next load drops it.
        await page.unrouteAll({ behavior: "ignoreErrors" });
        await page.context().clearCookies();
        const requests = new CommentRequests();
        await requests.install(page);
        if (start === "signed in") await signInBrowser(page, sites.en, account);
        await open(page, ACTIVITY);
        await expect(page.getByRole("button", { name: "Write review" })).toBeVisible();
        const posted = { count: 0 };
        for (const step of path.steps) {
          await perform(page, requests, account, step.event as ModelEvent);
          if (step.event.type === "xstate.done.actor.submitComment") posted.count += 1;
          await expectState(page, step.state, posted);
        }
      });
    }
  });
});
