/**
 * The requests of GetYourGuide's supplier API (domain/getyourguide.ts), one arktype schema each,
 * with the bounds our columns keep (migrations 0047 and 0049). POST bodies carry their fields in
 * `data`; keys the contract has and we do not use are ignored.
 */
import { type } from "arktype";

const id = type("0 < string <= 100");
const text = (max: number) => type(`string <= ${max}`).or("null");
const dateTime = type("0 < string <= 40");

/** The most participants of one category, and of categories, one booking takes. */
export const GYG_MAX_COUNT = 100;
/** How long GetYourGuide's reservation holds the seats (minutes): its checkout's hold time. */
export const GYG_HOLD_MINUTES = 60;

export const gygAvailabilityQuery = type({ productId: id, fromDateTime: dateTime, toDateTime: dateTime });
export type GygAvailabilityQuery = typeof gygAvailabilityQuery.infer;

const bookingItem = type({
  category: "0 < string <= 30",
  count: `0 <= number.integer <= ${GYG_MAX_COUNT}`,
  "retailPrice?": "number",
  "groupSize?": "number.integer",
});

export const gygReserveBody = type({
  data: {
    productId: id,
    dateTime,
    bookingItems: bookingItem.array().moreThanLength(0).atMostLength(10),
    gygBookingReference: id,
  },
});
export type GygReserveBody = typeof gygReserveBody.infer;

export const gygCancelReservationBody = type({
  data: { reservationReference: id, gygBookingReference: id, "productId?": id },
});

const traveler = type({
  "firstName?": text(100),
  "lastName?": text(100),
  "email?": text(200),
  "phoneNumber?": text(30),
});
export type GygTravelerInput = typeof traveler.infer;

export const gygBookBody = type({
  data: {
    productId: id,
    reservationReference: id,
    gygBookingReference: id,
    dateTime,
    bookingItems: bookingItem.array().moreThanLength(0).atMostLength(10),
    "travelers?": traveler.array().atMostLength(GYG_MAX_COUNT),
    "language?": text(10),
    "currency?": text(3),
    "comment?": text(1000),
    "travelerHotel?": text(200),
  },
});
export type GygBookBody = typeof gygBookBody.infer;

export const gygCancelBookingBody = type({
  data: { bookingReference: id, gygBookingReference: id, "productId?": id },
});
