/**
 * `npm run size`: the client JavaScript a first visit to each page downloads, gzipped, from the
 * output of `react-router build` (see scripts/client-js.ts for how it is counted). Fails when the
 * home page is over its budget.
 *
 * Exit status: 0 within budget, 1 over it, 2 when there is no usable build.
 * `npm run size -- / /activity/:type/:slug` also lists those pages' files, largest first.
 */
import path from "node:path";
import { bookingChunk, NoBuildError, pageScripts, readManifest, sizeOf } from "./client-js.ts";

const HOME_BUDGET_KB = 150;

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

function main() {
  const { manifest, file } = readManifest();
  const { pages, catalog } = pageScripts(manifest);

  const header = ["Page", "Route id", "Files", "JS raw KB", "JS gzip KB", "CSS gzip KB"];
  const table = pages.map((row) => [
    row.path,
    row.id,
    String(row.scripts.length),
    kb(row.raw),
    kb(row.gzip),
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
    `(entry + root + page modules and their static imports${catalog ? ", plus the language catalog" : ""}; KB = 1024 bytes, default gzip level)\n`,
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

  const home = pages.find((row) => row.id === "routes/home") ?? pages.find((row) => row.path === "/");
  if (!home) throw new NoBuildError("The build has no home route (routes/home).");
  if (home.gzip / 1024 > HOME_BUDGET_KB) {
    console.error(`Home page: ${kb(home.gzip)} KB gzip, over the budget of ${HOME_BUDGET_KB} KB.`);
    process.exit(1);
  }
  console.log(`Home page: ${kb(home.gzip)} KB gzip, within the budget of ${HOME_BUDGET_KB} KB.`);
}

try {
  main();
} catch (error) {
  if (!(error instanceof NoBuildError)) throw error;
  console.error(error.message);
  process.exit(2);
}
