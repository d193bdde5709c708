/**
 * `npm run bench:scale` (issue 37): every page of scripts/bench-scale-pages.ts on the seeded
 * database and on the large one (`npm run seed:large`, made first when missing), side by side in
 * one run: the built worker twice, on two ports (scripts/measure-server.ts). Each page is asked
 * sequentially, uncached (X-Cache-Bypass), SCALE_WARMUP times and then SCALE_REQUESTS times
 * (default 5 and 40), the two databases' requests in turn so both meet the machine in the same
 * state. SCALE_PAGES (comma-separated parts of labels, e.g. "trip builder,/api/type") measures only
 * the pages whose label holds one of them. It prints the median and p95 latency, the body's size, and D1's round trips and rows read
 * per request (Server-Timing), then the targets met or missed. A report: it exits 0 either
 * way. The back office is measured signed in as an operator the run adds to both databases.
 */

import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { performance } from "node:perf_hooks";
import { operatorAccount, operatorSqlText } from "#workers/accounts/operator-account.ts";
import {
  channelKeyStatements,
  credentialHash,
  credentialHint,
  newCredential,
  sqlText,
} from "#workers/channels/channel-keys.ts";
import { LARGE_STATE_DIR } from "../seed/large-operator.ts";
import {
  bodyOf,
  cardsListed,
  missedTargets,
  type PageFigures,
  type PathValues,
  pathOf,
  rowsJudgedPerCard,
  SCALE_PAGES,
  type ScalePage,
} from "./bench-scale-pages.ts";
import { type MeasureServer, startMeasureServer } from "./measure-server.ts";

const SEEDED_PORT = Number(process.env.SCALE_PORT ?? 8850);
const LARGE_PORT = SEEDED_PORT + 1;
const WARMUP = Number(process.env.SCALE_WARMUP ?? 5);
const REQUESTS = Number(process.env.SCALE_REQUESTS ?? 40);
/** A page slower than this is reported as failed: the bookings search took minutes on the large database. */
const REQUEST_TIMEOUT_MS = 15_000;
const largeStateDir = process.env.LARGE_STATE_DIR ?? LARGE_STATE_DIR;
const onlyPages = (process.env.SCALE_PAGES ?? "")
  .split(",")
  .map((part) => part.trim())
  .filter(Boolean);
const measuredPages =
  onlyPages.length === 0
    ? SCALE_PAGES
    : SCALE_PAGES.filter((page) => onlyPages.some((part) => page.label.includes(part)));

const OPERATOR = { email: "scale-bench@balitours.example", name: "Scale Bench", password: "scale-bench-password-37" };
/**
 * Two confirmed bookings of a tourist with an account, in both databases: one on today's manifest
 * (the booking page, the bookings search), one three weeks ahead that they may still change.
 */
const BOOKING = { reference: "BT-SCAX-E234", lastName: "Wijaya" };
const CHANGE_BOOKING = { reference: "BT-SCAY-E235" };
const TOURIST = { email: "made.wijaya@example.com", name: "Made Wijaya" };
const CHANNEL = "Scale Bench OCTO";
const ACTIVITY_SLUG = "ubud-rice-terrace-and-monkey-forest-tour";

const baliToday = () => new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
const baliDay = (days: number) => new Date(Date.now() + 8 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);

const bookingFixture = (reference: string, visitDate: string) =>
  `INSERT INTO bookings (reference, status, confirmation_id, activity_id, package_id, user_id, locale, currency, visit_date,
     first_name, last_name, email, mailbox, phone_number, country, pickup_location, payment_method, order_data,
     total_idr, total_usd_cents, seats, adults, decided_at)
   SELECT '${reference}', 'confirmed', 'BK-000000-${reference.slice(3, 7)}', a.id, (SELECT min(id) FROM packages WHERE activity_id = a.id),
     (SELECT id FROM users WHERE email = '${TOURIST.email}'), 'id', 'IDR', '${visitDate}', 'Mr. Made', '${BOOKING.lastName}',
     '${TOURIST.email}', '${TOURIST.email}', '+62 812 3456 7890', 'Indonesia', 'Alaya Resort, Ubud', 'cash', '[]', 900000, 6000,
     1, 1, strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
   FROM activities a WHERE a.slug = '${ACTIVITY_SLUG}'
   ON CONFLICT (reference) DO NOTHING`;

