/**
 * The service worker, served at /sw.js (app/routes/service-worker.ts builds it with the site's
 * language and the build's version). What it keeps and what it leaves online is decided by the
 * rules in domain/offline.ts; docs/decisions/0019-offline.md tells why.
 */
import {
  belongsToSession,
  cacheNames,
  changesSession,
  copyKind,
  isPersonalCacheName,
  isRouteDiscovery,
  KEPT_PAGES_LIMIT,
  NETWORK_PATIENCE_MS,
  OFFLINE_PAGE_PATH,
  OFFLINE_STATUS_TEXT,
  offlineStrategy,
  pageOfData,
  SESSION_CACHE_NAME,
  type ServiceWorkerConfig,
  type SessionSeen,
  sessionInUse,
  sessionTagOf,
} from "#domain/offline.ts";

declare const self: ServiceWorkerGlobalScope;
/** Written in front of this bundle by the route that serves it. */
declare const SW_CONFIG: ServiceWorkerConfig;

const names = cacheNames(SW_CONFIG.build);
const origin = self.location.origin;

self.addEventListener("install", (event) => {
  event.waitUntil(
    caches
      .open(names.public)
      .then((cache) => cache.add(OFFLINE_PAGE_PATH))
      .then(() => self.skipWaiting()),
  );
});

// A new deploy's worker drops every copy of the build before it (its pages name removed files),
// after renewing the tourist's own pages so that a voucher kept for the road survives the deploy.
self.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      const current = new Set([...Object.values(names), SESSION_CACHE_NAME]);
      const old = (await caches.keys()).filter((name) => !current.has(name));
      await renewPersonalCopies(old.filter(isPersonalCacheName));
      await Promise.all(old.map((name) => caches.delete(name)));
      await self.clients.claim();
    })(),
  );
});

// The page that registered the worker was loaded before it ran: the page sends what it loaded.
self.addEventListener("message", (event) => {
  const urls = (event.data as { keep?: unknown } | null)?.keep;
  if (Array.isArray(urls)) event.waitUntil(keepLoaded(urls.filter((url) => typeof url === "string")));
});

self.addEventListener("fetch", (event) => {
  const { request } = event;
  const strategy = offlineStrategy(request, origin);
  if (strategy === "cache-first") event.respondWith(cacheFirst(request));
  else if (strategy === "network-first") event.respondWith(networkFirst(request, event));
  else if (new URL(request.url).origin === origin) event.respondWith(onlineOnly(request));
});

async function keepLoaded(urls: string[]) {
  for (const url of urls) {
    const request = new Request(url, { credentials: "same-origin" });
    const strategy = offlineStrategy(request, origin);
    if (strategy === "online-only") continue;
    if (strategy === "cache-first" && (await caches.match(request, { cacheName: names.files }))) continue;
    const sentAt = performance.now();
    const response = await fetch(request).catch(() => null);
    if (!response) continue;
    await noteSession(response, sentAt);
    await keep(request, response, strategy === "cache-first" ? names.files : undefined);
  }
}

/**
 * Stores a good answer in the cache its kind belongs to (or `cacheName`), the oldest pages going
 * first. A personal page is kept only if it was rendered for the session in use.
 */
async function keep(request: Request, response: Response, cacheName?: string) {
  const kind = copyKind(response);
  if (!kind) return;
  if (kind === "personal" && !belongsToSession(response, (await sessionSeen())?.tag ?? null)) return;
  const cache = await caches.open(cacheName ?? names[kind]);
  await cache.put(request, response);
  if (cacheName) return;
  const keys = await cache.keys();
  await Promise.all(keys.slice(0, Math.max(0, keys.length - KEPT_PAGES_LIMIT)).map((key) => cache.delete(key)));
}

async function cacheFirst(request: Request): Promise<Response> {
  const kept = await caches.match(request, { cacheName: names.files });
  if (kept) return kept;
  const response = await fetch(request);
  await keep(request, response.clone(), names.files);
  return response;
}

/**
 * A page or its data: the network's answer when there is one, else the copy, else the offline
 * page. On a network that answers slowly (the hotel gate), a copy is shown after a few seconds
 * while the network's answer still replaces the copy when it comes.
 */
async function networkFirst(request: Request, event: FetchEvent): Promise<Response> {
  const sentAt = performance.now();
  const network = fetch(request);
  event.waitUntil(
    network
      .then(async (response) => {
        // Cloned before any wait: the page reads the answer meanwhile, and a read body cannot be cloned.
        const copy = response.clone();
        await noteSession(copy, sentAt);
        await keep(request, copy);
      })
      .catch(() => undefined),
  );
  const patience = new Promise<null>((resolve) => setTimeout(() => resolve(null), NETWORK_PATIENCE_MS));
  try {
    return (await Promise.race([network, patience])) ?? (await keptCopy(request)) ?? (await network);
  } catch {
    return (await keptCopy(request)) ?? offlineAnswer(request);
  }
}

