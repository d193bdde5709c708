/**
 * `npm run lighthouse`: Lighthouse (the npm package) in its default mobile mode (a mid-range phone
 * on a slow 4G network, simulated) on every public page type, three runs each, in the system
 * Chromium. Prints the median of each figure. LIGHTHOUSE_PAGES (labels, comma-separated) measures
 * some of them only, e.g. `LIGHTHOUSE_PAGES=home,voucher`.
 *
 * The worker is the production build on a port and a seeded database of its own
 * (scripts/measure-server.ts); the browser is the system Chromium (scripts/chromium.ts).
 * Settings: LIGHTHOUSE_PORT (8850), LIGHTHOUSE_RUNS (3 per page), LIGHTHOUSE_REPORTS (a folder,
 * unset by default) keeps each run's full JSON report, to read what a score hides, and
 * LIGHTHOUSE_CHROME_FLAGS adds Chromium flags, e.g. `--disable-features=PaintHolding` to see how
 * much of a score is headless Chromium holding the first paint back (README, Speed), and
 * LIGHTHOUSE_BUILD serves another build than build/, to measure two builds turn about (A, B, A, B)
 * on a shared machine whose speed drifts.
 */

import { createHash } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { chromiumPath, HEADLESS_CHROMIUM_FLAGS } from "./chromium.ts";
import { lighthouseVerdicts, type PageMedians } from "./lighthouse-targets.ts";
import { mainThreadCpu, type TraceEvent } from "./main-thread-cpu.ts";
import { startMeasureServer } from "./measure-server.ts";

const port = Number(process.env.LIGHTHOUSE_PORT ?? 8850);
const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const reportDir = process.env.LIGHTHOUSE_REPORTS;
const buildDir = process.env.LIGHTHOUSE_BUILD ?? "build";

const ACTIVITY_SLUG = "ubud-rice-terrace-and-monkey-forest-tour";

/** A confirmed booking whose voucher this browser may open: the grant's cookie travels with each run. */
const VOUCHER = { reference: "BT-VQCH-7K4M", token: "lighthouse-measures-the-voucher-page-000000" };
const VOUCHER_FIXTURES = [
  `INSERT INTO bookings (reference, status, confirmation_id, activity_id, package_id, locale, currency, visit_date,
     first_name, last_name, email, phone_number, country, pickup_location, payment_method, order_data, total_idr,
     total_usd_cents)
   SELECT '${VOUCHER.reference}', 'confirmed', 'BK-261124-7K4M', a.id, (SELECT min(id) FROM packages WHERE activity_id = a.id),
     'id', 'IDR', '2099-01-15', 'Mr. Made', 'Wirawan', 'made@example.com', '+62 812 3456 7890', 'Indonesia',
     'Alaya Resort, Ubud', 'cash', '[]', 900000, 6000 FROM activities a WHERE a.slug = '${ACTIVITY_SLUG}'`,
  `INSERT INTO voucher_grants (token_hash, booking_id, expires_at)
   SELECT '${createHash("sha256").update(VOUCHER.token).digest("hex")}', id, '2099-12-31T00:00:00.000Z'
   FROM bookings WHERE reference = '${VOUCHER.reference}'`,
];

interface MeasuredPage {
  label: string;
  path: string;
  cookie?: string;
  /** Why the page says noindex, when it does on purpose. */
  noindexBecause?: string;
}

/** Every public page type the issue names, each once. */
const ALL_PAGES: MeasuredPage[] = [
  { label: "home", path: "/" },
  { label: "activity list", path: "/activity" },
  { label: "activity detail", path: `/activity/day-tours/${ACTIVITY_SLUG}` },
  { label: "search results", path: "/results?query=ubud" },
  { label: "destination list", path: "/destination" },
  { label: "destination page", path: "/destination/denpasar/sanur-beach" },
  { label: "transport list", path: "/transport" },
  { label: "transport page", path: "/transport/3" },
  { label: "tips", path: "/tips" },
  { label: "events", path: "/event" },
  { label: "special offers", path: "/specialoffer" },
  { label: "gallery", path: "/gallery" },
  { label: "static page", path: "/aboutus" },
  { label: "login", path: "/login" },
  { label: "register", path: "/register" },
  { label: "booking lookup", path: "/booking" },
  { label: "trip builder", path: "/trip" },
  // A shared wishlist: the link a tourist sends, with two activities and a vehicle (issue 42).
  {
    label: "wishlist",
    path: "/wishlist?items=a:1,a:2,t:3",
    noindexBecause: "a tourist's own list, decision 0088",
  },
  {
    label: "voucher",
    path: `/booking/${VOUCHER.reference}/voucher`,
    cookie: `bali_vouchers=${VOUCHER.reference}.${VOUCHER.token}`,
    noindexBecause: "a guest's own page, decision 0018",
  },
];

