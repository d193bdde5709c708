import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { cacheKey, pathsChangedBy, purgeHeader, shareable, withEdgeCache } from "#workers/edge-cache.ts";
import { Browser, newEmail } from "./browser.ts";
import { signedInVerifiedTourist } from "./operator-support.ts";

/** A query string of its own per test, so no test starts on another's cached copy. */
let runs = 0;
const fresh = (path: string) => `${path}${path.includes("?") ? "&" : "?"}edge-test=${Date.now()}-${++runs}`;

const HOSTS = { id: "localhost", en: "en.localhost" } as const;

/**
 * The copy is written after the answer has gone out (`waitUntil`): wait until the data centre's
 * cache holds it before asking again, as the next tourist would find it.
 */
async function stored(site: keyof typeof HOSTS, path: string): Promise<void> {
  const cache = (caches as unknown as { default: Cache }).default;
  for (let attempt = 0; attempt < 100; attempt += 1) {
    if (await cache.match(await cacheKey(new Request(`http://${HOSTS[site]}${path}`), env.TEST_BUILD_VERSION))) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`${path} on the ${site} site was never stored`);
}

/** The execution context a test hands to withEdgeCache: background work is awaited on demand. */
function testContext() {
  const pending: Promise<unknown>[] = [];
  const ctx = {
    waitUntil: (promise: Promise<unknown>) => pending.push(promise),
    passThroughOnException: () => undefined,
    props: {},
  } as unknown as ExecutionContext;
  return { ctx, settled: () => Promise.all(pending) };
}