/** The operator, the tourist (the operator's password, as a tourist), their bookings, and an OCTO channel selling the activity. */
function fixtures(operatorSql: string, passwordHash: string, channelSql: string): string[] {
  return [
    operatorSql,
    `INSERT INTO users (name, email, password_hash, role, email_verified_at)
     VALUES ('${TOURIST.name}', '${TOURIST.email}', '${passwordHash}', 'tourist', strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
     ON CONFLICT (email) DO UPDATE SET password_hash = excluded.password_hash`,
    bookingFixture(BOOKING.reference, baliToday()),
    bookingFixture(CHANGE_BOOKING.reference, baliDay(21)),
    channelSql,
    `INSERT OR IGNORE INTO channel_items (channel_id, activity_id)
     SELECT c.id, a.id FROM channels c, activities a WHERE c.name = '${CHANNEL}' AND a.slug = '${ACTIVITY_SLUG}'`,
  ];
}

interface Sample {
  ms: number;
  bytes: number;
  cards: number;
  trips: number;
  rowsRead: number;
  status: number;
}

/** A request to the worker on `origin`'s port at 127.0.0.1, as the Indonesian site localhost:PORT (as scripts/bench.ts). */
function ask(origin: string, path: string, init: RequestInit & { headers?: Record<string, string> } = {}) {
  const { port } = new URL(origin);
  return fetch(`http://127.0.0.1:${port}${path}`, { ...init, headers: { host: `localhost:${port}`, ...init.headers } });
}

/** What a page is asked with: who asks (a cookie or a channel's key) and a JSON body for a POST. */
interface Asked {
  path: string;
  headers: Record<string, string>;
  body?: string;
}

