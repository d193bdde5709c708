import { env } from "cloudflare:workers";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import { beforeAll, describe, expect, it } from "vitest";
import routes from "#app/routes.ts";
import { bodyLimit } from "#workers/request-body.ts";
import { activityPage, baliDate, bookingPayload, UBUD } from "./booking-support.ts";
import { Browser, newEmail } from "./browser.ts";
import { requestedBooking, signedInOperator, signedInVerifiedTourist } from "./operator-support.ts";
import { tripPayload } from "./trip-support.ts";

/**
 * Issue 34's corpus: every URL of app/routes.ts, read with broken path and query parameters and
 * written to with broken bodies, must answer below 500 and never show a stack trace. The routes
 * come from the route config itself, so a new route without an entry below fails the first test.
 */

/** Who sends a route's requests: its readers and writers need a session to reach the parsing. */
type Who = "anon" | "tourist" | "operator";

interface RouteCase {
  /** Query parameters its loader reads (every /api read also reads `page`). */
  query?: string[];
  /** How it is written to: a JSON /api call with this valid body, or a page's HTML forms. */
  post?: { json: (s: Samples) => Record<string, unknown> | Promise<Record<string, unknown>> } | { form: string[] };
  /** A real value for each path parameter, so that the other parameters' and the body's parsing is reached. */
  params?: (s: Samples) => Record<string, string>;
  who?: Who;
}

interface Samples {
  activity: { type: string; slug: string };
  destination: { regency: string; slug: string };
  tip: string;
  event: string;
  offer: string;
  ids: Record<"activity" | "activityType" | "regency" | "destination" | "transport" | "transportType" | "tip", string>;
  booking: string;
  trip: string;
}

const activityParams = (s: Samples) => s.activity;
const destinationParams = (s: Samples) => s.destination;
const transportParams = (s: Samples) => ({ id: s.ids.transport });
const RANGE = ["from", "to"];
const LIST = ["q", "page", "status", "done"];
const bookingBody = async () => bookingPayload("en", await activityPage("en"), 0, [1]);
const reviewBody = () => ({ rating: 5, title: "A lovely morning", body: "Our guide knew every terrace by name." });

