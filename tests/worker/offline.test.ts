import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { Browser } from "./browser.ts";
import { signedInTourist, textOf } from "./operator-support.ts";

/**
 * The installable web app as the server answers it: one manifest per site, the service worker's
 * script at the root, the offline page it keeps, and the sign-out that clears what it kept. What
 * the worker does in a browser is tests/e2e/offline.spec.ts; its rules are tests/unit/offline.test.ts.
 */
const TEXTS = {
  id: { name: "Bali Tours: tur dan aktivitas di Bali", offline: "Anda sedang offline", needs: "koneksi" },
  en: { name: "Bali Tours: tours and activities in Bali", offline: "You are offline", needs: "needs a connection" },
} as const;

describe.each(["id", "en"] as const)("the web app on the %s site", (site) => {
  it("serves its own manifest, in the site's language, with the theme's colours and the icons", async () => {
    const reply = await new Browser(site).get("/manifest.webmanifest");
    expect(reply.status).toBe(200);
    expect(reply.headers.get("content-type")).toContain("application/manifest+json");
    const manifest = JSON.parse(reply.body as string);
    expect(manifest).toMatchObject({
      lang: site,
      name: TEXTS[site].name,
      short_name: "Bali Tours",
      start_url: "/",
      scope: "/",
      display: "standalone",
      theme_color: "#c2410c",
      background_color: "#f0f7ee",
    });
    expect(manifest.description.length).toBeGreaterThan(40);
    const sizes = manifest.icons.map((icon: { sizes: string; purpose: string }) => `${icon.sizes} ${icon.purpose}`);
    expect(sizes).toEqual(expect.arrayContaining(["192x192 any", "512x512 any", "512x512 maskable"]));
  });

  it("links the manifest from every page's head", async () => {
    const { text } = await new Browser(site).page("/");
    expect(text).toContain('<link rel="manifest" href="/manifest.webmanifest"/>');
  });

  it("serves the service worker at the root as a script the browser asks for again at every visit", async () => {
    const reply = await new Browser(site).fetchText("GET", "/sw.js");
    expect(reply.status).toBe(200);
    expect(reply.headers.get("content-type")).toContain("text/javascript");
    expect(reply.headers.get("cache-control")).toBe("no-cache");
    // The script's policy is the worker's: it must be allowed to fetch its own site.
    expect(reply.headers.get("content-security-policy")).toMatch(/^default-src 'self';/);
    const config = JSON.parse(/^const SW_CONFIG = (.*);$/m.exec(reply.text)?.[1] ?? "null");
    // The build's version names the worker's caches: a deploy's new worker drops the old ones.
    expect(config.build).toBe(env.TEST_BUILD_VERSION);
    expect(config.needsConnection).toContain(TEXTS[site].needs);
    expect(reply.text).toContain("addEventListener(`fetch`");
  });

  it("has an offline page in the site's language that needs nothing else to show", async () => {
    const { status, text, headers } = await new Browser(site).page("/offline");
    expect(status).toBe(200);
    expect(headers.get("content-type")).toContain("text/html");
    expect(text).toContain(`<html lang="${site}">`);
    expect(textOf(/<h1[^>]*>.*<\/h1>/.exec(text)?.[0] ?? "").trim()).toBe(TEXTS[site].offline);
    expect(text).not.toMatch(/<script|<link rel="stylesheet"/);
    expect(headers.get("content-security-policy")).toMatch(/^default-src 'none'/);
  });
});

describe("signing out", () => {
  it("tells the browser to drop what it cached for the session", async () => {
    const browser = await signedInTourist("en");
    const out = await browser.post("/api/logout", {});
    expect(out.status).toBe(200);
    expect(out.headers.get("clear-site-data")).toBe('"cache"');
  });
});
