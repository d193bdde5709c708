import { assign, type ErrorActorEvent, fromPromise, setup } from "xstate";
import type { ChangePreview } from "#domain/booking-change.ts";

/** The change form's fields as the server reads them: date, start_time, quantity_<product>, people. */
export type ChangeFields = Record<string, string>;

/**
 * Why a preview or a save was refused, as the app's client reports it: `fields` for a refusal that
 * names fields (a 422, a closed window, a day that filled), `conflict` when the booking changed
 * since the preview (a stale version: preview again). Anything else (no answer, a 5xx) is a failure
 * the tourist retries.
 */
export type ChangeFailure =
  | { kind: "fields"; fields: Record<string, string>; message: string | null }
  | { kind: "conflict"; message: string };

export interface SaveChangeInput {
  fields: ChangeFields;
  version: number;
  /** The new total the preview showed, in the booking's minor units: the save refuses another. */
  total: number;
}

export interface BookingChangeInput {
  /** What the form holds; on the server's page, what it last sent. */
  fields: ChangeFields;
  /** The server's page after a first step or a save without JavaScript. */
  preview?: ChangePreview | null;
  changed?: boolean;
  refusal?: { fields: Record<string, string>; message: string | null } | null;
}

export interface BookingChangeContext {
  fields: ChangeFields;
  preview: ChangePreview | null;
  /** The server's message per field, each until its field changes. */
  fieldErrors: Record<string, string>;
  /** The server's message above the form: a refusal's, or a conflict's. */
  message: string | null;
  /** The last call got no answer: the form says to try again. */
  failed: boolean;
  /** The booking was changed: the page says so until the tourist changes it again. */
  changed: boolean;
}

export type BookingChangeEvent =
  | { type: "change.update"; patch: ChangeFields }
  | { type: "change.preview" }
  | { type: "change.confirm" }
  | { type: "change.edit" };

function failureOf(error: unknown): ChangeFailure | null {
  const failure = error as Partial<ChangeFailure> | null;
  if (failure?.kind === "conflict" && typeof failure.message === "string") return failure as ChangeFailure;
  if (failure?.kind === "fields" && failure.fields && typeof failure.fields === "object")
    return failure as ChangeFailure;
  return null;
}

const errorOf = ({ event }: { event: ErrorActorEvent }) => event.error;

/**
 * The tourist's change of their own booking (issue 38, item 4): editing → previewing (the new total
 * asked) → confirming (shown, nothing written) → saving → done. A refusal goes back to editing with
 * its messages; a conflict (the booking changed since the preview) drops the preview, so the tourist
 * sees the new price before saving; a save without an answer stays in confirming to retry. The app
 * provides the calls (previewChange, saveChange) and what follows a change (announceChanged).
 */
export const bookingChangeMachine = setup({
  types: {
    context: {} as BookingChangeContext,
    events: {} as BookingChangeEvent,
    input: {} as BookingChangeInput,
  },
  actors: {
    previewChange: fromPromise<ChangePreview, ChangeFields>(async () => {
      throw new Error("previewChange is provided where the machine is used");
    }),
    saveChange: fromPromise<{ changed: boolean }, SaveChangeInput>(async () => {
      throw new Error("saveChange is provided where the machine is used");
    }),
  },
  guards: {
    wasChanged: ({ context }) => context.changed,
    hasPreview: ({ context }) => context.preview !== null,
    isConflict: (_, error: unknown) => failureOf(error)?.kind === "conflict",
    isFieldRefusal: (_, error: unknown) => failureOf(error)?.kind === "fields",
  },
  actions: {
    update: assign(({ context }, patch: ChangeFields) => {
      const kept = Object.entries(context.fieldErrors).filter(([field]) => !(field in patch));
      return { fields: { ...context.fields, ...patch }, fieldErrors: Object.fromEntries(kept), preview: null };
    }),
    start: assign({ failed: false, message: null }),
    rememberPreview: assign((_, preview: ChangePreview) => ({ preview, fieldErrors: {}, message: null })),
    forgetPreview: assign({ preview: null }),
    rememberRefusal: assign((_, error: unknown) => {
      const failure = failureOf(error);
      if (failure?.kind === "conflict") return { preview: null, message: failure.message, fieldErrors: {} };
      if (failure?.kind === "fields") return { preview: null, message: failure.message, fieldErrors: failure.fields };
      return {};
    }),
    rememberFailure: assign({ failed: true }),
    rememberChanged: assign({ changed: true, preview: null }),
    forgetChanged: assign({ changed: false }),
    // The page shows the booking as it now is: the lookup again, or the profile's data reloaded.
    announceChanged: () => {},
  },
}).createMachine({
  id: "bookingChange",
  context: ({ input }) => ({
    fields: input.fields,
    preview: input.preview ?? null,
    fieldErrors: input.refusal?.fields ?? {},
    message: input.refusal?.message ?? null,
    failed: false,
    changed: input.changed ?? false,
  }),
  initial: "starting",
  states: {
    // The server's page may already be at the second step, or changed.
    starting: {
      always: [
        { guard: "wasChanged", target: "done" },
        { guard: "hasPreview", target: "confirming" },
        { target: "editing" },
      ],
    },
    editing: {
      id: "editing",
      on: {
        "change.update": { actions: { type: "update", params: ({ event }) => event.patch } },
        "change.preview": { target: "previewing", actions: "start" },
      },
    },
    previewing: {
      invoke: {
        id: "previewChange",
        src: "previewChange",
        input: ({ context }) => context.fields,
        onDone: { target: "confirming", actions: { type: "rememberPreview", params: ({ event }) => event.output } },
        onError: [
          {
            guard: { type: "isFieldRefusal", params: errorOf },
            target: "editing",
            actions: { type: "rememberRefusal", params: errorOf },
          },
          {
            guard: { type: "isConflict", params: errorOf },
            target: "editing",
            actions: { type: "rememberRefusal", params: errorOf },
          },
          { target: "editing", actions: "rememberFailure" },
        ],
      },
    },
    confirming: {
      on: {
        "change.confirm": { target: "saving", actions: "start" },
        "change.edit": { target: "editing", actions: "forgetPreview" },
        "change.update": { target: "editing", actions: { type: "update", params: ({ event }) => event.patch } },
      },
    },
    saving: {
      invoke: {
        id: "saveChange",
        src: "saveChange",
        // Always set here: the only way in is from confirming, which holds the preview.
        input: ({ context }) => ({
          fields: context.fields,
          version: context.preview?.version ?? 0,
          total: context.preview?.newTotalMinor ?? 0,
        }),
        onDone: { target: "done", actions: ["rememberChanged", "announceChanged"] },
        onError: [
          {
            guard: { type: "isConflict", params: errorOf },
            target: "editing",
            actions: { type: "rememberRefusal", params: errorOf },
          },
          {
            guard: { type: "isFieldRefusal", params: errorOf },
            target: "editing",
            actions: { type: "rememberRefusal", params: errorOf },
          },
          { target: "confirming", actions: "rememberFailure" },
        ],
      },
    },
    done: {
      on: { "change.edit": { target: "editing", actions: ["forgetPreview", "forgetChanged"] } },
    },
  },
});