/** Every route of app/routes.ts, by its full path ("" is the home page). */
const CORPUS: Record<string, RouteCase> = {
  "": { query: ["later"] },
  activity: { query: ["page"] },
  "activity/:type": { params: (s) => ({ type: s.activity.type }), query: ["page"] },
  "activity/:type/:slug": { params: activityParams },
  results: { query: ["query", "page"] },
  destination: { query: ["regency", "page"] },
  "destination/:regency/:slug": { params: destinationParams },
  transport: { query: ["type", "page"] },
  "transport/:id": { params: transportParams },
  wishlist: { query: ["items"] },
  trip: {},
  "trip/quote": { query: ["reference"], post: { form: ["intent", "reference", "email", "note", "fee_percent"] } },
  "trip/quote/calendar.ics": { post: { form: ["reference", "email"] } },
  tips: { query: ["page"] },
  "tips/:slug": { params: (s) => ({ slug: s.tip }) },
  event: { query: ["page"] },
  "event/:slug": { params: (s) => ({ slug: s.event }) },
  specialoffer: { query: ["page"] },
  "specialoffer/:slug": { params: (s) => ({ slug: s.offer }) },
  gallery: { query: ["page"] },
  helpandfaq: {},
  aboutus: {},
  cancelation: {},
  term: {},
  howtobook: {},
  login: { query: ["next"] },
  "login/callback/:provider": { params: () => ({ provider: "google" }), query: ["code", "state", "error"] },
  register: { query: ["next"] },
  "profile/bookings/:reference/change": {
    who: "tourist",
    params: (s) => ({ reference: s.booking }),
    post: { form: ["intent", "date", "start_time", "people", "version", "total"] },
  },
  profile: {
    who: "tourist",
    post: { form: ["intent", "reference", "email", "fee_percent", "name", "current_password", "password"] },
  },
  driver: { who: "tourist", query: ["done"], post: { form: ["booking_id", "mark", "from"] } },
  "verify-email": { who: "tourist", query: ["token"], post: { form: ["token"] } },
  "password/forgot": { post: { form: ["email"] } },
  "password/reset": { query: ["token"], post: { form: ["password"] } },
  "newsletter/:intent": { params: () => ({ intent: "confirm" }), query: ["token"], post: { form: ["token"] } },
  booking: {
    query: ["reference"],
    post: {
      form: ["intent", "reference", "email", "fee_percent", "date", "quantity_1", "confirm", "version", "total"],
    },
  },
  "booking/:reference/voucher": { params: (s) => ({ reference: s.booking }), post: { form: ["email"] } },
  "booking/:reference/calendar.ics": { params: (s) => ({ reference: s.booking }), post: { form: ["email"] } },
  "review/:token": { params: () => ({ token: "not-a-token-we-sent" }), post: { form: ["rating", "title", "body"] } },
  "calendar/runs/:token.ics": { params: () => ({ token: "not-a-feed-we-made" }) },
  admin: { who: "operator", query: ["period", "from", "to"] },
  "admin/reports": { who: "operator", query: ["period", "from", "to"] },
  "admin/reports.csv": { who: "operator", query: ["from", "to", "report", "period"] },
  "admin/bookings": { who: "operator", query: [...LIST, "payment", "source"] },
  "admin/bookings/new": {
    who: "operator",
    query: ["item"],
    post: {
      form: [
        "item",
        "date",
        "start_time",
        "package_id",
        "quantity_1",
        "people",
        "first_name",
        "last_name",
        "email",
        "phone_number",
        "country",
        "locale",
        "pickup_location",
        "special_request",
        "payment_method",
        "source",
        "source_name",
        "source_reference",
        "price_override",
        "override_reason",
        "overbook",
        "overbook_reason",
        "confirm",
        "send_mail",
      ],
    },
  },
  "admin/bookings/:reference": {
    who: "operator",
    params: (s) => ({ reference: s.booking }),
    query: ["done"],
    post: { form: ["intent", "note", "confirmation_id", "version", "method", "currency", "amount", "paid_on"] },
  },
  "admin/bookings/:reference/change": {
    who: "operator",
    params: (s) => ({ reference: s.booking }),
    post: {
      form: [
        "date",
        "start_time",
        "package_id",
        "quantity_1",
        "people",
        "first_name",
        "email",
        "price_override",
        "overbook",
        "confirm",
        "version",
        "total",
      ],
    },
  },
  "admin/trips": { who: "operator", query: LIST },
  "admin/trips/:reference": {
    who: "operator",
    params: (s) => ({ reference: s.trip }),
    query: ["done"],
    post: { form: ["intent", "version", "note"] },
  },
  "admin/trips/:reference/itinerary": { who: "operator", params: (s) => ({ reference: s.trip }) },
  "admin/calendar": { who: "operator", query: ["month"] },
  "admin/calendar/:date.csv": { who: "operator", params: () => ({ date: baliDate(10) }) },
  "admin/takings/:period.csv": { who: "operator", params: () => ({ period: baliDate(0).slice(0, 7) }) },
  "admin/calendar/:date": {
    who: "operator",
    params: () => ({ date: baliDate(10) }),
    query: ["departure", "after"],
    post: { form: ["intent"] },
  },
  "admin/availability": { who: "operator", query: ["done"] },
  "admin/activities": { who: "operator", query: [...LIST, "type", "missing"], post: { form: ["intent"] } },
  "admin/activities/types": { who: "operator", query: ["done"] },
  "admin/activities/types/:id": {
    who: "operator",
    params: (s) => ({ id: s.ids.activityType }),
    query: ["done"],
    post: { form: ["intent", "photo_id", "alt"] },
  },
  "admin/activities/:id": {
    who: "operator",
    params: (s) => ({ id: s.ids.activity }),
    query: ["done"],
    post: { form: ["intent", "version"] },
  },
  "admin/activities/:id/availability": {
    who: "operator",
    params: (s) => ({ id: s.ids.activity }),
    query: ["done"],
    post: { form: ["intent", "date", "capacity"] },
  },
  "admin/content": { who: "operator", query: [...LIST, "kind", "missing"], post: { form: ["intent", "kind"] } },
  "admin/content/:kind/:id": {
    who: "operator",
    params: (s) => ({ kind: "tips", id: s.ids.tip }),
    query: ["done"],
    post: { form: ["intent", "version"] },
  },
  "admin/destinations": { who: "operator", query: [...LIST, "regency"], post: { form: ["intent"] } },
  "admin/destinations/regencies": { who: "operator", query: ["done"] },
  "admin/destinations/:id": {
    who: "operator",
    params: (s) => ({ id: s.ids.destination }),
    query: ["done"],
    post: { form: ["intent", "version"] },
  },
  "admin/transport": { who: "operator", query: [...LIST, "type"], post: { form: ["intent"] } },
  "admin/transport/types": { who: "operator", query: ["done"] },
  "admin/transport/:id": {
    who: "operator",
    params: (s) => ({ id: s.ids.transport }),
    query: ["done"],
    post: { form: ["intent", "version"] },
  },
  "admin/transport/:id/availability": {
    who: "operator",
    params: (s) => ({ id: s.ids.transport }),
    query: ["done"],
    post: { form: ["intent", "date", "capacity"] },
  },
  "admin/showcase/:kind": {
    who: "operator",
    params: () => ({ kind: "gallery" }),
    query: ["done"],
    post: { form: ["intent", "id", "version"] },
  },
  "media/:key": { params: () => ({ key: "missing-photo.jpg" }) },
  "admin/reviews": { who: "operator", query: [...LIST, "kind", "shown"], post: { form: ["intent", "id", "version"] } },
  "admin/channels": {
    who: "operator",
    query: ["done"],
    post: { form: ["intent", "name", "kind", "commission_percent", "channel_id", "key_id"] },
  },
  "admin/pickup-areas": {
    who: "operator",
    query: ["done"],
    post: {
      form: [
        "intent",
        "id",
        "version",
        "name_id",
        "name_en",
        "default_minutes",
        "surcharge_idr",
        "surcharge_usd",
        "outside_service",
        "new_activity_id",
        "new_minutes",
      ],
    },
  },
  "admin/resources": {
    who: "operator",
    query: ["done"],
    post: { form: ["intent", "id", "version", "kind", "name", "phone", "languages", "seats", "plate"] },
  },
  "admin/pickups": {
    who: "operator",
    query: ["date", "departure", "after", "done", "print"],
    post: {
      form: [
        "intent",
        "run_id",
        "version",
        "booking_id",
        "activity_id",
        "start_time",
        "vehicle_id",
        "driver_id",
        "guide_id",
        "leaves_at",
        "back_at",
        "direction",
        "pickup_time",
      ],
    },
  },
  "admin/check-in": {
    who: "operator",
    query: ["reference", "done"],
    post: { form: ["intent", "reference", "policy_percent"] },
  },
  "admin/team": { who: "operator", query: ["done"], post: { form: ["intent", "email", "role", "user_id"] } },
  "admin/team/activity": { who: "operator", query: ["person", "page"] },
  "admin/subscribers": {
    who: "operator",
    query: ["q", "state", "after", "before", "done"],
    post: { form: ["intent", "id"] },
  },
  "admin/subscribers.csv": { who: "operator", query: ["q", "state"] },
  "admin/invitation": { query: ["token"], post: { form: ["password"] } },
  "sitemap.xml": {},
  "favicon.ico": {},
  "robots.txt": {},
  "sw.js": {},
  "manifest.webmanifest": {},
  offline: {},
  "sanctum/csrf-cookie": {},
  "api/index": {},
  "api/type": {},
  "api/type/:id": { params: (s) => ({ id: s.ids.activityType }) },
  "api/types": {},
  "api/activity/:type/:slug": { params: activityParams, query: ["lang"] },
  "api/activity/:type/:slug/comment": { params: activityParams, who: "tourist", post: { json: reviewBody } },
  "api/activity/:type/:slug/booking": { params: activityParams, post: { json: bookingBody } },
  "api/activity/:type/:slug/availability": { params: activityParams, query: RANGE },
  "api/regencies": {},
  "api/regency": {},
  "api/regency/:id": { params: (s) => ({ id: s.ids.regency }) },
  "api/destination/:regency/:slug": { params: destinationParams },
  "api/destination/:regency/:slug/comment": { params: destinationParams, who: "tourist", post: { json: reviewBody } },
  "api/transporttypes": {},
  "api/transporttype": {},
  "api/transporttype/:id": { params: (s) => ({ id: s.ids.transportType }) },
  "api/transport/:id": { params: transportParams },
  "api/transport/:id/comment": { params: transportParams, who: "tourist", post: { json: reviewBody } },
  "api/transport/:id/booking": {
    params: transportParams,
    post: { json: async () => ({ ...(await bookingBody()), order_data: '[{"id":1,"ordered":1}]' }) },
  },
  "api/transport/:id/availability": { params: transportParams, query: RANGE },
  "api/tips": {},
  "api/tips/:slug": { params: (s) => ({ slug: s.tip }) },
  "api/search": { query: ["query"] },
  "api/search/suggest": { query: ["query"] },
  "api/wishlist": { who: "tourist", post: { json: (s) => ({ add: [`a:${s.ids.activity}`], remove: [] }) } },
  "api/trip": { post: { json: async () => (await tripPayload("en")).payload } },
  "api/trip/activities": { query: ["query", "ids"] },
  "api/event": {},
  "api/event/feature": {},
  "api/event/:slug": { params: (s) => ({ slug: s.event }) },
  "api/specialoffer": {},
  "api/specialoffer/feature": {},
  "api/specialoffer/:slug": { params: (s) => ({ slug: s.offer }) },
  "api/gallery": {},
  "api/galleryfeature": {},
  "api/subscriber": { post: { json: () => ({ email: newEmail() }) } },
  "api/register": { post: { json: () => ({ name: "Kadek Tourist", email: newEmail(), password: "ricefields-42" }) } },
  "api/login": { post: { json: () => ({ email: newEmail(), password: "ricefields-at-dawn-42" }) } },
  "api/logout": { post: { json: () => ({}) } },
  "api/user": {},
  "api/email/verification": { who: "tourist", post: { json: () => ({}) } },
  "api/password/forgot": { post: { json: () => ({ email: newEmail() }) } },
  "api/auth/:provider": { params: () => ({ provider: "google" }), post: { json: () => ({ code: "not-a-token" }) } },
  "api/booking/:reference/change": {
    params: (s) => ({ reference: s.booking }),
    post: { json: () => ({ date: baliDate(12), email: newEmail() }) },
  },
  "octo/*": { params: () => ({ "*": "products" }) },
  "gyg/1/*": { params: () => ({ "*": "get-availabilities" }) },
  "api/*": { params: () => ({ "*": "nothing-here" }) },
  "*": { params: () => ({ "*": "nothing-here" }) },
};

