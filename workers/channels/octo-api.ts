/**
 * The OCTO supplier API under /octo/ (issue 39; docs/channels.md, decision 0070): a channel's key
 * as a bearer token, counted against its own rate limit, each call logged without personal data,
 * and OCTO's error bodies. No tourist session and no CSRF token here: a channel is a server, and
 * its key is the only thing that speaks for it, checked on every call so that a revoked key is
 * refused at once.
 */
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { type } from "arktype";
import { SITE_NAME } from "#domain/business.ts";
import type { Locale } from "#domain/locale.ts";
import { OCTO_PRICING, type OctoErrorBody, type OctoErrorCode, type OctoSupplier } from "#domain/octo.ts";
import { translate } from "#workers/i18n.ts";
import type { RequestScope } from "#workers/request-scope.ts";
import { type Channel, channelOfCredential, jsonOf, logChannelCall } from "./channel-calls.ts";

/** One call as the handlers see it: who calls, what they asked for, in which language, at what moment. */
export interface OctoCall {
  scope: RequestScope;
  channel: Channel;
  /** The capabilities asked for in `Octo-Capabilities` that we have (only octo/pricing). */
  pricing: boolean;
  now: Date;
  locale: Locale;
  /** The JSON body; BAD_REQUEST when it is not JSON or not of `schema`. */
  body: <T extends type.Any>(schema: T) => Promise<T["infer"]>;
}

export class OctoError extends Error {
  constructor(
    readonly status: number,
    readonly code: OctoErrorCode,
    readonly text: MessageDescriptor | string,
    readonly about: Partial<Omit<OctoErrorBody, "error" | "errorMessage">> = {},
  ) {
    super(typeof text === "string" ? text : code);
  }

  body(locale: Locale): OctoErrorBody {
    const errorMessage = typeof this.text === "string" ? this.text : translate(locale, this.text);
    return { error: this.code, errorMessage, ...this.about };
  }
}

/** OCTO answers its errors with 400 (the specification's OpenAPI); an unknown key with 401, a full window with 429. */
export function badRequest(code: OctoErrorCode, text: MessageDescriptor | string, about: OctoError["about"] = {}) {
  return new OctoError(400, code, text, about);
}

const JSON_HEADERS = { "Cache-Control": "no-store", "Content-Type": "application/json; charset=utf-8" };

function answer(status: number, body: unknown, pricing: boolean): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { ...JSON_HEADERS, "Octo-Capabilities": pricing ? OCTO_PRICING : "" },
  });
}

function bearerOf(request: Request): string | null {
  const header = request.headers.get("authorization") ?? "";
  const match = /^Bearer\s+([\x21-\x7e]{1,200})$/i.exec(header.trim());
  return match?.[1] ?? null;
}

/** The channel a key belongs to, and the call counted against the key's window: one round trip. */
async function authenticate(scope: RequestScope): Promise<Channel> {
  const key = bearerOf(scope.request);
  if (!key) throw new OctoError(401, "UNAUTHORIZED", msg`Send the channel's API key as a bearer token.`);
  const channel = await channelOfCredential(scope.db, "octo", key);
  if (channel === "unknown")
    throw new OctoError(401, "UNAUTHORIZED", msg`This API key is unknown or has been revoked.`);
  if (channel === "overLimit") {
    throw new OctoError(429, "TOO_MANY_REQUESTS", msg`Too many calls with this key: wait a minute and try again.`);
  }
  return channel;
}

function bodyReader(request: Request) {
  return async <T extends type.Any>(schema: T): Promise<T["infer"]> => {
    const json = await jsonOf(request);
    if (json === undefined) throw badRequest("BAD_REQUEST", msg`The request body must be JSON.`);
    const parsed = schema(json);
    if (parsed instanceof type.errors) throw badRequest("BAD_REQUEST", parsed.summary);
    return parsed;
  };
}

type Handler = (call: OctoCall, param: string) => Promise<unknown>;

interface Route {
  method: string;
  path: RegExp;
  handler: () => Promise<Handler>;
}

const bookings = () => import("./octo-bookings.ts");
const catalogue = () => import("./octo-products.ts");

