/**
 * The rules of a booking's contact fields (spec section 5), free of arktype: the booking form
 * checks them in the browser without loading the schema library, and the server's schema
 * (booking.ts, trip-request.ts) is built from the same rules, so both read a field alike.
 */
import {
  isPhoneNumber,
  NAME_MAX_LENGTH,
  PHONE_MAX_LENGTH,
  PICKUP_MAX_LENGTH,
  SPECIAL_REQUEST_MAX_LENGTH,
  splitTitle,
} from "../booking-rules.ts";
import { isOfferedCountry } from "../countries.ts";
import { EMAIL_MAX_LENGTH, looksLikeEmail } from "../email.ts";
import { isSingleLineName } from "../plain-text.ts";
import { atMost, type FieldProblems, filled, firstProblem, type TextRules, trimmedTextOf } from "./text-rules.ts";

/** The longest each text field may be, for the form's maxLength and the checks below. */
export const BOOKING_TEXT_LIMITS = {
  first_name: NAME_MAX_LENGTH,
  last_name: NAME_MAX_LENGTH,
  email: EMAIL_MAX_LENGTH,
  phone_number: PHONE_MAX_LENGTH,
  special_request: SPECIAL_REQUEST_MAX_LENGTH,
  pickup_location: PICKUP_MAX_LENGTH,
} as const;

export type ContactProblem =
  | "firstNameRequired"
  | "firstNameTooLong"
  | "firstNameNotOneLine"
  | "lastNameRequired"
  | "lastNameTooLong"
  | "lastNameNotOneLine"
  | "emailRequired"
  | "emailInvalid"
  | "phoneRequired"
  | "phoneInvalid"
  | "countryRequired"
  | "specialRequestInvalid"
  | "specialRequestTooLong"
  | "pickupRequired"
  | "pickupTooLong"
  | "pickupNotOneLine";

// Names and the pickup place reach the mails: one line of visible text, so they cannot pose as our own lines.
const oneLine = (value: string) => isSingleLineName(value);

/**
 * The form sends the title, if one was chosen, in front ("Mr. Made"); none is no title, never a
 * default one. The length limit is the name's, as the form counts it.
 */
export const FIRST_NAME_RULES: TextRules<ContactProblem> = [
  ["firstNameRequired", filled],
  ["firstNameRequired", (value) => splitTitle(value).name !== ""],
  ["firstNameNotOneLine", (value) => oneLine(splitTitle(value).name)],
  ["firstNameTooLong", (value) => atMost(BOOKING_TEXT_LIMITS.first_name)(splitTitle(value).name)],
];

export const LAST_NAME_RULES: TextRules<ContactProblem> = [
  ["lastNameRequired", filled],
  ["lastNameNotOneLine", oneLine],
  ["lastNameTooLong", atMost(BOOKING_TEXT_LIMITS.last_name)],
];

export const EMAIL_RULES: TextRules<ContactProblem> = [
  ["emailRequired", filled],
  ["emailInvalid", looksLikeEmail],
];

export const PHONE_RULES: TextRules<ContactProblem> = [
  ["phoneRequired", filled],
  ["phoneInvalid", isPhoneNumber],
];

export const COUNTRY_RULES: TextRules<ContactProblem> = [["countryRequired", isOfferedCountry]];

export const PICKUP_RULES: TextRules<ContactProblem> = [
  ["pickupRequired", filled],
  ["pickupNotOneLine", oneLine],
  ["pickupTooLong", atMost(BOOKING_TEXT_LIMITS.pickup_location)],
];

/** The special request is optional: text (or nothing) of at most its limit once trimmed. */
export function specialRequestProblem(value: unknown): ContactProblem | null {
  if (value !== null && value !== undefined && typeof value !== "string") return "specialRequestInvalid";
  return atMost(BOOKING_TEXT_LIMITS.special_request)((value ?? "").trim()) ? null : "specialRequestTooLong";
}

/** The contact fields in the order their problems are listed, with the rules of each text field. */
const TEXT_FIELD_RULES = {
  first_name: FIRST_NAME_RULES,
  last_name: LAST_NAME_RULES,
  email: EMAIL_RULES,
  phone_number: PHONE_RULES,
  country: COUNTRY_RULES,
} as const;

/** The contact fields of a booking request (names, e-mail, phone, country, special request, pickup). */
export type BookingContact = Record<keyof typeof TEXT_FIELD_RULES | "special_request" | "pickup_location", unknown>;

/** What the form checks before sending: the problems of the tourist's contact fields, the first per field. */
export function bookingContactProblems(contact: BookingContact): FieldProblems<ContactProblem> {
  const problems: FieldProblems<ContactProblem> = [];
  for (const [field, rules] of Object.entries(TEXT_FIELD_RULES)) {
    const problem = firstProblem(rules, trimmedTextOf(contact[field as keyof BookingContact]));
    if (problem) problems.push([field, problem]);
  }
  const special = specialRequestProblem(contact.special_request);
  if (special) problems.push(["special_request", special]);
  const pickup = firstProblem(PICKUP_RULES, trimmedTextOf(contact.pickup_location));
  if (pickup) problems.push(["pickup_location", pickup]);
  return problems;
}
