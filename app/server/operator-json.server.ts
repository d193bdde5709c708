/**
 * The back office's JSON calls (../shared/DESIGN.md "/admin/..."): every operator page answers a
 * client that asks for JSON with the same loader and action as its HTML, so there is one place
 * for each rule. A GET answers the page's data; a change sends its fields as a JSON object (or a
 * form) with the X-XSRF-TOKEN header, and a refusal answers `{ message, errors? }` with the page's
 * status (404, 409, 413, 419, 422), each message in the operator's language. A change that went
 * through answers 303 to the changed page, whose JSON the client reads by following it.
 */
import type { I18n, MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { type EntryContext, isRouteErrorResponse } from "react-router";

/** What an operator route names in its `handle`: the messages of the problems its action answers. */
export interface OperatorJsonHandle {
  problemMessages: Readonly<Record<string, MessageDescriptor>>;
}

/** Whether the caller of an /admin path wants JSON: it asks for it first, or sent JSON. */
export function wantsOperatorJson(request: Request): boolean {
  if (!new URL(request.url).pathname.startsWith("/admin/")) return false;
  const accepted = (request.headers.get("accept") ?? "").split(",")[0]?.trim().toLowerCase() ?? "";
  return accepted.startsWith("application/json") || isJsonBody(request);
}

export function isJsonBody(request: Request): boolean {
  return (request.headers.get("content-type") ?? "").toLowerCase().startsWith("application/json");
}

/**
 * The fields of a JSON body as the form an operator page reads: strings, numbers and booleans as
 * text, an array as the field repeated. Anything else (an object, null, a body that is not an
 * object) is left out, so the page's own checks answer it field by field.
 */
export async function formOfJsonBody(request: Request): Promise<FormData> {
  const form = new FormData();
  const body: unknown = await request.json().catch(() => null);
  if (!body || typeof body !== "object" || Array.isArray(body)) return form;
  for (const [name, value] of Object.entries(body)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (["string", "number", "boolean"].includes(typeof item)) form.append(name, String(item));
    }
  }
  return form;
}

const STATUS_MESSAGES: Readonly<Record<number, MessageDescriptor>> = {
  404: msg`Page not found`,
  405: msg`This page cannot be changed.`,
  409: msg`Someone else saved this after you opened it. Reload the page to see their changes, then make yours again.`,
  413: msg`The upload is too large.`,
  419: msg`This form has expired. Please reload the page and try again.`,
  422: msg`The given data was invalid.`,
};

type Problems = ReadonlyArray<readonly [string, string]>;

interface RefusedAnswer {
  problem?: string;
  field?: string;
  problems?: Problems;
  photoErrors?: Record<string, string>;
  /** Messages already in the operator's language, per field (a booking's entry, priced by workers/). */
  fieldErrors?: Record<string, string[]>;
}

/** A refusal's `{ message, errors? }`: each field's problem named by the route's messages. */
function refusal(
  answer: RefusedAnswer | null,
  status: number,
  messages: OperatorJsonHandle["problemMessages"],
  i18n: I18n,
) {
  const named = (code: string | undefined) => {
    const descriptor = ((code && messages[code]) ||
      STATUS_MESSAGES[status] ||
      STATUS_MESSAGES[422]) as MessageDescriptor;
    // A message may name what the answer holds, e.g. a booking's status now ({current}).
    return i18n._({ ...descriptor, values: { ...answer, ...descriptor.values } });
  };
  const errors: Record<string, string[]> = {};
  for (const [field, code] of answer?.problems ?? []) errors[field] = [...(errors[field] ?? []), named(code)];
  for (const [field, text] of Object.entries(answer?.photoErrors ?? {})) errors[field] = [text];
  for (const [field, texts] of Object.entries(answer?.fieldErrors ?? {})) errors[field] = texts;
  if (answer?.field && answer.problem) errors[answer.field] = [named(answer.problem)];
  const first = Object.values(errors)[0]?.[0];
  const message = answer?.problem ? named(answer.problem) : (first ?? named(undefined));
  return Object.keys(errors).length > 0 ? { message, errors } : { message };
}

/**
 * The JSON answer of an operator page: its loader's data, or what refused the change. The route is
 * the deepest match; the root's data (the shell's) is not the page's.
 */
export function operatorJsonAnswer(status: number, headers: Headers, context: EntryContext, i18n: I18n): Response {
  const handler = context.staticHandlerContext;
  const leaf = handler.matches.at(-1)?.route.id ?? "";
  const handle = context.routeModules[leaf]?.handle as OperatorJsonHandle | undefined;
  const messages = handle?.problemMessages ?? {};
  headers.set("Content-Type", "application/json; charset=utf-8");
  headers.append("Vary", "Accept");
  const thrown = Object.values(handler.errors ?? {})[0];
  if (thrown !== undefined) {
    const errorStatus = isRouteErrorResponse(thrown) ? thrown.status : 500;
    const message = i18n._(STATUS_MESSAGES[errorStatus] ?? msg`Something went wrong. Please try again.`);
    return new Response(JSON.stringify({ message }), { status: errorStatus, headers });
  }
  const actionData = handler.actionData?.[leaf] as RefusedAnswer | undefined;
  if (actionData !== undefined && status >= 400) {
    return new Response(JSON.stringify(refusal(actionData, status, messages, i18n)), { status, headers });
  }
  return new Response(JSON.stringify(actionData ?? handler.loaderData[leaf] ?? null), { status, headers });
}
