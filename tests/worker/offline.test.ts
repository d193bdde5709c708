import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { sha256Hex } from "#workers/tokens.ts";
import { Browser, newEmail } from "./browser.ts";
import { sinkMessagesTo } from "./mail-support.ts";
import { emlText, signedInOperator, signedInTourist, textOf } from "./operator-support.ts";

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

const SESSION_COOKIE = "bali_session";
const PASSWORD = "monkeys-in-the-forest-31";
const tagOf = (reply: { headers: Headers }) => reply.headers.get("x-session-tag");

async function registered(email = newEmail()): Promise<Browser> {
  const browser = new Browser("en");
  const reply = await browser.post("/api/register", { name: "Komang Tourist", email, password: PASSWORD });
  expect(reply.status).toBe(201);
  return browser;
}

/** The session's tag as the server names it on the tourist's own page. */
async function tagOnProfile(browser: Browser): Promise<string | null> {
  return tagOf(await browser.page("/profile"));
}

async function storedHashOf(browser: Browser): Promise<string> {
  return sha256Hex(browser.cookies.get(SESSION_COOKIE) ?? "");
}

/** Joins the team on a browser of its own with an invitation to `email`, as the mailed link leads. */
async function joinedOnAnotherDevice(email: string) {
  const operator = await signedInOperator("en");
  const invited = await operator.submit("/admin/team", { intent: "invite", locale: "en", name: "Ayu Staff", email });
  expect(invited.status).toBe(303);
  let link: string | undefined;
  for (let wait = 0; wait < 50 && !link; wait += 1) {
    link = (await sinkMessagesTo(email))
      .map(emlText)
      .join("\n")
      .match(/\/admin\/invitation\?token=[\w-]+/)?.[0];
    if (!link) await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const device = new Browser("en");
  expect((await device.page(link ?? "")).status).toBe(303);
  expect((await device.page("/admin/invitation")).status).toBe(200);
  const joined = await device.submit("/admin/invitation", { password: PASSWORD });
  expect(joined.status).toBe(303);
  return { device, joined };
}

/**
 * Every page, its data and the /api name the session they were rendered for (decision 0035): the
 * service worker keeps a personal copy with that tag and drops it once an answer names another.
 */
describe("the session an answer was rendered for", () => {
  it("is none for a visitor who never signed in", async () => {
    const guest = new Browser("en");
    expect(tagOf(await guest.page("/"))).toBe("none");
    expect(tagOf(await guest.page("/booking"))).toBe("none");
    expect(tagOf(await guest.get("/api/index"))).toBe("none");
  });

  it("is a tag of the signed-in session on its pages, their data and the /api, which opens nothing", async () => {
    const tourist = await signedInTourist("en");
    const tag = await tagOnProfile(tourist);
    expect(tag).toMatch(/^[0-9a-f]{32}$/);
    expect(tagOf(await tourist.page("/"))).toBe(tag);
    expect(tagOf(await tourist.get("/profile.data"))).toBe(tag);
    expect(tagOf(await tourist.get("/api/user"))).toBe(tag);
    // Neither the token nor the hash the session is stored under.
    const token = tourist.cookies.get(SESSION_COOKIE) ?? "";
    expect(token).not.toContain(tag);
    expect((await storedHashOf(tourist)).includes(tag ?? "")).toBe(false);
    // Presented as the session, it opens nothing.
    expect((await new Browser("en").get("/api/user", { authorization: `Bearer ${tag}` })).status).toBe(401);
    const thief = new Browser("en");
    thief.cookies.set(SESSION_COOKIE, tag ?? "");
    expect((await thief.get("/api/user")).status).toBe(401);
    expect(tagOf(await thief.page("/"))).toBe("none");
  });

  it("is new with each session, named by the sign-in's own answer", async () => {
    const email = newEmail();
    const first = await registered(email);
    const second = new Browser("en");
    const signedIn = await second.post("/api/login", { email, password: PASSWORD });
    expect(signedIn.status).toBe(200);
    expect(tagOf(signedIn)).toMatch(/^[0-9a-f]{32}$/);
    expect(tagOf(signedIn)).toBe(await tagOnProfile(second));
    expect(await tagOnProfile(first)).not.toBe(await tagOnProfile(second));
  });

  it("is none from the sign-out's answer on", async () => {
    const tourist = await signedInTourist("en");
    const out = await tourist.post("/api/logout", {});
    expect(tagOf(out)).toBe("none");
    expect(tagOf(await tourist.page("/"))).toBe("none");
  });

  it("is none once the session has expired, though the browser still sends its cookie", async () => {
    const tourist = await signedInTourist("en");
    expect(await tagOnProfile(tourist)).toMatch(/^[0-9a-f]{32}$/);
    await env.DB.prepare("UPDATE sessions SET expires_at = ? WHERE token_hash = ?")
      .bind(new Date(Date.now() - 1000).toISOString(), await storedHashOf(tourist))
      .run();
    expect(tourist.cookies.has(SESSION_COOKIE)).toBe(true);
    expect(tagOf(await tourist.page("/"))).toBe("none");
    expect(tagOf(await tourist.get("/api/index"))).toBe("none");
  });

  it("is none once the browser has lost its cookie", async () => {
    const tourist = await signedInTourist("en");
    tourist.cookies.delete(SESSION_COOKIE);
    expect(tagOf(await tourist.page("/"))).toBe("none");
  });

  it("is the new session's after joining the team by invitation, and none on the devices whose sessions it ended", async () => {
    const email = newEmail();
    const before = await registered(email);
    const revokedTag = await tagOnProfile(before);
    const { device, joined } = await joinedOnAnotherDevice(email);
    // The join's own answer names the session it starts, which the next page confirms.
    const joinedTag = tagOf(joined);
    expect(joinedTag).toMatch(/^[0-9a-f]{32}$/);
    expect(joinedTag).not.toBe(revokedTag);
    expect(tagOf(await device.page("/admin/bookings"))).toBe(joinedTag);
    // Joining ended the account's other sessions: that device's pages are now rendered for none.
    expect(tagOf(await before.page("/"))).toBe("none");
  });

  it("is left off the answers a browser may keep for any session: robots.txt and the manifest", async () => {
    const tourist = await signedInTourist("en");
    expect(tagOf(await tourist.fetchText("GET", "/robots.txt"))).toBeNull();
    expect(tagOf(await tourist.fetchText("GET", "/manifest.webmanifest"))).toBeNull();
  });
});
