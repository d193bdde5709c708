import { defineConfig } from "@lingui/cli";
import { formatter } from "@lingui/format-po";

/**
 * Three catalogs, by where a message is rendered, so a tourist's browser downloads only the
 * messages its pages can show (docs/decisions/0021-client-javascript-budget.md):
 * - `messages`: everything the public pages render in the browser (every page loads it);
 * - `admin`: the back office's own messages, loaded by the browser only on /admin pages;
 * - `server`: mails, API answers and loader text, never sent to a browser.
 * A message used in two places is in both files. The server loads all three (workers/i18n.ts).
 */
const SERVER_ONLY = [
  "<rootDir>/workers/**",
  "<rootDir>/app/**/*.server.ts",
  "<rootDir>/app/server/**",
  "<rootDir>/app/middleware/**",
  "<rootDir>/domain/inputs/photo-messages.ts",
  "<rootDir>/domain/inputs/trip-request-messages.ts",
];
const ADMIN_ONLY = [
  "<rootDir>/app/routes/admin-*.tsx",
  "<rootDir>/app/components/admin/**",
  "<rootDir>/domain/inputs/activity-messages.ts",
  "<rootDir>/domain/inputs/availability-messages.ts",
  "<rootDir>/domain/inputs/content-messages.ts",
  "<rootDir>/domain/inputs/place-messages.ts",
  "<rootDir>/domain/inputs/row-messages.ts",
  "<rootDir>/domain/inputs/showcase-messages.ts",
  "<rootDir>/domain/inputs/team-messages.ts",
];

export default defineConfig({
  sourceLocale: "en",
  locales: ["id", "en"],
  fallbackLocales: { default: "en" },
  catalogs: [
    {
      path: "<rootDir>/locales/{locale}/messages",
      include: ["<rootDir>/app", "<rootDir>/machines", "<rootDir>/domain"],
      exclude: [...SERVER_ONLY, ...ADMIN_ONLY],
    },
    { path: "<rootDir>/locales/{locale}/admin", include: ADMIN_ONLY },
    { path: "<rootDir>/locales/{locale}/server", include: SERVER_ONLY },
  ],
  format: formatter({ lineNumbers: false }),
  // Values are placed as elements, never parsed for tags: see app/i18n/Trans.tsx.
  runtimeConfigModule: { Trans: ["#app/i18n/Trans.tsx", "Trans"] },
});