const chosen = process.env.LIGHTHOUSE_PAGES?.split(",").map((label) => label.trim());
const PAGES = chosen ? ALL_PAGES.filter((page) => chosen.includes(page.label)) : ALL_PAGES;

const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;

interface Run {
  scores: Record<(typeof CATEGORIES)[number], number>;
  lcp: number;
  tbt: number;
  cls: number;
  /** The main thread's CPU time after the first paint, and the blocking time it makes (main-thread-cpu.ts). */
  cpuMs: number;
  blockingFromCpuMs: number;
  /** Audits of the four categories that did not pass, for the report under the table. */
  failed: string[];
  /** The SEO audits among them, by id. */
  seoAuditsFailed: string[];
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

async function keepReport(folder: string, name: string, report: string | string[]) {
  await mkdir(folder, { recursive: true });
  await writeFile(path.join(folder, name), Array.isArray(report) ? report.join("\n") : report);
}

/**
 * One request for the page before its runs. Otherwise the first run alone gets an uncached render,
 * and the worker's first load of the route's modules, and runs two and three get the edge cache's
 * copy, which is what every anonymous visitor after the first in a minute gets. The median of three
 * then mixes two conditions. A page that is never cached (the voucher) is rendered each time anyway.
 */
async function warmUp(url: string, cookie: string | undefined) {
  const response = await fetch(url, cookie ? { headers: { Cookie: cookie } } : {});
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`${url} answered ${response.status} before its runs.`);
}

async function main() {
  const server = await startMeasureServer("lighthouse", port, VOUCHER_FIXTURES, buildDir);
  const results = new Map<string, Run[]>();
  let chrome: chromeLauncher.LaunchedChrome | undefined;
  try {
    chrome = await chromeLauncher.launch({
      chromePath: chromiumPath,
      chromeFlags: [
        ...HEADLESS_CHROMIUM_FLAGS,
        ...(process.env.LIGHTHOUSE_CHROME_FLAGS ?? "").split(" ").filter(Boolean),
      ],
    });
    for (const page of PAGES) {
      const url = `${server.origin}${page.path}`;
      const pageRuns: Run[] = [];
      await warmUp(url, page.cookie);
      for (let run = 1; run <= runs; run += 1) {
        process.stderr.write(`Lighthouse ${page.label}, run ${run} of ${runs} ...\n`);
        const result = await lighthouse(url, {
          port: chrome.port,
          output: "json",
          logLevel: "error",
          onlyCategories: [...CATEGORIES],
          ...(page.cookie ? { extraHeaders: { Cookie: page.cookie } } : {}),
        });
        if (!result) throw new Error(`Lighthouse returned nothing for ${url}.`);
        const { lhr } = result;
        if (reportDir) await keepReport(reportDir, `${page.label.replaceAll(" ", "-")}-${run}.json`, result.report);
        if (lhr.runtimeError) throw new Error(`Lighthouse failed on ${url}: ${lhr.runtimeError.message}`);
        const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
        const failedIn = (category: (typeof CATEGORIES)[number]) =>
          (lhr.categories[category]?.auditRefs ?? [])
            .filter((ref) => ref.weight > 0)
            .map((ref) => lhr.audits[ref.id])
            .filter((audit): audit is NonNullable<typeof audit> => audit?.score != null && audit.score < 0.9);
        const failed = CATEGORIES.flatMap((category) =>
          failedIn(category).map((audit) => `${category}: ${audit.id} (${audit.displayValue ?? audit.score})`),
        );
        const traceEvents = (result.artifacts.Trace?.traceEvents ?? []) as TraceEvent[];
        const cpu = mainThreadCpu(traceEvents, server.origin);
        pageRuns.push({
          scores: {
            performance: score("performance"),
            accessibility: score("accessibility"),
            "best-practices": score("best-practices"),
            seo: score("seo"),
          },
          lcp: lhr.audits["largest-contentful-paint"]?.numericValue ?? Number.NaN,
          tbt: lhr.audits["total-blocking-time"]?.numericValue ?? Number.NaN,
          cls: lhr.audits["cumulative-layout-shift"]?.numericValue ?? Number.NaN,
          cpuMs: cpu?.cpuMs ?? Number.NaN,
          blockingFromCpuMs: cpu?.blockingFromCpuMs ?? Number.NaN,
          failed,
          seoAuditsFailed: failedIn("seo").map((audit) => audit.id),
        });
      }
      results.set(page.label, pageRuns);
    }
  } finally {
    chrome?.kill();
    await server.stop();
  }

  const medians = PAGES.map((page) => mediansOf(page, results.get(page.label) ?? []));
  printTable(medians);
  const failures = new Set([...results.values()].flat().flatMap((run) => run.failed));
  if (failures.size > 0) {
    console.log("\nAudits below 90 in at least one run:");
    for (const failure of [...failures].sort()) console.log(`  ${failure}`);
  }
  printVerdicts(medians);
}

