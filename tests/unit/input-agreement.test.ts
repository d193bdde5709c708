/**
 * The forms and the server read each input with the same schema (domain/inputs/): the same values
 * go through the form's check and through the server's reader, and both must accept them or both
 * refuse them for the same fields. A form that lets through what the server refuses leaves the
 * tourist with a refusal after sending; one that refuses what the server takes blocks them.
 */
import { describe, expect, it } from "vitest";
import { registrationProblems } from "#domain/inputs/registration.ts";
import { reviewProblems } from "#domain/inputs/review.ts";
import { subscribeProblem } from "#domain/inputs/subscribe-rules.ts";
import {
  type BookingForm,
  type BookingPackage,
  CONTACT_FIELDS,
  contactOf,
  emptyForm,
  formProblems,
} from "#machines/booking.machine.ts";
import { readRegistration } from "#workers/accounts/auth-input.ts";
import { readBookingRequest } from "#workers/booking/input.ts";
import { HttpError } from "#workers/http.ts";
import { readSubscriber } from "#workers/mail/subscribers.ts";
import { readComment } from "#workers/reviews/input.ts";

/** The fields the server named in its 422, or [] when it accepted the input. */
async function refusedByServer(read: () => unknown): Promise<string[]> {
  try {
    await read();
    return [];
  } catch (error) {
    if (!(error instanceof HttpError) || error.status !== 422) throw error;
    return Object.keys(error.errors ?? {}).sort();
  }
}

const TODAY = "2026-03-02";
const PACKAGES: BookingPackage[] = [
  {
    id: 1,
    name: "Sunrise trek",
    products: [{ id: 11, name: "Adult", price_idr: 450_000, price_usd: 30, minimal: 1, unit: "adult", seats: 1 }],
  },
];
const FILLED: BookingForm = {
  ...emptyForm(PACKAGES, TODAY, null),
  firstName: "Made Ayu",
  lastName: "Wirawan",
  email: "ayu@example.com",
  phoneNumber: "+62 812 3456 7890",
  pickupLocation: "Ubud Palace",
};

/** The request the booking dialog sends for a form (app/components/booking/BookingFlow.tsx). */
function requestOf(form: BookingForm): Record<string, unknown> {
  return {
    activity_id: 7,
    date: form.date,
    adults: form.quantities[11] ?? 0,
    kids: 0,
    ...contactOf(form),
    payment_method: form.paymentMethod,
    order_data: JSON.stringify([{ id: 11, ordered: form.quantities[11] ?? 0 }]),
    total: 450_000,
  };
}

/** Where the booking dialog shows the server's message of each field. */
const FORM_FIELD_OF: Record<string, string> = { date: "date", ...CONTACT_FIELDS };

const long = (length: number) => "a".repeat(length);

describe("the booking form and the server", () => {
  const rows: [string, Partial<BookingForm>][] = [
    ["a complete form", {}],
    ["an empty first name", { firstName: "" }],
    ["a first name of spaces", { firstName: "   " }],
    ["a first name of 100 characters", { firstName: long(100) }],
    ["a first name of 101 characters", { firstName: long(101) }],
    ["a last name of 100 characters", { lastName: long(100) }],
    ["a last name of 101 characters", { lastName: long(101) }],
    ["a last name on two lines", { lastName: "Wira\nwan" }],
    ["a first name with a zero-width space", { firstName: "Ma\u200Bde" }],
    ["a pickup place of 300 characters", { pickupLocation: long(300) }],
    ["a pickup place of 301 characters", { pickupLocation: long(301) }],
    ["a pickup place with a bidi override", { pickupLocation: "Ubud \u202Eecalap" }],
    ["a special request of 1000 characters", { specialRequest: long(1000) }],
    ["a special request of 1001 characters", { specialRequest: long(1001) }],
    ["an empty e-mail", { email: "" }],
    ["an e-mail without a domain", { email: "ayu@" }],
    ["an e-mail with spaces around it", { email: "  ayu@example.com " }],
    ["a phone number with letters", { phoneNumber: "+62 CALL ME" }],
    ["a phone number of five digits", { phoneNumber: "12345" }],
    ["a country we do not list", { country: "Narnia" }],
    ["a date in the past", { date: "2026-03-01" }],
    ["a date two years ahead", { date: "2028-03-02" }],
    ["no date", { date: "" }],
  ];
  for (const [name, patch] of rows) {
    it(`agree on ${name}`, async () => {
      const form = { ...FILLED, ...patch };
      const byForm = Object.keys(formProblems(form, PACKAGES, TODAY)).sort();
      const byServer = await refusedByServer(() => readBookingRequest(requestOf(form), "activity", "en", TODAY));
      expect(byServer.map((field) => FORM_FIELD_OF[field] ?? field).sort()).toEqual(byForm);
    });
  }
});

describe("the register page and the server", () => {
  const valid = { name: "Made Wirawan", email: "made@example.com", password: "sunrise at batur" };
  const rows: [string, Partial<typeof valid>][] = [
    ["a complete sign-up", {}],
    ["an empty name", { name: " " }],
    ["a name of 101 characters", { name: long(101) }],
    ["a name on two lines", { name: "Made\nWirawan" }],
    ["an invalid e-mail", { email: "made@example" }],
    ["a password of 7 characters", { password: "sunrise" }],
    ["a password of 129 characters", { password: `x${long(128)}` }],
    ["a password of one repeated character", { password: long(12) }],
    ["the e-mail as password", { password: "made@example.com" }],
  ];
  for (const [name, patch] of rows) {
    it(`agree on ${name}`, async () => {
      const form = { ...valid, ...patch };
      const byForm = Object.keys(registrationProblems(form)).sort();
      expect(await refusedByServer(() => readRegistration(form, "id"))).toEqual(byForm);
    });
  }
});

describe("the comment dialog and the server", () => {
  const valid = { rating: 4, title: "Sunrise", body: "The guide knew every bird." };
  const rows: [string, Partial<typeof valid>][] = [
    ["a complete review", {}],
    ["no title", { title: "  " }],
    ["a title of 151 characters", { title: long(151) }],
    ["a body of 3001 characters", { body: long(3001) }],
    ["a body of control characters only", { body: "\u0000\u0007" }],
    ["a rating of 0", { rating: 0 }],
    ["a rating of 4.5", { rating: 4.5 }],
  ];
  for (const [name, patch] of rows) {
    it(`agree on ${name}`, async () => {
      const form = { ...valid, ...patch };
      const byForm = Object.keys(reviewProblems(form)).sort();
      expect(await refusedByServer(() => readComment(form, "en"))).toEqual(byForm);
    });
  }
});

describe("the subscribe form and the server", () => {
  for (const email of ["made@example.com", " Made@Example.com ", "", "made@", "made @example.com"]) {
    it(`agree on ${JSON.stringify(email)}`, async () => {
      const byForm = subscribeProblem(email) ? ["email"] : [];
      expect(await refusedByServer(() => readSubscriber({ email }, "en"))).toEqual(byForm);
    });
  }
});
