import { assign, type ErrorActorEvent, fromPromise, not, setup } from "xstate";
import type { TripPlan } from "#domain/trip.ts";
import {
  type BookingUser,
  type ContactField,
  type ContactForm,
  contactOf,
  contactProblems,
  emptyContact,
  type ProblemCode,
  withUser,
} from "#machines/booking.machine.ts";

/** Where a message of the send form can stand: under a contact field, or under the plan. */
export type TripSendField = ContactField | "plan";

/** Messages per field, in the page's language, as the server wrote them. */
export type TripSendMessages = Partial<Record<TripSendField, string>>;

/**
 * Why a send failed, as the app's client reports it: `fields` for a 422 (the plan's problems under
 * "plan"), `message` for a refusal that says what to do (a 429); nothing for the rest (no answer, a 5xx).
 */
export interface TripSendFailure {
  fields: TripSendMessages;
  message?: string;
}

/** What the page shows once the plan is sent. */
export interface TripReceipt {
  reference: string;
}

/** What one send carries: the plan and the total the page showed, in the page's currency. */
export interface TripSendRequest {
  plan: TripPlan;
  total: number;
}

export interface SubmitTripInput extends TripSendRequest {
  form: ContactForm;
  idempotencyKey: string;
}

export interface TripSendInput {
  user: BookingUser | null;
}

export interface TripSendContext extends TripSendInput {
  form: ContactForm;
  /** After a send with fields left to fill: each field's own message. */
  showProblems: boolean;
  /** The server's messages per field after it refused the plan, each until its field changes. */
  serverProblems: TripSendMessages;
  /** The last send failed without a message per field; `failureMessage` says what to do, if the server said. */
  failed: boolean;
  failureMessage: string | null;
  /** The request being sent or last sent, and the key it went with. */
  request: TripSendRequest | null;
  idempotencyKey: string | null;
  /** What the key was issued for: sending exactly that again (a retry, a double send) reuses it. */
  keyFor: string | null;
  receipt: TripReceipt | null;
}

export type TripSendEvent =
  | { type: "send.update"; patch: Partial<ContactForm> }
  | ({ type: "send.submit" } & TripSendRequest)
  /** The tourist signed in: blank names and e-mail get prefilled. */
  | { type: "send.userChanged"; user: BookingUser }
  /** After a send, for the next plan: the details stay, the receipt goes. */
  | { type: "send.reset" };

function fieldMessagesOf(failure: unknown): TripSendMessages {
  const fields = (failure as Partial<TripSendFailure> | null)?.fields;
  return fields && typeof fields === "object" ? fields : {};
}

/** Only a failure the client reported says anything to show: an Error's message is for developers. */
function failureMessageOf(failure: unknown): string | null {
  const reported = failure as Partial<TripSendFailure> | null;
  return reported?.fields && typeof reported.message === "string" && reported.message ? reported.message : null;
}

/** One request, as the key stands for it: the same details, plan and total are the same attempt. */
export function requestSignature(form: ContactForm, request: TripSendRequest): string {
  return JSON.stringify([contactOf(form), form.paymentMethod, request.plan, request.total]);
}

export function sendProblems(form: ContactForm): Partial<Record<ContactField, ProblemCode>> {
  return contactProblems(form);
}

const isComplete = (form: ContactForm) => Object.keys(sendProblems(form)).length === 0;

const requestOf = (event: TripSendRequest): TripSendRequest => ({ plan: event.plan, total: event.total });

/**
 * Sending a trip plan as a request (POST /api/trip): filling → sending → sent. A refusal goes back
 * to filling with the server's messages; every send of the same details, plan and total carries
 * the same Idempotency-Key, so a retry or a second press never makes a second trip. The app
 * provides the call (submitTrip) and a random key (issueIdempotencyKey, crypto.randomUUID).
 */
