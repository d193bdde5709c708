import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { Browser, newEmail, type Reply } from "./browser.ts";
import type { Site } from "./client.ts";
import { testIdPart, textOf } from "./operator-support.ts";

const HOSTS: Record<Site, string> = { id: "localhost", en: "en.localhost" };

/** A page of each kind, from the seeded catalogue. */
const PAGES = [
  "/",
  // Home with the rows below its first screen, as a browser without JavaScript asks for it.
  "/?later=1",
  "/activity",
  "/activity/day-tours",
  "/activity/day-tours/ubud-rice-terrace-and-monkey-forest-tour",
  "/results?query=ubud",
  "/destination",
  "/destination/denpasar/sanur-beach",
  "/transport",
  "/transport/3",
  "/tips",
  "/tips/money-atms-and-money-changers",
  "/event",
  "/event/new-years-eve-2026-bali",
  "/specialoffer",
  "/specialoffer/group-discount",
  "/gallery",
  "/helpandfaq",
  "/aboutus",
];

/** Pages that name a main image for sharing: home, a category, and every detail page. */
const PAGES_WITH_IMAGE = [
  "/",
  "/activity/day-tours",
  "/activity/day-tours/ubud-rice-terrace-and-monkey-forest-tour",
  "/destination?regency=gianyar",
  "/destination/denpasar/sanur-beach",
  "/transport/3",
  "/tips/money-atms-and-money-changers",
  "/event/new-years-eve-2026-bali",
  "/specialoffer/group-discount",
  "/gallery",
];

function directives(reply: { headers: Headers }): Map<string, string> {
  const value = reply.headers.get("cache-control") ?? "";
  return new Map(
    value
      .split(",")
      .map((part) => part.trim().toLowerCase())
      .filter(Boolean)
      .map((part) => {
        const [name = "", argument = ""] = part.split("=");
        return [name, argument] as [string, string];
      }),
  );
}

function roundTrips(reply: { headers: Headers }): number {
  return Number(reply.headers.get("server-timing")?.match(/(\d+) round trips/)?.[1] ?? Number.NaN);
}

function varyOnCookie(reply: { headers: Headers }): boolean {
  return (reply.headers.get("vary") ?? "").toLowerCase().split(/,\s*/).includes("cookie");
}

async function signedIn(site: Site = "en"): Promise<Browser> {
  const browser = new Browser(site);
  const reply = await browser.post("/api/register", {
    name: "Komang",
    email: newEmail(),
    password: "sunset-at-uluwatu",
  });
  expect(reply.status).toBe(201);
  return browser;
}

/** Every page of PAGES and PAGES_WITH_IMAGE as a signed-out visitor gets it, per site, rendered once. */
const anonymous: Record<Site, Map<string, Reply>> = { id: new Map(), en: new Map() };

beforeAll(async () => {
  for (const site of ["id", "en"] as const) {
    const browser = new Browser(site);
    for (const path of new Set([...PAGES, ...PAGES_WITH_IMAGE])) anonymous[site].set(path, await browser.get(path));
  }
  // The first request of a file starts workerd; on a busy 2-core machine that alone takes seconds.
}, 60_000);

function anonymousPage(site: Site, path: string): Reply {
  const reply = anonymous[site].get(path);
  if (!reply) throw new Error(`${path} was not rendered`);
  return reply;
}

describe("the FAQ, rendered once per language and heading level for every page that shows it", () => {
  const GENERAL_QUESTIONS: Record<Site, string> = { id: "Pertanyaan umum", en: "General questions" };
  const faqOf = (site: Site, path: string) => testIdPart(String(anonymousPage(site, path).body), "faq-groups");

  it("is in the page's own language and at the page's own heading level, whichever site asked first", () => {
    for (const site of ["id", "en"] as const) {
      const onActivity = faqOf(site, "/activity/day-tours/ubud-rice-terrace-and-monkey-forest-tour");
      const onDestination = faqOf(site, "/destination/denpasar/sanur-beach");
      const onHelp = faqOf(site, "/helpandfaq");
      expect(onActivity, site).toMatch(new RegExp(`<h3 class="[^"]+">${GENERAL_QUESTIONS[site]}</h3>`));
      expect(onDestination, site).toBe(onActivity);
      expect(onHelp, site).toMatch(new RegExp(`<h2 class="[^"]+">${GENERAL_QUESTIONS[site]}</h2>`));
      expect(onHelp.match(/<details/g), site).toHaveLength(5);
    }
  });
});