function mediansOf(page: MeasuredPage, pageRuns: Run[]): PageMedians {
  const of = (pick: (run: Run) => number) => median(pageRuns.map(pick));
  return {
    label: page.label,
    performance: of((run) => run.scores.performance),
    accessibility: of((run) => run.scores.accessibility),
    bestPractices: of((run) => run.scores["best-practices"]),
    seo: of((run) => run.scores.seo),
    lcpMs: of((run) => run.lcp),
    tbtMs: of((run) => run.tbt),
    cls: of((run) => run.cls),
    cpuMs: of((run) => run.cpuMs),
    blockingFromCpuMs: of((run) => run.blockingFromCpuMs),
    seoAuditsFailed: [...new Set(pageRuns.flatMap((run) => run.seoAuditsFailed))],
    ...(page.noindexBecause ? { noindexBecause: page.noindexBecause } : {}),
  };
}

function printTable(medians: PageMedians[]) {
  const header = [
    "",
    "performance",
    "accessibility",
    "best-practices",
    "SEO",
    "LCP ms",
    "TBT ms",
    "CLS",
    "CPU ms",
    "TBT from CPU",
  ];
  const rows = medians.map((page) => [
    page.label,
    String(page.performance),
    String(page.accessibility),
    String(page.bestPractices),
    String(page.seo),
    page.lcpMs.toFixed(0),
    page.tbtMs.toFixed(0),
    page.cls.toFixed(3),
    page.cpuMs.toFixed(0),
    page.blockingFromCpuMs.toFixed(0),
  ]);
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]?.length ?? 0)));
  const line = (cells: string[]) =>
    cells.map((cell, column) => (column === 0 ? cell.padEnd(widths[0] ?? 0) : cell.padStart(widths[column] ?? 0)));
  console.log(`\nLighthouse, default mobile mode, median of ${runs} runs per page (${chromiumPath}):\n`);
  console.log(line(header).join("  "));
  console.log(widths.map((width) => "-".repeat(width)).join("  "));
  for (const row of rows) console.log(line(row).join("  "));
}

/** Issue 21's targets on the medians, met or missed, as `npm run bench` ends with its own. */
function printVerdicts(medians: PageMedians[]) {
  console.log(`\nIssue 21's targets, on ${medians.length} of the ${ALL_PAGES.length} page types:`);
  for (const verdict of lighthouseVerdicts(medians)) {
    const outcome = verdict.met === null ? "not measured" : verdict.met ? "met" : "MISSED";
    const detail = verdict.detail ? ` (${verdict.detail})` : "";
    console.log(`  ${verdict.target}: ${outcome}${detail}`);
  }
}

await main();
