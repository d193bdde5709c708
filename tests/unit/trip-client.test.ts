import { FetchError } from "ofetch";
import { describe, expect, it } from "vitest";
import { tripFailureOf } from "#app/lib/trip-client.ts";

/** An error as ofetch throws it for an answer of `status` with the JSON `data`. */
function answered(status: number, data: unknown): FetchError {
  return Object.assign(new FetchError(`[POST] "/api/trip": ${status}`), { status, data });
}

describe("what the send form shows for POST /api/trip's refusals", () => {
  it("puts a 422's contact messages under their fields, the first of each", () => {
    const failure = tripFailureOf(
      answered(422, {
        message: "E-mail must be valid",
        errors: { email: ["E-mail must be valid", "again"], phone_number: ["Please enter a phone number"] },
      }),
    );
    expect(failure).toEqual({
      fields: { email: "E-mail must be valid", phoneNumber: "Please enter a phone number" },
    });
  });

  it("puts the plan's problems, an item's and a refused total, under the plan", () => {
    const item = "Day 2 (Friday), item 1: this is no longer offered. Please remove it from your trip.";
    expect(
      tripFailureOf(answered(422, { message: item, errors: { plan: [item], "plan.days.1.items.0": [item] } })),
    ).toEqual({ fields: { plan: item } });
    const prices = "The prices have changed. Please reload the page to see the current prices.";
    expect(tripFailureOf(answered(422, { message: prices, errors: { total: [prices] } }))).toEqual({
      fields: { plan: prices },
    });
  });

  it("says a 429's message, and a refusal of no field of the form as a message of its own", () => {
    const wait = "Too many trip plans sent. Please wait a few minutes and try again.";
    expect(tripFailureOf(answered(429, { message: wait }))).toEqual({ fields: {}, message: wait });
    const key = "This Idempotency-Key was already used for another trip plan.";
    expect(tripFailureOf(answered(422, { message: key, errors: { idempotency_key: [key] } }))).toEqual({
      fields: {},
      message: key,
    });
  });

  it("has nothing to say for no answer or a 5xx: the form says to try again", () => {
    expect(tripFailureOf(new TypeError("Failed to fetch"))).toEqual({ fields: {} });
    expect(tripFailureOf(answered(502, "Bad Gateway"))).toEqual({ fields: {} });
  });
});
