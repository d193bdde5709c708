import { assign, type ErrorActorEvent, fromPromise, setup } from "xstate";
import {
  isAllowedQuantity,
  latestVisitDate,
  MAX_QUANTITY,
  type Party,
  type PaymentMethod,
  type PricedProduct,
  type PriceLine,
  partyOf,
  peopleProblem,
  priceLines,
  type SeatedProduct,
  splitName,
  startingQuantities,
  type Title,
  totalMinor,
} from "#domain/booking-rules.ts";
import { DEFAULT_COUNTRY } from "#domain/countries.ts";
import type { Currency } from "#domain/format.ts";
import { type BookingContact, bookingContactProblems, type ContactProblem } from "#domain/inputs/booking-contact.ts";
import { isCalendarDate } from "#domain/inputs/text-rules.ts";
import {
  missingTripDetails,
  type TripDetails,
  type TripDirection,
  type TripForm,
  type TripNeeds,
  tripFieldProblem,
  tripNeedsOf,
} from "#domain/inputs/trip-details.ts";
import { MEETING_POINT, type PickupAreaChoice, pickupTimeOf } from "#domain/pickup.ts";

/** A package of the activity being booked; a transport comes as one package with one product. */
export interface BookingPackage {
  id: number;
  name: string;
  products: (PricedProduct & SeatedProduct)[];
  /** False for a ticket-only package: no pickup address is asked. */
  includesPickup?: boolean;
}

/** The signed-in tourist's profile, used to prefill the form. */
export interface BookingUser {
  name: string;
  email: string;
}

export interface BookingForm {
  /** Visit date, "YYYY-MM-DD" in Bali. */
  date: string;
  /** The chosen start time, "HH:MM", or "" for none. */
  startTime: string;
  /** The chosen day's start times with places left, as the calendar shows them; [] when unknown. */
  startTimes: string[];
  packageId: number | null;
  /** Chosen quantity per product id of the selected package. */
  quantities: Record<number, number>;
  /** The people riding in the chosen vehicles (decision 0049); asked and sent only when a vehicle is chosen. */
  people: number;
  /** "" is no title: the tourist chose none, and none is invented for them. */
  title: Title | "";
  firstName: string;
  lastName: string;
  email: string;
  /** English country name, as the booking stores it. */
  country: string;
  phoneNumber: string;
  specialRequest: string;
  pickupLocation: string;
  /** The pickup area chosen (its id), MEETING_POINT, or "" for an area not listed (the address only). */
  pickupArea: string;
  paymentMethod: PaymentMethod;
  /** An airport transfer's direction, "" until chosen. */
  tripDirection: TripDirection | "";
  flightNumber: string;
  /** "HH:MM", Bali time. */
  flightTime: string;
  /** When the driver picks the tourist up, "HH:MM". */
  pickupTime: string;
}

/** The tourist's details, pickup and payment: what a booking and a trip request (issue 19) both ask. */
export type ContactForm = Pick<
  BookingForm,
  | "title"
  | "firstName"
  | "lastName"
  | "email"
  | "country"
  | "phoneNumber"
  | "specialRequest"
  | "pickupLocation"
  | "paymentMethod"
>;

/** What the tourist types; the package and quantities have events of their own. */
export type BookingFormPatch = Partial<Omit<BookingForm, "quantities" | "packageId">>;

/** What the thank-you dialog shows. */
export interface BookingReceipt {
  reference: string;
  email: string;
  /** The booking ID when the booking was confirmed at once (instant confirmation); null for a request. */
  confirmationId: string | null;
}

export interface BookingInput {
  packages: BookingPackage[];
  /** "YYYY-MM-DD" in Bali. */
  today: string;
  /** The first date the calendar offers: today in Bali (firstVisitDate); the availability says which days can be booked. */
  firstDate: string;
  /** The day the form starts on: the first day "Next available" named, when the page named one. */
  suggestedDate?: string;
  user: BookingUser | null;
  /** The currency prices are shown and sent in (IDR on the id site, USD on the en site). */
  currency: Currency;
  /** A vehicle's trip form (airport transfer, with driver, rental); absent for an activity. */
  tripForm?: TripForm | null;
  /** The pickup areas an activity's form offers (issue 40), and its start when the tourist chooses none. */
  pickup?: PickupOffer;
}

export interface PickupOffer {
  areas: readonly PickupAreaChoice[];
  startTime: string | null;
}

const NO_PICKUP_OFFER: PickupOffer = { areas: [], startTime: null };

