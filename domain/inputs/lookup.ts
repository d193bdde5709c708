/** The tourist's lookup of a booking: its reference and the e-mail it was made with, both required. */
import { type } from "arktype";
import { EMAIL_MAX_LENGTH } from "../email.ts";
import { filled, meeting, type Parsed, parseFields, trimmedText } from "./fields.ts";

/** Far past any reference we issue; the form takes no more, and a longer one is cut and finds nothing. */
export const REFERENCE_MAX_LENGTH = 100;

/**
 * "bt-7kx4 m9pq", "BT7KX4M9PQ" and "BT-7KX4-M9PQ" are the same reference (a trip's "TR-" too) as a tourist types it
 * or reads it from an e-mail; anything that does not become the usual form is kept as typed
 * (upper case), so it finds nothing.
 */
export function normaliseReference(typed: string): string {
  const compact = typed.toUpperCase().replace(/[\s-]+/g, "");
  const match = /^(BT|TR)([A-Z0-9]{4})([A-Z0-9]{4})$/.exec(compact);
  return match ? `${match[1]}-${match[2]}-${match[3]}` : typed.trim().toUpperCase();
}

export interface LookupInput {
  reference: string;
  email: string;
}

const required = meeting([["required", filled]]);

// Anything that is not empty is looked up as it is: a wrong pair simply finds nothing.
const shape = {
  reference: type("string")
    .pipe((typed) => normaliseReference(typed.slice(0, REFERENCE_MAX_LENGTH)))
    .narrow(required),
  email: trimmedText.pipe((email) => email.slice(0, EMAIL_MAX_LENGTH)).narrow(required),
};
const lookupSchema = type(shape);

export function parseLookup(fields: Readonly<Record<string, string>>): Parsed<LookupInput, "required"> {
  return parseFields(lookupSchema, ["reference", "email"], { reference: fields.reference ?? "", email: fields.email });
}