/** One request; one the worker dropped or did not answer within REQUEST_TIMEOUT_MS is status 0. */
async function requestOnce(origin: string, asked: Asked): Promise<Sample> {
  const started = performance.now();
  let response: Response;
  let body: string;
  try {
    response = await ask(origin, asked.path, {
      method: asked.body === undefined ? "GET" : "POST",
      headers: {
        "x-cache-bypass": "1",
        ...(asked.body === undefined ? {} : { "content-type": "application/json" }),
        ...asked.headers,
      },
      body: asked.body,
      redirect: "manual",
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    body = await response.text();
  } catch {
    return { ms: performance.now() - started, bytes: 0, cards: 0, status: 0, trips: Number.NaN, rowsRead: Number.NaN };
  }
  const ms = performance.now() - started;
  const timing = response.headers.get("server-timing") ?? "";
  return {
    ms,
    bytes: new TextEncoder().encode(body).byteLength,
    cards: cardsListed(body, response.headers.get("content-type") ?? ""),
    status: response.status,
    trips: Number(/d1;desc="(\d+) round trips"/.exec(timing)?.[1] ?? Number.NaN),
    rowsRead: Number(/d1-rows;desc="(\d+) rows read"/.exec(timing)?.[1] ?? Number.NaN),
  };
}

const percentile = (sorted: number[], share: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? Number.NaN;

interface Measured extends PageFigures {
  trips: number;
  status: number;
}

/**
 * A page on both databases, their requests taken in turn (seeded, large, seeded, ...) so that a
 * change in the machine's load meets both alike: on a shared 2-core machine the load moves within
 * the seconds one database's forty requests take.
 */
async function measureBoth(seeded: Target, large: Target): Promise<[Measured, Measured]> {
  const firsts = [await requestOnce(seeded.origin, seeded.asked), await requestOnce(large.origin, large.asked)];
  // A page that fails is reported from that one answer rather than asked forty times more.
  if (firsts.some((first) => first.status === 0 || first.status >= 500)) {
    return [figuresOf([firsts[0] as Sample]), figuresOf([firsts[1] as Sample])];
  }
  for (let index = 1; index < WARMUP; index += 1) {
    await requestOnce(seeded.origin, seeded.asked);
    await requestOnce(large.origin, large.asked);
  }
  const samples: [Sample[], Sample[]] = [[], []];
  for (let index = 0; index < REQUESTS; index += 1) {
    samples[0].push(await requestOnce(seeded.origin, seeded.asked));
    samples[1].push(await requestOnce(large.origin, large.asked));
  }
  return [figuresOf(samples[0]), figuresOf(samples[1])];
}

interface Target {
  origin: string;
  asked: Asked;
}

function figuresOf(samples: Sample[]): Measured {
  const sorted = samples.map((sample) => sample.ms).sort((a, b) => a - b);
  const last = samples.at(-1) as Sample;
  return {
    p50: percentile(sorted, 0.5),
    p95: percentile(sorted, 0.95),
    bytes: last.bytes,
    cards: last.cards,
    trips: last.trips,
    rowsRead: last.rowsRead,
    status: last.status,
  };
}

/** An account's session cookies (the operator's or the tourist's), signed in through the /api as the web app does. */
async function sessionCookie(origin: string, email: string): Promise<string> {
  const cookiesOf = (response: Response) => response.headers.getSetCookie().map((cookie) => cookie.split(";")[0]);
  const csrf = cookiesOf(await ask(origin, "/sanctum/csrf-cookie"));
  const xsrf = csrf.find((cookie) => cookie?.startsWith("XSRF-TOKEN="))?.slice("XSRF-TOKEN=".length) ?? "";
  const signIn = await ask(origin, "/api/login", {
    method: "POST",
    headers: { cookie: csrf.join("; "), "content-type": "application/json", "x-xsrf-token": decodeURIComponent(xsrf) },
    body: JSON.stringify({ email, password: OPERATOR.password }),
  });
  if (!signIn.ok) throw new Error(`Signing in as ${email} on ${origin} failed: ${signIn.status}`);
  return [...csrf, ...cookiesOf(signIn)].join("; ");
}

/** What the paths name, read from the seeded site (the large one holds the same seeded rows). */
async function pathValues(origin: string): Promise<PathValues> {
  const json = async (path: string) => {
    const response = await ask(origin, path);
    if (!response.ok) throw new Error(`${path} answered ${response.status} while looking up the pages.`);
    return (await response.json()) as { items: Record<string, unknown> & { data?: Record<string, unknown>[] } };
  };
  const activity = (await json(`/api/activity/day-tours/${ACTIVITY_SLUG}`)).items as {
    id: number;
    start_time: string;
    packages?: { id: number }[];
  };
  const types = (await json("/api/types")).items as unknown as { id: number; slug: string }[];
  const destination = (await json("/api/regency")).items.data?.[0] as {
    slug: string;
    regency?: { slug: string };
    regency_slug?: string;
  };
  const transport = (await json("/api/transporttype")).items.data?.[0] as { id: number };
  const tip = (await json("/api/tips")).items.data?.[0] as { slug: string };
  const today = baliToday();
  const inAMonth = new Date(Date.parse(`${today}T00:00:00Z`) + 30 * 86_400_000).toISOString().slice(0, 10);
  const aYearAgo = new Date(Date.parse(`${today}T00:00:00Z`) - 364 * 86_400_000).toISOString().slice(0, 10);
  const dayTours = types.find((type) => type.slug === "day-tours") ?? types[0];
  return {
    type: "day-tours",
    typeId: String(dayTours?.id ?? 1),
    slug: ACTIVITY_SLUG,
    activityId: String(activity.id),
    regency: destination.regency?.slug ?? destination.regency_slug ?? "",
    destination: destination.slug,
    transportId: String(transport.id),
    tip: tip.slug,
    today,
    inAMonth,
    aYearAgo,
    reference: BOOKING.reference,
    name: BOOKING.lastName,
    changeReference: CHANGE_BOOKING.reference,
    month: today.slice(0, 7),
    departure: `a${activity.id}@${activity.start_time}`,
    octoProductId: `activity-${activity.id}`,
    octoOptionId: `package-${activity.packages?.[0]?.id ?? 0}`,
  };
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const ms = (value: number) => value.toFixed(value < 10 ? 1 : 0);

/** The targets column: a page that is only printed (a whole export) or judged on time alone says so. */
function verdictOf(page: ScalePage, missed: string[], seeded: PageFigures, large: PageFigures): string {
  if (page.wholeExport) return "not judged (a whole export)";
  if (missed.length > 0) return "MISSED";
  if (page.typedRange) return "met (time; rows not judged)";
  if (rowsJudgedPerCard(page, seeded, large)) return `met (rows per card: ${seeded.cards} and ${large.cards} listed)`;
  return "met";
}

async function main() {
  if (!existsSync(largeStateDir)) {
    console.error(`No large database in ${largeStateDir}: making it first (npm run seed:large) ...`);
    const made = spawnSync(process.execPath, ["scripts/seed-large.ts"], {
      env: { ...process.env, D1_STATE_DIR: largeStateDir },
      stdio: "inherit",
    });
    if (made.status !== 0) throw new Error("npm run seed:large failed (see above).");
  }
  const operator = await operatorAccount(OPERATOR);
  const operatorSql = operatorSqlText(operator);
  const channelKey = newCredential("octo");
  const channelSql = sqlText(
    channelKeyStatements(CHANNEL, "octo", await credentialHash(channelKey), credentialHint(channelKey)),
  );
  const databaseFixtures = fixtures(operatorSql, operator.passwordHash, channelSql);
  const servers: MeasureServer[] = [];
  const rows: string[][] = [];
  const verdicts: { page: ScalePage; missed: string[] }[] = [];
  try {
    servers.push(await startMeasureServer("scale-seeded", SEEDED_PORT, databaseFixtures));
    servers.push(await startMeasureServer("scale-large", LARGE_PORT, databaseFixtures, "build", largeStateDir));
    const [seeded, large] = servers as [MeasureServer, MeasureServer];
    const values = await pathValues(seeded.origin);
    const signedIn = async (origin: string) => ({
      operator: { cookie: await sessionCookie(origin, OPERATOR.email) },
      tourist: { cookie: await sessionCookie(origin, TOURIST.email) },
      channel: { authorization: `Bearer ${channelKey}` },
      anyone: {},
    });
    const [seededAs, largeAs] = [await signedIn(seeded.origin), await signedIn(large.origin)];
    for (const page of measuredPages) {
      const path = pathOf(page, values);
      const body = bodyOf(page, values);
      process.stderr.write(`Measuring ${page.label} (${path}) ...\n`);
      const who = page.as ?? (page.area === "admin" ? "operator" : "anyone");
      const [onSeeded, onLarge] = await measureBoth(
        { origin: seeded.origin, asked: { path, body, headers: seededAs[who] } },
        { origin: large.origin, asked: { path, body, headers: largeAs[who] } },
      );
      const missed = missedTargets(page, onSeeded, onLarge);
      for (const [name, figures] of [
        ["seeded", onSeeded],
        ["large", onLarge],
      ] as const) {
        if (figures.status !== 200) missed.push(`answered ${figures.status} on the ${name} database`);
      }
      verdicts.push({ page, missed });
      rows.push([
        page.area,
        page.label,
        ms(onSeeded.p50),
        ms(onLarge.p50),
        ms(onSeeded.p95),
        ms(onLarge.p95),
        kb(onSeeded.bytes),
        kb(onLarge.bytes),
        String(onSeeded.trips),
        String(onLarge.trips),
        String(onSeeded.rowsRead),
        String(onLarge.rowsRead),
        verdictOf(page, missed, onSeeded, onLarge),
      ]);
    }
  } finally {
    for (const server of servers) await server.stop();
  }

  const header = [
    "area",
    "page",
    "p50 seeded",
    "p50 large",
    "p95 seeded",
    "p95 large",
    "KB seeded",
    "KB large",
    "trips seeded",
    "trips large",
    "rows seeded",
    "rows large",
    "targets",
  ];
  console.log(
    `\nbench:scale: ${REQUESTS} sequential uncached requests per page and database after ${WARMUP} to warm up; ` +
      "ms, body KB, D1 round trips and rows read per request.\n",
  );
  console.log(`| ${header.join(" | ")} |`);
  console.log(`| ${header.map((_, index) => (index < 2 ? "---" : "---:")).join(" | ")} |`);
  for (const row of rows) console.log(`| ${row.join(" | ")} |`);
  const missed = verdicts.filter((verdict) => verdict.missed.length > 0);
  console.log(`\nIssue 37's targets: ${verdicts.length - missed.length} of ${verdicts.length} pages meet them.`);
  for (const { page, missed: what } of missed) console.log(`  MISSED ${page.label}: ${what.join("; ")}`);
}

await main();