export interface BookingContext extends BookingInput {
  form: BookingForm;
  /** After a failed checkout: the blue "please fill in all data" and the per-field messages. */
  showProblems: boolean;
  /** The server's messages per field after it refused the request, each until its field changes. */
  serverProblems: FieldMessages;
  receipt: BookingReceipt | null;
  /** The last submit failed: the red "something went wrong please reload". */
  failed: boolean;
  /** What the server said instead, when it said what to do (too many requests: wait, or tomorrow). */
  failureMessage: string | null;
  /** One per confirmed form; a retry after a failure sends the same one, so it never books twice. */
  idempotencyKey: string | null;
}

export type BookingEvent =
  | { type: "booking.open"; packageId?: number }
  | { type: "form.update"; patch: BookingFormPatch }
  | { type: "form.selectPackage"; packageId: number }
  | { type: "form.setQuantity"; productId: number; quantity: number }
  | { type: "form.checkout" }
  | { type: "booking.confirm" }
  | { type: "booking.edit" }
  | { type: "booking.cancel" }
  | { type: "booking.ok" }
  /** The tourist signed in (or out) from the booking dialog: blank e-mail and names get prefilled. */
  | { type: "booking.userChanged"; user: BookingUser | null };

export interface SubmitBookingInput {
  form: BookingForm;
  idempotencyKey: string;
  currency: Currency;
  lines: PriceLine[];
  totalMinor: number;
}

export type ProblemField =
  | "date"
  | "startTime"
  | "packageId"
  | "quantities"
  | "people"
  | "firstName"
  | "lastName"
  | "email"
  | "country"
  | "phoneNumber"
  | "specialRequest"
  | "pickupLocation"
  | "pickupArea"
  | "tripDirection"
  | "flightNumber"
  | "flightTime"
  | "pickupTime";

/** The fields of step 1 that a message can stand under. */
export type BookingField = ProblemField;

/** Messages per field, in the page's language, as the server wrote them. */
export type FieldMessages = Partial<Record<BookingField, string>>;

/**
 * Why a submit failed, as the app's client reports it: `fields` when the server refused the
 * request for fields of step 1 (a 422), empty for everything else (network, 5xx, a changed price).
 */
export interface BookingFailure {
  fields: FieldMessages;
  /** The server's message for a refusal that names no field but tells what to do (a 429, a changed price). */
  message?: string;
}

function fieldMessagesOf(failure: unknown): FieldMessages {
  const fields = (failure as Partial<BookingFailure> | null)?.fields;
  return fields && typeof fields === "object" ? fields : {};
}

/** Only a failure the client reported says anything to show: an Error's message is for developers. */
function failureMessageOf(failure: unknown): string | null {
  const reported = failure as Partial<BookingFailure> | null;
  return reported?.fields && typeof reported.message === "string" && reported.message ? reported.message : null;
}

export type ProblemCode =
  | "required"
  | "notOneLine"
  | "emailInvalid"
  | "selectCountry"
  | "selectPackage"
  | "fillQuantity"
  | "fillPeople"
  | "dateOutOfRange"
  | "selectStartTime"
  | "startedToday"
  | "phoneInvalid"
  | "tooLong"
  | "flightNumberInvalid"
  | "timeInvalid"
  | "pickupTooEarly";

export type FormProblems = Partial<Record<ProblemField, ProblemCode>>;

/** The tourist's details as a form starts them (spec section 9), prefilled from a signed-in profile. */
export function emptyContact(user: BookingUser | null): ContactForm {
  const names = user ? splitName(user.name) : { firstName: "", lastName: "" };
  return {
    title: "",
    firstName: names.firstName,
    lastName: names.lastName,
    email: user?.email.trim() ?? "",
    country: DEFAULT_COUNTRY,
    phoneNumber: "",
    specialRequest: "",
    pickupLocation: "",
    paymentMethod: "cash",
  };
}

/** Signing in mid-form fills what is still blank; nothing the tourist typed is overwritten. */
export function withUser<Form extends ContactForm>(form: Form, user: BookingUser): Form {
  const names = splitName(user.name);
  return {
    ...form,
    firstName: form.firstName.trim() ? form.firstName : names.firstName,
    lastName: form.lastName.trim() ? form.lastName : names.lastName,
    email: form.email.trim() ? form.email : user.email.trim(),
  };
}

