import { describe, expect, it } from "vitest";
import { assign, createActor, fromPromise, type SnapshotFrom, waitFor } from "xstate";
import { getShortestPaths } from "xstate/graph";
import type { TripPlan } from "#domain/trip.ts";
import { addItem, emptyPlan } from "#domain/trip-rules.ts";
import { type BookingUser, emptyContact } from "#machines/booking.machine.ts";
import {
  requestSignature,
  type SubmitTripInput,
  sendProblems,
  type TripReceipt,
  type TripSendContext,
  type TripSendFailure,
  tripSendMachine,
} from "#machines/trip-send.machine.ts";

const AYU: BookingUser = { name: "Made Ayu Wirawan", email: "ayu@example.com" };
const RECEIPT: TripReceipt = { reference: "TR-AB12-CD34" };
const PLAN_A: TripPlan = addItem(emptyPlan("2026-12-10", 2), "2026-12-10", { kind: "destination", destinationId: 3 });
const PLAN_B: TripPlan = addItem(PLAN_A, "2026-12-11", { kind: "driver", transportId: 5, hours: 8 });
const FILLED = {
  firstName: "Made Ayu",
  lastName: "Wirawan",
  email: "ayu@example.com",
  phoneNumber: "+62 812 3456 7890",
  pickupLocation: "Ubud Palace",
} as const;
/** What the app's client reports for a 422 naming the e-mail, one naming the plan, and a 429. */
const EMAIL_REFUSED: TripSendFailure = { fields: { email: "E-mail must be valid" } };
const PLAN_REFUSED: TripSendFailure = { fields: { plan: "Day 2, item 1: this is no longer offered." } };
const TOO_MANY: TripSendFailure = { fields: {}, message: "Too many trip plans sent. Please wait a few minutes." };
const FIELD_REFUSALS: unknown[] = [EMAIL_REFUSED, PLAN_REFUSED];

const EVENTS = [
  { type: "send.update", patch: FILLED },
  { type: "send.update", patch: { email: "ayu@" } },
  { type: "send.submit", plan: PLAN_A, total: 750_000 },
  { type: "send.submit", plan: PLAN_B, total: 1_450_000 },
  { type: "send.userChanged", user: AYU },
  { type: "send.reset" },
  { type: "xstate.done.actor.submitTrip", output: RECEIPT },
  { type: "xstate.error.actor.submitTrip", error: new Error("502 Bad Gateway") },
  { type: "xstate.error.actor.submitTrip", error: EMAIL_REFUSED },
  { type: "xstate.error.actor.submitTrip", error: PLAN_REFUSED },
  { type: "xstate.error.actor.submitTrip", error: TOO_MANY },
] as const;

type ModelEvent = (typeof EVENTS)[number];
type SendSnapshot = SnapshotFrom<typeof tripSendMachine>;

/** The machine with a send the test settles by hand, a counter for keys, and a record of calls. */
function startSend(user: BookingUser | null) {
  const pending: { resolve: (receipt: TripReceipt) => void; reject: (error: unknown) => void }[] = [];
  const submits: SubmitTripInput[] = [];
  let issued = 0;
  const actor = createActor(
    tripSendMachine.provide({
      actors: {
        submitTrip: fromPromise<TripReceipt, SubmitTripInput>(({ input }) => {
          submits.push(input);
          return new Promise((resolve, reject) => pending.push({ resolve, reject }));
        }),
      },
      actions: { issueIdempotencyKey: assign({ idempotencyKey: () => `key-${++issued}` }) },
    }),
    { input: { user } },
  );
  actor.start();
  const settle = async (outcome: "resolve" | "reject", value: unknown) => {
    const call = pending.shift();
    if (!call) throw new Error("No plan is being sent");
    if (outcome === "resolve") call.resolve(value as TripReceipt);
    else call.reject(value);
    await waitFor(actor, (snapshot) => !snapshot.matches("sending"));
  };
  return { actor, submits, settle, snapshot: () => actor.getSnapshot() };
}

type Sut = ReturnType<typeof startSend>;

const complete = (context: TripSendContext) => Object.keys(sendProblems(context.form)).length === 0;

