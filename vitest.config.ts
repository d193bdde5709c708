import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-plugin";
import { defineConfig } from "vitest/config";
import { buildSeed } from "./seed/build-sql.ts";

export default defineConfig(async () => {
  const migrations = await readD1Migrations("migrations");
  const { statements } = buildSeed();
  return {
    test: {
      projects: [
        {
          test: {
            name: "unit",
            include: ["tests/unit/**/*.test.ts", "tests/machines/**/*.test.ts"],
            environment: "node",
          },
        },
        {
          plugins: [
            cloudflareTest({
              // The production bundle that `npm run build` wrote: the tests exercise what ships.
              main: "./build/server/index.js",
              wrangler: { configPath: "./wrangler.toml" },
              miniflare: { bindings: { TEST_MIGRATIONS: migrations, TEST_SEED: statements } },
            }),
          ],
          test: {
            name: "worker",
            include: ["tests/worker/**/*.test.ts"],
            setupFiles: ["tests/worker/setup.ts"],
            // workerd cannot read vitest's on-disk module cache.
            fsModuleCache: false,
          },
        },
      ],
    },
  };
});
