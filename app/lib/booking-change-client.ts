/**
 * The tourist's change of a booking once its page runs (POST /api/booking/{reference}/change), for
 * the change machine: the preview and the save, each answer checked, each refusal reported as the
 * machine reads it (a stale version is a conflict; any other refusal with messages names its fields).
 */
import { FetchError } from "ofetch";
import type { ChangePreview } from "#domain/booking-change.ts";
import type { ChangeFailure, ChangeFields, SaveChangeInput } from "#machines/booking-change.machine.ts";
import {
  arrayOf,
  expectAnswer,
  isBoolean,
  isCount,
  isFilledString,
  isNumber,
  isString,
  oneOf,
  optional,
  recordOf,
  shape,
} from "./answer-shape.ts";
import { postWithCsrf } from "./auth-client.ts";

const isPreviewAnswer = shape({
  preview: shape({
    reference: isFilledString,
    version: isCount,
    currency: oneOf("IDR", "USD"),
    changes: arrayOf(shape({ field: isFilledString, before: isString, after: isString })),
    oldTotalMinor: isCount,
    newTotalMinor: isCount,
    differenceMinor: isNumber,
  }),
});
const isSaveAnswer = shape({ changed: isBoolean });
const isRefusal = shape({ message: optional(isString), errors: optional(recordOf(arrayOf(isString))) });

/** A refusal as the machine reads it; anything without an answer is thrown on as it came. */
export function changeFailureOf(error: unknown): ChangeFailure | unknown {
  if (!(error instanceof FetchError) || (error.status !== 409 && error.status !== 422 && error.status !== 429)) {
    return error;
  }
  if (!isRefusal(error.data)) return error;
  const { message = "", errors = {} } = error.data;
  if (errors.version) return { kind: "conflict", message: errors.version[0] ?? message };
  const fields = Object.fromEntries(
    Object.entries(errors).flatMap(([name, messages]) => (messages[0] ? [[name, messages[0]]] : [])),
  );
  return { kind: "fields", fields, message: message || null };
}

/** Where the change goes, and the e-mail that proves it when the booking was looked up (none on the profile). */
export interface ChangeTarget {
  reference: string;
  email?: string;
}

async function post(target: ChangeTarget, body: Record<string, string | number>): Promise<unknown> {
  const path = `/api/booking/${encodeURIComponent(target.reference)}/change`;
  try {
    return await postWithCsrf(path, target.email === undefined ? body : { ...body, email: target.email });
  } catch (error) {
    throw changeFailureOf(error);
  }
}

export async function previewChange(target: ChangeTarget, fields: ChangeFields): Promise<ChangePreview> {
  const body = await post(target, fields);
  return expectAnswer(body, isPreviewAnswer, "change preview").preview as ChangePreview;
}

export async function saveChange(target: ChangeTarget, input: SaveChangeInput): Promise<{ changed: boolean }> {
  const body = await post(target, { ...input.fields, version: input.version, total: input.total, confirm: "yes" });
  return expectAnswer(body, isSaveAnswer, "change save");
}
