import { describe, expect, it } from "vitest";
import {
  answersForItsSession,
  belongsToSession,
  cacheNames,
  changesSession,
  copyKind,
  isPersonalCacheName,
  NO_SESSION_TAG,
  offlineStrategy,
  pageOfData,
  SESSION_TAG_HEADER,
  sessionInUse,
  sessionTagOf,
} from "#domain/offline.ts";

const origin = "https://en.balitours.example";
const get = (path: string) => ({ method: "GET", url: `${origin}${path}` });
const answer = (status: number, headers: Record<string, string> = {}, redirected = false) => ({
  status,
  redirected,
  headers: new Headers(headers),
});

describe("what the service worker keeps for reading offline", () => {
  it("keeps the pages a tourist opens and their data, asking the network first", () => {
    for (const path of ["/", "/activity/day-tours/ubud", "/booking", "/profile", "/booking/voucher?ref=BT-7KX4-M9PQ"]) {
      expect(offlineStrategy(get(path), origin), path).toBe("network-first");
    }
    expect(offlineStrategy(get("/activity/day-tours/ubud.data?_routes=routes/activity-detail"), origin)).toBe(
      "network-first",
    );
    expect(offlineStrategy(get("/_root.data"), origin)).toBe("network-first");
    // Home's rows below its first screen come from /api/index: kept like the page that shows them.
    expect(offlineStrategy(get("/api/index"), origin)).toBe("network-first");
    expect(offlineStrategy({ method: "POST", url: `${origin}/api/index` }, origin)).toBe("online-only");
  });

  it("answers hashed files and stored photos from the copy first", () => {
    expect(offlineStrategy(get("/assets/root-Bx12ab.js"), origin)).toBe("cache-first");
    expect(offlineStrategy(get("/media/3f2a-1200.webp"), origin)).toBe("cache-first");
  });

  it("never answers a write, a booking's price or availability, or signing in from a copy", () => {
    const online = [
      { method: "POST", url: `${origin}/api/activity/day-tours/ubud/booking` },
      { method: "POST", url: `${origin}/booking` },
      { method: "POST", url: `${origin}/booking.data` },
      { method: "POST", url: `${origin}/api/activity/day-tours/ubud/comment` },
      { method: "POST", url: `${origin}/api/logout` },
      get("/api/activity/day-tours/ubud/availability?from=2026-12-01&to=2026-12-31"),
      get("/api/user"),
      get("/login"),
      get("/login.data"),
      get("/login/callback/google?code=x"),
      get("/register"),
      get("/verify-email?token=x"),
      get("/admin/bookings"),
      get("/admin/bookings.data"),
      get("/sanctum/csrf-cookie"),
      get("/sw.js"),
      { method: "GET", url: "https://lh3.googleusercontent.com/a/photo.jpg" },
    ];
    for (const request of online) {
      expect(offlineStrategy(request, origin), `${request.method} ${request.url}`).toBe("online-only");
    }
  });

  it("finds the page of a data request", () => {
    expect(pageOfData(new URL(`${origin}/activity.data?type=tour&_routes=routes/activity-list`))?.href).toBe(
      `${origin}/activity?type=tour`,
    );
    expect(pageOfData(new URL(`${origin}/_root.data`))?.href).toBe(`${origin}/`);
    expect(pageOfData(new URL(`${origin}/activity`))).toBeNull();
  });

  it("keeps a page rendered for a session among the personal copies, which sign-out empties", () => {
    expect(copyKind(answer(200, { "Cache-Control": "private, no-store" }))).toBe("personal");
    expect(copyKind(answer(200, { "Cache-Control": "public, max-age=0, s-maxage=60" }))).toBe("public");
    expect(copyKind(answer(200))).toBe("public");
  });

  it("never keeps an error or a redirect", () => {
    expect(copyKind(answer(404, { "Cache-Control": "public, max-age=0" }))).toBeNull();
    expect(copyKind(answer(503))).toBeNull();
    expect(copyKind(answer(200, {}, true))).toBeNull();
  });

  it("knows the calls that sign someone in or out", () => {
    for (const path of ["/api/login", "/api/register", "/api/logout", "/api/auth/google"]) {
      expect(changesSession({ method: "POST", url: `${origin}${path}` }, origin), path).toBe(true);
    }
    expect(changesSession({ method: "GET", url: `${origin}/api/user` }, origin)).toBe(false);
    expect(changesSession({ method: "POST", url: `${origin}/api/subscriber` }, origin)).toBe(false);
    expect(changesSession({ method: "POST", url: "https://elsewhere.example/api/logout" }, origin)).toBe(false);
  });

  it("names its caches after the build, so a deploy starts new ones", () => {
    const before = Object.values(cacheNames("abc123"));
    const after = Object.values(cacheNames("def456"));
    expect(new Set(before).size).toBe(3);
    expect(before.every((name) => name.includes("abc123"))).toBe(true);
    expect(after.some((name) => before.includes(name))).toBe(false);
  });

  it("tells a build's personal copies apart, which a deploy renews instead of dropping", () => {
    const names = cacheNames("abc123");
    expect(isPersonalCacheName(names.personal)).toBe(true);
    expect(isPersonalCacheName(names.public)).toBe(false);
    expect(isPersonalCacheName(names.files)).toBe(false);
  });
});

