/**
 * What the service worker (app/sw/service-worker.ts) keeps for reading without a network, and what
 * it never answers from a copy (docs/decisions/0019-offline.md). Pure rules, so that unit tests
 * read them without a browser.
 */

/**
 * - `online-only`: never answered from a copy (writes, the /api but home's rows, signing in, the
 *   back office).
 * - `network-first`: asked of the network; a good answer is kept and stands in when offline.
 * - `cache-first`: files named by their content's hash, which never change under their name.
 */
export type OfflineStrategy = "online-only" | "network-first" | "cache-first";

/**
 * Pages that sign in, register or belong to the operator, and every /api call: the booking's
 * prices and the availability answers come from there and must never be an old copy. The worker's
 * own script is the browser's business.
 */
const ONLINE_ONLY_PATHS = [
  /^\/api\//,
  /^\/sanctum\//,
  /^\/admin(\/|$)/,
  /^\/login(\/|$)/,
  /^\/register$/,
  /^\/verify-email$/,
  /^\/sw\.js$/,
];

/**
 * The one /api answer kept like a page: /api/index, the home page's rows below its first screen
 * (docs/decisions/0024-home-first-screen.md). Public cards and texts, which the home page a
 * tourist opened shows; without a copy, home offline would be its first screen only.
 */
const KEPT_API_PATHS = [/^\/api\/index$/];

