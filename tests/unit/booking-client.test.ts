import { FetchError } from "ofetch";
import { describe, expect, it } from "vitest";
import { bookingFailureOf } from "#app/lib/booking-client.ts";

/** An error as ofetch throws it for an answer of `status` with the JSON `data`. */
function answered(status: number, data: unknown): FetchError {
  return Object.assign(new FetchError(`[POST] "/api/booking": ${status}`), { status, data });
}

describe("what the booking form shows for a refused booking", () => {
  it("puts a 422's messages under step 1's fields", () => {
    const invalid = "E-mail must be valid";
    expect(bookingFailureOf(answered(422, { message: invalid, errors: { email: [invalid] } }))).toEqual({
      fields: { email: invalid },
    });
  });

  it("puts a refused pickup area under the form's pickup area", () => {
    const outside = "We do not pick up in this area. Please choose another area or come to the meeting point.";
    expect(bookingFailureOf(answered(422, { message: outside, errors: { pickup_area: [outside] } }))).toEqual({
      fields: { pickupArea: outside },
    });
  });

  it("says the server's message for a refusal of no field of step 1, e.g. a changed price", () => {
    const prices = "The prices have changed. Please reload the page to see the current prices.";
    expect(bookingFailureOf(answered(422, { message: prices, errors: { total: [prices] } }))).toEqual({
      fields: {},
      message: prices,
    });
  });
});

describe("answers the booking form cannot read", () => {
  it("says the rate limit's message of a 429", () => {
    const wait = "Too many booking requests. Please try again in a few minutes.";
    expect(bookingFailureOf(answered(429, { message: wait }))).toEqual({ fields: {}, message: wait });
  });

  it("shows nothing of a 422 whose errors are not lists of messages, so the form says to try again", () => {
    expect(bookingFailureOf(answered(422, { message: "x", errors: { email: "not a list" } }))).toEqual({ fields: {} });
    expect(bookingFailureOf(answered(422, "<html>Bad gateway</html>"))).toEqual({ fields: {} });
    expect(bookingFailureOf(answered(429, { message: "" }))).toEqual({ fields: {} });
  });
});
