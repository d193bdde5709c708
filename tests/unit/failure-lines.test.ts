import { describe, expect, it } from "vitest";
import { namesAFailure, plainText } from "../../scripts/failure-lines.ts";

/** Lines as Vitest and Playwright print them, colours included. */
const FAILURES = [
  "\x1b[31m     \x1b[31m×\x1b[31m shows March's headline figures against February's\x1b[39m\x1b[32m 160\x1b[2mms\x1b[22m\x1b[39m",
  "\x1b[41m\x1b[1m FAIL \x1b[22m\x1b[49m \x1b[30m\x1b[46m worker \x1b[49m\x1b[39m tests/worker/pickup-runs.test.ts > /admin/pickups > groups each departure",
  "\x1b[31m\x1b[1mError\x1b[22m: D1_ERROR: FOREIGN KEY constraint failed: SQLITE_CONSTRAINT\x1b[39m",
  "AssertionError: expected 13 to be 12 // Object.is equality",
  "  ✘  12 [phone] › tests/e2e/day-of-tour.spec.ts:130:1 › the day of a tour (31.2s)",
  "  1) [phone] › tests/e2e/auth.spec.ts:267:1 › signing out from the menu without a connection ",
  "    TimeoutError: locator.click: Timeout 10000ms exceeded.",
];

const PASSES = [
  "     \x1b[33m\x1b[2m✓\x1b[22m\x1b[39m refuses no credentials, an OCTO key and a revoked one at once, with 200 AUTHORIZATION_FAILURE\x1b[33m 584\x1b[2mms\x1b[22m\x1b[39m",
  "  ✓  121 [phone] › tests/e2e/trip-builder.spec.ts:46:1 › a tourist builds a three-day trip, fixes its warning (14.3s)",
  "  ✓  7 [phone] › tests/e2e/content-pages.spec.ts:138:1 › the 404 page of an unknown slug hydrates and is accessible (1.2s)",
  "[wrangler:info] POST /api/booking 422 Unprocessable Entity (12ms)",
  "a failed mail send is retried: Error: fetch failed is logged in the middle of the line",
  "\x1b[2m Test Files \x1b[22m \x1b[1m\x1b[32m114 passed\x1b[39m\x1b[22m\x1b[90m (114)\x1b[39m",
  "  123 passed (8.9m)",
];

describe("the lines npm test repeats at its end", () => {
  it("are each tool's failed tests and the errors that start a line", () => {
    for (const line of FAILURES) expect(namesAFailure(plainText(line)), line).toBe(true);
  });

  it("leave out passing tests, their logs and the summaries", () => {
    for (const line of PASSES) expect(namesAFailure(plainText(line)), line).toBe(false);
  });

  it("are repeated without their colours", () => {
    expect(plainText(FAILURES[2] ?? "")).toBe("Error: D1_ERROR: FOREIGN KEY constraint failed: SQLITE_CONSTRAINT");
  });
});
