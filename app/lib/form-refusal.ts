/**
 * What a form shows when the /api refuses what it sent: a 422's messages under the form's fields
 * (the first for each), and the server's own message when it names no field of the form (a 429, a
 * refused total or key), which says what to do. Nothing for the rest (no answer, a 5xx): the form
 * then says to try again.
 */
import { FetchError } from "ofetch";
import { arrayOf, isFilledString, isString, optional, recordOf, shape } from "./answer-shape.ts";

const isRefusalAnswer = shape({ message: optional(isString), errors: recordOf(arrayOf(isString)) });
const isLimitAnswer = shape({ message: isFilledString });

export interface FormRefusal<Field extends string> {
  fields: Partial<Record<Field, string>>;
  message?: string;
}

/** `fieldOf` names the form's field for each of the /api's field names, or nothing where it has none. */
export function formRefusalOf<Field extends string>(
  error: unknown,
  fieldOf: (name: string) => Field | undefined,
): FormRefusal<Field> {
  const fields: Partial<Record<Field, string>> = {};
  if (!(error instanceof FetchError)) return { fields };
  if (error.status === 429) {
    return isLimitAnswer(error.data) ? { fields, message: error.data.message } : { fields };
  }
  if (error.status !== 422) return { fields };
  const answer: unknown = error.data;
  if (!isRefusalAnswer(answer)) return { fields };
  for (const [name, messages] of Object.entries(answer.errors)) {
    const field = fieldOf(name);
    const [message] = messages;
    if (field && message && !fields[field]) fields[field] = message;
  }
  if (Object.keys(fields).length > 0 || !answer.message) return { fields };
  return { fields, message: answer.message };
}
