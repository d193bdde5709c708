/**
 * What each problem of a booking request says, in the catalogs' two languages (spec section 5's
 * wording where it has one): the server answers these, and the form shows the ones it has no
 * shorter word for. Apart from domain/inputs/booking.ts because the Lingui macro only runs where
 * messages are compiled (the browser tests import the schema).
 */

import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import {
  MAX_QUANTITY,
  MONTHS_AHEAD,
  NAME_MAX_LENGTH,
  PICKUP_MAX_LENGTH,
  SPECIAL_REQUEST_MAX_LENGTH,
} from "../booking-rules.ts";
import { ACCOUNT_PROBLEM_MESSAGES } from "./account-messages.ts";
import type { BookingProblem } from "./booking.ts";

export const BOOKING_PROBLEM_MESSAGES: Record<BookingProblem, MessageDescriptor> = {
  activityMismatch: msg`This form is for another activity. Please reload the page.`,
  transportMismatch: msg`This form is for another vehicle. Please reload the page.`,
  dateRequired: msg`Please choose the visit date.`,
  dateInvalid: msg`The visit date is not a valid date.`,
  dateInPast: msg`The visit date cannot be before today.`,
  dateTooFar: msg`The visit date can be at most ${MONTHS_AHEAD} months from today.`,
  startTimeInvalid: msg`The start time must be a time such as 08:00.`,
  directionRequired: msg`Please choose whether you arrive at or depart from the airport.`,
  directionInvalid: msg`The direction must be an arrival or a departure.`,
  flightNumberRequired: msg`Please enter your flight number.`,
  flightNumberInvalid: msg`The flight number must look like GA 404 or QZ7510.`,
  flightTimeRequired: msg`Please enter your flight's time.`,
  flightTimeInvalid: msg`The flight time must be a time such as 14:30.`,
  pickupTimeRequired: msg`Please choose the pickup time.`,
  pickupTimeInvalid: msg`The pickup time must be a time such as 08:00.`,
  adultsInvalid: msg`The number of adults must be a whole number from 0 to ${MAX_QUANTITY}.`,
  kidsInvalid: msg`The number of children must be a whole number from 0 to ${MAX_QUANTITY}.`,
  peopleInvalid: msg`The number of people must be a whole number.`,
  firstNameRequired: msg`First name is required.`,
  firstNameTooLong: msg`First name must be at most ${NAME_MAX_LENGTH} characters.`,
  firstNameNotOneLine: msg`The first name must be one line, without control or invisible characters.`,
  lastNameRequired: msg`Last name is required.`,
  lastNameTooLong: msg`Last name must be at most ${NAME_MAX_LENGTH} characters.`,
  lastNameNotOneLine: msg`The last name must be one line, without control or invisible characters.`,
  emailRequired: ACCOUNT_PROBLEM_MESSAGES.emailRequired,
  emailInvalid: ACCOUNT_PROBLEM_MESSAGES.emailInvalid,
  phoneRequired: msg`Phone number is required.`,
  phoneInvalid: msg`The phone number may hold digits, spaces, +, - and brackets: 6 to 30 characters, at least 6 digits.`,
  countryRequired: msg`Please select your country.`,
  specialRequestInvalid: msg`The special request must be text.`,
  specialRequestTooLong: msg`The special request must be at most ${SPECIAL_REQUEST_MAX_LENGTH} characters.`,
  pickupRequired: msg`Pickup location is required.`,
  pickupAreaInvalid: msg`Please choose your pickup area again: this one is not offered.`,
  pickupAreaOutside: msg`We do not pick up in this area. Please choose another area or come to the meeting point.`,
  pickupAreaTooEarly: msg`From this area the pickup would be before midnight. Please choose a later start, another area or the meeting point.`,
  pickupTooLong: msg`The pickup location must be at most ${PICKUP_MAX_LENGTH} characters.`,
  pickupNotOneLine: msg`The pickup location must be one line, without control or invisible characters.`,
  paymentMethodInvalid: msg`Please choose a payment method.`,
  orderUnreadable: msg`The order could not be read. Please reload the page.`,
  totalInvalid: msg`The total must be a number.`,
};
