/**
 * `npm run responses -- record NAME` and `npm run responses -- compare A B`: a guard for changes
 * that must not change what the site answers (the reshape of issue 16).
 *
 * `record` builds nothing: run `npm run build` first (or name another build in BUILD_DIR). It starts the production worker on a
 * freshly seeded database of its own (as the bench does), crawls both sites from a fixed set of
 * entry pages and /api calls, following the site's own links in a fixed order up to MAX_URLS (with
 * the /api twins of every detail page and its reviews), and
 * writes every answer (status, content type, body) to .wrangler/responses/NAME.json. What differs
 * between two renders of the same code is normalised away: CSP nonces, CSRF tokens, the hashes in
 * asset file names and the build's version. Record before the first move and after the last, on
 * the same day (events and "today" move with the calendar), then compare.
 *
 * The back office is crawled too, signed in as an operator that `record` makes in its database (as
 * `npm run operator:create` does): from its menu's pages, following only /admin links, with GETs
 * only, so the crawl changes nothing.
 *
 * `compare` prints the URLs whose answers differ, or that one recording has and the other lacks,
 * with the first differing line of each, and exits 1 when there is any. Pages are compared without
 * the list of JavaScript chunks they load (see withoutChunkList).
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { FIXED_PATHS } from "#app/lib/sitemap.ts";
import { operatorAccount, operatorSqlText } from "#workers/accounts/operator-account.ts";
import { startMeasureServer } from "./measure-server.ts";

const PORT = Number(process.env.RESPONSES_PORT ?? 8860);
const MAX_URLS = Number(process.env.RESPONSES_MAX_URLS ?? 1200);
const DIRECTORY = ".wrangler/responses";

/** Where the crawl starts on each site: every page type of the spec and the /api's GET calls. */
const ENTRY_PATHS = [
  ...FIXED_PATHS,
  "/results?query=ubud",
  "/login",
  "/register",
  "/booking",
  "/sitemap.xml",
  "/robots.txt",
  "/no-such-page",
  "/api/index",
  "/api/type",
  "/api/type/1",
  "/api/types",
  "/api/regencies",
  "/api/regency",
  "/api/regency/1",
  "/api/transporttypes",
  "/api/transporttype",
  "/api/transporttype/1",
  "/api/transport/1",
  "/api/transport/1/comment",
  "/api/tips",
  "/api/search?query=temple",
  "/api/event",
  "/api/event/feature",
  "/api/specialoffer",
  "/api/specialoffer/feature",
  "/api/gallery",
  "/api/galleryfeature",
  "/api/no-such-call",
];

interface Answer {
  status: number;
  type: string;
  body: string;
}

type Recording = Record<string, Answer>;

/** The operator the crawl signs in as, in the recording's own database. */
const OPERATOR = {
  email: "responses@balitours.example",
  name: "Responses Operator",
  password: "responses-operator-password",
};

/** Where the back office's crawl starts: every page of its menu, and the invitation page without a token. */
const ADMIN_ENTRY_PATHS = [
  "/admin/bookings",
  "/admin/trips",
  "/admin/calendar",
  "/admin/availability",
  "/admin/activities",
  "/admin/activities/types",
  "/admin/destinations",
  "/admin/destinations/regencies",
  "/admin/transport",
  "/admin/transport/types",
  "/admin/content",
  "/admin/showcase/slides",
  "/admin/reviews",
  "/admin/team",
  "/admin/team/activity",
  "/admin/invitation",
  "/admin/no-such-page",
];