/** The routes below /octo/; a path's one capture is its id or UUID. */
const ROUTES: Route[] = [
  { method: "GET", path: /^supplier$/, handler: async () => supplier },
  { method: "GET", path: /^products$/, handler: async () => (await catalogue()).listProducts },
  { method: "GET", path: /^products\/([^/]+)$/, handler: async () => (await catalogue()).getProduct },
  { method: "POST", path: /^availability\/calendar$/, handler: async () => (await catalogue()).availabilityCalendar },
  { method: "POST", path: /^availability$/, handler: async () => (await catalogue()).availabilityCheck },
  { method: "POST", path: /^bookings$/, handler: async () => (await bookings()).reserve },
  { method: "GET", path: /^bookings$/, handler: async () => (await bookings()).listBookings },
  { method: "GET", path: /^bookings\/([^/]+)$/, handler: async () => (await bookings()).getBooking },
  { method: "PATCH", path: /^bookings\/([^/]+)$/, handler: async () => (await bookings()).updateBooking },
  { method: "DELETE", path: /^bookings\/([^/]+)$/, handler: async () => (await bookings()).cancelBooking },
  { method: "POST", path: /^bookings\/([^/]+)\/confirm$/, handler: async () => (await bookings()).confirmBooking },
  { method: "POST", path: /^bookings\/([^/]+)\/extend$/, handler: async () => (await bookings()).extendBooking },
  { method: "POST", path: /^bookings\/([^/]+)\/cancel$/, handler: async () => (await bookings()).cancelBooking },
];

function routeOf(method: string, path: string): { route: Route; param: string } | "wrongMethod" | null {
  let pathKnown = false;
  for (const route of ROUTES) {
    const match = route.path.exec(path);
    if (!match) continue;
    pathKnown = true;
    if (route.method === method) return { route, param: decodeURIComponent(match[1] ?? "") };
  }
  return pathKnown ? "wrongMethod" : null;
}

function supplier(call: OctoCall): Promise<OctoSupplier> {
  const { url, config } = call.scope;
  return Promise.resolve({
    id: "balitours",
    name: SITE_NAME,
    endpoint: `${url.origin}/octo`,
    contact: {
      website: url.origin,
      email: config.operatorEmail,
      telephone: config.whatsappNumber ? `+${config.whatsappNumber}` : null,
      address: "Bali, Indonesia",
    },
  });
}

async function handle(
  scope: RequestScope,
  path: string,
  now: Date,
): Promise<{ status: number; body: unknown; pricing: boolean }> {
  const found = routeOf(scope.request.method, path);
  if (found === null) throw new OctoError(404, "BAD_REQUEST", msg`There is no such OCTO endpoint.`);
  if (found === "wrongMethod")
    throw new OctoError(405, "BAD_REQUEST", msg`This OCTO endpoint does not take this method.`);
  const channel = await authenticate(scope);
  const capabilities = (scope.request.headers.get("octo-capabilities") ?? "").split(",").map((part) => part.trim());
  const pricing = capabilities.includes(OCTO_PRICING);
  const call: OctoCall = { scope, channel, pricing, now, locale: scope.locale, body: bodyReader(scope.request) };
  const handler = await found.route.handler();
  return { status: 200, body: await handler(call, found.param), pricing };
}

/**
 * Answers one call below /octo/ and logs it: method, path (ids and UUIDs, never a query or a
 * body), status and duration. An error that is not OCTO's own is logged and answered as
 * INTERNAL_SERVER_ERROR without its details.
 */
export async function octoResponse(scope: RequestScope, path: string, now = new Date()): Promise<Response> {
  const started = Date.now();
  let response: Response;
  try {
    const { status, body, pricing } = await handle(scope, path, now);
    response = answer(status, body, pricing);
  } catch (error) {
    if (error instanceof OctoError) response = answer(error.status, error.body(scope.locale), false);
    else {
      console.error("OCTO call failed", error);
      const failure = new OctoError(500, "INTERNAL_SERVER_ERROR", msg`Something went wrong on our side; try again.`);
      response = answer(500, failure.body(scope.locale), false);
    }
  }
  logChannelCall("octo", scope.request, `/octo/${path}`, response.status, started);
  return response;
}