/** The form a booking starts from: defaults of spec section 9, prefilled from a signed-in profile. */
export function emptyForm(
  packages: readonly BookingPackage[],
  firstDate: string,
  user: BookingUser | null,
  packageId?: number,
): BookingForm {
  const chosen = packages.find((candidate) => candidate.id === packageId) ?? packages[0];
  return {
    date: firstDate,
    startTime: "",
    startTimes: [],
    packageId: chosen?.id ?? null,
    quantities: chosen ? startingQuantities(chosen.products) : {},
    people: 1,
    ...emptyContact(user),
    pickupArea: "",
    tripDirection: "",
    flightNumber: "",
    flightTime: "",
    pickupTime: "",
  };
}

/** The form's fields under their names in the booking request. */
export const CONTACT_FIELDS = {
  first_name: "firstName",
  last_name: "lastName",
  email: "email",
  phone_number: "phoneNumber",
  country: "country",
  special_request: "specialRequest",
  pickup_location: "pickupLocation",
} as const satisfies Record<keyof BookingContact, ProblemField>;

/** The fields of the tourist's details a message can stand under. */
export type ContactField = (typeof CONTACT_FIELDS)[keyof typeof CONTACT_FIELDS];

/** The tourist's details as the booking request carries them: the title goes in front of the first name. */
export function contactOf(form: ContactForm): Record<keyof BookingContact, string> {
  return {
    first_name: form.title ? `${form.title} ${form.firstName.trim()}` : form.firstName.trim(),
    last_name: form.lastName.trim(),
    email: form.email.trim(),
    phone_number: form.phoneNumber.trim(),
    country: form.country,
    special_request: form.specialRequest.trim(),
    pickup_location: form.pickupLocation.trim(),
  };
}

/** The form's shorter word for each problem of the contact fields (spec section 5's dictionary). */
const CONTACT_PROBLEM_CODES: Partial<Record<ContactProblem, ProblemCode>> = {
  firstNameRequired: "required",
  firstNameNotOneLine: "notOneLine",
  firstNameTooLong: "tooLong",
  lastNameRequired: "required",
  lastNameNotOneLine: "notOneLine",
  lastNameTooLong: "tooLong",
  emailRequired: "required",
  emailInvalid: "emailInvalid",
  phoneRequired: "required",
  phoneInvalid: "phoneInvalid",
  countryRequired: "selectCountry",
  specialRequestTooLong: "tooLong",
  pickupRequired: "required",
  pickupNotOneLine: "notOneLine",
  pickupTooLong: "tooLong",
};

function findPackage(packages: readonly BookingPackage[], packageId: number | null): BookingPackage | undefined {
  return packageId === null ? undefined : packages.find((candidate) => candidate.id === packageId);
}

/**
 * What keeps the form from being checked out, per field (spec section 5). An empty object means
 * the form is complete. Names, phone and pickup that are only whitespace count as empty.
 */
export function formProblems(
  form: BookingForm,
  packages: readonly BookingPackage[],
  today: string,
  firstDate = today,
  tripForm: TripForm | null = null,
  pickup: PickupOffer = NO_PICKUP_OFFER,
): FormProblems {
  const problems: FormProblems = {};
  if (!isCalendarDate(form.date)) problems.date = "required";
  else if (form.date < today || form.date > latestVisitDate(today)) problems.date = "dateOutOfRange";
  else if (form.date < firstDate) problems.date = "startedToday";
  // With several start times the server needs to know which one (domain/availability.ts).
  if (form.startTimes.length > 1 && !form.startTimes.includes(form.startTime)) problems.startTime = "selectStartTime";
  const chosen = findPackage(packages, form.packageId);
  if (!chosen) problems.packageId = "selectPackage";
  else {
    const quantityOf = (product: PricedProduct) => form.quantities[product.id] ?? 0;
    const someone = chosen.products.some((product) => quantityOf(product) > 0);
    const allAllowed = chosen.products.every((product) => isAllowedQuantity(product, quantityOf(product)));
    if (!someone || !allAllowed) problems.quantities = "fillQuantity";
    if (peopleProblem(partyOf(chosen.products, form.quantities), form.people)) problems.people = "fillPeople";
  }
  const needs = formNeeds(packages, form, tripForm);
  const contact = contactProblems(form);
  if (!needs.pickupAddress || form.pickupArea === MEETING_POINT) delete contact.pickupLocation;
  if (needs.pickupAddress && chosenPickup(form, pickup) === "tooEarly") problems.pickupArea = "pickupTooEarly";
  return { ...problems, ...tripProblems(form, needs), ...contact };
}

