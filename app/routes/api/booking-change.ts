/**
 * POST /api/booking/{reference}/change: the tourist's change form once its page runs (the change
 * machine, machines/booking-change.machine.ts), the same change as the page's own form: the preview
 * `{ preview }`, or with `confirm: "yes"` and the preview's `version` and `total` the save
 * `{ changed }`. The caller is the account that holds the booking, or sends its `email`; 404
 * otherwise. 409 outside the window or on a stale version, 422 per field.
 */
import type { ActionFunctionArgs } from "react-router";
import { getUser } from "#app/middleware/user.server.ts";
import { apiAction, postOnlyLoader } from "#app/server/api.server.ts";
import { normaliseReference, REFERENCE_MAX_LENGTH } from "#domain/inputs/lookup.ts";
import { changeAsTourist } from "#workers/booking/tourist-change.ts";
import { requireTouristOfBooking } from "#workers/booking/tourist-change-answer.ts";
import { PURGE_HEADER, purgeHeader } from "#workers/edge-cache.ts";

/** The body's strings and numbers as the form's fields; anything else is left out, for the parse to refuse. */
function fieldsOf(body: unknown): Record<string, string> {
  if (!body || typeof body !== "object" || Array.isArray(body)) return {};
  const fields: Record<string, string> = {};
  for (const [name, value] of Object.entries(body)) {
    if (typeof value === "string" || typeof value === "number") fields[name] = String(value);
  }
  return fields;
}

export async function action(args: ActionFunctionArgs) {
  const user = await getUser(args.context);
  return apiAction(async ({ json, ...scope }) => {
    const reference = normaliseReference((scope.params.reference ?? "").slice(0, REFERENCE_MAX_LENGTH));
    const fields = fieldsOf(await json());
    await requireTouristOfBooking(scope, reference, user?.id ?? null, fields.email);
    const outcome = await changeAsTourist(scope, reference, fields, user?.id ?? null);
    if (outcome.kind === "preview") return { preview: outcome.preview };
    const headers = outcome.kind === "changed" ? { [PURGE_HEADER]: purgeHeader(outcome.purge) } : undefined;
    return Response.json({ changed: outcome.kind === "changed" }, { headers });
  })(args);
}

export const loader = postOnlyLoader;
