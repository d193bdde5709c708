/**
 * GetYourGuide's supplier API under /gyg/1/ (issue 39; docs/channels.md, decision 0072): the
 * channel's `user:password` as HTTP Basic, counted against the credential's own rate limit, each
 * call logged without personal data, and GetYourGuide's answers: HTTP 200 with `{ data }` or
 * `{ errorCode, errorMessage }`. No tourist session and no CSRF token: the credential, checked on
 * every call, is the only thing that speaks for GetYourGuide, so a revoked one is refused at once.
 */
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { type } from "arktype";
import type { GygErrorBody, GygErrorCode } from "#domain/getyourguide.ts";
import type { Locale } from "#domain/locale.ts";
import { translate } from "#workers/i18n.ts";
import type { RequestScope } from "#workers/request-scope.ts";
import { type Channel, channelOfCredential, jsonOf, logChannelCall } from "./channel-calls.ts";

/** One call as the handlers see it. */
export interface GygCall {
  scope: RequestScope;
  channel: Channel;
  now: Date;
  locale: Locale;
  /** The JSON body; VALIDATION_FAILURE when it is not JSON or not of `schema`. */
  body: <T extends type.Any>(schema: T) => Promise<T["infer"]>;
}

export class GygError extends Error {
  constructor(
    readonly code: GygErrorCode,
    readonly text: MessageDescriptor | string,
    readonly about: Partial<Pick<GygErrorBody, "ticketCategory" | "participantsConfiguration">> = {},
    /** GetYourGuide's contract answers every error with 200; only a full window and an unknown path differ. */
    readonly status = 200,
  ) {
    super(typeof text === "string" ? text : code);
  }

  body(locale: Locale): GygErrorBody {
    const errorMessage = typeof this.text === "string" ? this.text : translate(locale, this.text);
    return { errorCode: this.code, errorMessage, ...this.about };
  }
}

const JSON_HEADERS = { "Cache-Control": "no-store", "Content-Type": "application/json; charset=utf-8" };

function answer(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: JSON_HEADERS });
}

/** The `user:password` of an HTTP Basic header, or null. */
function basicCredential(request: Request): string | null {
  const match = /^Basic\s+([A-Za-z0-9+/=]{4,400})$/i.exec((request.headers.get("authorization") ?? "").trim());
  if (!match?.[1]) return null;
  try {
    const decoded = atob(match[1]);
    return /^[\x21-\x7e]+:[\x20-\x7e]+$/.test(decoded) ? decoded : null;
  } catch {
    return null;
  }
}

async function authenticate(scope: RequestScope): Promise<Channel> {
  const credential = basicCredential(scope.request);
  if (!credential) {
    throw new GygError(
      "AUTHORIZATION_FAILURE",
      msg`Send the channel's user and password as HTTP Basic authentication.`,
    );
  }
  const channel = await channelOfCredential(scope.db, "getyourguide", credential);
  if (channel === "unknown") {
    throw new GygError("AUTHORIZATION_FAILURE", msg`These credentials are unknown or have been revoked.`);
  }
  if (channel === "overLimit") {
    throw new GygError(
      "INTERNAL_SYSTEM_FAILURE",
      msg`Too many calls with this key: wait a minute and try again.`,
      {},
      429,
    );
  }
  return channel;
}

function bodyReader(request: Request) {
  return async <T extends type.Any>(schema: T): Promise<T["infer"]> => {
    const json = await jsonOf(request);
    if (json === undefined) throw new GygError("VALIDATION_FAILURE", msg`The request body must be JSON.`);
    const parsed = schema(json);
    if (parsed instanceof type.errors) throw new GygError("VALIDATION_FAILURE", parsed.summary);
    return parsed;
  };
}

type Handler = (call: GygCall) => Promise<unknown>;

const supplier = () => import("./gyg-supplier.ts");

/** The endpoints below /gyg/1/, with or without their trailing slash. */
const ROUTES: Record<string, { method: string; handler: () => Promise<Handler> }> = {
  "get-availabilities": { method: "GET", handler: async () => (await supplier()).getAvailabilities },
  reserve: { method: "POST", handler: async () => (await supplier()).reserve },
  "cancel-reservation": { method: "POST", handler: async () => (await supplier()).cancelReservation },
  book: { method: "POST", handler: async () => (await supplier()).book },
  "cancel-booking": { method: "POST", handler: async () => (await supplier()).cancelBooking },
};

async function handle(scope: RequestScope, path: string, now: Date): Promise<unknown> {
  const route = Object.hasOwn(ROUTES, path.replace(/\/$/, "")) ? ROUTES[path.replace(/\/$/, "")] : undefined;
  if (!route) {
    throw new GygError("VALIDATION_FAILURE", msg`There is no such GetYourGuide endpoint.`, {}, 404);
  }
  if (route.method !== scope.request.method) {
    throw new GygError("VALIDATION_FAILURE", msg`This GetYourGuide endpoint does not take this method.`, {}, 405);
  }
  const channel = await authenticate(scope);
  const handler = await route.handler();
  const call: GygCall = { scope, channel, now, locale: scope.locale, body: bodyReader(scope.request) };
  return { data: await handler(call) };
}

/**
 * Answers one call below /gyg/1/ and logs it: method, path, status and duration, never a query
 * or a body (they name travellers). An error that is not GetYourGuide's own is logged and
 * answered as INTERNAL_SYSTEM_FAILURE without its details.
 */
export async function gygResponse(scope: RequestScope, path: string, now = new Date()): Promise<Response> {
  const started = Date.now();
  let response: Response;
  try {
    response = answer(200, await handle(scope, path, now));
  } catch (error) {
    if (error instanceof GygError) response = answer(error.status, error.body(scope.locale));
    else {
      console.error("GetYourGuide call failed", error);
      const failure = new GygError("INTERNAL_SYSTEM_FAILURE", msg`Something went wrong on our side; try again.`);
      response = answer(200, failure.body(scope.locale));
    }
  }
  logChannelCall("gyg", scope.request, `/gyg/1/${path}`, response.status, started);
  return response;
}