/** Every route path of the config, prefixes applied, as the router matches them. */
function routePaths(entries: RouteConfigEntry[]): string[] {
  return entries.flatMap((entry) => [
    ...(entry.path !== undefined || entry.index ? [entry.path ?? ""] : []),
    ...routePaths(entry.children ?? []),
  ]);
}

const LONG = "x".repeat(10_000);

/** Path parameters, already encoded as a client would put them in the URL. */
const PATH_VALUES = [
  "abc",
  "-1",
  "0",
  "1.5",
  "99999999999999999999",
  "1e9",
  "%C3%A9t%C3%A9",
  "%E2%80%AEevil",
  "%E2%80%8B",
  "%F0%9F%98%80",
  "a%2Fb",
  "%2E%2E",
  "%00",
  "%27%20OR%201%3D1--",
  "%25_",
  "a".repeat(100),
  "a".repeat(10_000),
];

/** Query and form values, unencoded. */
const TEXT_VALUES = [
  "",
  "abc",
  "-1",
  "0",
  "1e9",
  "99999999999999999999",
  "1.5",
  "null",
  "true",
  "[]",
  "{}",
  "2026-02-30",
  "99999-01-01",
  "%",
  "_",
  "'",
  '"',
  "; --",
  "' OR '1'='1",
  "\u202Eevil\u202C",
  "zero\u200Bwidth",
  "😀🌋",
  "\u0000",
  "x".repeat(100),
  LONG,
];

