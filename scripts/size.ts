/**
 * `npm run size`: the client JavaScript a first visit to each page downloads, gzipped, from the
 * output of `react-router build`. Fails when the home page is over its budget.
 *
 * The numbers come from React Router's own client manifest (build/client/assets/manifest-*.js),
 * the list the server turns into <script type="module"> and <link rel="modulepreload"> tags: the
 * entry and its imports, then for each route of the match (root, then the page) its module and
 * every chunk it imports statically (React Router flattens that closure already). Vite's
 * .vite/manifest.json is not used: `react-router build` deletes it once it has written this one.
 * The language catalog the entry imports before hydrating is added too (the larger of the two).
 *
 * Exit status: 0 within budget, 1 over it, 2 when there is no usable build.
 * `npm run size -- / /activity/:type/:slug` also lists those pages' files, largest first.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

const HOME_BUDGET_KB = 150;
const CLIENT_DIR = path.resolve(import.meta.dirname, "../build/client");

interface ManifestRoute {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
  hasDefaultExport?: boolean;
  module: string;
  imports?: string[];
  css?: string[];
}

interface ClientManifest {
  entry: { module: string; imports: string[]; css?: string[] };
  routes: Record<string, ManifestRoute>;
}

function fail(message: string): never {
  console.error(message);
  process.exit(2);
}

function readManifest(): { manifest: ClientManifest; file: string } {
  const assets = path.join(CLIENT_DIR, "assets");
  let names: string[];
  try {
    names = readdirSync(assets).filter((name) => /^manifest-[\w-]+\.js$/.test(name));
  } catch {
    fail(`No client build in ${CLIENT_DIR}: run \`npx react-router build\` (or \`npm run build\`) first.`);
  }
  if (names.length === 0) fail(`No React Router manifest (manifest-*.js) in ${assets}.`);
  // Old builds may leave several; the newest is the one the server build refers to.
  const newest = names
    .map((name) => ({ name, time: statSync(path.join(assets, name)).mtimeMs }))
    .sort((a, b) => b.time - a.time)[0];
  if (!newest) fail(`No React Router manifest in ${assets}.`);
  const file = path.join(assets, newest.name);
  const source = readFileSync(file, "utf8");
  const json = source.slice(source.indexOf("{"), source.lastIndexOf("}") + 1);
  return { manifest: JSON.parse(json) as ClientManifest, file };
}

const gzipCache = new Map<string, { raw: number; gzip: number }>();

/** Raw and gzipped size of a built asset, by its URL path (/assets/x.js). */
function sizeOf(url: string): { raw: number; gzip: number } {
  const cached = gzipCache.get(url);
  if (cached) return cached;
  // Some asset URLs carry a suffix (vanilla-extract's CSS ends in "#"); the file has none.
  const file = path.join(CLIENT_DIR, url.replace(/[?#].*$/, ""));
  let bytes: Buffer;
  try {
    bytes = readFileSync(file);
  } catch {
    fail(`The manifest lists ${url}, but ${file} is missing: is the build complete?`);
  }
  const size = { raw: bytes.length, gzip: gzipSync(bytes).length };
  gzipCache.set(url, size);
  return size;
}

/** The catalogs the entry imports dynamically (`import("./messages-….js")`); a visit loads one. */
function catalogsOf(entryModule: string): string[] {
  const source = readFileSync(path.join(CLIENT_DIR, entryModule), "utf8");
  const directory = path.posix.dirname(entryModule);
  const found = new Set<string>();
  for (const match of source.matchAll(/import\(\s*["'`](\.{1,2}\/[^"'`]*messages[^"'`]*\.js)["'`]\s*\)/g)) {
    if (match[1]) found.add(path.posix.join(directory, match[1]));
  }
  return [...found];
}

function routeChain(manifest: ClientManifest, route: ManifestRoute): ManifestRoute[] {
  const chain: ManifestRoute[] = [];
  for (let current: ManifestRoute | undefined = route; current; ) {
    chain.unshift(current);
    current = current.parentId ? manifest.routes[current.parentId] : undefined;
  }
  return chain;
}

function urlPath(chain: ManifestRoute[]): string {
  const parts = chain.map((route) => route.path ?? "").filter((part) => part !== "");
  return `/${parts.join("/")}`;
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

const { manifest, file } = readManifest();
const catalogs = catalogsOf(manifest.entry.module);
const catalog = catalogs.map((url) => ({ url, ...sizeOf(url) })).sort((a, b) => b.gzip - a.gzip)[0];

interface Row {
  id: string;
  path: string;
  scripts: string[];
  files: number;
  raw: number;
  gzip: number;
  css: number;
}

const rows: Row[] = [];
for (const route of Object.values(manifest.routes)) {
  // Resource routes (the API, sitemap.xml, robots.txt) ship no client code of their own.
  if (!route.hasDefaultExport || route.id === "root") continue;
  const chain = routeChain(manifest, route);
  const scripts = new Set<string>([manifest.entry.module, ...manifest.entry.imports]);
  const styles = new Set<string>(manifest.entry.css ?? []);
  for (const match of chain) {
    scripts.add(match.module);
    for (const url of match.imports ?? []) scripts.add(url);
    for (const url of match.css ?? []) styles.add(url);
  }
  if (catalog) scripts.add(catalog.url);
  let raw = 0;
  let gzip = 0;
  for (const url of scripts) {
    const size = sizeOf(url);
    raw += size.raw;
    gzip += size.gzip;
  }
  let css = 0;
  for (const url of styles) css += sizeOf(url).gzip;
  rows.push({ id: route.id, path: urlPath(chain), scripts: [...scripts], files: scripts.size, raw, gzip, css });
}

const home = rows.find((row) => row.id === "routes/home") ?? rows.find((row) => row.path === "/");
const header = ["Page", "Route id", "Files", "JS raw KB", "JS gzip KB", "CSS gzip KB"];
const table = rows.map((row) => [row.path, row.id, String(row.files), kb(row.raw), kb(row.gzip), kb(row.css)]);
const widths = header.map((title, column) =>
  Math.max(title.length, ...table.map((cells) => cells[column]?.length ?? 0)),
);
const line = (cells: string[]) =>
  cells
    .map((cell, column) => (column >= 2 ? cell.padStart(widths[column] ?? 0) : cell.padEnd(widths[column] ?? 0)))
    .join("  ");

console.log(`Client JavaScript of a first visit, from ${path.relative(process.cwd(), file)}`);
console.log(
  `(entry + root + page modules and their static imports${catalog ? ", plus the language catalog" : ""}; KB = 1024 bytes, default gzip level)\n`,
);
console.log(line(header));
console.log(widths.map((width) => "-".repeat(width)).join("  "));
for (const cells of table) console.log(line(cells));
console.log("");

// `npm run size -- /` (or a route id) also lists that page's files, largest first.
for (const wanted of process.argv.slice(2)) {
  const row = rows.find((candidate) => candidate.path === wanted || candidate.id === wanted);
  if (!row) {
    console.log(`No page ${wanted}.`);
    continue;
  }
  console.log(`Files of ${row.path} (${row.id}):`);
  const files = row.scripts.map((url) => ({ url, ...sizeOf(url) })).sort((a, b) => b.gzip - a.gzip);
  for (const item of files) console.log(`  ${kb(item.gzip).padStart(7)} KB gzip  ${item.url}`);
  console.log("");
}

if (!home) fail("The build has no home route (routes/home).");
const homeKb = home.gzip / 1024;
if (homeKb > HOME_BUDGET_KB) {
  console.error(`Home page: ${kb(home.gzip)} KB gzip, over the budget of ${HOME_BUDGET_KB} KB.`);
  process.exit(1);
}
console.log(`Home page: ${kb(home.gzip)} KB gzip, within the budget of ${HOME_BUDGET_KB} KB.`);
