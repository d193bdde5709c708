import { cloudflare } from "@cloudflare/vite-plugin";
import { lingui, linguiTransformerBabelPreset } from "@lingui/vite-plugin";
import { reactRouter } from "@react-router/dev/vite";
import babel from "@rolldown/plugin-babel";
import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin";
import { defineConfig, type Plugin } from "vite";

/**
 * vanilla-extract's plugin returns `ssr.external` from its config hook, which the Cloudflare
 * plugin rejects because a worker bundles everything. Keep the hook's side effects, drop its answer.
 */
function vanillaExtractForWorkers(): Plugin[] {
  const plugins = ([] as Plugin[]).concat(vanillaExtractPlugin() as Plugin | Plugin[]);
  return plugins.map((plugin) => {
    const original = plugin.config;
    if (typeof original !== "function") return plugin;
    return {
      ...plugin,
      async config(...args) {
        await original.apply(this, args);
        return {};
      },
    };
  });
}

export default defineConfig({
  plugins: [
    cloudflare({ viteEnvironment: { name: "ssr" } }),
    babel({ presets: [linguiTransformerBabelPreset()] }),
    lingui(),
    vanillaExtractForWorkers(),
    reactRouter(),
  ],
  optimizeDeps: {
    // Without these the first page load in dev re-optimises and reloads mid-request.
    include: ["@lingui/core", "@lingui/react", "@splidejs/react-splide"],
  },
  server: { port: Number(process.env.PORT ?? 5173) },
  // Lets several dev servers run side by side without sharing a dependency cache.
  // One stylesheet for the whole site instead of one per component chunk: six render-blocking
  // requests on the home page become one (about 20 KB, cached after the first page).
  build: { cssCodeSplit: false },
  cacheDir: process.env.VITE_CACHE_DIR ?? "node_modules/.vite",
});