/** The area the form chose, among those offered and not outside the service area; undefined for none. */
export function chosenArea(form: Pick<BookingForm, "pickupArea">, pickup: PickupOffer): PickupAreaChoice | undefined {
  return pickup.areas.find((area) => String(area.id) === form.pickupArea && !area.outsideService);
}

/**
 * The chosen area's name and pickup time, computed as the server does (domain/pickup.ts); "tooEarly"
 * when it would fall before midnight, which the server refuses (decision 0076); null without an area.
 */
export function chosenPickup(
  form: Pick<BookingForm, "pickupArea" | "startTime">,
  pickup: PickupOffer,
): { area: string; time: string | null } | "tooEarly" | null {
  const area = chosenArea(form, pickup);
  if (!area) return null;
  const start = form.startTime || pickup.startTime;
  if (!start) return { area: area.name, time: null };
  const time = pickupTimeOf(start, area.minutesBefore);
  return time === null ? "tooEarly" : { area: area.name, time };
}

/** What the form asks for the chosen package of an item with `tripForm` (null for an activity). */
export function formNeeds(
  packages: readonly BookingPackage[],
  form: Pick<BookingForm, "packageId">,
  tripForm: TripForm | null = null,
): TripNeeds {
  return tripNeedsOf(tripForm, findPackage(packages, form.packageId)?.includesPickup ?? true);
}

/** The trip fields as the booking request names them, empty ones as null. */
export function tripDetailsOf(form: BookingForm): TripDetails {
  const text = (value: string) => value.trim() || null;
  return {
    trip_direction: form.tripDirection || null,
    flight_number: text(form.flightNumber),
    flight_time: text(form.flightTime),
    pickup_time: text(form.pickupTime),
  };
}

const TRIP_FIELDS = {
  trip_direction: "tripDirection",
  flight_number: "flightNumber",
  flight_time: "flightTime",
  pickup_time: "pickupTime",
} as const satisfies Record<keyof TripDetails, ProblemField>;

/** The trip fields' problems by the server's rules: missing where asked, or not of their form. */
function tripProblems(form: BookingForm, needs: TripNeeds): FormProblems {
  const details = tripDetailsOf(form);
  const problems: FormProblems = {};
  for (const [field, name] of Object.entries(TRIP_FIELDS) as [keyof TripDetails, ProblemField][]) {
    const problem = tripFieldProblem(field, details[field]);
    if (problem) problems[name] = field === "flight_number" ? "flightNumberInvalid" : "timeInvalid";
  }
  for (const [field] of missingTripDetails(details, needs)) problems[TRIP_FIELDS[field]] = "required";
  return problems;
}

/** What keeps the tourist's details from being sent, per field, by the booking's own rules. */
export function contactProblems(form: ContactForm): Partial<Record<ContactField, ProblemCode>> {
  const problems: Partial<Record<ContactField, ProblemCode>> = {};
  for (const [field, problem] of bookingContactProblems(contactOf(form))) {
    problems[CONTACT_FIELDS[field as keyof BookingContact]] = CONTACT_PROBLEM_CODES[problem] ?? "required";
  }
  return problems;
}

function withoutFields(messages: FieldMessages, fields: readonly string[]): FieldMessages {
  if (!fields.some((field) => field in messages)) return messages;
  return Object.fromEntries(Object.entries(messages).filter(([field]) => !fields.includes(field)));
}

export function isFormComplete(
  form: BookingForm,
  packages: readonly BookingPackage[],
  today: string,
  firstDate = today,
  tripForm: TripForm | null = null,
  pickup: PickupOffer = NO_PICKUP_OFFER,
): boolean {
  return Object.keys(formProblems(form, packages, today, firstDate, tripForm, pickup)).length === 0;
}

export function selectedPackage(context: Pick<BookingContext, "packages" | "form">): BookingPackage | undefined {
  return findPackage(context.packages, context.form.packageId);
}

/** What the chosen quantities book: the persons, and the vehicles with the seats they carry. */
export function chosenParty(context: Pick<BookingContext, "packages" | "form">): Party | null {
  const chosen = selectedPackage(context);
  return chosen ? partyOf(chosen.products, context.form.quantities) : null;
}

/** The people kept within the seats of the vehicles chosen: at least one, at most what they carry. */
function fittingPeople(people: number, party: Party): number {
  if (party.vehicles === 0) return Math.max(1, people);
  return Math.min(Math.max(1, Math.round(people) || 1), party.passengerSeats);
}

