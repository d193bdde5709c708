import { describe, expect, it } from "vitest";
import { assign, createActor, fromPromise, type SnapshotFrom, waitFor } from "xstate";
import { getShortestPaths, getSimplePaths } from "xstate/graph";
import { MAX_QUANTITY, priceLines, startingQuantities, totalMinor } from "#domain/booking-rules.ts";
import type { Currency } from "#domain/format.ts";
import {
  type BookingContext,
  type BookingFailure,
  type BookingForm,
  type BookingPackage,
  type BookingReceipt,
  type BookingUser,
  bookingMachine,
  clampQuantity,
  emptyForm,
  formProblems,
  isFormComplete,
  orderLines,
  type SubmitBookingInput,
  selectedPackage,
} from "#machines/booking.machine.ts";

const TODAY = "2025-07-14";
const PACKAGES: BookingPackage[] = [
  {
    id: 1,
    name: "Sunrise trek",
    products: [
      { id: 11, name: "Adult", price_idr: 450_000, price_usd: 30, minimal: 1, unit: "adult", seats: 1 },
      { id: 12, name: "Child", price_idr: 300_000, price_usd: 20.5, minimal: 0, unit: "child", seats: 1 },
    ],
  },
  {
    id: 2,
    name: "Private trek",
    products: [{ id: 21, name: "Car", price_idr: 1_200_000, price_usd: 80, minimal: 0, unit: "adult", seats: 1 }],
  },
];
const AYU: BookingUser = { name: "Made Ayu Wirawan", email: "ayu@example.com" };
const RECEIPT: BookingReceipt = { reference: "BK-2025-0042", email: "ayu@example.com", confirmationId: null };
/** A booking of an activity with instant confirmation: confirmed in its own write, with its booking ID. */
const CONFIRMED_RECEIPT: BookingReceipt = { ...RECEIPT, confirmationId: "BK-261205-7KX4" };
/** What the app's client reports for a 422 naming the last name (as for a request a script changed on its way). */
const LAST_NAME_REFUSED: BookingFailure = { fields: { lastName: "Last name must be at most 100 characters." } };
/** What it reports when the chosen day filled up between the calendar and the submit (domain/availability.ts). */
const DAY_FULL: BookingFailure = { fields: { date: "This date is full. Please choose another date." } };
const FIELD_REFUSALS: unknown[] = [LAST_NAME_REFUSED, DAY_FULL];
const FILLED = {
  firstName: "Made Ayu",
  lastName: "Wirawan",
  email: "ayu@example.com",
  phoneNumber: "+62 812 3456 7890",
  pickupLocation: "Ubud Palace",
} as const;

// Events that carry data are listed explicitly: a patch that completes the form and one that
// empties the first name again give both sides of the isFormComplete guard; opening on package 2
// switches packages; the child quantity is known to package 1 and unknown to package 2.
const EVENTS = [
  { type: "booking.open" },
  { type: "booking.open", packageId: 2 },
  { type: "form.update", patch: FILLED },
  { type: "form.update", patch: { firstName: "   " } },
  { type: "form.setQuantity", productId: 12, quantity: 2 },
  { type: "form.checkout" },
  { type: "booking.confirm" },
  { type: "booking.edit" },
  { type: "booking.cancel" },
  { type: "booking.ok" },
  { type: "booking.userChanged", user: AYU },
  { type: "xstate.done.actor.submitBooking", output: RECEIPT },
  { type: "xstate.done.actor.submitBooking", output: CONFIRMED_RECEIPT },
  { type: "xstate.error.actor.submitBooking", error: new Error("502 Bad Gateway") },
  { type: "xstate.error.actor.submitBooking", error: LAST_NAME_REFUSED },
  { type: "xstate.error.actor.submitBooking", error: DAY_FULL },
] as const;

type ModelEvent = (typeof EVENTS)[number];
type BookingSnapshot = SnapshotFrom<typeof bookingMachine>;