/** Values of a JSON body's fields: every JSON type, and the texts above. */
const JSON_VALUES: unknown[] = [
  null,
  true,
  false,
  0,
  -1,
  1e308,
  [],
  {},
  [1, 2],
  { $gt: "" },
  "1",
  "",
  "x".repeat(100),
  LONG,
  "\u202Eevil 😀 zero\u200Bwidth",
  "' OR 1=1 --",
  "%_",
  "2026-02-30",
  "99999-01-01",
];

interface Probe {
  route: string;
  method: "GET" | "POST";
  path: string;
  who: Who;
  body?: string | FormData;
  contentType?: string;
  /** The CSRF token sent: the browser's own, none, or another one. */
  csrf?: "valid" | "none" | "wrong";
  /** The answer a body over the route's limit must get. */
  tooLarge?: boolean;
}

const fill = (pattern: string, params: Record<string, string>) =>
  `/${pattern.replace(/:(\w+)|\*/g, (whole, name?: string) => params[name ?? whole] ?? "nothing")}`;

const paramNames = (pattern: string) => [...pattern.matchAll(/:(\w+)|\*/g)].map((match) => match[1] ?? "*");

function whoOf(route: string, entry: RouteCase): Who {
  return entry.who ?? (route.startsWith("admin/") && route !== "admin/invitation" ? "operator" : "anon");
}