const TAG_A = "0123456789abcdef0123456789abcdef";
const TAG_B = "fedcba9876543210fedcba9876543210";
const PERSONAL = { "Cache-Control": "private, no-store" };
const ANONYMOUS_PAGE = { "Cache-Control": "public, max-age=0, s-maxage=60", Vary: "Cookie" };

describe("personal copies belong to the session that made them", () => {
  it("hears the session in use from a page, its data or a call answered for the session", () => {
    expect(sessionTagOf(answer(200, { ...PERSONAL, [SESSION_TAG_HEADER]: TAG_A }))).toBe(TAG_A);
    expect(sessionTagOf(answer(200, { ...ANONYMOUS_PAGE, [SESSION_TAG_HEADER]: NO_SESSION_TAG }))).toBe("none");
    // A redirect or a refusal still tells which session the server saw.
    expect(sessionTagOf(answer(303, { ...PERSONAL, [SESSION_TAG_HEADER]: TAG_B }))).toBe(TAG_B);
  });

  it("hears nothing from an answer without a tag, with a malformed one, or one a browser may have kept from another session", () => {
    expect(sessionTagOf(answer(200, PERSONAL))).toBeNull();
    expect(sessionTagOf(answer(200, { ...PERSONAL, [SESSION_TAG_HEADER]: "TAG" }))).toBeNull();
    expect(sessionTagOf(answer(200, { ...PERSONAL, [SESSION_TAG_HEADER]: `${TAG_A}0` }))).toBeNull();
    // robots.txt, kept a day by the browser's own cache: it may predate the sign-in.
    const sharedFile = { "Cache-Control": "public, max-age=86400", [SESSION_TAG_HEADER]: NO_SESSION_TAG };
    expect(sessionTagOf(answer(200, sharedFile))).toBeNull();
  });

  it("trusts only answers no browser cache hands to another session", () => {
    expect(answersForItsSession(answer(200, { "Cache-Control": "no-store" }))).toBe(true);
    expect(answersForItsSession(answer(200, { "Cache-Control": "public, max-age=0", Vary: "Accept, Cookie" }))).toBe(
      true,
    );
    expect(answersForItsSession(answer(200, { "Cache-Control": "private, max-age=60" }))).toBe(false);
    expect(answersForItsSession(answer(200, { "Cache-Control": "public, max-age=3600", Vary: "Accept" }))).toBe(false);
    expect(answersForItsSession(answer(200, { "Cache-Control": "no-storeish" }))).toBe(false);
  });

  it("takes the session named by the request sent last, whatever order the answers come in", () => {
    const before = { tag: TAG_A, sentAt: 1000 };
    const signedIn = { tag: TAG_B, sentAt: 2000 };
    expect(sessionInUse(null, before)).toEqual(before);
    expect(sessionInUse(before, signedIn)).toEqual(signedIn);
    // A slow page asked for before the sign-in answers after it: it does not bring the old session back.
    expect(sessionInUse(signedIn, before)).toEqual(signedIn);
    const signedOut = { tag: NO_SESSION_TAG, sentAt: 3000 };
    expect(sessionInUse(signedIn, signedOut)).toEqual(signedOut);
  });

  it("keeps and shows a personal copy only while its own session is the one in use", () => {
    const profileOfA = answer(200, { ...PERSONAL, [SESSION_TAG_HEADER]: TAG_A });
    expect(belongsToSession(profileOfA, TAG_A)).toBe(true);
    // Another session, the session ended (expired, revoked, cookie cleared), or none heard of yet.
    expect(belongsToSession(profileOfA, TAG_B)).toBe(false);
    expect(belongsToSession(profileOfA, NO_SESSION_TAG)).toBe(false);
    expect(belongsToSession(profileOfA, null)).toBe(false);
    // A guest's voucher, opened with the booking's e-mail and no session, stays for the road.
    const guestVoucher = answer(200, { ...PERSONAL, [SESSION_TAG_HEADER]: NO_SESSION_TAG });
    expect(belongsToSession(guestVoucher, NO_SESSION_TAG)).toBe(true);
    expect(belongsToSession(guestVoucher, TAG_A)).toBe(false);
    // A copy kept before copies were tagged belongs to no session.
    expect(belongsToSession(answer(200, PERSONAL), NO_SESSION_TAG)).toBe(false);
  });
});