describe("a page rendered in one piece (docs/decisions/0028)", () => {
  const LOADER_DATA =
    /<script nonce="([^"]+)">window\.__reactRouterContext\.streamController\.enqueue\(("(?:[^"\\]|\\.)*")\);<\/script>/g;

  it("is one document that hands the browser its loader data whole, then closes the hand-over", () => {
    for (const site of ["id", "en"] as const) {
      for (const path of PAGES) {
        const reply = anonymousPage(site, path);
        const html = String(reply.body);
        const where = `${site} ${path}`;
        expect(reply.status, where).toBe(200);
        expect(html.startsWith("<!DOCTYPE html><html"), where).toBe(true);
        expect(html.match(/<!DOCTYPE/gi), where).toHaveLength(1);
        const handed = [...html.matchAll(LOADER_DATA)];
        expect(handed, where).toHaveLength(1);
        const [, nonce, encoded] = handed[0] ?? [];
        expect(reply.headers.get("content-security-policy"), where).toContain(`'nonce-${nonce}'`);
        // What React Router decodes in the browser: the data of the root and of the page's route.
        const data = JSON.parse(JSON.parse(String(encoded))) as unknown[];
        expect(data, where).toContain("loaderData");
        expect(data, where).toContain("root");
        const close = html.indexOf(`<script nonce="${nonce}">window.__reactRouterContext.streamController.close();`);
        expect(close, where).toBeGreaterThan(html.indexOf("streamController.enqueue("));
      }
    }
  });
});

describe("what browsers and shared caches may keep of a page", () => {
  it("anonymous pages: browsers ask again at every visit, a shared cache keeps them a minute, per cookie", () => {
    for (const [site, path] of (["id", "en"] as const).flatMap((site) => PAGES.map((path) => [site, path] as const))) {
      const reply = anonymousPage(site, path);
      expect(reply.status, `${site} ${path}`).toBe(200);
      const cache = directives(reply);
      expect(cache.get("max-age"), path).toBe("0");
      expect(cache.has("public"), path).toBe(true);
      expect(cache.get("s-maxage"), path).toBe("60");
      expect(Number(cache.get("stale-while-revalidate")), path).toBeGreaterThan(0);
      expect(varyOnCookie(reply), path).toBe(true);
    }
  });

  it("a signed-in tourist's pages are private and never stored", async () => {
    const browser = await signedIn();
    for (const path of ["/", "/tips", "/profile"]) {
      const reply = await browser.get(path);
      expect(reply.status, path).toBe(200);
      expect(reply.headers.get("cache-control"), path).toBe("private, no-store");
      expect(varyOnCookie(reply), path).toBe(true);
    }
  });

  it("log in, register and the provider's return page are never stored, signed in or not", async () => {
    for (const site of ["id", "en"] as const) {
      for (const path of ["/login", "/register", "/login?nextUrl=profile", "/login/callback/google"]) {
        const reply = await new Browser(site).get(path);
        expect(reply.status, path).toBe(200);
        expect(reply.headers.get("cache-control"), `${site} ${path}`).toBe("private, no-store");
      }
    }
    const callback = await (await signedIn()).get("/login/callback/facebook");
    expect(callback.headers.get("cache-control")).toBe("private, no-store");
  });
});

describe("D1 round trips of a page, as Server-Timing reports them", () => {
  it("anonymous pages take at most two on both sites", () => {
    for (const site of ["id", "en"] as const) {
      for (const path of PAGES) expect(roundTrips(anonymousPage(site, path)), `${site} ${path}`).toBeLessThanOrEqual(2);
    }
  });

  it("a signed-in page view also counts the root's look-up of the session", async () => {
    const browser = await signedIn();
    for (const path of ["/", "/tips", "/aboutus"]) {
      expect(roundTrips(await browser.get(path)), path).toBe(roundTrips(anonymousPage("en", path)) + 1);
    }
    // The session is read once per request (app/middleware/user.server.ts): the root and the
    // profile's own guard share that one look-up; the profile's second trip reads its bookings.
    expect(roundTrips(await browser.get("/profile"))).toBe(2);
  });
});

describe("Open Graph", () => {
  it("names each page's image by an absolute URL on the site it was asked on", () => {
    for (const site of ["id", "en"] as const) {
      const onThisSite = new RegExp(`^http://${HOSTS[site].replace(".", "\\.")}/img/\\S+$`);
      for (const path of new Set([...PAGES_WITH_IMAGE, ...PAGES])) {
        const html = String(anonymousPage(site, path).body);
        const images = [...html.matchAll(/<meta property="og:image" content="([^"]*)"/g)].map((match) => match[1]);
        if (PAGES_WITH_IMAGE.includes(path)) expect(images, `${site} ${path}`).toHaveLength(1);
        for (const image of images) expect(image, `${site} ${path}`).toMatch(onThisSite);
      }
    }
  });
});

