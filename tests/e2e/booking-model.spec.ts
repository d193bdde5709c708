/**
 * Walks the booking machine's model in the browser: the shortest paths to each state a tourist
 * can tell apart and the journeys below, cut to the fewest that still take every transition any
 * of them takes, performed with real taps on the activity page, with the page checked after
 * each step. Success goes to the real worker; the failure paths hold the request and answer it
 * with a 503, the one thing a test cannot ask a healthy server to do.
 */
import type { Page, Route } from "@playwright/test";
import { getInitialSnapshot, getNextSnapshot, type SnapshotFrom } from "xstate";
import { getShortestPaths } from "xstate/graph";
import { type BookingPackage, bookingMachine, emptyForm, isFormComplete } from "#machines/booking.machine.ts";
import { expect, open, sites, test } from "./fixtures.ts";
import { coveringPaths } from "./model-paths.ts";

const ACTIVITY = `${sites.en}/activity/day-tours/ubud-rice-terrace-and-monkey-forest-tour`;
const TODAY = "2026-01-01";
/** The shape of the page's first package (one product, minimum 1); the model only needs its shape. */
const PACKAGES: BookingPackage[] = [
  {
    id: 1,
    name: "Private car with driver",
    products: [{ id: 1, name: "Per car", price_idr: 1, price_usd: 1, minimal: 1, unit: "adult", seats: 1 }],
  },
];
const FILLED = {
  firstName: "Sarah",
  lastName: "Miller",
  email: "sarah.miller@example.com",
  phoneNumber: "+61 412 345 678",
  pickupLocation: "Alaya Resort, Jalan Hanoman, Ubud",
};

const EVENTS = [
  { type: "booking.open" },
  { type: "form.update", patch: FILLED },
  { type: "form.checkout" },
  { type: "booking.confirm" },
  { type: "booking.edit" },
  { type: "booking.cancel" },
  { type: "booking.ok" },
  { type: "xstate.done.actor.submitBooking", output: { reference: "ANY", email: FILLED.email, confirmationId: null } },
  { type: "xstate.error.actor.submitBooking", error: new Error("503") },
] as const;

type ModelEvent = (typeof EVENTS)[number];
type BookingSnapshot = SnapshotFrom<typeof bookingMachine>;

/** What a tourist can tell apart; paths are the shortest way to each. */
function noticeable(snapshot: BookingSnapshot): string {
  const { context } = snapshot;
  return JSON.stringify({
    value: snapshot.value,
    complete: isFormComplete(context.form, context.packages, context.today),
    showProblems: context.showProblems,
    failed: context.failed,
    kept:
      snapshot.matches("closed") &&
      JSON.stringify(context.form) !== JSON.stringify(emptyForm(context.packages, context.today, null)),
  });
}

const INPUT = { packages: PACKAGES, today: TODAY, firstDate: TODAY, user: null, currency: "USD" as const };

const shortestPaths = getShortestPaths(bookingMachine, {
  events: EVENTS as never,
  input: INPUT,
  serializeState: noticeable,
});

/** Journeys the shortest paths skip because they end in a state reached before. */
const JOURNEYS: ModelEvent["type"][][] = [
  // A retry after a failure books once and ends with Ok closing everything.
  [
    "booking.open",
    "form.update",
    "form.checkout",
    "booking.confirm",
    "xstate.error.actor.submitBooking",
    "booking.confirm",
    "xstate.done.actor.submitBooking",
    "booking.ok",
  ],
  // Cancel in the confirmation keeps the data: Book now again opens the filled form.
  ["booking.open", "form.update", "form.checkout", "booking.cancel", "booking.open", "form.checkout"],
  // Cancel in the form clears it: Book now again opens an empty form.
  ["booking.open", "form.update", "booking.cancel", "booking.open", "form.checkout"],
];

function journeySteps(types: ModelEvent["type"][]) {
  let state = getInitialSnapshot(bookingMachine, INPUT);
  return types.map((type) => {
    const event = EVENTS.find((candidate) => candidate.type === type) as ModelEvent;
    state = getNextSnapshot(bookingMachine, state, event as never);
    return { event, state };
  });
}

const allPaths = [
  ...shortestPaths.map((path) => ({ steps: path.steps.slice(1), state: path.state })),
  ...JOURNEYS.map((types) => {
    const steps = journeySteps(types);
    return { steps, state: steps.at(-1)?.state ?? getInitialSnapshot(bookingMachine, INPUT) };
  }),
];

/** Every transition the shortest paths and the journeys take, each walked at least once. */
const paths = coveringPaths(allPaths, {
  initial: getInitialSnapshot(bookingMachine, INPUT),
  noticeable,
  label: (event) => event.type,
});

/** Holds booking requests so the test decides when (and whether) the server answers. */
class BookingRequests {
  private held: Route[] = [];
  private failing = false;
  readonly keys: string[] = [];

