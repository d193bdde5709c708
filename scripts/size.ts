/**
 * `npm run size`: the client JavaScript a first visit to each page downloads, gzipped, from the
 * output of `react-router build` (see scripts/client-js.ts for how it is counted). Fails when a page
 * is over its budget (issue 21: the home page 125 KB, every other public page 150 KB; the back
 * office, used by a few operators on a known connection, 210 KB).
 *
 * Exit status: 0 within budget, 1 over it, 2 when there is no usable build.
 * `npm run size -- / /activity/:type/:slug` also lists those pages' files, largest first.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import {
  bookingChunk,
  CLIENT_DIR,
  isAdminPage,
  NoBuildError,
  type PageScripts,
  pageScripts,
  readManifest,
  sizeOf,
} from "./client-js.ts";
import { COMPILE_HINT } from "./vite-compile-hints.ts";

/** KB gzip a first visit may download. */
const BUDGETS_KB = { home: 125, publicPage: 150, admin: 210 } as const;

/**
 * Files every page loads: the client entry, the bundler's runtime, the framework, React DOM, the
 * shell (what the entry and the root import, scripts/vite-page-shell.ts) and the root route's own
 * module. Each more is one more request on every page (decision 0105).
 */
const MAX_FILES_ON_EVERY_PAGE = 6;

const isHome = (page: PageScripts) => page.id === "routes/home";

function budgetOf(page: PageScripts): number {
  if (isHome(page)) return BUDGETS_KB.home;
  return isAdminPage(page) ? BUDGETS_KB.admin : BUDGETS_KB.publicPage;
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

function main() {
  const { manifest, file } = readManifest();
  const pages = pageScripts(manifest);

  const header = ["Page", "Route id", "Files", "JS raw KB", "JS gzip KB", "Budget KB", "CSS gzip KB"];
  const table = pages.map((row) => [
    row.path,
    row.id,
    String(row.scripts.length),
    kb(row.raw),
    kb(row.gzip),
    `${row.gzip / 1024 > budgetOf(row) ? "OVER " : ""}${budgetOf(row)}`,
    kb(row.css),
  ]);
  const booking = bookingChunk(manifest);
  if (booking) {
    table.push([
      "(Book now)",
      "booking flow, lazy",
      String(booking.scripts.length),
      kb(booking.size.raw),
      kb(booking.size.gzip),
      "",
      "",
    ]);
  }
  const widths = header.map((title, column) =>
    Math.max(title.length, ...table.map((cells) => cells[column]?.length ?? 0)),
  );
  const line = (cells: string[]) =>
    cells
      .map((cell, column) => (column >= 2 ? cell.padStart(widths[column] ?? 0) : cell.padEnd(widths[column] ?? 0)))
      .join("  ");

  console.log(`Client JavaScript of a first visit, from ${path.relative(process.cwd(), file)}`);
  console.log(
    "(entry + root + page modules and their static imports, with the messages they render; KB = 1024 bytes, default gzip level)\n",
  );
  console.log(line(header));
  console.log(widths.map((width) => "-".repeat(width)).join("  "));
  for (const cells of table) console.log(line(cells));
  console.log("");

  // `npm run size -- /` (or a route id) also lists that page's files, largest first.
  for (const wanted of process.argv.slice(2)) {
    const row = pages.find((candidate) => candidate.path === wanted || candidate.id === wanted);
    if (!row) {
      console.log(`No page ${wanted}.`);
      continue;
    }
    console.log(`Files of ${row.path} (${row.id}):`);
    const files = row.scripts.map((url) => ({ url, ...sizeOf(url) })).sort((a, b) => b.gzip - a.gzip);
    for (const item of files) console.log(`  ${kb(item.gzip).padStart(7)} KB gzip  ${item.url}`);
    console.log("");
  }

  if (!pages.some(isHome)) throw new NoBuildError("The build has no home route (routes/home).");
  const onEveryPage = pages.reduce<string[]>(
    (shared, page) => shared.filter((url) => page.scripts.includes(url)),
    pages[0]?.scripts ?? [],
  );
  console.log(`Files every page loads: ${onEveryPage.length} (at most ${MAX_FILES_ON_EVERY_PAGE}).`);
  if (onEveryPage.length > MAX_FILES_ON_EVERY_PAGE) {
    console.error(`Every page loads ${onEveryPage.length} files: ${onEveryPage.join(" ")}`);
    process.exit(1);
  }
  checkCompileHints(pages, booking?.scripts ?? []);
  const over = pages.filter((page) => page.gzip / 1024 > budgetOf(page));
  for (const page of over) {
    console.error(`${page.path}: ${kb(page.gzip)} KB gzip, over its budget of ${budgetOf(page)} KB.`);
  }
  if (over.length > 0) process.exit(1);
  console.log(
    `Every page within its budget (home ${BUDGETS_KB.home} KB, other public pages ${BUDGETS_KB.publicPage} KB, back office ${BUDGETS_KB.admin} KB).`,
  );
}

const startsWithHint = (url: string) =>
  readFileSync(path.join(CLIENT_DIR, url)).subarray(0, COMPILE_HINT.length).toString() === COMPILE_HINT;

/**
 * The files a page runs as it loads carry V8's compile hint on their first line, and the booking
 * flow's lazy files do not (scripts/vite-compile-hints.ts): a plugin that wrote in front of the
 * hint would silently turn it back into a plain comment.
 */
function checkCompileHints(pages: PageScripts[], lazyBookingFlow: string[]) {
  const loadedAtStart = new Set(pages.flatMap((page) => page.scripts));
  const unhinted = [...loadedAtStart].filter((url) => !startsWithHint(url));
  const hintedLazy = lazyBookingFlow.filter((url) => !loadedAtStart.has(url) && startsWithHint(url));
  for (const url of unhinted) console.error(`${url}: a page loads it at start, but it lacks the compile hint.`);
  for (const url of hintedLazy) console.error(`${url}: loaded only at Book now, but it carries the compile hint.`);
  if (unhinted.length > 0 || hintedLazy.length > 0) process.exit(1);
  console.log(`Compile hint on all ${loadedAtStart.size} files pages load at start, on none of the booking flow's.`);
}

try {
  main();
} catch (error) {
  if (!(error instanceof NoBuildError)) throw error;
  console.error(error.message);
  process.exit(2);
}
