/**
 * The operator account of the browser tests. The browser tests' database is made with it by
 * `npm run operator:create`, the password passed as the command asks for it: in OPERATOR_PASSWORD,
 * never on the command line.
 */
export const E2E_OPERATOR = {
  email: "operator@balitours.example",
  name: "Wayan Operator",
  password: process.env.E2E_OPERATOR_PASSWORD ?? "e2e-operator-password",
} as const;

/** The browser tests' own database and mail folder, so tests never touch the developer's data. */
const E2E_STATE_DIR = ".wrangler/e2e-state";

/** The statements that date the seed from the day of the run (tests/support/test-dates.ts). */
const E2E_DATES_FILE = `${E2E_STATE_DIR}/dates.sql`;

/**
 * Makes the browser tests' database afresh: migrated, seeded and dated from today, with the operator account made as the
 * README tells operators to make theirs. playwright.config.ts runs it before the test server starts,
 * unless E2E_DATABASE_READY says it has run: `npm test` runs it beside the build (scripts/test.ts).
 */
export const E2E_DATABASE = {
  command: [
    `rm -rf ${E2E_STATE_DIR} .wrangler/e2e-mail`,
    // A fresh clone has no .wrangler yet.
    `mkdir -p ${E2E_STATE_DIR}`,
    `node tests/support/test-dates.ts > ${E2E_DATES_FILE}`,
    "node scripts/local-db.ts",
    `npm run --silent operator:create -- --email ${E2E_OPERATOR.email} --name "${E2E_OPERATOR.name}"`,
  ].join(" && "),
  env: { D1_STATE_DIR: E2E_STATE_DIR, AFTER_SEED_SQL: E2E_DATES_FILE, OPERATOR_PASSWORD: E2E_OPERATOR.password },
};

/**
 * The browser tests `npm test` runs apart, on a second server and a copy of the database, once the
 * worker tests have ended and left a core free (scripts/test.ts). They only read: the content,
 * static pages, layout and language, whichever database they run on.
 */
export const LATE_BROWSER_TESTS = {
  files: ["content-pages", "static-pages", "layout", "language"].map((name) => `${name}.spec.ts`),
  stateDir: `${E2E_STATE_DIR}-late`,
  port: 8792,
  providerPort: 8798,
};

/** Copies the browser tests' database for the late part, before any test has written to it. */
export const LATE_DATABASE_COMMAND = `rm -rf ${LATE_BROWSER_TESTS.stateDir} && cp -r ${E2E_STATE_DIR} ${LATE_BROWSER_TESTS.stateDir}`;
