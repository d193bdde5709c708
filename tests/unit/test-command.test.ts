import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";

describe("npm test on a machine without Chromium", () => {
  it("stops at once with one line that says how to get the browser, before typecheck or build", () => {
    const started = Date.now();
    const run = spawnSync(process.execPath, ["scripts/test.ts"], {
      env: { ...process.env, CHROMIUM_PATH: "/nonexistent/chromium" },
      encoding: "utf8",
      timeout: 20_000,
    });
    expect(run.status).toBe(1);
    expect(run.stdout).toBe("");
    const lines = run.stderr.trim().split("\n");
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain("/nonexistent/chromium");
    expect(lines[0]).toContain("apt-get install chromium");
    expect(lines[0]).toContain("CHROMIUM_PATH");
    expect(Date.now() - started).toBeLessThan(10_000);
  });
});