/** What two renders of the same code and data may write differently. */
export function normalised(body: string): string {
  return body
    .replace(/nonce="[^"]*"/g, 'nonce=""')
    .replace(/(name="_token"[^>]*value=")[^"]*"/g, '$1"')
    .replace(/(\/assets\/[\w.-]+?)-[\w-]{8}\.(js|css)/g, "$1.$2")
    .replace(/"version":\s*"[\w-]+"/g, '"version":""');
}

const DETAIL_PAGE =
  /^\/(activity\/[^/]+\/[^/]+|destination\/[^/]+\/[^/]+|transport\/\d+|tips\/[^/]+|event\/[^/]+|specialoffer\/[^/]+)$/;
const WITH_REVIEWS = /^\/(activity|destination|transport)\//;

/** The /api calls that answer for a detail page: its item and, where it has reviews, their first page. */
function apiTwins(pathname: string): string[] {
  if (!DETAIL_PAGE.test(pathname)) return [];
  const item = `/api${pathname}`;
  return WITH_REVIEWS.test(pathname) ? [item, `${item}/comment`] : [item];
}

/** The site's own links in a page or an /api answer: paths, without fragments. */
function linksIn(body: string): string[] {
  const links = new Set<string>();
  for (const match of body.matchAll(/href="(\/[^"#]*)"/g)) links.add(match[1] as string);
  for (const match of body.matchAll(/"(\/(?:activity|destination|transport|tips|event|specialoffer)\/[^"?#]+)"/g)) {
    links.add(match[1] as string);
  }
  return [...links].filter((link) => !link.startsWith("/assets/") && !link.startsWith("/img/")).sort();
}

async function fetchAnswer(base: string, host: string, pathname: string, cookie?: string): Promise<Answer> {
  const headers: Record<string, string> = {
    host,
    "x-cache-bypass": "1",
    accept: pathname.startsWith("/api/") ? "application/json" : "text/html",
  };
  if (cookie) headers.cookie = cookie;
  const response = await fetch(`${base}${pathname}`, { headers, redirect: "manual" });
  return {
    status: response.status,
    type: response.headers.get("content-type") ?? "",
    body: normalised(await response.text()),
  };
}

/** The cookies of an operator's session, signed in through the /api as the web app does. */
async function operatorCookies(base: string, host: string): Promise<string> {
  const cookiesOf = (response: Response) => response.headers.getSetCookie().map((cookie) => cookie.split(";")[0]);
  const csrf = cookiesOf(await fetch(`${base}/sanctum/csrf-cookie`, { headers: { host } }));
  const xsrf = csrf.find((cookie) => cookie?.startsWith("XSRF-TOKEN="))?.slice("XSRF-TOKEN=".length) ?? "";
  const signIn = await fetch(`${base}/api/login`, {
    method: "POST",
    headers: {
      host,
      cookie: csrf.join("; "),
      "content-type": "application/json",
      "x-xsrf-token": decodeURIComponent(xsrf),
    },
    body: JSON.stringify({ email: OPERATOR.email, password: OPERATOR.password }),
  });
  if (!signIn.ok) throw new Error(`Signing in as the operator failed: ${signIn.status} ${await signIn.text()}`);
  return [...csrf, ...cookiesOf(signIn)].join("; ");
}

/** Every answer reachable from `entries` on `host`, following the links that `follow` accepts. */
async function crawl(
  recording: Recording,
  base: string,
  host: string,
  entries: string[],
  follow: (link: string) => boolean,
  cookie?: string,
): Promise<void> {
  const site = host.startsWith("en.") ? "en" : "id";
  const queue = [...entries];
  const seen = new Set(queue);
  while (queue.length > 0 && Object.keys(recording).length < MAX_URLS * 4) {
    const pathname = queue.shift() as string;
    recording[`${site} ${pathname}`] = await fetchAnswer(base, host, pathname, cookie);
    const answer = recording[`${site} ${pathname}`] as Answer;
    for (const link of linksIn(answer.body).flatMap((found) => [found, ...apiTwins(found)])) {
      if (seen.size >= MAX_URLS || seen.has(link) || !follow(link)) continue;
      seen.add(link);
      queue.push(link);
    }
  }
}

async function record(name: string): Promise<void> {
  const operator = operatorSqlText(await operatorAccount(OPERATOR));
  const server = await startMeasureServer(`responses-${name}`, PORT, [operator], process.env.BUILD_DIR ?? "build");
  const base = `http://127.0.0.1:${PORT}`;
  const recording: Recording = {};
  try {
    for (const host of [`localhost:${PORT}`, `en.localhost:${PORT}`]) {
      await crawl(recording, base, host, ENTRY_PATHS, (link) => !link.startsWith("/admin"));
    }
    const cookie = await operatorCookies(base, `localhost:${PORT}`);
    for (const host of [`localhost:${PORT}`, `en.localhost:${PORT}`]) {
      const admin: Recording = {};
      await crawl(admin, base, host, ADMIN_ENTRY_PATHS, (link) => link.startsWith("/admin"), cookie);
      for (const [key, answer] of Object.entries(admin)) recording[`operator ${key}`] = answer;
    }
  } finally {
    await server.stop();
  }
  mkdirSync(DIRECTORY, { recursive: true });
  const file = path.join(DIRECTORY, `${name}.json`);
  writeFileSync(file, JSON.stringify(recording, null, 1));
  console.log(`Recorded ${Object.keys(recording).length} answers into ${file}.`);
}

/** The first line that differs, shown around its first differing character. */
function firstDifference(before: string, after: string): string {
  const a = before.split(/(?<=>)|\n/);
  const b = after.split(/(?<=>)|\n/);
  const index = a.findIndex((line, i) => line !== b[i]);
  const at = index === -1 ? Math.min(a.length, b.length) : index;
  const lineBefore = a[at] ?? "(end)";
  const lineAfter = b[at] ?? "(end)";
  let column = 0;
  while (column < lineBefore.length && lineBefore[column] === lineAfter[column]) column += 1;
  const around = (line: string) => line.slice(Math.max(0, column - 60), column + 100);
  return `    before: …${around(lineBefore)}\n    after:  …${around(lineAfter)}`;
}

/**
 * A page without the list of JavaScript chunks it loads: the modules it preloads and React
 * Router's manifest of route modules. Moving a module to another folder makes the bundler cut and
 * name the chunks differently without changing what the page renders or what its data says; what
 * remains (the HTML and the hydration data) must stay the same.
 */
export function withoutChunkList(body: string): string {
  return body
    .replace(/<link rel="modulepreload"[^>]*\/>/g, "")
    .replace(/ data-preload="[^"]*"/g, "")
    .replace(/window\.__reactRouterManifest = .*?;\n\s*window\.__reactRouterRouteModules = [^;]*;/gs, "")
    .replace(/\s*import \* as route\d+ from "[^"]*";/g, "")
    .replace(/\s*import "[^"]*";/g, "");
}

/**
 * A page whose class names are numbered in the order they first appear. vanilla-extract hashes a
 * class name from its stylesheet's path, so moving a stylesheet renames its classes without
 * changing which element carries which style; a class added, dropped or swapped still shows.
 */
export function withCanonicalClassNames(body: string): string {
  const numbers = new Map<string, string>();
  const numbered = (name: string) => {
    if (!numbers.has(name)) numbers.set(name, `c${numbers.size}`);
    return numbers.get(name) as string;
  };
  return body.replace(
    / class="([^"]*)"/g,
    (_, names: string) => ` class="${names.split(" ").map(numbered).join(" ")}"`,
  );
}

/** Two recordings may be made on two ports at once (RESPONSES_PORT): the local origin's port is not the page's. */
const withoutPort = (body: string) => body.replace(/(127\.0\.0\.1|localhost)(:|%3A)\d+/g, "$1$2PORT");

/**
 * What each render draws anew: the CSRF token in the hydration data (the form field's is
 * normalised when recording) and the editors' ids (a UUID per opened form).
 */
const withoutPerRenderTokens = (body: string) =>
  body
    .replace(/(\\"csrfToken\\",\\")[^\\"]*/g, "$1")
    .replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g, "UUID");

const comparable = (body: string) =>
  withCanonicalClassNames(withoutChunkList(withoutPerRenderTokens(withoutPort(body))));

function compare(beforeName: string, afterName: string): void {
  const read = (name: string) => JSON.parse(readFileSync(path.join(DIRECTORY, `${name}.json`), "utf8")) as Recording;
  const before = read(beforeName);
  const after = read(afterName);
  const problems: string[] = [];
  for (const key of Object.keys({ ...before, ...after }).sort()) {
    const a = before[key];
    const b = after[key];
    if (!a || !b) problems.push(`${key}: only in ${a ? beforeName : afterName}`);
    else if (a.status !== b.status || a.type !== b.type) {
      problems.push(`${key}: ${a.status} ${a.type} became ${b.status} ${b.type}`);
    } else if (comparable(a.body) !== comparable(b.body)) {
      problems.push(`${key}: the body differs\n${firstDifference(comparable(a.body), comparable(b.body))}`);
    }
  }
  const total = Object.keys(before).length;
  if (problems.length === 0) {
    console.log(`All ${total} answers are the same.`);
    return;
  }
  console.log(problems.join("\n"));
  console.log(`${problems.length} of ${total} answers differ.`);
  process.exitCode = 1;
}

const [command, first, second] = process.argv.slice(2);
if (command === "record" && first) await record(first);
else if (command === "compare" && first && second) compare(first, second);
else {
  console.error("Usage: npm run responses -- record NAME | compare BEFORE AFTER");
  process.exitCode = 2;
}
