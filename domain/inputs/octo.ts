/**
 * The request bodies of the OCTO supplier API (domain/octo.ts), one arktype schema each, with the
 * bounds our columns keep (migration 0047). Keys the standard has and we do not use are ignored.
 */
import { type } from "arktype";

const id = type("0 < string <= 100");
const text = (max: number) => type(`string <= ${max}`).or("null");
const calendarDate = type(/^\d{4}-\d{2}-\d{2}$/);

/** The most unit items one booking takes: a bus of people, not a list of every seat on a day. */
export const OCTO_MAX_UNIT_ITEMS = 100;
/** How long a hold lasts when the channel does not say, and the most it may ask for (minutes). */
export const OCTO_DEFAULT_HOLD_MINUTES = 30;
export const OCTO_MAX_HOLD_MINUTES = 24 * 60;

export const octoContact = type({
  "fullName?": text(200),
  "firstName?": text(100),
  "lastName?": text(100),
  "emailAddress?": text(200),
  "phoneNumber?": text(30),
  "country?": text(60),
  "postalCode?": text(20),
  "notes?": text(1000),
  "locales?": type("(string <= 35)[] <= 10"),
});
export type OctoContactInput = typeof octoContact.infer;

const unitQuantity = type({ id, quantity: "0 <= number.integer <= 100" });
const unitItem = type({ unitId: id, "uuid?": id, "resellerReference?": text(100), "contact?": octoContact });
const expirationMinutes = type(`1 <= number.integer <= ${OCTO_MAX_HOLD_MINUTES}`);

export const octoAvailabilityBody = type({
  productId: id,
  optionId: id,
  "localDate?": calendarDate,
  "localDateStart?": calendarDate,
  "localDateEnd?": calendarDate,
  "availabilityIds?": id.array().atMostLength(100),
  "units?": unitQuantity.array().atMostLength(20),
  "currency?": text(3),
});
export type OctoAvailabilityBody = typeof octoAvailabilityBody.infer;

export const octoCalendarBody = type({
  productId: id,
  optionId: id,
  localDateStart: calendarDate,
  localDateEnd: calendarDate,
  "units?": unitQuantity.array().atMostLength(20),
  "currency?": text(3),
});
export type OctoCalendarBody = typeof octoCalendarBody.infer;

export const octoReservationBody = type({
  "uuid?": id,
  productId: id,
  optionId: id,
  availabilityId: id,
  // Checked by the handler, which answers a missing or empty list as OCTO's validator expects.
  "unitItems?": unitItem.array().atMostLength(OCTO_MAX_UNIT_ITEMS),
  "expirationMinutes?": expirationMinutes,
  "resellerReference?": text(100),
  "notes?": text(1000),
  "contact?": octoContact,
  "currency?": text(3),
});
export type OctoReservationBody = typeof octoReservationBody.infer;

export const octoConfirmationBody = type({
  contact: octoContact,
  "resellerReference?": text(100),
  "unitItems?": unitItem.array().atMostLength(OCTO_MAX_UNIT_ITEMS),
  "emailReceipt?": "boolean",
});
export type OctoConfirmationBody = typeof octoConfirmationBody.infer;

export const octoUpdateBody = type({
  "resellerReference?": text(100),
  "notes?": text(1000),
  "contact?": octoContact,
  "expirationMinutes?": expirationMinutes,
  "productId?": id,
  "optionId?": id,
  "availabilityId?": id,
  "unitItems?": unitItem.array().atMostLength(OCTO_MAX_UNIT_ITEMS),
  "emailReceipt?": "boolean",
});
export type OctoUpdateBody = typeof octoUpdateBody.infer;

export const octoExtendBody = type({ "expirationMinutes?": expirationMinutes });

export const octoCancellationBody = type({ "reason?": text(500), "force?": "boolean" });

export const octoBookingsQuery = type({
  "resellerReference?": "string <= 100",
  "supplierReference?": "string <= 100",
  "localDate?": calendarDate,
});
