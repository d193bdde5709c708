/**
 * The edge cache in front of the React Router handler: anonymous GETs of pages and of the /api
 * are answered from Cloudflare's cache of the data centre (the Workers Cache API), like a static
 * file, instead of being rendered again on D1.
 *
 * - Key: the full URL with the Host the browser asked for, so the Indonesian and English sites
 *   never share an entry, and a query string is its own entry; the build's version is a path
 *   segment in front of it, out of reach of any incoming URL. A miss and the refresh of a stale
 *   copy render that URL, never the visitor's spelling of it.
 * - Only GET, only without a session (cookie or Authorization header): Cloudflare's cache ignores
 *   `Vary: Cookie`, so a signed-in tourist must never reach it, neither to read nor to write.
 * - Only what the app marked as shareable: status 200, `Cache-Control` with `public` and
 *   `s-maxage`, no `private` / `no-store` / `no-cache`, and no `Set-Cookie`.
 * - Fresh for `s-maxage` seconds (60 on pages and the /api), then served stale for up to
 *   `stale-while-revalidate` seconds while one background render refreshes it. A content change
 *   (a new review, a new price) therefore shows within about a minute, without a purge.
 * - A new review is the one write a tourist expects to see at once: a successful POST of a comment
 *   drops this data centre's copies of that subject's comments, its /api answer and its page, on
 *   every host, before the answer goes out. Other data centres catch up within s-maxage.
 * - A back-office write names what it changed: its answer carries the paths in `X-Purge-Paths`
 *   (`purgeHeader`), which are dropped the same way, and the header never leaves the worker.
 * - A fresh hit is kept in the isolate's memory for one second (`RecentCopies`, decision 0030), so
 *   a burst of visitors reads the Cache API once a second, not once per visit. A purge drops this
 *   isolate's copies at once; another isolate's copy ends within its second.
 * - A render that began before a purge of its address in this isolate is not stored (it may
 *   hold what the write changed), nor is a copy kept whose store the purge overtook.
 * - A purge reaches the query-string copies of a path too (`?page=2`, `/results?q=ubud`): they are
 *   keyed under their path's generation, which a purge renews (`keyFor`).
 * - A date closed for the whole catalogue changes every item's availability at once: the write
 *   names `EVERY_AVAILABILITY`, which renews one generation that every availability answer's key
 *   carries, instead of a Cache API call per item and host (a request may make 1,000 at most).
 * - `X-Cache: HIT | STALE | MISS | BYPASS` says what happened. On local hosts only, the request
 *   header `X-Cache-Bypass: 1` skips the cache (the benchmark's "cold" figures); elsewhere the
 *   header is ignored, so it cannot be used to make the production worker render more.
 */

import { sessionToken } from "./accounts/sessions.ts";
import { isLocalHost } from "./cookies.ts";
import { RecentCopies, type RecentCopy } from "./recent-copies.ts";

export const CACHE_STATUS_HEADER = "X-Cache";
export const CACHE_BYPASS_HEADER = "X-Cache-Bypass";

/** Headers of the stored copy that carry what the app said, restored on the way out. */
const ORIGINAL_CACHE_CONTROL = "X-Edge-Cache-Control";
const ORIGINAL_VARY = "X-Edge-Vary";
const STORED_AT = "X-Edge-Stored-At";
const FRESH_FOR = "X-Edge-Fresh-For";

/** Workers' `caches.default`; the DOM library's CacheStorage type in tsconfig does not know it. */
function edgeCache(): Cache {
  return (caches as unknown as { default: Cache }).default;
}

type Handler = (request: Request) => Promise<Response>;

/** Keys being refreshed by this isolate, so a burst of stale hits starts one render, not many. */
const refreshing = new Set<string>();

/** Fresh hits this isolate served in the last second (decision 0030). */
const recentCopies = new RecentCopies({ lifetimeMs: 1000, maxBytes: 8 * 1024 * 1024 });

/** Whether a request may be answered from, and stored into, the shared cache. */
export function isAnonymousGet(request: Request): boolean {
  if (request.method !== "GET") return false;
  if (request.headers.has("authorization")) return false;
  return sessionToken(request) === null;
}

/**
 * The URL a cached copy stands for and is rendered from: the request's origin with the Host
 * header the browser sent, path and query. Two requests share a copy only if this is the same.
 */
function cachedUrl(request: Request): URL {
  const url = new URL(request.url);
  const host = request.headers.get("host");
  if (host) url.host = host;
  return url;
}

/**
 * The cache key of a cached URL: its origin, a first path segment naming the build's version, then
 * its own path and query. The build sits in front of every path, so no spelling of an incoming URL
 * can reach or replace it, and each key stands for exactly one URL of one build; a deploy starts
 * from an empty cache instead of serving pages with removed scripts.
 */
