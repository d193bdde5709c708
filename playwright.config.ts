import { defineConfig, devices } from "@playwright/test";

const port = Number(process.env.E2E_PORT ?? 8790);

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: false,
  workers: 1,
  forbidOnly: !!process.env.CI,
  retries: 0,
  reporter: process.env.CI ? "line" : "list",
  use: {
    baseURL: `http://localhost:${port}`,
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--headless",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
      ],
    },
  },
  projects: [
    {
      name: "phone",
      use: { ...devices["Pixel 7"], browserName: "chromium", viewport: { width: 390, height: 844 } },
    },
  ],
  // E2E_EXTERNAL=1 runs against a server that is already up on E2E_PORT (e.g. `npm run dev`).
  webServer: process.env.E2E_EXTERNAL
    ? undefined
    : {
        // The built worker on a database of its own, so tests never touch the developer's data.
        command: "rm -rf .wrangler/e2e-state && node scripts/local-db.ts && node scripts/serve.ts",
        env: { PORT: String(port), D1_STATE_DIR: ".wrangler/e2e-state" },
        url: `http://127.0.0.1:${port}/api/types`,
        reuseExistingServer: false,
        timeout: 120_000,
        stdout: "pipe",
      },
});