/** GETs with each path parameter broken, and each query parameter broken, repeated and nested. */
function getProbes(route: string, entry: RouteCase, samples: Samples): Probe[] {
  const params = entry.params?.(samples) ?? {};
  const who = whoOf(route, entry);
  const path = fill(route, params);
  const probes: Probe[] = [];
  for (const name of paramNames(route)) {
    for (const value of PATH_VALUES) {
      probes.push({ route, method: "GET", who, path: fill(route, { ...params, [name]: value }) });
    }
  }
  const query = [...new Set([...(entry.query ?? []), ...(route.startsWith("api/") ? ["page"] : [])])];
  for (const name of query) {
    for (const value of TEXT_VALUES) {
      probes.push({ route, method: "GET", who, path: `${path}?${name}=${encodeURIComponent(value)}` });
    }
    for (const raw of [`${name}=1&${name}=2`, `${name}[]=1`, `${name}[a]=1`, `${name}=%E0%A4%A`, name]) {
      probes.push({ route, method: "GET", who, path: `${path}?${raw}` });
    }
  }
  if (route === "api/activity/:type/:slug/availability" || route === "api/transport/:id/availability") {
    for (const [from, to] of [
      ["2026-02-30", "2026-03-01"],
      ["99999-01-01", "99999-01-02"],
      [baliDate(30), baliDate(1)],
      [baliDate(1), baliDate(5000)],
      ["0000-01-01", "9999-12-31"],
    ]) {
      probes.push({ route, method: "GET", who, path: `${path}?from=${from}&to=${to}` });
    }
  }
  // Every route, parameters or not: unknown, prototype-named and repeated query parameters.
  for (const raw of ["__proto__=1&constructor=x", "page=-1&page=abc&page=1e9", "a=%ZZ", "&&=&="]) {
    probes.push({ route, method: "GET", who, path: `${path}?${raw}` });
  }
  return probes;
}

const form = (pairs: [string, string][]) => new URLSearchParams(pairs).toString();
const FORM = "application/x-www-form-urlencoded";