/** The machine with a submit the test settles by hand, a counter for keys, and a record of calls. */
function startBooking(user: BookingUser | null, currency: Currency = "IDR") {
  const pending: { resolve: (receipt: BookingReceipt) => void; reject: (error: unknown) => void }[] = [];
  const submits: SubmitBookingInput[] = [];
  let issued = 0;
  const actor = createActor(
    bookingMachine.provide({
      actors: {
        submitBooking: fromPromise<BookingReceipt, SubmitBookingInput>(({ input }) => {
          submits.push(input);
          return new Promise((resolve, reject) => pending.push({ resolve, reject }));
        }),
      },
      actions: {
        issueIdempotencyKey: assign({ idempotencyKey: () => `key-${++issued}` }),
      },
    }),
    { input: { packages: PACKAGES, today: TODAY, firstDate: TODAY, user, currency } },
  );
  actor.start();
  const settle = async (outcome: "resolve" | "reject", value: unknown) => {
    const call = pending.shift();
    if (!call) throw new Error("No booking is being submitted");
    if (outcome === "resolve") call.resolve(value as BookingReceipt);
    else call.reject(value);
    await waitFor(actor, (snapshot) => !snapshot.matches("submitting"));
  };
  return { actor, submits, settle, snapshot: () => actor.getSnapshot() };
}

type Sut = ReturnType<typeof startBooking>;

const blankForm = (user: BookingUser | null) => emptyForm(PACKAGES, TODAY, user);
const complete = (context: BookingContext) => isFormComplete(context.form, context.packages, context.today);

/** Does in the system under test what the model's event means, and checks what the tourist would notice. */
async function perform(sut: Sut, event: ModelEvent) {
  const before = sut.snapshot();
  const { form } = before.context;
  switch (event.type) {
    case "xstate.done.actor.submitBooking": {
      await sut.settle("resolve", event.output);
      expect(sut.snapshot().value).toBe("thankYou");
      expect(sut.snapshot().context.receipt).toEqual(event.output);
      expect(sut.snapshot().context.failed).toBe(false);
      return;
    }
    case "xstate.error.actor.submitBooking": {
      await sut.settle("reject", event.error);
      if (FIELD_REFUSALS.includes(event.error)) {
        // Back to step 1 with the server's message under its field (the last name; the date, where
        // the calendar shows it), nothing lost, no red message.
        expect(sut.snapshot().value).toBe("form");
        expect(sut.snapshot().context.serverProblems).toEqual((event.error as BookingFailure).fields);
        expect(sut.snapshot().context.failed).toBe(false);
        expect(sut.snapshot().context.form).toEqual(form);
        return;
      }
      expect(sut.snapshot().value).toBe("confirm");
      expect(sut.snapshot().context.serverProblems).toEqual({});
      expect(sut.snapshot().context.failed).toBe(true);
      expect(sut.snapshot().context.failureMessage).toBeNull();
      expect(sut.snapshot().context.form).toEqual(form);
      expect(sut.snapshot().context.idempotencyKey).toBe(before.context.idempotencyKey);
      return;
    }
    default:
      sut.actor.send(event);
  }
  const after = sut.snapshot();
  if (!before.can(event)) {
    // An event the dialog does not take changes nothing.
    expect(after.value).toEqual(before.value);
    expect(after.context).toEqual(before.context);
    return;
  }
  switch (event.type) {
    case "booking.open":
      expect(after.value).toBe("form");
      if (event.type === "booking.open" && "packageId" in event && event.packageId !== form.packageId) {
        expect(after.context.form).toEqual({
          ...form,
          packageId: event.packageId,
          quantities: startingQuantities(PACKAGES[1]?.products ?? []),
        });
      } else {
        // Reopening continues where the tourist left step 2.
        expect(after.context.form).toEqual(form);
      }
      return;
    case "form.update": {
      expect(after.context.form).toEqual({ ...form, ...event.patch });
      // Typing in a field takes the server's message off that field only.
      const kept = Object.entries(before.context.serverProblems).filter(([field]) => !(field in event.patch));
      expect(after.context.serverProblems).toEqual(Object.fromEntries(kept));
      return;
    }
    case "form.setQuantity":
      if (form.packageId === 1) expect(after.context.form.quantities).toEqual({ ...form.quantities, 12: 2 });
      else expect(after.context.form).toEqual(form);
      return;
    case "form.checkout":
      if (complete(before.context)) {
        expect(after.value).toBe("confirm");
        expect(after.context.showProblems).toBe(false);
        expect(after.context.serverProblems).toEqual({});
        expect(after.context.failed).toBe(false);
        expect(after.context.idempotencyKey).toMatch(/^key-\d+$/);
        expect(after.context.idempotencyKey).not.toBe(before.context.idempotencyKey);
      } else {
        expect(after.value).toBe("form");
        expect(after.context.showProblems).toBe(true);
        expect(after.context.form).toEqual(form);
      }
      return;
    case "booking.confirm": {
      expect(after.value).toBe("submitting");
      const sent = sut.submits.at(-1);
      expect(sent?.form).toEqual(form);
      expect(sent?.idempotencyKey).toBe(before.context.idempotencyKey);
      expect(sent?.idempotencyKey).toMatch(/^key-\d+$/);
      const lines = priceLines(
        PACKAGES.find((item) => item.id === form.packageId)?.products ?? [],
        form.quantities,
        "IDR",
      );
      expect(sent?.lines).toEqual(lines);
      expect(sent?.totalMinor).toBe(totalMinor(lines));
      // A retry after a failure never books twice: the server sees the same key again.
      if (before.context.failed) expect(sut.submits.at(-2)?.idempotencyKey).toBe(sent?.idempotencyKey);
      return;
    }
    case "booking.edit":
      expect(after.value).toBe("form");
      expect(after.context.form).toEqual(form);
      return;
    case "booking.cancel":
      if (before.matches("form")) {
        expect(after.value).toBe("closed");
        expect(after.context.form).toEqual(blankForm(before.context.user));
        expect(after.context.showProblems).toBe(false);
      } else {
        expect(after.value).toBe("closed");
        expect(after.context.form).toEqual(form);
      }
      return;
    case "booking.ok":
      expect(after.value).toBe("closed");
      expect(after.context.receipt).toBeNull();
      expect(after.context.form).toEqual(blankForm(before.context.user));
      return;
    case "booking.userChanged":
      expect(after.value).toEqual(before.value);
      expect(after.context.user).toEqual(event.user);
      return;
  }
}

