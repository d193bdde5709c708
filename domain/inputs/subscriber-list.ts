/** The operator's change to the newsletter's list: unsubscribe one address on its owner's behalf. */
import { type } from "arktype";

export const unsubscribeSchema = type({ intent: "'unsubscribe'", id: "string.integer.parse" }).pipe(({ id }) => ({
  id,
}));

/** The subscriber to take off the list, or null when the form is not this one. */
export function parseUnsubscribe(fields: Readonly<Record<string, unknown>>): { id: number } | null {
  const parsed = unsubscribeSchema(fields);
  return parsed instanceof type.errors ? null : parsed;
}