/** A page's form posts: each field broken in turn, then whole bodies of the wrong kind. */
function formProbes(route: string, path: string, who: Who, fields: string[]): Probe[] {
  const probes: Probe[] = [];
  const post = (body: string | FormData, extra: Partial<Probe> = {}): Probe => ({
    route,
    method: "POST",
    path,
    who,
    body,
    contentType: body instanceof FormData ? undefined : FORM,
    csrf: "valid",
    ...extra,
  });
  for (const field of fields) {
    for (const value of TEXT_VALUES) probes.push(post(form([[field, value]])));
    probes.push(
      post(
        form([
          [field, "1"],
          [field, "2"],
          ["intent", "save"],
        ]),
      ),
    );
  }
  for (const intent of ["save", "delete", "publish", "cancel", "claim", "accept", "changes", "add", "remove"]) {
    for (const value of ["", "-1", "abc", LONG]) {
      probes.push(post(form([["intent", intent], ...fields.map((field): [string, string] => [field, value])])));
    }
  }
  const multipart = new FormData();
  for (const field of fields) multipart.set(field, "abc");
  multipart.set("photo", new File(["not a picture"], "photo.jpg", { type: "image/jpeg" }));
  probes.push(
    post("", { csrf: "valid" }),
    post(form([["intent", "save"]]), { csrf: "none" }),
    post(form([["intent", "save"]]), { csrf: "wrong" }),
    post('{"intent":"save"}', { contentType: "application/json" }),
    post("intent=save", { contentType: "text/plain" }),
    post("intent=save", { contentType: "multipart/form-data; boundary=nothing" }),
    post(multipart),
    post(`intent=save&note=${"n".repeat(bodyLimit(path) + 1024)}`, { tooLarge: true }),
  );
  return probes;
}

/** The body with an address of its own, so that limits per address (bookings, sign-ins) count no probe against another. */
const fresh = (valid: Record<string, unknown>) => ("email" in valid ? { ...valid, email: newEmail() } : valid);

/** An /api call's JSON posts: each field broken or left out, then bodies that are not its JSON. */
function jsonProbes(route: string, path: string, who: Who, valid: Record<string, unknown>): Probe[] {
  const probes: Probe[] = [];
  const post = (body: string, extra: Partial<Probe> = {}): Probe => ({
    route,
    method: "POST",
    path,
    who,
    body,
    contentType: "application/json",
    csrf: "valid",
    ...extra,
  });
  for (const field of Object.keys(valid)) {
    const { [field]: _left, ...missing } = fresh(valid);
    probes.push(post(JSON.stringify(missing)));
    for (const value of JSON_VALUES) probes.push(post(JSON.stringify({ ...fresh(valid), [field]: value })));
  }
  for (const value of ["x", LONG, "😀"]) probes.push(post(JSON.stringify({ ...fresh(valid), extra: value })));
  const text = JSON.stringify(valid);
  probes.push(
    post("{not json"),
    post(""),
    post("null"),
    post("[]"),
    post("42"),
    post('"text"'),
    post(JSON.stringify([valid])),
    post(`${text.slice(0, -1)},"email":1,"email":[]}`),
    post(text, { contentType: "text/plain" }),
    post(text, { contentType: FORM }),
    post(form(Object.entries(valid).map(([name, value]) => [name, String(value)])), { contentType: FORM }),
    post(text, { contentType: "multipart/form-data; boundary=nothing" }),
    post(text, { csrf: "none" }),
    post(text, { csrf: "wrong" }),
    post(JSON.stringify({ ...valid, padding: "p".repeat(bodyLimit(path) + 1024) }), { tooLarge: true }),
  );
  return probes;
}

async function postProbes(route: string, entry: RouteCase, samples: Samples): Promise<Probe[]> {
  const who = whoOf(route, entry);
  const path = fill(route, entry.params?.(samples) ?? {});
  if (!entry.post) {
    // A route that takes no writes must still refuse one cleanly.
    return [
      { route, method: "POST", path, who, body: "a=1", contentType: FORM, csrf: "valid" },
      { route, method: "POST", path, who, body: "{}", contentType: "application/json", csrf: "valid" },
    ];
  }
  if ("json" in entry.post) return jsonProbes(route, path, who, await entry.post.json(samples));
  return formProbes(route, path, who, entry.post.form);
}