/**
 * The price lines of the selected package (only quantities above 0), and the chosen area's
 * surcharge as a line of its own (product 0, as the server adds it), as the confirmation lists them.
 */
export function orderLines(
  context: Pick<BookingContext, "packages" | "form" | "pickup" | "tripForm">,
  currency: Currency,
): PriceLine[] {
  const chosen = selectedPackage(context);
  if (!chosen) return [];
  const lines = priceLines(chosen.products, context.form.quantities, currency);
  const surcharge = surchargeLine(context, currency);
  return surcharge ? [...lines, surcharge] : lines;
}

/** The chosen area's surcharge, when the package picks up and the area charges one. */
function surchargeLine(
  context: Pick<BookingContext, "packages" | "form" | "pickup" | "tripForm">,
  currency: Currency,
): PriceLine | null {
  if (!formNeeds(context.packages, context.form, context.tripForm ?? null).pickupAddress) return null;
  const area = chosenArea(context.form, context.pickup ?? NO_PICKUP_OFFER);
  const amount = area ? (currency === "IDR" ? area.surchargeIdr : area.surchargeUsdCents) : 0;
  if (!area || amount <= 0) return null;
  return { productId: 0, name: area.name, quantity: 1, unitMinor: amount, amountMinor: amount };
}

/** A stepper value made whole and kept within the product's minimal and MAX_QUANTITY. */
export function clampQuantity(product: Pick<PricedProduct, "minimal">, quantity: number): number {
  const whole = Number.isFinite(quantity) ? Math.round(quantity) : quantity > 0 ? MAX_QUANTITY : product.minimal;
  return Math.min(MAX_QUANTITY, Math.max(product.minimal, whole));
}

/**
 * The booking dialogs of an activity: form (step 1) → confirm (step 2) → submitting → thankYou.
 * The app provides the submit call (submitBooking) and a random idempotency key
 * (issueIdempotencyKey, crypto.randomUUID); tests provide fakes.
 */
