import { defineConfig } from "@lingui/cli";
import { formatter } from "@lingui/format-po";

export default defineConfig({
  sourceLocale: "en",
  locales: ["id", "en"],
  fallbackLocales: { default: "en" },
  catalogs: [
    {
      path: "<rootDir>/locales/{locale}/messages",
      include: ["app", "machines", "domain", "workers"],
    },
  ],
  format: formatter({ lineNumbers: false }),
  // Values are placed as elements, never parsed for tags: see app/i18n/Trans.tsx.
  runtimeConfigModule: { Trans: ["#app/i18n/Trans.tsx", "Trans"] },
});
