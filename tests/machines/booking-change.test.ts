import { describe, expect, it } from "vitest";
import { createActor, fromPromise, type SnapshotFrom, waitFor } from "xstate";
import { getShortestPaths, getSimplePaths } from "xstate/graph";
import type { ChangePreview } from "#domain/booking-change.ts";
import {
  type BookingChangeContext,
  bookingChangeMachine,
  type ChangeFailure,
  type ChangeFields,
  type SaveChangeInput,
} from "#machines/booking-change.machine.ts";

const BOOKED: ChangeFields = { date: "2026-08-01", quantity_11: "2" };
const PREVIEW: ChangePreview = {
  reference: "BT-7KX4-M9PQ",
  version: 3,
  currency: "IDR",
  changes: [{ field: "date", before: "2026-08-01", after: "2026-08-02" }],
  oldTotalMinor: 900_000,
  newTotalMinor: 900_000,
  differenceMinor: 0,
};
const DAY_FULL = { kind: "fields", fields: { date: "This date is full." }, message: null } satisfies ChangeFailure;
const STALE: ChangeFailure = { kind: "conflict", message: "This booking was changed meanwhile. Check the new price." };
const NETWORK = new Error("502 Bad Gateway");
const NEXT_DAY = { date: "2026-08-02" };
const MORE_PEOPLE = { quantity_11: "3" };

// Events that carry data are listed explicitly: two patches (the date, the party), each refusal of
// each call (a field, a stale version, no answer), and each call's answer.
const EVENTS = [
  { type: "change.update", patch: NEXT_DAY },
  { type: "change.update", patch: MORE_PEOPLE },
  { type: "change.preview" },
  { type: "change.confirm" },
  { type: "change.edit" },
  { type: "xstate.done.actor.previewChange", output: PREVIEW },
  { type: "xstate.error.actor.previewChange", error: DAY_FULL },
  { type: "xstate.error.actor.previewChange", error: STALE },
  { type: "xstate.error.actor.previewChange", error: NETWORK },
  { type: "xstate.done.actor.saveChange", output: { changed: true } },
  { type: "xstate.error.actor.saveChange", error: DAY_FULL },
  { type: "xstate.error.actor.saveChange", error: STALE },
  { type: "xstate.error.actor.saveChange", error: NETWORK },
] as const;

type ModelEvent = (typeof EVENTS)[number];
type ChangeSnapshot = SnapshotFrom<typeof bookingChangeMachine>;
type Call = { resolve: (value: unknown) => void; reject: (error: unknown) => void };

/** The machine with calls the test settles by hand, and a record of what each was sent and of announcements. */
function startChange() {
  const pending: Call[] = [];
  const previews: ChangeFields[] = [];
  const saves: SaveChangeInput[] = [];
  let announced = 0;
  const call = () => new Promise<never>((resolve, reject) => pending.push({ resolve: resolve as never, reject }));
  const actor = createActor(
    bookingChangeMachine.provide({
      actors: {
        previewChange: fromPromise<ChangePreview, ChangeFields>(({ input }) => {
          previews.push(input);
          return call();
        }),
        saveChange: fromPromise<{ changed: boolean }, SaveChangeInput>(({ input }) => {
          saves.push(input);
          return call();
        }),
      },
      actions: { announceChanged: () => void announced++ },
    }),
    { input: { fields: BOOKED } },
  );
  actor.start();
  const settle = async (outcome: "resolve" | "reject", value: unknown) => {
    const next = pending.shift();
    if (!next) throw new Error("No call is waiting");
    if (outcome === "resolve") next.resolve(value);
    else next.reject(value);
    await waitFor(actor, (snapshot) => !snapshot.matches("previewing") && !snapshot.matches("saving"));
  };
  return { actor, previews, saves, settle, announced: () => announced, snapshot: () => actor.getSnapshot() };
}

type Sut = ReturnType<typeof startChange>;