function label(event: ModelEvent): string {
  switch (event.type) {
    case "booking.open":
      return "packageId" in event ? `booking.open(package ${event.packageId})` : "booking.open";
    case "form.update":
      return event.patch === FILLED ? "form.update(all valid)" : "form.update(blank first name)";
    case "form.setQuantity":
      return `form.setQuantity(${event.productId} = ${event.quantity})`;
    case "xstate.error.actor.submitBooking":
      if (event.error === LAST_NAME_REFUSED) return "error.submitBooking(422 last name)";
      return event.error === DAY_FULL ? "error.submitBooking(422 day full)" : "error.submitBooking";
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

/** The real key is a counter and the model's a constant: compare only whether one was issued. */
function comparable(context: BookingContext) {
  return { ...context, idempotencyKey: context.idempotencyKey === null ? null : "issued" };
}

/**
 * Simple paths over what the tourist can tell apart (the dialog, a complete form, the blue and red
 * messages, a receipt, a kept form while closed), not over every context: each way through the
 * dialogs once, dozens of paths instead of many thousands.
 */
function serializeNoticeable(snapshot: BookingSnapshot): string {
  const { context } = snapshot;
  return JSON.stringify({
    value: snapshot.value,
    complete: complete(context),
    showProblems: context.showProblems,
    serverProblems: Object.keys(context.serverProblems),
    failed: context.failed,
    receipt: context.receipt !== null,
    kept: snapshot.matches("closed") && JSON.stringify(context.form) !== JSON.stringify(blankForm(context.user)),
  });
}

for (const [start, user] of [
  ["signed out", null],
  ["signed in as Made Ayu Wirawan", AYU],
] as const) {
  describe(`booking machine (model-based), ${start}`, () => {
    const traversal = {
      events: EVENTS as never,
      input: { packages: PACKAGES, today: TODAY, firstDate: TODAY, user, currency: "IDR" as const },
    };
    const pathSets = [
      ["shortest", getShortestPaths(bookingMachine, traversal)],
      ["simple", getSimplePaths(bookingMachine, { ...traversal, serializeState: serializeNoticeable })],
    ] as const;

    for (const [kind, paths] of pathSets) {
      for (const path of paths) {
        it(`${kind}: ${describePath(path.steps)} reaches ${JSON.stringify(path.state.value)}`, async () => {
          const sut = startBooking(user);
          for (const step of path.steps.slice(1)) {
            await perform(sut, step.event as ModelEvent);
            expect(sut.snapshot().value).toEqual(step.state.value);
            // Simple paths are deduplicated by what is noticeable, so their recorded context may
            // come from a sibling path; shortest paths keep full snapshots and are compared whole.
            if (kind === "shortest") expect(comparable(sut.snapshot().context)).toEqual(comparable(step.state.context));
          }
          sut.actor.stop();
        });
      }
    }

    it("reaches every dialog and both sides of the checkout guard", () => {
      const [, shortest] = pathSets[0];
      const reached = new Set(shortest.map((path) => JSON.stringify(path.state.value)));
      expect(reached).toEqual(
        new Set(["closed", "form", "confirm", "submitting", "thankYou"].map((value) => JSON.stringify(value))),
      );
      const checkouts = shortest.flatMap((path) =>
        path.steps
          .filter((step) => step.event.type === "form.checkout")
          .map((step) => JSON.stringify(step.state.value)),
      );
      expect(new Set(checkouts)).toEqual(new Set(['"form"', '"confirm"']));
      // The retry after a failed submit is part of the model, so the same-key check runs on it.
      expect(shortest.some((path) => describePath(path.steps).includes("error.submitBooking → booking.confirm"))).toBe(
        true,
      );
      // A refusal for a field leads back to step 1 with its message.
      for (const refusal of ["422 last name", "422 day full"]) {
        const refused = shortest.find((path) => describePath(path.steps).endsWith(`error.submitBooking(${refusal})`));
        expect(refused?.state.value).toBe("form");
      }
    });
  });
}

/** A form the rules accept: package 1 with one adult, every required field filled. */
const VALID: BookingForm = { ...blankForm(null), ...FILLED };

describe("formProblems", () => {
  const problemsOf = (patch: Partial<BookingForm>) => formProblems({ ...VALID, ...patch }, PACKAGES, TODAY);

  it("finds nothing in a complete form, which isFormComplete accepts", () => {
    expect(formProblems(VALID, PACKAGES, TODAY)).toEqual({});
    expect(isFormComplete(VALID, PACKAGES, TODAY)).toBe(true);
    expect(isFormComplete({ ...VALID, phoneNumber: "" }, PACKAGES, TODAY)).toBe(false);
  });

  it("finds every missing field of the empty form at once", () => {
    expect(formProblems(blankForm(null), PACKAGES, TODAY)).toEqual({
      firstName: "required",
      lastName: "required",
      email: "required",
      phoneNumber: "required",
      pickupLocation: "required",
    });
  });

  it("requires first name, last name, phone and pickup, and whitespace alone is empty", () => {
    for (const field of ["firstName", "lastName", "phoneNumber", "pickupLocation"] as const) {
      expect(problemsOf({ [field]: "" })).toEqual({ [field]: "required" });
      expect(problemsOf({ [field]: " \t " })).toEqual({ [field]: "required" });
    }
    for (const field of ["firstName", "lastName", "pickupLocation"] as const) {
      expect(problemsOf({ [field]: "x" })).toEqual({});
    }
  });

  it("refuses names, the pickup place and the special request past the booking schema's limits", () => {
    expect(problemsOf({ firstName: "a".repeat(100), lastName: "a".repeat(100) })).toEqual({});
    expect(problemsOf({ firstName: "a".repeat(101) })).toEqual({ firstName: "tooLong" });
    expect(problemsOf({ lastName: "a".repeat(101) })).toEqual({ lastName: "tooLong" });
    expect(problemsOf({ pickupLocation: "a".repeat(301) })).toEqual({ pickupLocation: "tooLong" });
    expect(problemsOf({ specialRequest: "a".repeat(1001) })).toEqual({ specialRequest: "tooLong" });
  });

  it("refuses today once its start time has passed, with its own message", () => {
    const tomorrow = "2025-07-15";
    expect(formProblems({ ...VALID, date: TODAY }, PACKAGES, TODAY, tomorrow)).toEqual({ date: "startedToday" });
    expect(formProblems({ ...VALID, date: tomorrow }, PACKAGES, TODAY, tomorrow)).toEqual({});
    expect(emptyForm(PACKAGES, tomorrow, null).date).toBe(tomorrow);
  });

  it("asks for names and a pickup place of one line without hidden characters, as the server does", () => {
    for (const field of ["firstName", "lastName", "pickupLocation"] as const) {
      for (const value of ["Made\nPay at x", "Ma\u200bde", "Made\u202e", "Ma\u0000de"]) {
        expect(problemsOf({ [field]: value }), JSON.stringify(value)).toEqual({ [field]: "notOneLine" });
      }
    }
  });

  it("asks for a phone number with at least 6 digits, as the server does", () => {
    for (const phoneNumber of ["12345", "call me", "+62 812 abc"]) {
      expect(problemsOf({ phoneNumber })).toEqual({ phoneNumber: "phoneInvalid" });
    }
    for (const phoneNumber of ["081234", "+62 (812) 3456-7890"]) {
      expect(problemsOf({ phoneNumber })).toEqual({});
    }
  });

  it("requires an e-mail with text on both sides of an @ and a dot after it, as the server does", () => {
    expect(problemsOf({ email: "" })).toEqual({ email: "required" });
    expect(problemsOf({ email: "   " })).toEqual({ email: "required" });
    for (const email of ["ayu", "@example.com", "ayu@", "ayu@@example.com", "made ayu@example.com", "ayu@example"]) {
      expect(problemsOf({ email })).toEqual({ email: "emailInvalid" });
    }
    for (const email of ["ayu@example.com", " ayu@example.co.id "]) {
      expect(problemsOf({ email })).toEqual({});
    }
  });

  it("asks for one of the chosen day's start times when it has several, as the server does", () => {
    const threeTimes = { startTimes: ["10:00", "13:00", "16:00"] };
    expect(problemsOf(threeTimes)).toEqual({ startTime: "selectStartTime" });
    expect(problemsOf({ ...threeTimes, startTime: "09:00" })).toEqual({ startTime: "selectStartTime" });
    expect(problemsOf({ ...threeTimes, startTime: "13:00" })).toEqual({});
    // One start time (or none) needs no choice: the server takes it.
    expect(problemsOf({ startTimes: ["10:00"] })).toEqual({});
  });

  it("asks for a country from the list", () => {
    expect(problemsOf({ country: "" })).toEqual({ country: "selectCountry" });
    expect(problemsOf({ country: "Atlantis" })).toEqual({ country: "selectCountry" });
    expect(problemsOf({ country: "Indonesia" })).toEqual({});
  });

  it("asks for a package that the activity has", () => {
    expect(problemsOf({ packageId: null })).toEqual({ packageId: "selectPackage" });
    expect(problemsOf({ packageId: 99 })).toEqual({ packageId: "selectPackage" });
    expect(problemsOf({ packageId: 2, quantities: { 21: 1 } })).toEqual({});
  });

  it("asks for a participant quantity above 0 that each product's stepper allows", () => {
    expect(problemsOf({ packageId: 2, quantities: { 21: 0 } })).toEqual({ quantities: "fillQuantity" });
    expect(problemsOf({ packageId: 2, quantities: {} })).toEqual({ quantities: "fillQuantity" });
    // The adult's minimal is 1, so children alone are not enough.
    expect(problemsOf({ quantities: { 11: 0, 12: 2 } })).toEqual({ quantities: "fillQuantity" });
    expect(problemsOf({ quantities: { 11: MAX_QUANTITY + 1, 12: 0 } })).toEqual({ quantities: "fillQuantity" });
    expect(problemsOf({ quantities: { 11: 1.5, 12: 0 } })).toEqual({ quantities: "fillQuantity" });
    expect(problemsOf({ quantities: { 11: 1, 12: -1 } })).toEqual({ quantities: "fillQuantity" });
    expect(problemsOf({ quantities: { 11: MAX_QUANTITY, 12: MAX_QUANTITY } })).toEqual({});
    // A product left out of the quantities counts as 0, which a minimal of 0 allows.
    expect(problemsOf({ quantities: { 11: 2 } })).toEqual({});
  });

  it("accepts a visit date from today up to 18 months ahead", () => {
    expect(problemsOf({ date: TODAY })).toEqual({});
    expect(problemsOf({ date: "2027-01-14" })).toEqual({});
    expect(problemsOf({ date: "2025-07-13" })).toEqual({ date: "dateOutOfRange" });
    expect(problemsOf({ date: "2027-01-15" })).toEqual({ date: "dateOutOfRange" });
    expect(problemsOf({ date: "" })).toEqual({ date: "required" });
    expect(problemsOf({ date: "2025-02-30" })).toEqual({ date: "required" });
    expect(problemsOf({ date: "14/07/2025" })).toEqual({ date: "required" });
  });
});

describe("booking machine behaviour", () => {
  const open = (sut: Sut, packageId?: number) =>
    sut.actor.send(packageId === undefined ? { type: "booking.open" } : { type: "booking.open", packageId });

  it("starts closed with today, the first package, its starting quantities and the defaults", () => {
    const sut = startBooking(null);
    expect(sut.snapshot().value).toBe("closed");
    expect(sut.snapshot().context.form).toEqual({
      date: TODAY,
      packageId: 1,
      quantities: { 11: 1, 12: 0 },
      people: 1,
      title: "",
      firstName: "",
      lastName: "",
      email: "",
      country: "Australia",
      phoneNumber: "",
      specialRequest: "",
      pickupLocation: "",
      pickupArea: "",
      paymentMethod: "cash",
      tripDirection: "",
      flightNumber: "",
      flightTime: "",
      pickupTime: "",
      startTime: "",
      startTimes: [],
    });
  });

  it("prefills e-mail and names from a signed-in profile, split on the last space", () => {
    const { form } = startBooking(AYU).snapshot().context;
    expect(form).toMatchObject({ firstName: "Made Ayu", lastName: "Wirawan", email: "ayu@example.com" });
    expect(emptyForm(PACKAGES, TODAY, { name: "Ketut", email: "k@example.com" })).toMatchObject({
      firstName: "Ketut",
      lastName: "",
    });
  });

  it("signing in mid-booking fills the blank e-mail and names but keeps what the tourist typed", () => {
    const sut = startBooking(null);
    open(sut);
    sut.actor.send({ type: "form.update", patch: { firstName: "Ayu" } });
    sut.actor.send({ type: "booking.userChanged", user: AYU });
    expect(sut.snapshot().context.form).toMatchObject({ firstName: "Ayu", lastName: "Wirawan", email: AYU.email });
    sut.actor.send({ type: "booking.cancel" });
    expect(sut.snapshot().context.form).toMatchObject({ firstName: "Made Ayu", lastName: "Wirawan" });
    sut.actor.send({ type: "booking.userChanged", user: null });
    expect(sut.snapshot().context.user).toBeNull();
  });

  it("Book now on a package opens the form on it; an unknown package keeps the first", () => {
    const onTwo = startBooking(null);
    open(onTwo, 2);
    expect(onTwo.snapshot().value).toBe("form");
    expect(onTwo.snapshot().context.form).toMatchObject({ packageId: 2, quantities: { 21: 1 } });
    const unknown = startBooking(null);
    open(unknown, 99);
    expect(unknown.snapshot().context.form).toMatchObject({ packageId: 1, quantities: { 11: 1, 12: 0 } });
  });

  it("switching packages resets the quantities to the new package's starting ones", () => {
    const sut = startBooking(null);
    open(sut);
    sut.actor.send({ type: "form.setQuantity", productId: 12, quantity: 3 });
    sut.actor.send({ type: "form.selectPackage", packageId: 2 });
    expect(sut.snapshot().context.form).toMatchObject({ packageId: 2, quantities: { 21: 1 } });
    sut.actor.send({ type: "form.selectPackage", packageId: 1 });
    expect(sut.snapshot().context.form).toMatchObject({ packageId: 1, quantities: { 11: 1, 12: 0 } });
    sut.actor.send({ type: "form.selectPackage", packageId: 99 });
    expect(sut.snapshot().context.form.packageId).toBe(1);
  });

  it("reopening after cancelling step 2 continues the form, unless Book now names another package", () => {
    const sut = startBooking(null);
    open(sut);
    sut.actor.send({ type: "form.update", patch: { ...FILLED, specialRequest: "Vegetarian breakfast" } });
    sut.actor.send({ type: "form.setQuantity", productId: 12, quantity: 2 });
    sut.actor.send({ type: "form.checkout" });
    sut.actor.send({ type: "booking.cancel" });
    const kept = sut.snapshot().context.form;
    open(sut, 1);
    expect(sut.snapshot().context.form).toEqual(kept);
    sut.actor.send({ type: "form.checkout" });
    sut.actor.send({ type: "booking.cancel" });
    open(sut, 2);
    expect(sut.snapshot().context.form).toEqual({ ...kept, packageId: 2, quantities: { 21: 1 } });
  });

  it("keeps quantities whole and between the product's minimal and 100, ignoring unknown products", () => {
    const sut = startBooking(null);
    open(sut);
    const quantities = () => sut.snapshot().context.form.quantities;
    const set = (productId: number, quantity: number) =>
      sut.actor.send({ type: "form.setQuantity", productId, quantity });
    set(11, 0);
    expect(quantities()[11]).toBe(1);
    set(11, 150);
    expect(quantities()[11]).toBe(MAX_QUANTITY);
    set(11, 100);
    expect(quantities()[11]).toBe(100);
    set(11, 2.6);
    expect(quantities()[11]).toBe(3);
    set(11, 2.4);
    expect(quantities()[11]).toBe(2);
    set(12, -1);
    expect(quantities()[12]).toBe(0);
    set(12, Number.NaN);
    expect(quantities()[12]).toBe(0);
    set(21, 5); // package 2's car, not in the selected package
    set(99, 5);
    expect(quantities()).toEqual({ 11: 2, 12: 0 });
    expect(clampQuantity({ minimal: 2 }, Number.POSITIVE_INFINITY)).toBe(MAX_QUANTITY);
    expect(clampQuantity({ minimal: 2 }, Number.NEGATIVE_INFINITY)).toBe(2);
  });

  it("an incomplete checkout stays on the form with the problems shown until a valid one", () => {
    const sut = startBooking(null);
    open(sut);
    sut.actor.send({ type: "form.checkout" });
    expect(sut.snapshot().value).toBe("form");
    expect(sut.snapshot().context.showProblems).toBe(true);
    expect(sut.snapshot().context.idempotencyKey).toBeNull();
    sut.actor.send({ type: "form.update", patch: FILLED });
    expect(sut.snapshot().context.showProblems).toBe(true);
    sut.actor.send({ type: "form.checkout" });
    expect(sut.snapshot().value).toBe("confirm");
    expect(sut.snapshot().context.showProblems).toBe(false);
  });

  it("sends the priced lines of the chosen quantities, their total in the site's currency", async () => {
    for (const [currency, expected] of [
      ["IDR", 2 * 450_000 + 3 * 300_000],
      ["USD", 2 * 3000 + 3 * 2050],
    ] as const) {
      const sut = startBooking(AYU, currency);
      open(sut);
      sut.actor.send({ type: "form.update", patch: FILLED });
      sut.actor.send({ type: "form.setQuantity", productId: 11, quantity: 2 });
      sut.actor.send({ type: "form.setQuantity", productId: 12, quantity: 3 });
      sut.actor.send({ type: "form.checkout" });
      const lines = orderLines(sut.snapshot().context, currency);
      sut.actor.send({ type: "booking.confirm" });
      const [sent] = sut.submits;
      expect(sent?.lines).toEqual(lines);
      expect(sent?.lines.map((line) => line.quantity)).toEqual([2, 3]);
      expect(sent?.totalMinor).toBe(totalMinor(priceLines(PACKAGES[0]?.products ?? [], { 11: 2, 12: 3 }, currency)));
      expect(sent?.totalMinor).toBe(expected);
      sut.actor.stop();
    }
  });

  it("a failed submit shows the red message and Confirm again resends with the same key", async () => {
    const sut = startBooking(AYU);
    open(sut);
    sut.actor.send({ type: "form.update", patch: FILLED });
    sut.actor.send({ type: "form.checkout" });
    sut.actor.send({ type: "booking.confirm" });
    await sut.settle("reject", new Error("offline"));
    expect(sut.snapshot().value).toBe("confirm");
    expect(sut.snapshot().context.failed).toBe(true);
    sut.actor.send({ type: "booking.confirm" });
    await sut.settle("resolve", RECEIPT);
    expect(sut.submits.map((input) => input.idempotencyKey)).toEqual(["key-1", "key-1"]);
    expect(sut.snapshot().context).toMatchObject({ receipt: RECEIPT, failed: false });
    // The next booking is a new one, with a new key.
    sut.actor.send({ type: "booking.ok" });
    open(sut);
    sut.actor.send({ type: "form.update", patch: FILLED });
    sut.actor.send({ type: "form.checkout" });
    expect(sut.snapshot().context.idempotencyKey).toBe("key-2");
  });

  it("a refusal that says what to do (a 429) stays on step 2 with the server's words instead of the red message", async () => {
    const sut = startBooking(null);
    open(sut);
    sut.actor.send({ type: "form.update", patch: FILLED });
    sut.actor.send({ type: "form.checkout" });
    sut.actor.send({ type: "booking.confirm" });
    const tooMany: BookingFailure = { fields: {}, message: "We have already received 5 booking requests today." };
    await sut.settle("reject", tooMany);
    expect(sut.snapshot().value).toBe("confirm");
    expect(sut.snapshot().context).toMatchObject({ failed: true, failureMessage: tooMany.message });
    sut.actor.send({ type: "booking.edit" });
    sut.actor.send({ type: "form.checkout" });
    expect(sut.snapshot().context).toMatchObject({ failed: false, failureMessage: null });
  });

  it("the thank-you stays until Ok, which clears the form and the receipt", async () => {
    const sut = startBooking(AYU);
    open(sut, 2);
    sut.actor.send({
      type: "form.update",
      patch: { ...FILLED, phoneNumber: "0812 3456", specialRequest: "Child seat" },
    });
    sut.actor.send({ type: "form.checkout" });
    sut.actor.send({ type: "booking.confirm" });
    await sut.settle("resolve", RECEIPT);
    for (const type of [
      "booking.cancel",
      "booking.edit",
      "booking.open",
      "booking.confirm",
      "form.checkout",
    ] as const) {
      sut.actor.send({ type });
      expect(sut.snapshot().value).toBe("thankYou");
    }
    expect(sut.snapshot().context.receipt?.reference).toBe("BK-2025-0042");
    sut.actor.send({ type: "booking.ok" });
    expect(sut.snapshot().value).toBe("closed");
    expect(sut.snapshot().context).toMatchObject({ receipt: null, idempotencyKey: null, form: blankForm(AYU) });
  });

  it("cancel on the form clears it; cancel on the confirmation keeps it", () => {
    const sut = startBooking(null);
    open(sut, 2);
    sut.actor.send({ type: "form.update", patch: { ...FILLED, title: "Ms.", paymentMethod: "paypal" } });
    sut.actor.send({ type: "form.checkout" });
    const confirmed = sut.snapshot().context.form;
    sut.actor.send({ type: "booking.cancel" });
    expect(sut.snapshot().context.form).toEqual(confirmed);
    open(sut);
    sut.actor.send({ type: "booking.cancel" });
    expect(sut.snapshot().context.form).toEqual(blankForm(null));
  });

  it("the helpers find the selected package and its lines", () => {
    const context = { packages: PACKAGES, form: { ...VALID, quantities: { 11: 2, 12: 0 } } };
    expect(selectedPackage(context)?.name).toBe("Sunrise trek");
    expect(orderLines(context, "USD")).toEqual([
      { productId: 11, name: "Adult", quantity: 2, unitMinor: 3000, amountMinor: 6000 },
    ]);
    expect(orderLines({ packages: PACKAGES, form: { ...VALID, packageId: null } }, "IDR")).toEqual([]);
  });

  it("without the app's key generator the machine still runs, with a fixed stand-in key", () => {
    const actor = createActor(bookingMachine, {
      input: { packages: PACKAGES, today: TODAY, firstDate: TODAY, user: AYU, currency: "IDR" },
    });
    actor.start();
    actor.send({ type: "booking.open" });
    actor.send({ type: "form.update", patch: FILLED });
    actor.send({ type: "form.checkout" });
    expect(actor.getSnapshot().context.idempotencyKey).toBe("idempotency-key-not-provided");
    actor.stop();
  });
});

describe("the people riding in a chosen vehicle (issue 43, item 5)", () => {
  const CARS: BookingPackage[] = [
    {
      id: 3,
      name: "Private car",
      products: [
        {
          id: 31,
          name: "Per car (1–6 people)",
          price_idr: 750_000,
          price_usd: 47,
          minimal: 1,
          unit: "adult",
          seats: 1,
          passengers: 6,
        },
      ],
    },
  ];

  function carBooking() {
    const actor = createActor(bookingMachine, {
      input: { packages: CARS, today: TODAY, firstDate: TODAY, user: null, currency: "IDR" },
    });
    actor.start();
    actor.send({ type: "booking.open" });
    return actor;
  }

  it("are kept between one and the seats of the vehicles chosen, and follow their count", () => {
    const actor = carBooking();
    actor.send({ type: "form.update", patch: { people: 9 } });
    expect(actor.getSnapshot().context.form.people).toBe(6);
    actor.send({ type: "form.setQuantity", productId: 31, quantity: 2 });
    actor.send({ type: "form.update", patch: { people: 11 } });
    expect(actor.getSnapshot().context.form.people).toBe(11);
    actor.send({ type: "form.setQuantity", productId: 31, quantity: 1 });
    expect(actor.getSnapshot().context.form.people).toBe(6);
    actor.send({ type: "form.update", patch: { people: 0 } });
    expect(actor.getSnapshot().context.form.people).toBe(1);
  });

  it("more than the seats is a problem of the form", () => {
    const form = { ...emptyForm(CARS, TODAY, null), people: 7 };
    expect(formProblems(form, CARS, TODAY).people).toBe("fillPeople");
    expect(formProblems({ ...form, people: 6 }, CARS, TODAY).people).toBeUndefined();
  });
});