/** Hashed build files and the photos stored under the hash of their bytes. */
const IMMUTABLE_PATHS = [/^\/assets\//, /^\/media\//];

/** The page a React Router data request (`/activity.data`, `/_root.data`) loads. */
export function pageOfData(url: URL): URL | null {
  if (!url.pathname.endsWith(".data")) return null;
  const page = new URL(url);
  page.pathname = url.pathname === "/_root.data" ? "/" : url.pathname.slice(0, -".data".length);
  page.searchParams.delete("_routes");
  return page;
}

/**
 * React Router's route discovery (`/__manifest?paths=…`): the page asks which routes its links
 * lead to as they appear, and a failed answer is a console error.
 */
export function isRouteDiscovery(url: URL): boolean {
  return url.pathname === "/__manifest";
}

/** How the service worker of `origin` answers a request. */
export function offlineStrategy(request: { method: string; url: string }, origin: string): OfflineStrategy {
  const url = new URL(request.url);
  if (request.method !== "GET" || url.origin !== origin) return "online-only";
  const path = (pageOfData(url) ?? url).pathname;
  if (KEPT_API_PATHS.some((pattern) => pattern.test(path))) return "network-first";
  if (ONLINE_ONLY_PATHS.some((pattern) => pattern.test(path))) return "online-only";
  if (IMMUTABLE_PATHS.some((pattern) => pattern.test(path))) return "cache-first";
  return "network-first";
}

/** The calls that start or end a session: their good answer empties the personal copies. */
const SESSION_CALLS = /^\/api\/(login|register|logout|auth\/[^/]+)$/;

/**
 * Whether a request signs someone in or out. Signing out must leave nothing personal behind, and
 * signing in must not show the new tourist what an earlier session on this device left.
 */
export function changesSession(request: { method: string; url: string }, origin: string): boolean {
  const url = new URL(request.url);
  return request.method === "POST" && url.origin === origin && SESSION_CALLS.test(url.pathname);
}

export type CopyKind = "public" | "personal";

/**
 * Whether an answer may be kept, and where: a page rendered for a session (or holding a booking)
 * says `private` and goes to the personal copies, kept with the tag of that session (decision 0035)
 * and dropped when another is in use or someone signs in or out. Redirects,
 * errors and partial answers are never kept: a copy must be the page the tourist saw.
 */
export function copyKind(response: {
  status: number;
  redirected: boolean;
  headers: { get(name: string): string | null };
}): CopyKind | null {
  if (response.status !== 200 || response.redirected) return null;
  const cacheControl = (response.headers.get("cache-control") ?? "").toLowerCase();
  return /(^|[\s,])private([\s,=]|$)/.test(cacheControl) ? "personal" : "public";
}

/**
 * The header that names the session a page was rendered for (docs/decisions/0035-offline-copies-of-a-session.md):
 * a one-way digest of the session's token, or `none` without a live session. It opens nothing;
 * the service worker keeps a personal copy only with the tag of the session in use, and drops the
 * others as soon as an answer names another.
 */
export const SESSION_TAG_HEADER = "X-Session-Tag";
/** The tag of an answer rendered without a live session: signed out, expired, revoked or no cookie. */
export const NO_SESSION_TAG = "none";
const SESSION_TAG = /^([0-9a-f]{32}|none)$/;

interface HeadersOf {
  headers: { get(name: string): string | null };
}

/**
 * Whether no browser cache can hand this answer to a request of another session: it is never
 * stored (`no-store`), or stored apart for each cookie (`Vary: Cookie`). Only such an answer may
 * speak for the session in use; a file kept a day (robots.txt) may be older than a sign-in.
 */
export function answersForItsSession({ headers }: HeadersOf): boolean {
  const cacheControl = (headers.get("cache-control") ?? "").toLowerCase();
  const vary = (headers.get("vary") ?? "").toLowerCase();
  return /(^|[\s,])no-store([\s,]|$)/.test(cacheControl) || /(^|[\s,])(cookie|\*)([\s,]|$)/.test(vary);
}

/** The session an answer says is in use, or null when it does not say (a file, another server's answer). */
export function sessionTagOf(response: HeadersOf): string | null {
  const tag = response.headers.get(SESSION_TAG_HEADER);
  return tag && SESSION_TAG.test(tag) && answersForItsSession(response) ? tag : null;
}

/** A session as the worker last heard of it: its tag, and when the request that told it was sent. */
export interface SessionSeen {
  tag: string;
  /** When the request whose answer named the tag was sent (ms); answers may come back out of order. */
  sentAt: number;
}

/**
 * The session in use after an answer named `heard`: the answer to the request sent last wins, so a
 * slow page asked for before a sign-in cannot bring back the session before it.
 */
export function sessionInUse(known: SessionSeen | null, heard: SessionSeen): SessionSeen {
  return known && known.sentAt > heard.sentAt ? known : heard;
}

/**
 * Whether a personal copy may be kept or shown: only while the session that rendered it is the one
 * in use. A copy without a tag (kept before tags existed) or with the session unknown is never shown.
 */
export function belongsToSession(copy: HeadersOf, current: string | null): boolean {
  const tag = copy.headers.get(SESSION_TAG_HEADER);
  return current !== null && tag === current;
}

/** The cache that remembers the session in use, across a restart of the worker and a deploy. */
export const SESSION_CACHE_NAME = "offline-session";

/** The Cache Storage names of a build: a deploy brings new names, and the worker drops the old. */
export function cacheNames(build: string): Record<CopyKind | "files", string> {
  return {
    public: `pages-${build}`,
    personal: `personal-${build}`,
    files: `files-${build}`,
  };
}

/** Whether `name` holds some build's personal copies (the tourist's vouchers, bookings and profile). */
export function isPersonalCacheName(name: string): boolean {
  return name.startsWith("personal-");
}

/** The page the worker keeps from its install on, shown for a page never opened on this device. */
export const OFFLINE_PAGE_PATH = "/offline";

/** What the worker's script is served with (app/routes/service-worker.ts): its build and texts. */
export interface ServiceWorkerConfig {
  build: string;
  /** The answer to a form sent without a connection, in the site's language. */
  needsConnection: string;
}

/** The status text of the worker's 503 to a form sent without a network: the error page tells it apart. */
export const OFFLINE_STATUS_TEXT = "Offline";

/** How long a page waits for the network before its kept copy is shown instead. */
export const NETWORK_PATIENCE_MS = 6000;

/** How many pages of each kind are kept; the oldest go first. */
export const KEPT_PAGES_LIMIT = 120;