export const bookingMachine = setup({
  types: {
    context: {} as BookingContext,
    events: {} as BookingEvent,
    input: {} as BookingInput,
  },
  actors: {
    // Provided by the app (the API client) and by tests (a fake settled by hand).
    submitBooking: fromPromise<BookingReceipt, SubmitBookingInput>(async () => {
      throw new Error("submitBooking is provided where the machine is used");
    }),
  },
  guards: {
    isFormComplete: ({ context }) =>
      isFormComplete(
        context.form,
        context.packages,
        context.today,
        context.firstDate,
        context.tripForm ?? null,
        context.pickup,
      ),
    isRefusedForFields: (_, failure: unknown) => Object.keys(fieldMessagesOf(failure)).length > 0,
  },
  actions: {
    // The app provides crypto.randomUUID(). This stand-in only keeps the visualizer deterministic;
    // it is the same for every booking, so a server that checks for a UUID refuses it.
    issueIdempotencyKey: assign({ idempotencyKey: "idempotency-key-not-provided" }),
    openPackage: assign(({ context }, params: { packageId?: number }) => {
      const chosen = params.packageId === undefined ? undefined : findPackage(context.packages, params.packageId);
      if (!chosen || chosen.id === context.form.packageId) return {};
      const quantities = startingQuantities(chosen.products);
      const people = fittingPeople(context.form.people, partyOf(chosen.products, quantities));
      return { form: { ...context.form, packageId: chosen.id, quantities, people } };
    }),
    updateForm: assign(({ context }, patch: BookingFormPatch) => {
      const defined = Object.fromEntries(Object.entries(patch).filter(([, value]) => value !== undefined));
      const form = { ...context.form, ...defined };
      const party = chosenParty({ packages: context.packages, form });
      return {
        form: party && patch.people !== undefined ? { ...form, people: fittingPeople(form.people, party) } : form,
        serverProblems: withoutFields(context.serverProblems, Object.keys(defined)),
      };
    }),
    selectPackage: assign(({ context }, params: { packageId: number }) => {
      const chosen = findPackage(context.packages, params.packageId);
      if (!chosen) return {};
      const quantities = startingQuantities(chosen.products);
      const people = fittingPeople(context.form.people, partyOf(chosen.products, quantities));
      return {
        form: { ...context.form, packageId: chosen.id, quantities, people },
        serverProblems: withoutFields(context.serverProblems, ["packageId", "quantities", "people"]),
      };
    }),
    setQuantity: assign(({ context }, params: { productId: number; quantity: number }) => {
      const product = selectedPackage(context)?.products.find((candidate) => candidate.id === params.productId);
      if (!product || Number.isNaN(params.quantity)) return {};
      const quantities = { ...context.form.quantities, [product.id]: clampQuantity(product, params.quantity) };
      const chosen = selectedPackage(context);
      const people = chosen
        ? fittingPeople(context.form.people, partyOf(chosen.products, quantities))
        : context.form.people;
      return {
        form: { ...context.form, quantities, people },
        serverProblems: withoutFields(context.serverProblems, ["quantities"]),
      };
    }),
    showProblems: assign({ showProblems: true }),
    acceptForm: assign({ showProblems: false, failed: false, failureMessage: null, serverProblems: {} }),
    rememberReceipt: assign((_, receipt: BookingReceipt) => ({ receipt, failed: false, failureMessage: null })),
    rememberFailure: assign((_, failure: unknown) => ({ failed: true, failureMessage: failureMessageOf(failure) })),
    rememberFieldRefusal: assign((_, failure: unknown) => ({
      serverProblems: fieldMessagesOf(failure),
      failed: false,
      failureMessage: null,
    })),
    resetBooking: assign(({ context }) => ({
      form: emptyForm(context.packages, context.suggestedDate ?? context.firstDate, context.user),
      showProblems: false,
      serverProblems: {},
      failed: false,
      failureMessage: null,
      receipt: null,
      idempotencyKey: null,
    })),
    adoptUser: assign(({ context }, user: BookingUser | null) =>
      user ? { user, form: withUser(context.form, user) } : { user },
    ),
  },
}).createMachine({
  id: "booking",
  context: ({ input }) => ({
    ...input,
    form: emptyForm(input.packages, input.suggestedDate ?? input.firstDate, input.user),
    showProblems: false,
    serverProblems: {},
    receipt: null,
    failed: false,
    failureMessage: null,
    idempotencyKey: null,
  }),
  initial: "closed",
  on: {
    "booking.userChanged": { actions: { type: "adoptUser", params: ({ event }) => event.user } },
  },
  states: {
    closed: {
      on: {
        // A form left at step 2 is still here: reopening continues it, unless Book now names another package.
        "booking.open": {
          target: "form",
          actions: { type: "openPackage", params: ({ event }) => ({ packageId: event.packageId }) },
        },
      },
    },
    form: {
      on: {
        "form.update": { actions: { type: "updateForm", params: ({ event }) => event.patch } },
        "form.selectPackage": {
          actions: { type: "selectPackage", params: ({ event }) => ({ packageId: event.packageId }) },
        },
        "form.setQuantity": {
          actions: {
            type: "setQuantity",
            params: ({ event }) => ({ productId: event.productId, quantity: event.quantity }),
          },
        },
        "form.checkout": [
          { guard: "isFormComplete", target: "confirm", actions: ["acceptForm", "issueIdempotencyKey"] },
          { actions: "showProblems" },
        ],
        "booking.cancel": { target: "closed", actions: "resetBooking" },
      },
    },
    confirm: {
      on: {
        // The red message stays up during a retry, until it succeeds or the form is checked out anew.
        "booking.confirm": "submitting",
        "booking.edit": "form",
        "booking.cancel": "closed",
      },
    },
    submitting: {
      invoke: {
        id: "submitBooking",
        src: "submitBooking",
        input: ({ context }) => {
          const lines = orderLines(context, context.currency);
          return {
            form: context.form,
            // Always set here: the only way in is a checkout, which issues the key.
            idempotencyKey: context.idempotencyKey ?? "",
            currency: context.currency,
            lines,
            totalMinor: totalMinor(lines),
          };
        },
        onDone: {
          target: "thankYou",
          actions: { type: "rememberReceipt", params: ({ event }) => event.output },
        },
        onError: [
          // Refused for fields the tourist can fix: back to step 1, each message under its field.
          {
            guard: { type: "isRefusedForFields", params: ({ event }: { event: ErrorActorEvent }) => event.error },
            target: "form",
            actions: { type: "rememberFieldRefusal", params: ({ event }: { event: ErrorActorEvent }) => event.error },
          },
          // Back to step 2 with the red message; Confirm again resends with the same key.
          {
            target: "confirm",
            actions: { type: "rememberFailure", params: ({ event }: { event: ErrorActorEvent }) => event.error },
          },
        ],
      },
    },
    thankYou: {
      on: {
        "booking.ok": { target: "closed", actions: "resetBooking" },
      },
    },
  },
});