/** Does in the system under test what the model's event means, and checks what the tourist would notice. */
async function perform(sut: Sut, event: ModelEvent) {
  const before = sut.snapshot();
  const { form } = before.context;
  const submitsBefore = sut.submits.length;
  switch (event.type) {
    case "xstate.done.actor.submitTrip":
      await sut.settle("resolve", event.output);
      expect(sut.snapshot().value).toBe("sent");
      expect(sut.snapshot().context.receipt).toEqual(RECEIPT);
      return;
    case "xstate.error.actor.submitTrip": {
      await sut.settle("reject", event.error);
      const after = sut.snapshot().context;
      expect(sut.snapshot().value).toBe("filling");
      // Nothing typed is lost, and the key stays with the request it was issued for.
      expect(after.form).toEqual(form);
      expect(after.idempotencyKey).toBe(before.context.idempotencyKey);
      if (FIELD_REFUSALS.includes(event.error)) {
        expect(after.serverProblems).toEqual((event.error as TripSendFailure).fields);
        expect(after.failed).toBe(false);
      } else {
        expect(after.serverProblems).toEqual({});
        expect(after.failed).toBe(true);
        expect(after.failureMessage).toBe(event.error === TOO_MANY ? TOO_MANY.message : null);
      }
      return;
    }
    default:
      sut.actor.send(event);
  }
  const after = sut.snapshot();
  if (!before.can(event)) {
    expect(after.value).toEqual(before.value);
    expect(after.context).toEqual(before.context);
    return;
  }
  switch (event.type) {
    case "send.update": {
      expect(after.context.form).toEqual({ ...form, ...event.patch });
      const kept = Object.entries(before.context.serverProblems).filter(([field]) => !(field in event.patch));
      expect(after.context.serverProblems).toEqual(Object.fromEntries(kept));
      return;
    }
    case "send.submit": {
      if (!complete(before.context)) {
        expect(after.value).toBe("filling");
        expect(after.context.showProblems).toBe(true);
        expect(sut.submits).toHaveLength(submitsBefore);
        return;
      }
      expect(after.value).toBe("sending");
      const sent = sut.submits.at(-1);
      expect(sent).toEqual({ form, plan: event.plan, total: event.total, idempotencyKey: expect.any(String) });
      const same = before.context.keyFor === requestSignature(form, event);
      // The same attempt again goes with the same key; anything else changed gets a new one.
      if (same) expect(sent?.idempotencyKey).toBe(before.context.idempotencyKey);
      else expect(sent?.idempotencyKey).not.toBe(before.context.idempotencyKey);
      expect(after.context.failed).toBe(false);
      expect(after.context.serverProblems).toEqual({});
      return;
    }
    case "send.userChanged":
      expect(after.value).toEqual(before.value);
      expect(after.context.form.email).toBe(form.email.trim() ? form.email : AYU.email);
      return;
    case "send.reset":
      expect(after.value).toBe("filling");
      expect(after.context.receipt).toBeNull();
      expect(after.context.form).toEqual(form);
      return;
  }
}

function label(event: ModelEvent): string {
  switch (event.type) {
    case "send.update":
      return event.patch === FILLED ? "update(all valid)" : "update(bad e-mail)";
    case "send.submit":
      return event.plan === PLAN_A ? "submit(plan A)" : "submit(plan B)";
    case "xstate.error.actor.submitTrip":
      if (event.error === EMAIL_REFUSED) return "error(422 e-mail)";
      if (event.error === PLAN_REFUSED) return "error(422 plan)";
      return event.error === TOO_MANY ? "error(429)" : "error(network)";
    default:
      return event.type.replace("xstate.", "").replace(".actor", "");
  }
}

/** What the tourist can tell apart: the step, a complete form, the messages, the receipt, which plan was sent. */
function noticeable(snapshot: SendSnapshot): string {
  const { context } = snapshot;
  return JSON.stringify({
    value: snapshot.value,
    complete: complete(context),
    showProblems: context.showProblems,
    serverProblems: Object.keys(context.serverProblems),
    failed: context.failed,
    failureMessage: context.failureMessage !== null,
    receipt: context.receipt !== null,
    sent: context.request?.plan === PLAN_B ? "B" : context.request ? "A" : null,
    signedIn: context.user !== null,
  });
}

