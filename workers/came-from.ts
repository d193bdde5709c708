/**
 * Where a tourist came from (issue 38, decision 0063): the first page they open with a utm_source,
 * or from another site's link, sets a first-party cookie with that utm_source and the referring
 * host; the booking request later reads it from its own Cookie header. Nothing else carries it: no
 * hidden field, no change to the booking's /api payload, and a cached page is cached without it.
 */
import { readCookie, serializeCookie } from "./cookies.ts";

export const CAME_FROM_COOKIE = "came_from";
const THIRTY_DAYS = 30 * 24 * 60 * 60;
/** A utm_source or host as it is kept: letters, digits and . _ - only, at most this long. */
const KEPT = /^[A-Za-z0-9._-]{1,100}$/;

export interface CameFrom {
  utmSource: string;
  referrerHost: string;
}

const kept = (value: string | null | undefined) => (value && KEPT.test(value) ? value : "");

function referrerHostOf(request: Request, ownHosts: readonly string[]): string {
  try {
    const host = new URL(request.headers.get("referer") ?? "").hostname;
    const own = new URL(request.url).hostname;
    return host === own || ownHosts.includes(host) ? "" : kept(host);
  } catch {
    return "";
  }
}

/** What this request says about where the tourist came from, if it is a page they arrived at. */
function arrivalOf(request: Request, ownHosts: readonly string[]): CameFrom | null {
  if (request.method !== "GET" || readCookie(request, CAME_FROM_COOKIE) !== null) return null;
  const utmSource = kept(new URL(request.url).searchParams.get("utm_source")?.trim().toLowerCase());
  const referrerHost = referrerHostOf(request, ownHosts);
  return utmSource || referrerHost ? { utmSource, referrerHost } : null;
}

/** The answer to a page, with the cookie set when the tourist arrived here from somewhere we can name. */
export function withCameFrom(request: Request, response: Response, ownHosts: readonly string[]): Response {
  const arrival = arrivalOf(request, ownHosts);
  if (!arrival || !(response.headers.get("content-type") ?? "").startsWith("text/html")) return response;
  const answer = new Response(response.body, response);
  const value = `${arrival.utmSource}|${arrival.referrerHost}`;
  answer.headers.append(
    "Set-Cookie",
    serializeCookie(request, CAME_FROM_COOKIE, value, { maxAgeSeconds: THIRTY_DAYS, httpOnly: true }),
  );
  return answer;
}

/** Where the booking's tourist came from, from the cookie; empty when unknown. */
export function cameFromOf(request: Request): CameFrom {
  const [utmSource, referrerHost] = (readCookie(request, CAME_FROM_COOKIE) ?? "").split("|");
  return { utmSource: kept(utmSource), referrerHost: kept(referrerHost) };
}