function keyOf(url: URL, build: string): string {
  return `${url.origin}/build:${encodeURIComponent(build)}${url.pathname}${url.search}`;
}

/** An item's availability answer, e.g. /api/activity/day-tours/ubud/availability or /api/transport/3/availability. */
const AVAILABILITY_PATH = /^\/api\/(?:activity\/[^/]+\/[^/]+|transport\/[^/]+)\/availability$/;

/** The path a write names (`purgeHeader`) when every item's availability changed. */
export const EVERY_AVAILABILITY = "/api/*/availability";

/** Where the generation that every availability answer's key carries is kept, outside the `/build:` space. */
function everyAvailabilityKey(origin: string, build: string): string {
  return `${origin}/availability-generation:${encodeURIComponent(build)}`;
}

/**
 * Where the generation of a path's query-string copies is kept (`/activity` for `/activity?page=2`,
 * `/results` for `/results?q=ubud`). It lies outside the `/build:` space, so no incoming URL
 * reaches it.
 */
function queryGenerationKey(url: URL, build: string): string {
  return `${url.origin}/query-generation:${encodeURIComponent(build)}${url.pathname}`;
}

/**
 * The key of a URL's copy. A URL with a query string (a list's next page, a search) is keyed under
 * its path's current generation: a purge cannot name every query a visitor may type, so it starts
 * a new generation instead, and every copy of the old one is never found again.
 */
async function keyFor(cache: Cache, url: URL, build: string): Promise<string> {
  const availability = AVAILABILITY_PATH.test(url.pathname);
  if (!url.search && !availability) return keyOf(url, build);
  const [pathGeneration, availabilityGeneration] = await Promise.all([
    generationOf(cache, queryGenerationKey(url, build)),
    availability ? generationOf(cache, everyAvailabilityKey(url.origin, build)) : null,
  ]);
  const generation = availabilityGeneration ? `${pathGeneration}.${availabilityGeneration}` : pathGeneration;
  return `${url.origin}/build:${encodeURIComponent(build)};${generation}${url.pathname}${url.search}`;
}

async function generationOf(cache: Cache, key: string): Promise<string> {
  const stored = await cache.match(key);
  return stored ? await stored.text() : "0";
}

/** A GET of the key's URL is what the cache stores under; a URL string spares making a Request per hit. */
export function cacheKey(request: Request, build: string): Promise<string> {
  return keyFor(edgeCache(), cachedUrl(request), build);
}

/** The request the app renders for a copy: the cached URL, whatever URL the visitor typed. */
function renderRequestFor(url: URL, request: Request): Request {
  const headers = new Headers(request.headers);
  headers.set("host", url.host);
  return new Request(url, { method: "GET", headers });
}

interface Shareable {
  /** Seconds the copy is fresh (s-maxage). */
  fresh: number;
  /** Seconds after that it may still be served while a new copy is rendered. */
  stale: number;
}

/** How long a response may be shared, or null when it must not be stored. */
export function shareable(response: Response): Shareable | null {
  if (response.status !== 200) return null;
  if (response.headers.has("set-cookie")) return null;
  const cacheControl = (response.headers.get("cache-control") ?? "").toLowerCase();
  const directives = new Map<string, string>();
  for (const part of cacheControl.split(",")) {
    const [name, value = ""] = part.trim().split("=");
    if (name) directives.set(name, value);
  }
  if (!directives.has("public")) return null;
  if (directives.has("private") || directives.has("no-store") || directives.has("no-cache")) return null;
  const fresh = Number(directives.get("s-maxage"));
  if (!Number.isInteger(fresh) || fresh <= 0) return null;
  const stale = Number(directives.get("stale-while-revalidate") ?? 0);
  return { fresh, stale: Number.isInteger(stale) && stale > 0 ? stale : 0 };
}

function withStatus(response: Response, status: string): Response {
  const marked = new Response(response.body, response);
  marked.headers.set(CACHE_STATUS_HEADER, status);
  return marked;
}

/** The copy kept in the cache: stored for fresh + stale seconds, the app's own headers set aside. */
function storedCopy(response: Response, policy: Shareable): Response {
  const copy = new Response(response.body, response);
  copy.headers.set(ORIGINAL_CACHE_CONTROL, response.headers.get("cache-control") ?? "");
  const vary = response.headers.get("vary");
  if (vary) copy.headers.set(ORIGINAL_VARY, vary);
  copy.headers.delete("vary");
  copy.headers.set("Cache-Control", `public, max-age=${policy.fresh + policy.stale}`);
  copy.headers.set(STORED_AT, String(Date.now()));
  copy.headers.set(FRESH_FOR, String(policy.fresh));
  return copy;
}