describe("trip send machine (model-based)", () => {
  const traversal = { events: EVENTS as never, input: { user: null }, serializeState: noticeable };
  const paths = getShortestPaths(tripSendMachine, traversal);
  for (const path of paths) {
    const steps = path.steps.slice(1).map((step) => label(step.event as ModelEvent));
    it(`shortest: ${steps.join(" → ") || "(start)"}`, async () => {
      const sut = startSend(null);
      for (const step of path.steps.slice(1)) {
        await perform(sut, step.event as ModelEvent);
        expect(sut.snapshot().value).toEqual(step.state.value);
      }
      expect(noticeable(sut.snapshot())).toBe(noticeable(path.state as SendSnapshot));
      sut.actor.stop();
    });
  }

  it("reaches every step, each refusal and the retry", () => {
    const values = new Set(paths.map((path) => path.state.value));
    expect(values).toEqual(new Set(["filling", "sending", "sent"]));
    const described = paths.map((path) =>
      path.steps
        .slice(1)
        .map((step) => label(step.event as ModelEvent))
        .join(" → "),
    );
    for (const refusal of ["error(422 e-mail)", "error(422 plan)", "error(429)", "error(network)"]) {
      expect(described.some((text) => text.includes(refusal))).toBe(true);
    }
  });
});

describe("trip send machine, the Idempotency-Key", () => {
  async function sentOnce(sut: Sut) {
    sut.actor.send({ type: "send.update", patch: FILLED });
    sut.actor.send({ type: "send.submit", plan: PLAN_A, total: 750_000 });
    await sut.settle("reject", new Error("network"));
  }

  it("goes again with a retry of the same plan, so the server makes one trip", async () => {
    const sut = startSend(null);
    await sentOnce(sut);
    sut.actor.send({ type: "send.submit", plan: PLAN_A, total: 750_000 });
    expect(sut.submits.map((call) => call.idempotencyKey)).toEqual(["key-1", "key-1"]);
    await sut.settle("resolve", RECEIPT);
    // Start a new plan, then the very same plan once more: still the same trip.
    sut.actor.send({ type: "send.reset" });
    sut.actor.send({ type: "send.submit", plan: PLAN_A, total: 750_000 });
    expect(sut.submits.at(-1)?.idempotencyKey).toBe("key-1");
  });

  it("is new once the plan, the total or a detail changed", async () => {
    const sut = startSend(null);
    await sentOnce(sut);
    sut.actor.send({ type: "send.submit", plan: PLAN_B, total: 1_450_000 });
    await sut.settle("reject", new Error("network"));
    sut.actor.send({ type: "send.submit", plan: PLAN_B, total: 1_500_000 });
    await sut.settle("reject", new Error("network"));
    sut.actor.send({ type: "send.update", patch: { phoneNumber: "+62 811 000 111" } });
    sut.actor.send({ type: "send.submit", plan: PLAN_B, total: 1_500_000 });
    expect(sut.submits.map((call) => call.idempotencyKey)).toEqual(["key-1", "key-2", "key-3", "key-4"]);
  });

  it("is not sent at all while a field is missing, and the form says which", () => {
    const sut = startSend(null);
    sut.actor.send({ type: "send.submit", plan: PLAN_A, total: 750_000 });
    expect(sut.submits).toHaveLength(0);
    expect(sut.snapshot().context.showProblems).toBe(true);
    expect(Object.keys(sendProblems(sut.snapshot().context.form))).toEqual(
      expect.arrayContaining(["firstName", "lastName", "email", "phoneNumber", "pickupLocation"]),
    );
  });

  it("starts from the signed-in tourist's name and e-mail", () => {
    const sut = startSend(AYU);
    expect(sut.snapshot().context.form).toEqual({
      ...emptyContact(null),
      firstName: "Made Ayu",
      lastName: "Wirawan",
      email: "ayu@example.com",
    });
  });
});