/** Does in the system under test what the model's event means, and checks what the tourist would notice. */
async function perform(sut: Sut, event: ModelEvent) {
  const before = sut.snapshot();
  const { fields } = before.context;
  switch (event.type) {
    case "xstate.done.actor.previewChange":
      await sut.settle("resolve", event.output);
      expect(sut.snapshot().value).toBe("confirming");
      expect(sut.snapshot().context.preview).toEqual(PREVIEW);
      expect(sut.snapshot().context.fieldErrors).toEqual({});
      return;
    case "xstate.done.actor.saveChange": {
      const announced = sut.announced();
      await sut.settle("resolve", event.output);
      expect(sut.snapshot().value).toBe("done");
      expect(sut.snapshot().context.changed).toBe(true);
      expect(sut.announced()).toBe(announced + 1);
      return;
    }
    case "xstate.error.actor.previewChange":
    case "xstate.error.actor.saveChange": {
      const saving = before.matches("saving");
      await sut.settle("reject", event.error);
      const after = sut.snapshot();
      // Nothing typed is lost, whatever went wrong.
      expect(after.context.fields).toEqual(fields);
      if (event.error === NETWORK) {
        // No answer: the same step again, to retry; a save keeps its preview.
        expect(after.value).toBe(saving ? "confirming" : "editing");
        expect(after.context.failed).toBe(true);
        expect(after.context.preview).toEqual(before.context.preview);
        return;
      }
      expect(after.value).toBe("editing");
      expect(after.context.failed).toBe(false);
      // A refusal or a stale version drops the preview: the new price is shown again before saving.
      expect(after.context.preview).toBeNull();
      if (event.error === STALE) expect(after.context.message).toBe(STALE.message);
      else expect(after.context.fieldErrors).toEqual(DAY_FULL.fields);
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
    case "change.update":
      expect(after.value).toBe("editing");
      expect(after.context.fields).toEqual({ ...fields, ...event.patch });
      expect(after.context.preview).toBeNull();
      return;
    case "change.preview":
      expect(after.value).toBe("previewing");
      expect(sut.previews.at(-1)).toEqual(fields);
      expect(after.context.failed).toBe(false);
      return;
    case "change.confirm":
      expect(after.value).toBe("saving");
      // The save goes at the version and the total the tourist was shown.
      expect(sut.saves.at(-1)).toEqual({ fields, version: PREVIEW.version, total: PREVIEW.newTotalMinor });
      return;
    case "change.edit":
      expect(after.value).toBe("editing");
      expect(after.context.preview).toBeNull();
      expect(after.context.changed).toBe(false);
      return;
  }
}

function label(event: ModelEvent): string {
  switch (event.type) {
    case "change.update":
      return event.patch === NEXT_DAY ? "update(date)" : "update(people)";
    case "xstate.error.actor.previewChange":
    case "xstate.error.actor.saveChange": {
      const call = event.type.includes("preview") ? "preview" : "save";
      if (event.error === DAY_FULL) return `error.${call}(422 date)`;
      return event.error === STALE ? `error.${call}(409 stale)` : `error.${call}(network)`;
    }
    default:
      return event.type.replace("xstate.", "").replace(".actor", "");
  }
}

/** What the tourist can tell apart: the step, the messages, the preview, the sent party and date. */
function noticeable(snapshot: ChangeSnapshot): string {
  const { context } = snapshot;
  return JSON.stringify({
    value: snapshot.value,
    fields: context.fields,
    preview: context.preview !== null,
    fieldErrors: Object.keys(context.fieldErrors),
    message: context.message !== null,
    failed: context.failed,
    changed: context.changed,
  });
}

async function walk(steps: readonly { event: unknown; state: { value: unknown } }[]) {
  const sut = startChange();
  for (const step of steps.slice(1)) {
    await perform(sut, step.event as ModelEvent);
    expect(sut.snapshot().value).toEqual(step.state.value);
  }
  return sut;
}

const traversal = {
  events: EVENTS as never,
  input: { fields: BOOKED },
  serializeState: noticeable,
};

describe("booking change machine (model-based)", () => {
  const shortest = getShortestPaths(bookingChangeMachine, traversal);
  for (const path of shortest) {
    const steps = path.steps.slice(1).map((step) => label(step.event as ModelEvent));
    it(`shortest: ${steps.join(" → ") || "(start)"}`, async () => {
      const sut = await walk(path.steps);
      expect(noticeable(sut.snapshot())).toBe(noticeable(path.state as ChangeSnapshot));
      sut.actor.stop();
    });
  }

  // The simple paths into "done" without a repeated state: each way to a saved change.
  const simple = getSimplePaths(bookingChangeMachine, {
    ...traversal,
    toState: (snapshot: ChangeSnapshot) => snapshot.matches("done"),
  } as never);

  it(`finds ways to a saved change (${simple.length})`, () => expect(simple.length).toBeGreaterThan(0));

  it("reaches every step, and each refusal of each call", () => {
    const values = new Set(shortest.map((path) => path.state.value));
    expect(values).toEqual(new Set(["editing", "previewing", "confirming", "saving", "done"]));
    const described = [...shortest, ...simple].map((path) =>
      path.steps
        .slice(1)
        .map((step) => label(step.event as ModelEvent))
        .join(" → "),
    );
    for (const call of ["preview", "save"]) {
      for (const refusal of ["422 date", "409 stale", "network"]) {
        expect(described.some((text) => text.includes(`error.${call}(${refusal})`))).toBe(true);
      }
    }
  });

  for (const path of simple.slice(0, 40)) {
    const steps = path.steps.slice(1).map((step) => label(step.event as ModelEvent));
    it(`simple: ${steps.join(" → ")}`, async () => {
      const sut = await walk(path.steps);
      expect(sut.snapshot().value).toBe("done");
      sut.actor.stop();
    });
  }
});

describe("booking change machine, the server's page", () => {
  it("starts at the second step or at the change the page without JavaScript answered", () => {
    const confirming = createActor(bookingChangeMachine, { input: { fields: NEXT_DAY, preview: PREVIEW } }).start();
    expect(confirming.getSnapshot().value).toBe("confirming");
    const done = createActor(bookingChangeMachine, { input: { fields: NEXT_DAY, changed: true } }).start();
    expect(done.getSnapshot().value).toBe("done");
    const refused = createActor(bookingChangeMachine, {
      input: { fields: NEXT_DAY, refusal: { fields: DAY_FULL.fields, message: "No." } },
    }).start();
    const context: BookingChangeContext = refused.getSnapshot().context;
    expect(refused.getSnapshot().value).toBe("editing");
    expect(context.fieldErrors).toEqual(DAY_FULL.fields);
  });
});
