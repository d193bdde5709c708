/**
 * The service worker, served at /sw.js (app/routes/service-worker.ts builds it with the site's
 * language and the build's version). What it keeps and what it leaves online is decided by the
 * rules in domain/offline.ts; docs/decisions/0019-offline.md tells why.
 */
import {
  cacheNames,
  changesSession,
  copyKind,
  isPersonalCacheName,
  KEPT_PAGES_LIMIT,
  NETWORK_PATIENCE_MS,
  OFFLINE_PAGE_PATH,
  OFFLINE_STATUS_TEXT,
  offlineStrategy,
  pageOfData,
  type ServiceWorkerConfig,
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
      const current = new Set(Object.values(names));
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
    const response = await fetch(request).catch(() => null);
    if (response) await keep(request, response, strategy === "cache-first" ? names.files : undefined);
  }
}

/** Stores a good answer in the cache its kind belongs to (or `cacheName`), the oldest pages going first. */
async function keep(request: Request, response: Response, cacheName?: string) {
  const kind = copyKind(response);
  if (!kind) return;
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
  const network = fetch(request);
  event.waitUntil(network.then((response) => keep(request, response.clone())).catch(() => undefined));
  const patience = new Promise<null>((resolve) => setTimeout(() => resolve(null), NETWORK_PATIENCE_MS));
  try {
    return (await Promise.race([network, patience])) ?? (await keptCopy(request)) ?? (await network);
  } catch {
    return (await keptCopy(request)) ?? offlineAnswer(request);
  }
}

async function keptCopy(request: Request): Promise<Response | undefined> {
  return (
    (await caches.match(request, { cacheName: names.personal, ignoreVary: true })) ??
    (await caches.match(request, { cacheName: names.public, ignoreVary: true }))
  );
}

/** Writes, the /api, signing in: the network or a clear "needs a connection". */
async function onlineOnly(request: Request): Promise<Response> {
  const session = changesSession(request, origin);
  try {
    const response = await fetch(request);
    if (session && response.ok) await forgetPersonalCopies();
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
      const fresh = await fetch(new Request(request.url, { credentials: "same-origin" })).catch(() => null);
      if (fresh) await keep(request, fresh);
      else {
        const copy = await old.match(request);
        if (copy) await personal.put(request, copy);
      }
    }
  }
}

async function forgetPersonalCopies() {
  await caches.delete(names.personal);
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
