import { defineConfig, devices } from "@playwright/test";
import { testBrowser } from "./scripts/chromium.ts";
import { E2E_DATABASE, LATE_BROWSER_TESTS } from "./tests/support/e2e-operator.ts";

/**
 * E2E_PART: `npm test` runs the browser tests in two parts (scripts/test.ts): "main", then "late"
 * on its own server and copy of the database. Unset, every test runs on one server.
 */
const part = process.env.E2E_PART;
const late = part === "late";
const port = Number(process.env.E2E_PORT ?? 8790);
const providerPort = Number(process.env.FAKE_PROVIDER_PORT ?? 8796);
const fakeProvider = `http://127.0.0.1:${providerPort}`;

/**
 * A phone: Pixel 7's touch and user agent at 390x844. Drawn at one device pixel per CSS pixel, not
 * the Pixel's 2.625: no test reads the pixel ratio, and the renderer painted 6.9 times the pixels
 * (the same three specs: 133 CPU-seconds at 2.625, 122 at 1).
 */
const PHONE = {
  ...devices["Pixel 7"],
  browserName: "chromium" as const,
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 1,
};

export default defineConfig({
  testDir: "tests/e2e",
  ...(late ? { testMatch: LATE_BROWSER_TESTS.files } : {}),
  ...(part === "main" ? { testIgnore: LATE_BROWSER_TESTS.files } : {}),
  // Both parts run at once for a while: each keeps its failures' screenshots in its own folder.
  outputDir: part ? `test-results/${part}` : "test-results",
  // One test at a time. Two files at a time took as long on the 2-core machine (13 min) beside the
  // worker tests, with both cores saturated and hooks timing out (decision 0062).
  fullyParallel: false,
  workers: 1,
  forbidOnly: !!process.env.CI,
  retries: 0,
  // A 2-core CI machine runs workerd, Chromium and axe at once; the defaults (30 s, 5 s) are tight.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? "line" : "list",
  use: {
    baseURL: `http://localhost:${port}`,
    // Recording a trace cost a fifth of the suite's CPU, for traces thrown away on success
    // (docs/decisions/0083-browser-tests-without-traces.md): a failure keeps a screenshot and the
    // page's outline, and `npx playwright test FILE --trace on` records one when needed.
    trace: "off",
    screenshot: "only-on-failure",
    // The service worker answers the page's requests before page.route() sees them, and would keep
    // pages between a test's steps: only tests/e2e/offline.spec.ts lets it run.
    serviceWorkers: "block",
    launchOptions: {
      executablePath: testBrowser.path,
      args: testBrowser.flags,
    },
  },
  projects: [{ name: "phone", use: PHONE }],
  // E2E_EXTERNAL=1 runs against a server that is already up on E2E_PORT (e.g. `npm run dev`).
  webServer: process.env.E2E_EXTERNAL
    ? undefined
    : [
        {
          command: "node tests/support/fake-provider-server.ts",
          env: { FAKE_PROVIDER_PORT: String(providerPort) },
          url: `${fakeProvider}/`,
          reuseExistingServer: false,
          timeout: 30_000,
        },
        {
          // The built worker on the browser tests' own database (tests/support/e2e-operator.ts).
          command: [...(process.env.E2E_DATABASE_READY ? [] : [E2E_DATABASE.command]), "node scripts/serve.ts"].join(
            " && ",
          ),
          env: {
            PORT: String(port),
            ...E2E_DATABASE.env,
            // The late part's copy of the database; its mails go where the tests read them.
            ...(late ? { D1_STATE_DIR: LATE_BROWSER_TESTS.stateDir, MAIL_DIR: ".wrangler/e2e-mail" } : {}),
            GOOGLE_CLIENT_ID: "test-google-client",
            GOOGLE_AUTH_URL: `${fakeProvider}/google/authorize`,
            GOOGLE_TOKENINFO_URL: `${fakeProvider}/google/tokeninfo`,
            GOOGLE_USERINFO_URL: `${fakeProvider}/google/userinfo`,
            FACEBOOK_APP_ID: "test-facebook-app",
            FACEBOOK_APP_SECRET: "test-facebook-secret",
            FACEBOOK_AUTH_URL: `${fakeProvider}/facebook/authorize`,
            FACEBOOK_GRAPH_URL: `${fakeProvider}/facebook`,
            // Every local request comes from the address "local", and the suite signs up and looks
            // up more tourists than the real limits (5 sign-ups a minute, 10 lookups in 10
            // minutes) allow one address; the worker tests keep the real limits.
            RATE_LIMIT_SCALE: "40",
          },
          url: `http://127.0.0.1:${port}/api/types`,
          reuseExistingServer: false,
          timeout: 120_000,
          // Each request's log line drowns a failure's message in CI; E2E_SERVER_LOG=1 shows them.
          stdout: process.env.E2E_SERVER_LOG ? "pipe" : "ignore",
        },
      ],
});