export const tripSendMachine = setup({
  types: {
    context: {} as TripSendContext,
    events: {} as TripSendEvent,
    input: {} as TripSendInput,
  },
  actors: {
    submitTrip: fromPromise<TripReceipt, SubmitTripInput>(async () => {
      throw new Error("submitTrip is provided where the machine is used");
    }),
  },
  guards: {
    isComplete: ({ context }) => isComplete(context.form),
    isSameRequest: ({ context }, request: TripSendRequest) =>
      context.keyFor === requestSignature(context.form, request),
    isRefusedForFields: (_, failure: unknown) => Object.keys(fieldMessagesOf(failure)).length > 0,
  },
  actions: {
    // The app provides crypto.randomUUID(); this stand-in keeps the visualizer deterministic.
    issueIdempotencyKey: assign({ idempotencyKey: "idempotency-key-not-provided" }),
    update: assign(({ context }, patch: Partial<ContactForm>) => {
      const changed = Object.keys(patch);
      const kept = Object.entries(context.serverProblems).filter(([field]) => !changed.includes(field));
      return { form: { ...context.form, ...patch }, serverProblems: Object.fromEntries(kept) };
    }),
    adoptUser: assign(({ context }, user: BookingUser) => ({ user, form: withUser(context.form, user) })),
    showProblems: assign({ showProblems: true }),
    accept: assign(({ context }, request: TripSendRequest) => ({
      request,
      keyFor: requestSignature(context.form, request),
      showProblems: false,
      serverProblems: {},
      failed: false,
      failureMessage: null,
    })),
    rememberReceipt: assign((_, receipt: TripReceipt) => ({ receipt })),
    rememberFieldRefusal: assign((_, failure: unknown) => ({ serverProblems: fieldMessagesOf(failure) })),
    rememberFailure: assign((_, failure: unknown) => ({ failed: true, failureMessage: failureMessageOf(failure) })),
    // The key stays with what it was issued for: the very same plan sent again is still one trip.
    reset: assign({ receipt: null }),
  },
}).createMachine({
  id: "tripSend",
  context: ({ input }) => ({
    ...input,
    form: emptyContact(input.user),
    showProblems: false,
    serverProblems: {},
    failed: false,
    failureMessage: null,
    request: null,
    idempotencyKey: null,
    keyFor: null,
    receipt: null,
  }),
  initial: "filling",
  on: {
    "send.userChanged": { actions: { type: "adoptUser", params: ({ event }) => event.user } },
  },
  states: {
    filling: {
      on: {
        "send.update": { actions: { type: "update", params: ({ event }) => event.patch } },
        "send.submit": [
          { guard: not("isComplete"), actions: "showProblems" },
          // The same attempt again (after a failure without an answer): the same key, so the
          // server answers with the trip it may already have made.
          {
            guard: { type: "isSameRequest", params: ({ event }) => requestOf(event) },
            target: "sending",
            actions: { type: "accept", params: ({ event }) => requestOf(event) },
          },
          {
            target: "sending",
            actions: ["issueIdempotencyKey", { type: "accept", params: ({ event }) => requestOf(event) }],
          },
        ],
      },
    },
    sending: {
      invoke: {
        id: "submitTrip",
        src: "submitTrip",
        // Always set here: the only way in is a send, which keeps the request and its key.
        input: ({ context }) => ({
          form: context.form,
          plan: context.request?.plan as TripPlan,
          total: context.request?.total ?? 0,
          idempotencyKey: context.idempotencyKey ?? "",
        }),
        onDone: { target: "sent", actions: { type: "rememberReceipt", params: ({ event }) => event.output } },
        onError: [
          {
            guard: { type: "isRefusedForFields", params: ({ event }: { event: ErrorActorEvent }) => event.error },
            target: "filling",
            actions: { type: "rememberFieldRefusal", params: ({ event }: { event: ErrorActorEvent }) => event.error },
          },
          {
            target: "filling",
            actions: { type: "rememberFailure", params: ({ event }: { event: ErrorActorEvent }) => event.error },
          },
        ],
      },
    },
    sent: {
      on: { "send.reset": { target: "filling", actions: "reset" } },
    },
  },
});