/** The copy to show: a personal one only of the session in use, else the public one. */
async function keptCopy(request: Request): Promise<Response | undefined> {
  const personal = await caches.match(request, { cacheName: names.personal, ignoreVary: true });
  if (personal && belongsToSession(personal, (await sessionSeen())?.tag ?? null)) return personal;
  return caches.match(request, { cacheName: names.public, ignoreVary: true });
}

/** Writes, the /api, signing in: the network or a clear "needs a connection". */
async function onlineOnly(request: Request): Promise<Response> {
  const session = changesSession(request, origin);
  const sentAt = performance.now();
  try {
    const response = await fetch(request);
    if (session && response.ok) await forgetPersonalCopies();
    await noteSession(response, sentAt);
    return response;
  } catch {
    return offlineAnswer(request);
  }
}

/**
 * The old build's personal pages, fetched again for this one (a worker updates while online); a
 * page the network cannot give now is carried over as it was, and one it answers with something
 * not to keep (a session that ended, a grant expired) is dropped.
 */
async function renewPersonalCopies(oldNames: string[]) {
  const personal = await caches.open(names.personal);
  for (const name of oldNames) {
    const old = await caches.open(name);
    for (const request of await old.keys()) {
      const sentAt = performance.now();
      const fresh = await fetch(new Request(request.url, { credentials: "same-origin" })).catch(() => null);
      if (fresh) {
        await noteSession(fresh, sentAt);
        await keep(request, fresh);
      } else {
        const copy = await old.match(request);
        if (copy && belongsToSession(copy, (await sessionSeen())?.tag ?? null)) await personal.put(request, copy);
      }
    }
  }
}

async function forgetPersonalCopies() {
  await caches.delete(names.personal);
}

/**
 * The session in use as last heard. Its tag is remembered in Cache Storage, as the worker may stop
 * at any time; `sentAt` is of this worker's clock (`performance.now()`), so a tag read back counts
 * as heard before any request of this run.
 */
let session: Promise<SessionSeen | null> | undefined;
const SESSION_RECORD = "/offline-session";

function sessionSeen(): Promise<SessionSeen | null> {
  session ??= caches
    .open(SESSION_CACHE_NAME)
    .then((cache) => cache.match(SESSION_RECORD))
    .then(async (record) => (record ? { tag: String(await record.text()), sentAt: Number.NEGATIVE_INFINITY } : null))
    .catch(() => null);
  return session;
}

let noting: Promise<void> = Promise.resolve();

/**
 * Hears from an answer which session is in use (docs/decisions/0035-offline-copies-of-a-session.md).
 * When it is another than before (a new sign-in, or the session ended: expired, revoked, the cookie
 * gone), the personal copies of every other session are dropped. One answer at a time, so that
 * two answers coming back together cannot both take the place of the session before them.
 */
function noteSession(response: Response, sentAt: number): Promise<void> {
  const tag = sessionTagOf(response);
  if (!tag) return noting;
  noting = noting.then(() => heardOf({ tag, sentAt })).catch(() => undefined);
  return noting;
}

async function heardOf(heard: SessionSeen) {
  const known = await sessionSeen();
  const current = sessionInUse(known, heard);
  session = Promise.resolve(current);
  if (current.tag === known?.tag) return;
  const record = await caches.open(SESSION_CACHE_NAME);
  await record.put(SESSION_RECORD, new Response(current.tag));
  await dropCopiesOfOtherSessions(current.tag);
}

async function dropCopiesOfOtherSessions(tag: string) {
  for (const name of (await caches.keys()).filter(isPersonalCacheName)) {
    const cache = await caches.open(name);
    for (const request of await cache.keys()) {
      const copy = await cache.match(request);
      if (!copy || !belongsToSession(copy, tag)) await cache.delete(request);
    }
  }
}

/**
 * Without a network and without a copy: a page gets our offline page; a data request of React
 * Router is sent on to load that page as a document (which then gets its copy or the offline
 * page); a picture never loaded (below the fold) leaves an empty box instead of a broken one;
 * anything else, a form's call included, gets 503 with a sentence the form can show.
 */
async function offlineAnswer(request: Request): Promise<Response> {
  if (request.mode === "navigate") {
    const page = await caches.match(OFFLINE_PAGE_PATH, { cacheName: names.public });
    if (page) return page;
  }
  if (request.method === "GET" && isRouteDiscovery(new URL(request.url))) {
    // "Load it as a document" (as for a page's data below): React Router then opens those links
    // by document, which gets its copy or the offline page, instead of failing their discovery.
    return new Response(null, { status: 204, headers: { "X-Remix-Reload-Document": "true" } });
  }
  const page = request.method === "GET" ? pageOfData(new URL(request.url)) : null;
  if (page) {
    return new Response(null, {
      status: 204,
      headers: { "X-Remix-Redirect": page.pathname + page.search, "X-Remix-Reload-Document": "true" },
    });
  }
  if (request.destination === "image") {
    return new Response('<svg xmlns="http://www.w3.org/2000/svg"/>', { headers: { "Content-Type": "image/svg+xml" } });
  }
  return Response.json({ message: SW_CONFIG.needsConnection }, { status: 503, statusText: OFFLINE_STATUS_TEXT });
}
