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
 * says `private` and goes to the personal copies, which signing in or out empties. Redirects,
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