let addresses = 0;

/** A fresh address for each request, so that rate limits count no probe against another. */
function nextAddress(): string {
  addresses += 1;
  return `198.18.${Math.floor(addresses / 250) % 250}.${(addresses % 250) + 1}`;
}

interface Outcome {
  probe: Probe;
  status: number;
  text: string;
}

/** The signed-in browsers whose cookies the probes carry: a tourist of its own for each route, as reviews are limited per person. */
interface Sessions {
  anon: Browser;
  operator: Browser;
  tourists: Map<string, Browser>;
}

function sessionOf(probe: Probe, sessions: Sessions): Browser {
  if (probe.who !== "tourist") return sessions[probe.who];
  const tourist = sessions.tourists.get(probe.route);
  if (!tourist) throw new Error(`No tourist signed in for ${probe.route}`);
  return tourist;
}

async function send(probe: Probe, sessions: Sessions): Promise<Outcome> {
  const browser = new Browser("en", nextAddress());
  for (const [name, value] of sessionOf(probe, sessions).cookies) browser.cookies.set(name, value);
  const token = browser.cookies.get("XSRF-TOKEN") ?? "";
  const headers: Record<string, string> = { accept: probe.path.startsWith("/api/") ? "application/json" : "text/html" };
  if (probe.contentType) headers["content-type"] = probe.contentType;
  let body = probe.body;
  if (probe.csrf === "valid" || probe.csrf === "wrong") {
    const sent = probe.csrf === "valid" ? token : "w".repeat(40);
    headers["x-xsrf-token"] = sent;
    if (probe.contentType === FORM && typeof body === "string")
      body = body ? `${body}&_token=${sent}` : `_token=${sent}`;
    if (body instanceof FormData) body.set("_token", sent);
  }
  const { status, text } = await browser.fetchText(probe.method, probe.path, { body, headers, redirect: "manual" });
  return { probe, status, text };
}

/**
 * How many of the corpus's some 9,000 probes a run sends: one in every few, spread evenly over the
 * routes (the probes are built route by route), and every body over the limit. The whole corpus
 * took 60 to 90 s of a core, its mails included, in a suite that must stay under 10 minutes.
 */
const SAMPLE_SIZE = 1_800;

function sampled(probes: Probe[], size: number): Probe[] {
  const stride = Math.max(1, Math.ceil(probes.length / size));
  return probes.filter((probe, index) => probe.tooLarge || index % stride === 0);
}