/** The headers a cached copy is served with: the app's own back, the bookkeeping gone, no `Age` yet. */
function servedHeaders(cached: Response, status: string): Headers {
  const headers = new Headers(cached.headers);
  headers.set("Cache-Control", cached.headers.get(ORIGINAL_CACHE_CONTROL) ?? "");
  const vary = cached.headers.get(ORIGINAL_VARY);
  if (vary) headers.set("Vary", vary);
  for (const name of [ORIGINAL_CACHE_CONTROL, ORIGINAL_VARY, STORED_AT, FRESH_FOR]) headers.delete(name);
  headers.set(CACHE_STATUS_HEADER, status);
  return headers;
}

function withAge(headers: Headers, storedAt: number): Headers {
  if (storedAt) headers.set("Age", String(Math.max(0, Math.floor((Date.now() - storedAt) / 1000))));
  return headers;
}

/** A cached copy as the browser gets it. */
function servedCopy(cached: Response, status: string): Response {
  const headers = withAge(servedHeaders(cached, status), Number(cached.headers.get(STORED_AT)));
  return new Response(cached.body, { status: cached.status, statusText: cached.statusText, headers });
}

/**
 * A fresh hit of the Cache API, served and kept in this isolate's memory for the next second
 * (decision 0030), unless this isolate purged something since `purgesBefore` was read.
 */
async function servedAndKept(cached: Response, url: URL, key: string, purgesBefore: number): Promise<Response> {
  const storedAt = Number(cached.headers.get(STORED_AT));
  const freshUntil = storedAt + Number(cached.headers.get(FRESH_FOR)) * 1000;
  const copy = {
    address: addressOf(url),
    body: await cached.arrayBuffer(),
    headers: servedHeaders(cached, "HIT"),
    storedAt,
  };
  recentCopies.keep(key, copy, freshUntil, purgesBefore);
  return fromMemory(copy);
}

/** A copy kept in memory as the browser gets it: its own body bytes, `Age` as of now. */
function fromMemory(copy: RecentCopy): Response {
  return new Response(copy.body, { headers: withAge(new Headers(copy.headers), copy.storedAt) });
}

function isStale(cached: Response): boolean {
  const storedAt = Number(cached.headers.get(STORED_AT));
  const freshFor = Number(cached.headers.get(FRESH_FOR));
  return !storedAt || !freshFor || Date.now() - storedAt > freshFor * 1000;
}

/**
 * Puts a render's copy in the cache, unless this isolate purged its address while it was rendered
 * or stored: the render may have read what the write changed, and would be served for s-maxage.
 */
async function storeUnlessPurged(cache: Cache, key: string, address: string, copy: Response, purgesBefore: number) {
  if (recentCopies.purgedSince(purgesBefore, address)) return copy.body?.cancel();
  await cache.put(key, copy);
  if (recentCopies.purgedSince(purgesBefore, address)) await cache.delete(key);
}

/** Stores the response when it may be shared; returns what the browser gets now. */
function storeIfShareable(
  cache: Cache,
  key: string,
  url: URL,
  response: Response,
  ctx: ExecutionContext,
  purgesBefore: number,
): Response {
  const policy = shareable(response);
  if (!policy) return withStatus(response, "MISS");
  const [forBrowser, forCache] = response.body ? response.body.tee() : [null, null];
  const copy = storedCopy(new Response(forCache, response), policy);
  ctx.waitUntil(storeUnlessPurged(cache, key, addressOf(url), copy, purgesBefore).catch(() => undefined));
  return withStatus(new Response(forBrowser, response), "MISS");
}

/** Origin and path: what a purge names. */
function addressOf(url: URL): string {
  return `${url.origin}${url.pathname}`;
}

/** A comment's POST path, e.g. /api/activity/day-tours/ubud/comment, names the subject it changes. */
const COMMENT_POST = /^(\/api\/(?:activity\/[^/]+\/[^/]+|destination\/[^/]+\/[^/]+|transport\/[^/]+))\/comment$/;

/** The internal header by which a write names the cached paths it made wrong. */
export const PURGE_HEADER = "X-Purge-Paths";

/** The header value that asks the edge cache to drop `paths` (on both sites) after a write. */
export function purgeHeader(paths: readonly string[]): string {
  return paths.map((path) => encodeURI(path)).join(" ");
}

/** The paths a write's answer names, only root-relative ones. */
function pathsNamedBy(response: Response): string[] {
  const named = response.headers.get(PURGE_HEADER);
  if (!named) return [];
  return named.split(" ").filter((path) => path.startsWith("/") && !path.startsWith("//"));
}

/** The answer without the internal purge header. */
function withoutPurgeHeader(response: Response): Response {
  if (!response.headers.has(PURGE_HEADER)) return response;
  const copy = new Response(response.body, response);
  copy.headers.delete(PURGE_HEADER);
  return copy;
}