describe("a vehicle's price", () => {
  const PER_VEHICLE = { id: "per kendaraan", en: "per vehicle" } as const;

  it("is per vehicle on every transport card, in the page's language", () => {
    for (const site of ["id", "en"] as const) {
      for (const path of ["/transport", "/?later=1"]) {
        const html = String(anonymousPage(site, path).body);
        const cards = html.split("<li>").filter((chunk) => /href="\/transport\/\d+"/.test(chunk));
        expect(cards.length, `${site} ${path}`).toBeGreaterThan(0);
        for (const card of cards) {
          expect(card, `${site} ${path}`).toContain(PER_VEHICLE[site]);
          expect(card, `${site} ${path}`).not.toMatch(/per person|per orang/);
        }
      }
    }
  });

  it("is per vehicle for its hours on the detail page, with or without a driver", async () => {
    const pages = [
      ["en", "/transport/1", "per vehicle, for 10 hours"],
      ["id", "/transport/1", "per kendaraan, untuk 10 jam"],
      ["en", "/transport/14", "per vehicle, for 1 day"],
    ] as const;
    for (const [site, path, unit] of pages) {
      const { text } = await new Browser(site).fetchText("GET", path);
      for (const testId of ["vehicle-price", "vehicle-details"]) {
        const price = textOf(testIdPart(text.replaceAll("<!-- -->", ""), testId));
        expect(price, `${site} ${path} ${testId}`).toContain(unit);
        expect(price, `${site} ${path} ${testId}`).not.toMatch(/with driver|dengan sopir|per person|per orang/);
      }
    }
  });
});

describe("an activity's from price", () => {
  it("is the day of a car with driver, not its extra hour, written the way each site writes numbers", async () => {
    const path = "/activity/rentals/private-car-with-driver-day-hire";
    for (const [site, from] of [
      ["en", "from US$ 40.50 per vehicle"],
      ["id", "mulai Rp 650.000 per kendaraan"],
    ] as const) {
      const { text } = await new Browser(site).fetchText("GET", path);
      expect(textOf(testIdPart(text, "price")).trim(), site).toBe(from);
    }
  });
});

describe("destination cards", () => {
  it("count one review in the singular and more in the plural", async () => {
    const counts = [
      [1, "1 review"],
      [2, "2 reviews"],
    ] as const;
    for (const [count, words] of counts) {
      const destination = await env.DB.prepare(
        `SELECT d.slug, r.slug AS regency FROM destinations d JOIN regencies r ON r.id = d.regency_id
         WHERE d.comments_count = ? ORDER BY d.id LIMIT 1`,
      )
        .bind(count)
        .first<{ slug: string; regency: string }>();
      if (!destination) throw new Error(`no destination with ${count} reviews`);
      const { text } = await new Browser("en").fetchText("GET", `/destination?regency=${destination.regency}`);
      const card = textOf(text.split("<li>").find((chunk) => chunk.includes(`/${destination.slug}"`)) ?? "");
      expect(card).toMatch(new RegExp(`· ${words}\\b`));
    }
  });
});

describe("what a slow phone loads first", () => {
  const LIST_PAGES = ["/activity", "/transport", "/destination", "/tips", "/event", "/specialoffer"];

  it("the page's scripts wait for its first paint: nothing in the HTML fetches or runs them before", () => {
    for (const path of PAGES) {
      const reply = anonymousPage("en", path);
      const html = String(reply.body);
      expect(html, path).not.toMatch(/<link rel="modulepreload"/);
      expect(html, path).not.toMatch(/<script[^>]* type="module"/);
      const held = html.match(/<script nonce="[^"]*" type="text\/x-after-first-paint" data-preload="([^"]*)"/);
      const modules = held?.[1]?.split(" ") ?? [];
      expect(modules[0], `${path} preloads the entry first`).toMatch(/^\/assets\/entry\.client-[\w-]+\.js$/);
      for (const module of modules) expect(module, path).toMatch(/^\/assets\/[\w.-]+\.js$/);
      // The script that starts them runs under the page's policy, with its nonce.
      const nonce = /'nonce-([^']+)'/.exec(reply.headers.get("content-security-policy") ?? "")?.[1];
      expect(html, path).toMatch(
        new RegExp(`<script nonce="${nonce}">[^<]*x-after-first-paint[^<]*</script></body></html>$`),
      );
      expect(html.match(/<\/head>/g), `${path} has one head`).toHaveLength(1);
    }
  });

  it("a list's first card picture loads eagerly at high priority and the others lazily", () => {
    for (const path of LIST_PAGES) {
      const html = String(anonymousPage("id", path).body);
      const cardPictures = (html.split("<main")[1] ?? "").match(/<li><a[^>]*><img[^>]*>/g) ?? [];
      expect(cardPictures.length, path).toBeGreaterThan(1);
      const [first, ...rest] = cardPictures;
      expect(first, path).toContain('loading="eager"');
      expect(first, path).toMatch(/fetchPriority="high"/i);
      for (const picture of rest) expect(picture, path).toContain('loading="lazy"');
    }
  });
});