describe("edge cache of anonymous pages and /api reads", () => {
  it("answers the second anonymous GET of a page from the cache", async () => {
    const path = fresh("/activity/day-tours");
    const first = await new Browser("id").get(path);
    expect(first.status).toBe(200);
    expect(first.headers.get("x-cache")).toBe("MISS");
    await stored("id", path);
    const second = await new Browser("id").get(path);
    expect(second.headers.get("x-cache")).toBe("HIT");
    expect(second.body).toBe(first.body);
    // What browsers are told is the app's own policy, not the cache's bookkeeping.
    expect(second.headers.get("cache-control")).toBe("public, max-age=0, s-maxage=60, stale-while-revalidate=600");
    expect(second.headers.get("vary")).toBe("Cookie");
    expect(second.headers.get("server-timing")).toMatch(/d1;desc="\d+ round trips"/);
    expect(second.headers.has("x-edge-stored-at")).toBe(false);
  });

  it("caches /api reads too, and keeps errors out", async () => {
    const path = fresh("/api/type/1");
    expect((await new Browser("id").get(path)).headers.get("x-cache")).toBe("MISS");
    await stored("id", path);
    const again = await new Browser("id").get(path);
    expect(again.headers.get("x-cache")).toBe("HIT");
    expect(again.body.items.data.length).toBeGreaterThan(0);

    const missing = fresh("/api/type/999999");
    expect((await new Browser("id").get(missing)).status).toBe(404);
    const missingAgain = await new Browser("id").get(missing);
    expect(missingAgain.status).toBe(404);
    expect(missingAgain.headers.get("x-cache")).toBe("MISS");
  });

  it("keeps the Indonesian and the English site apart", async () => {
    const path = fresh("/");
    const id = await new Browser("id").get(path);
    const en = await new Browser("en").get(path);
    expect(en.headers.get("x-cache")).toBe("MISS");
    await stored("id", path);
    await stored("en", path);
    const idAgain = await new Browser("id").get(path);
    const enAgain = await new Browser("en").get(path);
    expect(idAgain.headers.get("x-cache")).toBe("HIT");
    expect(enAgain.headers.get("x-cache")).toBe("HIT");
    expect(idAgain.body).toContain('<html lang="id"');
    expect(enAgain.body).toContain('<html lang="en"');
    expect(idAgain.body).toBe(id.body);
    expect(enAgain.body).toBe(en.body);
    expect(idAgain.body).not.toBe(enAgain.body);
  });

  it("never serves or stores a signed-in tourist's page", async () => {
    const path = fresh("/");
    // An anonymous copy is in the cache ...
    await new Browser("en").get(path);
    await stored("en", path);
    expect((await new Browser("en").get(path)).headers.get("x-cache")).toBe("HIT");
    // ... and a signed-in tourist still gets their own page, rendered for them.
    const tourist = new Browser("en");
    const name = "Ketut Cache";
    const signUp = await tourist.post("/api/register", { name, email: newEmail(), password: "sunrise-at-batur" });
    expect(signUp.status).toBe(201);
    const personal = await tourist.get(path);
    expect(personal.headers.get("x-cache")).toBe("BYPASS");
    expect(personal.headers.get("cache-control")).toBe("private, no-store");
    expect(personal.body).toContain(name);
    // Their visit left nothing personal behind for the next anonymous visitor.
    const anonymous = await new Browser("en").get(path);
    expect(anonymous.headers.get("x-cache")).toBe("HIT");
    expect(anonymous.body).not.toContain(name);
  });

  it("bypasses the cache for an Authorization header, whatever it holds", async () => {
    const path = fresh("/api/types");
    await new Browser("id").get(path);
    await stored("id", path);
    const withToken = await new Browser("id").get(path, { authorization: "Bearer not-a-real-token-at-all-0000" });
    expect(withToken.headers.get("x-cache")).toBe("BYPASS");
  });

  it("never caches a POST", async () => {
    const path = fresh("/api/register");
    const first = await new Browser("id").post(path, {
      name: "Wayan One",
      email: newEmail(),
      password: "sunrise-at-batur",
    });
    const second = await new Browser("id").post(path, {
      name: "Wayan Two",
      email: newEmail(),
      password: "sunrise-at-batur",
    });
    expect([first.status, second.status]).toEqual([201, 201]);
    expect(first.headers.get("x-cache")).toBe("BYPASS");
    expect(second.headers.get("x-cache")).toBe("BYPASS");
    expect(second.body.user.name).toBe("Wayan Two");
  });

  it("does not store the CSRF cookie's answer, nor any response that sets a cookie", async () => {
    const csrf = fresh("/sanctum/csrf-cookie");
    const first = await new Browser("id").get(csrf);
    const second = await new Browser("id").get(csrf);
    expect(second.headers.get("x-cache")).toBe("MISS");
    expect(second.headers.get("set-cookie")).not.toBe(first.headers.get("set-cookie"));

    // A page that, one day, sets a cookie while saying "public": rendered each time, never shared.
    const { ctx, settled } = testContext();
    let renders = 0;
    const render = async () => {
      renders += 1;
      return new Response(`<p>render ${renders}</p>`, {
        headers: { "Cache-Control": "public, max-age=0, s-maxage=60", "Set-Cookie": `seen=${renders}` },
      });
    };
    const request = () => new Request(`http://localhost${fresh("/set-cookie-page")}`);
    const url = request().url;
    const a = await withEdgeCache(new Request(url), ctx, render, "test");
    await settled();
    const b = await withEdgeCache(new Request(url), ctx, render, "test");
    expect(a.headers.get("x-cache")).toBe("MISS");
    expect(b.headers.get("x-cache")).toBe("MISS");
    expect(await b.text()).toBe("<p>render 2</p>");
  });

  it("stores only what the app marked public with s-maxage, status 200", () => {
    const response = (status: number, headers: Record<string, string>) => new Response("x", { status, headers });
    expect(shareable(response(200, { "Cache-Control": "public, max-age=0, s-maxage=60" }))).toEqual({
      fresh: 60,
      stale: 0,
    });
    expect(
      shareable(response(200, { "Cache-Control": "public, max-age=0, s-maxage=60, stale-while-revalidate=600" })),
    ).toEqual({ fresh: 60, stale: 600 });
    expect(shareable(response(200, { "Cache-Control": "private, no-store" }))).toBeNull();
    expect(shareable(response(200, { "Cache-Control": "public, no-store, s-maxage=60" }))).toBeNull();
    expect(shareable(response(200, { "Cache-Control": "public, max-age=86400" }))).toBeNull();
    expect(shareable(response(200, {}))).toBeNull();
    expect(shareable(response(404, { "Cache-Control": "public, s-maxage=60" }))).toBeNull();
    expect(shareable(response(200, { "Cache-Control": "public, s-maxage=60", "Set-Cookie": "a=b" }))).toBeNull();
  });

  it("lets the local benchmark skip the cache, and only on local hosts", async () => {
    const path = fresh("/tips");
    await new Browser("id").get(path);
    await stored("id", path);
    const bypassed = await new Browser("id").get(path, { "x-cache-bypass": "1" });
    expect(bypassed.headers.get("x-cache")).toBe("BYPASS");

    // On a production host the header does nothing: the copy is served as for anyone.
    const { ctx, settled } = testContext();
    let renders = 0;
    const render = async () => {
      renders += 1;
      return new Response("page", { headers: { "Cache-Control": "public, max-age=0, s-maxage=60" } });
    };
    const url = `https://balitours.example${fresh("/")}`;
    await withEdgeCache(new Request(url), ctx, render, "test");
    await settled();
    const attempt = await withEdgeCache(new Request(url, { headers: { "X-Cache-Bypass": "1" } }), ctx, render, "test");
    expect(attempt.headers.get("x-cache")).toBe("HIT");
    expect(renders).toBe(1);
  });

  it("a new review drops the cached comments, /api answer and page of its subject on both sites", async () => {
    const comments = "/api/transport/5/comment";
    const page = "/transport/5";
    for (const site of ["id", "en"] as const) {
      for (const path of [comments, page]) {
        await new Browser(site).get(path);
        await stored(site, path);
        expect((await new Browser(site).get(path)).headers.get("x-cache")).toBe("HIT");
      }
    }
    const { browser: tourist } = await signedInVerifiedTourist("en", "Nyoman Purge");
    const title = `Fresh at once ${Date.now()}`;
    const posted = await tourist.post(comments, { rating: 4, title, body: "The driver waited for us at every stop." });
    expect(posted.status).toBe(201);
    for (const site of ["id", "en"] as const) {
      const list = await new Browser(site).get(comments);
      expect(list.headers.get("x-cache")).toBe("MISS");
      expect(list.body.items.data[0].title).toBe(title);
      expect((await new Browser(site).get(page)).headers.get("x-cache")).toBe("MISS");
    }
  });

  it("a back-office write drops the paths its answer names on both sites, and the header stays inside", async () => {
    const pages = [fresh("/tips"), fresh("/api/tips")];
    const cache = (caches as unknown as { default: Cache }).default;
    const { ctx, settled } = testContext();
    const page = async () =>
      new Response("<p>tips</p>", { headers: { "Cache-Control": "public, max-age=0, s-maxage=60" } });
    for (const host of Object.values(HOSTS)) {
      for (const path of pages) await withEdgeCache(new Request(`http://${host}${path}`), ctx, page, "test");
    }
    await settled();
    const cached = async () =>
      Promise.all(
        Object.values(HOSTS).flatMap((host) =>
          pages.map(
            async (path) =>
              (await cache.match(await cacheKey(new Request(`http://${host}${path}`), "test"))) !== undefined,
          ),
        ),
      );
    expect(await cached()).toEqual([true, true, true, true]);
    const write = async () =>
      new Response(null, { status: 303, headers: { Location: "/admin", "X-Purge-Paths": purgeHeader(pages) } });
    const refused = async () => new Response(null, { status: 409, headers: { "X-Purge-Paths": purgeHeader(pages) } });
    const post = (render: () => Promise<Response>) =>
      withEdgeCache(new Request("http://localhost/admin/tips/1", { method: "POST" }), ctx, render, "test", () =>
        Object.values(HOSTS),
      );
    const conflict = await post(refused);
    expect(conflict.headers.has("x-purge-paths")).toBe(false);
    expect(await cached()).toEqual([true, true, true, true]);
    const saved = await post(write);
    expect(saved.status).toBe(303);
    expect(saved.headers.has("x-purge-paths")).toBe(false);
    expect(await cached()).toEqual([false, false, false, false]);
  });

  it("never serves another visitor a page rendered for an attacker's spelling of the URL", async () => {
    const path = fresh("/gallery");
    const attacked = `${path}&__build=ATTACKER-MARK`;
    const attack = await new Browser("en").get(attacked);
    expect(attack.status).toBe(200);
    expect(attack.body).toContain("ATTACKER-MARK");
    await stored("en", attacked);
    const visitor = await new Browser("en").get(path);
    expect(visitor.status).toBe(200);
    expect(visitor.body).not.toContain("ATTACKER-MARK");
    expect(visitor.body).toContain(`<link rel="canonical" href="http://en.localhost${path}"`);
  });

  it("renders a miss and a stale copy's refresh from the URL the key stands for, not the visitor's", async () => {
    const { ctx, settled } = testContext();
    const render = async (request: Request) =>
      new Response(`rendered ${request.url} for ${request.headers.get("host") ?? "no host"}`, {
        headers: { "Cache-Control": "public, max-age=0, s-maxage=1, stale-while-revalidate=60" },
      });
    const path = fresh("/page");
    const page = `https://balitours.example${path}`;
    const expected = `rendered ${page} for balitours.example`;
    // The Host header names the site; a request URL that says otherwise changes nothing cached.
    const foreign = () => new Request(`https://attacker.example${path}`, { headers: { host: "balitours.example" } });
    const miss = await withEdgeCache(foreign(), ctx, render, "test");
    expect(miss.headers.get("x-cache")).toBe("MISS");
    expect(await miss.text()).toBe(expected);
    await settled();
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const stale = await withEdgeCache(foreign(), ctx, render, "test");
    expect(stale.headers.get("x-cache")).toBe("STALE");
    await stale.text();
    const poisoned = await withEdgeCache(new Request(`${page}&__build=x`), ctx, render, "test");
    await poisoned.text();
    await settled();
    const visitor = await withEdgeCache(new Request(page), ctx, render, "test");
    expect(visitor.headers.get("x-cache")).toBe("HIT");
    expect(await visitor.text()).toBe(expected);
  });

  it("keeps the build's version where no incoming URL can reach it", async () => {
    const keys = await Promise.all(
      [
        "https://balitours.example/gallery",
        "https://balitours.example/gallery?",
        "https://balitours.example/gallery?__build=test",
        "https://balitours.example/gallery?__build=other",
        "https://balitours.example/gallery?a=1",
        "https://en.balitours.example/gallery",
      ].map(async (url) => await cacheKey(new Request(url), "test")),
    );
    expect(new Set(keys).size).toBe(keys.length - 1);
    expect(keys[1]).toBe(keys[0]);
    expect(await cacheKey(new Request("https://balitours.example/gallery"), "next")).not.toBe(keys[0]);
  });

  it("a purge of a path reaches its later pages and searches, whatever their query", async () => {
    const path = `/edge-query-test-${Date.now()}-${++runs}`;
    const copies = [`${path}?page=2`, `${path}?q=ubud&page=3`];
    const { ctx, settled } = testContext();
    const page = async () =>
      new Response("<p>list</p>", { headers: { "Cache-Control": "public, max-age=0, s-maxage=60" } });
    const get = (host: string, copy: string) => withEdgeCache(new Request(`http://${host}${copy}`), ctx, page, "test");
    for (const host of Object.values(HOSTS)) for (const copy of copies) await get(host, copy);
    await settled();
    for (const host of Object.values(HOSTS)) {
      for (const copy of copies) expect((await get(host, copy)).headers.get("x-cache"), copy).toBe("HIT");
    }
    const write = async () => new Response(null, { status: 303, headers: { "X-Purge-Paths": purgeHeader([path]) } });
    await withEdgeCache(new Request("http://localhost/admin/x", { method: "POST" }), ctx, write, "test", () =>
      Object.values(HOSTS),
    );
    for (const host of Object.values(HOSTS)) {
      for (const copy of copies) expect((await get(host, copy)).headers.get("x-cache"), copy).toBe("MISS");
    }
  });

  it("serves a fresh hit from the isolate's memory for a second, no longer", async () => {
    const { ctx, settled } = testContext();
    let renders = 0;
    const render = async () =>
      new Response(`<p>render ${++renders}</p>`, {
        headers: { "Cache-Control": "public, max-age=0, s-maxage=60", Vary: "Cookie" },
      });
    const url = `https://balitours.example${fresh("/memory")}`;
    const get = () => withEdgeCache(new Request(url), ctx, render, "test");
    await (await get()).text();
    await settled();
    const hit = await get();
    expect(hit.headers.get("x-cache")).toBe("HIT");
    expect(await hit.text()).toBe("<p>render 1</p>");
    // The data centre's copy goes (another isolate's purge); this isolate's second has not passed.
    const cache = (caches as unknown as { default: Cache }).default;
    expect(await cache.delete(await cacheKey(new Request(url), "test"))).toBe(true);
    const remembered = await get();
    expect(remembered.headers.get("x-cache")).toBe("HIT");
    expect(remembered.headers.get("cache-control")).toBe("public, max-age=0, s-maxage=60");
    expect(remembered.headers.get("vary")).toBe("Cookie");
    expect(remembered.headers.get("age")).toBe("0");
    expect([...remembered.headers.keys()].filter((name) => name.startsWith("x-edge"))).toEqual([]);
    expect(await remembered.text()).toBe("<p>render 1</p>");
    await new Promise((resolve) => setTimeout(resolve, 1050));
    const after = await get();
    expect(after.headers.get("x-cache")).toBe("MISS");
    expect(await after.text()).toBe("<p>render 2</p>");
  });

  it("keeps no copy in memory that a purge made while it was read", async () => {
    const { ctx, settled } = testContext();
    let renders = 0;
    const render = async () =>
      new Response(`<p>render ${++renders}</p>`, { headers: { "Cache-Control": "public, max-age=0, s-maxage=60" } });
    const path = fresh("/racing");
    const url = `http://localhost${path}`;
    const get = () => withEdgeCache(new Request(url), ctx, render, "test");
    await (await get()).text();
    await settled();
    const write = async () =>
      new Response(null, { status: 303, headers: { "X-Purge-Paths": purgeHeader([new URL(url).pathname]) } });
    const post = () =>
      withEdgeCache(new Request("http://localhost/admin/x", { method: "POST" }), ctx, write, "test", () =>
        Object.values(HOSTS),
      );
    // The read starts first and finds the old copy in the Cache API; the purge ends before it is kept.
    const [during] = await Promise.all([get(), post()]);
    expect(await during.text()).toBe("<p>render 1</p>");
    const after = await get();
    expect(after.headers.get("x-cache")).toBe("MISS");
    expect(await after.text()).toBe("<p>render 2</p>");
  });

  it("does not store a render that a purge of its page overtook, on a miss or a stale copy's refresh", async () => {
    const { ctx, settled } = testContext();
    let renders = 0;
    let holdRender: Promise<void> = Promise.resolve();
    const render = async () => {
      const rendered = `<p>render ${++renders}</p>`;
      await holdRender;
      return new Response(rendered, {
        headers: { "Cache-Control": "public, max-age=0, s-maxage=1, stale-while-revalidate=60" },
      });
    };
    // Without a query string: the copies of a query are keyed under a generation that a purge renews.
    const path = `/overtaken-${Date.now()}`;
    const url = `http://localhost${path}`;
    const get = () => withEdgeCache(new Request(url), ctx, render, "test");
    const write = async () =>
      new Response(null, { status: 303, headers: { "X-Purge-Paths": purgeHeader([new URL(url).pathname]) } });
    const post = () =>
      withEdgeCache(new Request("http://localhost/admin/x", { method: "POST" }), ctx, write, "test", () =>
        Object.values(HOSTS),
      );
    /** Starts a GET whose render reads before the write, and lets it finish after the write's purge. */
    const overtaken = async () => {
      let release = () => {};
      holdRender = new Promise((resolve) => {
        release = resolve;
      });
      const reading = get();
      await post();
      release();
      const answer = await reading;
      await answer.text();
      await settled();
      holdRender = Promise.resolve();
      return answer;
    };

    expect((await overtaken()).headers.get("x-cache")).toBe("MISS");
    const afterMiss = await get();
    expect(afterMiss.headers.get("x-cache")).toBe("MISS");
    expect(await afterMiss.text()).toBe("<p>render 2</p>");
    await settled();
    await new Promise((resolve) => setTimeout(resolve, 1100));
    // Render 2's copy is stale now: its refresh renders in the background, and a purge overtakes it.
    let release = () => {};
    holdRender = new Promise((resolve) => {
      release = resolve;
    });
    const stale = await get();
    expect(stale.headers.get("x-cache")).toBe("STALE");
    await stale.text();
    await post();
    release();
    await settled();
    holdRender = Promise.resolve();
    const afterRefresh = await get();
    expect(afterRefresh.headers.get("x-cache")).toBe("MISS");
  });

  it("serves a copy from memory with its age in the cache, and not past its freshness", async () => {
    const { ctx, settled } = testContext();
    const render = async () =>
      new Response("<p>fresh for two seconds</p>", {
        headers: { "Cache-Control": "public, max-age=0, s-maxage=2, stale-while-revalidate=60" },
      });
    const url = `https://balitours.example${fresh("/aging")}`;
    const get = () => withEdgeCache(new Request(url), ctx, render, "test");
    await (await get()).text();
    await settled();
    const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
    await sleep(1500);
    const fromCache = await get();
    await fromCache.text();
    const fromMemory = await get();
    expect(fromMemory.headers.get("x-cache")).toBe("HIT");
    expect(fromMemory.headers.get("age")).toBe("1");
    await fromMemory.text();
    // Kept at 1.5 s for a second, but the cache's copy turns stale at 2 s: so does the memory's.
    await sleep(650);
    const stale = await get();
    expect(stale.headers.get("x-cache")).toBe("STALE");
    await stale.text();
    await settled();
  });

  it("knows which cached paths a write makes wrong", () => {
    expect(pathsChangedBy("/api/activity/day-tours/ubud/comment")).toEqual([
      "/api/activity/day-tours/ubud/comment",
      "/api/activity/day-tours/ubud",
      "/activity/day-tours/ubud",
      "/activity/day-tours/ubud.data",
    ]);
    expect(pathsChangedBy("/api/transport/3/comment")).toContain("/transport/3");
    expect(pathsChangedBy("/api/activity/day-tours/ubud/booking")).toEqual([
      "/api/activity/day-tours/ubud/availability",
    ]);
    expect(pathsChangedBy("/api/transport/3/booking")).toEqual(["/api/transport/3/availability"]);
    expect(pathsChangedBy("/api/subscriber")).toEqual([]);
  });
});