  async install(page: Page) {
    await page.route("**/api/activity/*/*/booking", async (route) => {
      this.keys.push(route.request().headers()["idempotency-key"] ?? "");
      if (this.failing) await route.fulfill({ status: 503, json: { message: "Service unavailable" } });
      else this.held.push(route);
    });
  }

  /** The next requests wait for succeed() or fail(). */
  hold() {
    this.failing = false;
  }

  async succeed() {
    this.failing = false;
    // In "submitting" the request may still be on its way (the CSRF cookie comes first): wait for it.
    await expect.poll(() => this.held.length).toBeGreaterThan(0);
    for (const route of this.held.splice(0)) await route.continue();
  }

  async fail() {
    this.failing = true;
    for (const route of this.held.splice(0)) await route.fulfill({ status: 503, json: { message: "Unavailable" } });
  }
}

async function perform(page: Page, requests: BookingRequests, event: ModelEvent) {
  const form = page.getByTestId("booking-dialog");
  const confirm = page.getByTestId("confirm-dialog");
  switch (event.type) {
    case "booking.open":
      return page.getByTestId("price-bar").getByTestId("book-now").click();
    case "form.update":
      await form.getByLabel("First name").fill(FILLED.firstName);
      await form.getByLabel("Last name").fill(FILLED.lastName);
      await form.getByLabel("E-mail", { exact: true }).fill(FILLED.email);
      await form.getByLabel("Phone or WhatsApp number").fill(FILLED.phoneNumber);
      return form.getByLabel("Pickup location (hotel name and address)").fill(FILLED.pickupLocation);
    case "form.checkout":
      return form.getByRole("button", { name: "Checkout" }).click();
    case "booking.confirm":
      requests.hold();
      return confirm.getByRole("button", { name: "Confirm and book" }).click();
    case "booking.edit":
      return confirm.getByRole("button", { name: "Edit" }).click();
    case "booking.cancel": {
      const open = (await form.isVisible()) ? form : confirm;
      return open.getByRole("button", { name: "Close", exact: true }).click();
    }
    case "booking.ok":
      return page.getByTestId("thank-you-dialog").getByRole("button", { name: "Ok" }).click();
    case "xstate.done.actor.submitBooking":
      return requests.succeed();
    case "xstate.error.actor.submitBooking":
      return requests.fail();
  }
}

/** The page in each state of the model. */
async function expectState(page: Page, snapshot: BookingSnapshot, requests: BookingRequests) {
  const form = page.getByTestId("booking-dialog");
  const confirm = page.getByTestId("confirm-dialog");
  const thanks = page.getByTestId("thank-you-dialog");
  const state = snapshot.value;
  await expect(form).toBeVisible({ visible: state === "form" });
  await expect(confirm).toBeVisible({ visible: state === "confirm" || state === "submitting" });
  await expect(thanks).toBeVisible({ visible: state === "thankYou" });
  const { context } = snapshot;
  if (state === "form") {
    const complete = isFormComplete(context.form, context.packages, context.today);
    await expect(page.getByText("Please fill in all data")).toBeVisible({ visible: context.showProblems && !complete });
  }
  if (state === "submitting") {
    await expect(confirm.getByRole("button", { name: "Sending…" })).toBeDisabled();
  }
  if (state === "confirm") {
    await expect(confirm.getByText("Something went wrong, please reload")).toBeVisible({ visible: context.failed });
  }
  if (state === "thankYou") {
    await expect(thanks.getByTestId("booking-reference")).toHaveText(/^[A-Z0-9-]{8,}$/);
    // Every request of this booking, retries included, carried the same key: one booking at most.
    expect(new Set(requests.keys).size).toBe(1);
  }
}

function describePath(steps: readonly { event: { type: string } }[]): string {
  return steps.map((step) => step.event.type.replace("xstate.", "").replace(".actor.submitBooking", "")).join(" → ");
}

test.describe("the booking model, walked in the browser", () => {
  // The failure paths answer 503 on purpose; Chromium logs each one.
  test.use({ allowedConsoleErrors: [/status of 503/] });

  // Each path starts from a freshly loaded page without cookies, in one tab for all of them: a tab
  // of its own per path cost a renderer's start and a cold first load each time.
  test("every covering path, each from a freshly loaded page", async ({ page }) => {
    test.setTimeout(paths.length * 30_000);
    for (const path of paths) {
      const name = describePath(path.steps) || "start";
      await test.step(`${name} → ${JSON.stringify(path.state.value)}`, async () => {
        // A path that ends while a request is held leaves it unanswered: the next load drops it.
        await page.unrouteAll({ behavior: "ignoreErrors" });
        await page.context().clearCookies();
        const requests = new BookingRequests();
        await requests.install(page);
        await open(page, ACTIVITY);
        for (const step of path.steps) {
          await perform(page, requests, step.event as ModelEvent);
          await expectState(page, step.state, requests);
        }
      });
    }
  });
});
