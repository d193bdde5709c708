/**
 * The messages of the answers any call can get, whatever it does: a refused method, a missing
 * thing, a query that does not parse, our own failure, a sign-out. They are catalog messages like
 * every other server message, written in the request's language when the answer is (see HttpError
 * in ./http.ts and docs/decisions/0054-protocol-messages.md).
 */
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { ArkError } from "arktype";
import { FORM_EXPIRED } from "#domain/inputs/account-messages.ts";

export const PROTOCOL_MESSAGES = {
  // The pages' forms say the same when their token is stale; an /api client is the site's own page.
  csrfMismatch: FORM_EXPIRED,
  methodNotAllowed: msg`Method not allowed.`,
  bodyNotJson: msg`The request body must be JSON.`,
  unknownSignInProvider: msg`Unknown sign-in provider.`,
  serverError: msg`Something went wrong on our side. Please try again.`,
  signedOut: msg`Signed out.`,
} satisfies Record<string, MessageDescriptor>;

/** What a 404 names, each a whole sentence (a noun and "not found" do not make one in Indonesian). */
export const NOT_FOUND_MESSAGES = {
  "API endpoint": msg`API endpoint not found.`,
  Activity: msg`Activity not found.`,
  "Activity category": msg`Activity category not found.`,
  Booking: msg`Booking not found.`,
  Category: msg`Category not found.`,
  Content: msg`Content not found.`,
  Destination: msg`Destination not found.`,
  Event: msg`Event not found.`,
  Invitation: msg`Invitation not found.`,
  Package: msg`Package not found.`,
  Page: msg`Page not found.`,
  "Pickup area": msg`Pickup area not found.`,
  Product: msg`Product not found.`,
  Regency: msg`Regency not found.`,
  Resource: msg`Driver, guide or vehicle not found.`,
  Review: msg`Review not found.`,
  "Special offer": msg`Special offer not found.`,
  "Team member": msg`Team member not found.`,
  Tip: msg`Tip not found.`,
  Transport: msg`Transport not found.`,
  "Transport type": msg`Transport type not found.`,
  Trip: msg`Trip not found.`,
} satisfies Record<string, MessageDescriptor>;

export type NotFoundSubject = keyof typeof NOT_FOUND_MESSAGES;

/**
 * A query parameter's problem, naming the parameter. arktype's own summary is English and speaks
 * of types ("must be at least 1 (was 0)"); a caller needs which parameter, and whether it was
 * missing, too long or otherwise wrong.
 */
export function queryProblemMessage(name: string, problem: ArkError): MessageDescriptor {
  if (problem.code === "required") return msg`The query parameter “${name}” is missing.`;
  if (problem.code === "maxLength") return msg`The query parameter “${name}” is too long.`;
  return invalidQueryParameter(name);
}

/** A query parameter whose value is none of those it takes. */
export function invalidQueryParameter(name: string): MessageDescriptor {
  return msg`The query parameter “${name}” is not valid.`;
}