async function sendAll(probes: Probe[], sessions: Sessions, concurrency = 8): Promise<Outcome[]> {
  const outcomes: Outcome[] = [];
  let next = 0;
  const worker = async () => {
    while (next < probes.length) {
      const probe = probes[next++] as Probe;
      outcomes.push(await send(probe, sessions));
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return outcomes;
}

/** What a stack trace or a raw database error looks like in an answer. */
const LEAK =
  /\n\s+at \S+ \(|\bat [^\s()<>"]+\.(?:js|ts|tsx):\d+:\d+|\b(?:TypeError|ReferenceError|RangeError|SyntaxError): |D1_ERROR|SQLITE_[A-Z]/;

const describeProbe = ({ probe, status }: Outcome) =>
  `${status} ${probe.method} ${probe.path.slice(0, 160)}${probe.body ? ` [${probe.contentType ?? "multipart"}, csrf ${probe.csrf}] ${typeof probe.body === "string" ? probe.body.slice(0, 160) : "(form data)"}` : ""}`;

async function firstId(table: string): Promise<string> {
  const row = await env.DB.prepare(`SELECT id FROM ${table} ORDER BY id LIMIT 1`).first<{ id: number }>();
  if (!row) throw new Error(`The seed has no ${table}`);
  return String(row.id);
}

/** Real paths of the catalogue, read from the sitemap as a crawler would. */
async function samplesOf(): Promise<Samples> {
  const sitemap = (await new Browser("en", nextAddress()).fetchText("GET", "/sitemap.xml")).text;
  const paths = [...sitemap.matchAll(/<loc>https?:\/\/[^/<]+(\/[^<]*)<\/loc>/g)].map((match) => match[1] ?? "");
  const match = (pattern: RegExp) => {
    for (const path of paths) {
      const found = pattern.exec(path);
      if (found) return found;
    }
    throw new Error(`The sitemap has no ${pattern}`);
  };
  const [, type = "", slug = ""] = /^\/activity\/([^/]+)\/([^/]+)$/.exec(UBUD) ?? [];
  const [, regency = "", place = ""] = match(/^\/destination\/([^/]+)\/([^/]+)$/);
  const trip = await new Browser("en", nextAddress()).post("/api/trip", (await tripPayload("en")).payload);
  if (trip.status !== 201) throw new Error(`POST /api/trip: ${trip.status}`);
  return {
    activity: { type, slug },
    destination: { regency, slug: place },
    tip: match(/^\/tips\/([^/]+)$/)[1] ?? "",
    event: match(/^\/event\/([^/]+)$/)[1] ?? "",
    offer: match(/^\/specialoffer\/([^/]+)$/)[1] ?? "",
    ids: {
      activity: await firstId("activities"),
      activityType: await firstId("activity_types"),
      regency: await firstId("regencies"),
      destination: await firstId("destinations"),
      transport: await firstId("transports"),
      transportType: await firstId("transport_types"),
      tip: await firstId("tips"),
    },
    booking: (await requestedBooking("en")).reference,
    trip: trip.body.trip.reference,
  };
}

describe("malformed requests on every route", () => {
  let samples: Samples;
  let sessions: Sessions;

  beforeAll(async () => {
    samples = await samplesOf();
    const anon = new Browser("en", nextAddress());
    await anon.get("/sanctum/csrf-cookie");
    const operator = await signedInOperator("en");
    await operator.get("/sanctum/csrf-cookie");
    const tourists = new Map<string, Browser>();
    for (const [route, entry] of Object.entries(CORPUS)) {
      if (entry.who !== "tourist") continue;
      const { browser } = await signedInVerifiedTourist("en");
      await browser.get("/sanctum/csrf-cookie");
      tourists.set(route, browser);
    }
    sessions = { anon, operator, tourists };
  }, 60_000);

  it("has an entry for every route of app/routes.ts, and none for a route that is gone", () => {
    const configured = routePaths(routes).sort();
    expect(Object.keys(CORPUS).sort()).toEqual(configured);
  });

  it("answers at least 1,500 of them below 500, with no stack trace, and 413 to bodies over the limit", async () => {
    const probes: Probe[] = [];
    for (const [route, entry] of Object.entries(CORPUS)) {
      probes.push(...getProbes(route, entry, samples), ...(await postProbes(route, entry, samples)));
    }
    const sent = sampled(probes, SAMPLE_SIZE);
    expect(sent.length).toBeGreaterThanOrEqual(1_500);

    const outcomes = await sendAll(sent, sessions);

    const broken = outcomes.filter(({ status }) => status >= 500).map(describeProbe);
    expect(broken, `${broken.length} of ${outcomes.length} requests got a 5xx`).toEqual([]);
    const leaking = outcomes.filter(({ status, text }) => status >= 400 && LEAK.test(text)).map(describeProbe);
    expect(leaking, "error answers that show a stack trace or a database error").toEqual([]);
    const notRefused = outcomes.filter(({ probe, status }) => probe.tooLarge && status !== 413).map(describeProbe);
    expect(notRefused, "bodies over the limit that were not refused with 413").toEqual([]);
    // The operator and the tourist were signed in to the end, so their probes reached the parsing.
    expect((await sessions.operator.page("/admin/bookings")).status).toBe(200);
    for (const tourist of sessions.tourists.values()) expect((await tourist.get("/api/user")).status).toBe(200);
  }, 300_000);
});