/** A booking's POST path, e.g. /api/transport/3/booking, names the item whose places it takes. */
const BOOKING_POST = /^(\/api\/(?:activity\/[^/]+\/[^/]+|transport\/[^/]+))\/booking$/;

/** The cached GETs a successful write to `pathname` makes wrong, as paths; none for most writes. */
export function pathsChangedBy(pathname: string): string[] {
  const booked = BOOKING_POST.exec(pathname)?.[1];
  if (booked) return [`${booked}/availability`];
  const subject = COMMENT_POST.exec(pathname)?.[1];
  if (!subject) return [];
  const page = subject.replace(/^\/api/, "");
  return [`${subject}/comment`, subject, page, `${page}.data`];
}

/**
 * Drops the copies of `paths` on every host of both sites (same scheme and port as the request),
 * and starts a new generation of their query-string copies (the pages after the first, searches).
 */
async function purge(cache: Cache, request: Request, paths: string[], hosts: readonly string[], build: string) {
  const url = new URL(request.url);
  const port = url.port ? `:${url.port}` : "";
  const origins = hosts.map((host) => `${url.protocol}//${host}${port}`);
  const everyAvailability = paths.includes(EVERY_AVAILABILITY);
  const itemPaths = paths.filter((path) => path !== EVERY_AVAILABILITY);
  const urls = origins.flatMap((origin) => itemPaths.map((path) => new URL(`${origin}${path}`)));
  const generation = `${Date.now().toString(36)}-${crypto.randomUUID()}`;
  const addresses = new Set(urls.map((purged) => `${purged.origin}${purged.pathname}`));
  const dropped = (address: string) =>
    addresses.has(address) || (everyAvailability && AVAILABILITY_PATH.test(new URL(address).pathname));
  const newGeneration = () => new Response(generation, { headers: { "Cache-Control": "public, max-age=31536000" } });
  recentCopies.dropWhere(dropped);
  await Promise.all([
    ...(everyAvailability
      ? origins.map((origin) => cache.put(everyAvailabilityKey(origin, build), newGeneration()).catch(() => undefined))
      : []),
    ...urls.flatMap((purged) => [
      cache.delete(keyOf(purged, build)).catch(() => false),
      cache.put(queryGenerationKey(purged, build), newGeneration()).catch(() => undefined),
    ]),
  ]);
  // A read of the Cache API that began before the deletes ended may hold an old copy; this second
  // count of purges keeps it out of memory.
  recentCopies.dropWhere(dropped);
}

/**
 * Answers a request through the edge cache. `render` is the app (React Router); it runs on a
 * miss, on a bypass, and in the background to refresh a stale copy.
 */
export async function withEdgeCache(
  request: Request,
  ctx: ExecutionContext,
  render: Handler,
  build: string,
  /** The host names of both sites (LOCALE_HOSTS), asked for only to purge after a write. */
  hosts: () => readonly string[] = () => [],
): Promise<Response> {
  if (!isAnonymousGet(request)) {
    const response = await render(request);
    const succeeded = request.method === "POST" && response.status < 400;
    const changed = succeeded ? [...pathsChangedBy(new URL(request.url).pathname), ...pathsNamedBy(response)] : [];
    if (changed.length > 0) await purge(edgeCache(), request, changed, hosts(), build);
    return withStatus(withoutPurgeHeader(response), "BYPASS");
  }
  if (request.headers.get(CACHE_BYPASS_HEADER) === "1" && isLocalHost(request)) {
    return withStatus(await render(request), "BYPASS");
  }
  const cache = edgeCache();
  const url = cachedUrl(request);
  const recentKey = keyOf(url, build);
  const recent = recentCopies.get(recentKey);
  if (recent) return fromMemory(recent);
  const purgesBefore = recentCopies.purges;
  const key = await keyFor(cache, url, build);
  const cached = await cache.match(key);
  if (cached) {
    if (!isStale(cached)) return servedAndKept(cached, url, recentKey, purgesBefore);
    if (!refreshing.has(key)) {
      refreshing.add(key);
      ctx.waitUntil(
        render(renderRequestFor(url, request))
          .then((fresh) => {
            const policy = shareable(fresh);
            if (!policy) return cache.delete(key).then(() => undefined);
            return storeUnlessPurged(cache, key, addressOf(url), storedCopy(fresh, policy), purgesBefore);
          })
          .catch(() => undefined)
          .finally(() => refreshing.delete(key)),
      );
    }
    return servedCopy(cached, "STALE");
  }
  return storeIfShareable(cache, key, url, await render(renderRequestFor(url, request)), ctx, purgesBefore);
}
