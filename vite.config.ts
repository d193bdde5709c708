import { fileURLToPath } from "node:url";
import { cloudflare } from "@cloudflare/vite-plugin";
import { lingui, linguiTransformerBabelPreset } from "@lingui/vite-plugin";
import { reactRouter } from "@react-router/dev/vite";
import babel from "@rolldown/plugin-babel";
import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin";
import { build, defineConfig, type Plugin, type Rolldown } from "vite";
import { compileHints } from "./scripts/vite-compile-hints.ts";
import { moduleMessages } from "./scripts/vite-module-messages.ts";
import { pageShell } from "./scripts/vite-page-shell.ts";

const shell = pageShell();

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

/**
 * `virtual:service-worker`: app/sw/service-worker.ts bundled and minified into one classic script,
 * as a string the worker serves at /sw.js (app/routes/service-worker.ts). A service worker must
 * live at the root to control every page, and its bytes must change with each deploy, so the
 * worker serves it with the build's version in front instead of a hashed file under /assets/.
 */
function serviceWorkerSource(): Plugin {
  const id = "virtual:service-worker";
  const resolvedId = `\0${id}`;
  const entry = fileURLToPath(new URL("./app/sw/service-worker.ts", import.meta.url));
  return {
    name: "service-worker-source",
    resolveId: (source) => (source === id ? resolvedId : undefined),
    async load(loading) {
      if (loading !== resolvedId) return undefined;
      const output = (await build({
        configFile: false,
        root: fileURLToPath(new URL(".", import.meta.url)),
        publicDir: false,
        logLevel: "warn",
        build: { write: false, minify: true, lib: { entry, formats: ["iife"], name: "serviceWorker" } },
      })) as Rolldown.RolldownOutput[];
      const chunk = output[0]?.output[0];
      if (chunk?.type !== "chunk") throw new Error("The service worker did not build");
      for (const file of chunk.moduleIds) if (!file.startsWith("\0")) this.addWatchFile(file);
      return `export default ${JSON.stringify(chunk.code)};`;
    },
  };
}

export default defineConfig({
  plugins: [
    cloudflare({ viteEnvironment: { name: "ssr" } }),
    babel({ presets: [linguiTransformerBabelPreset()] }),
    lingui(),
    moduleMessages(),
    vanillaExtractForWorkers(),
    reactRouter(),
    serviceWorkerSource(),
    shell.plugin,
    compileHints(),
  ],
  optimizeDeps: {
    // Without these the first page load in dev re-optimises and reloads mid-request.
    include: ["@lingui/core", "@lingui/react", "@splidejs/react-splide"],
  },
  resolve: {
    // Lingui and @xstate/react import the package's shim for React 17; with React 19 the package's
    // main entry, React's own hook, does the same without the shim's fallback code on every page.
    alias: [{ find: /^use-sync-external-store\/shim$/, replacement: "use-sync-external-store" }],
  },
  server: { port: Number(process.env.PORT ?? 5173) },
  // One stylesheet for the whole site instead of one per component chunk: six render-blocking
  // requests on the home page become one (about 20 KB, cached after the first page).
  build: {
    cssCodeSplit: false,
    modulePreload: {
      // The root loads the hearts' script once a page shows a heart (decision 0088): naming its few
      // imports in every page's root module, to preload them, would cost the home page's budget
      // more than the one extra hop they take when the script loads.
      resolveDependencies: (file, deps) => (/wishlist-client/.test(file) ? [] : deps),
    },
  },
  environments: {
    client: {
      build: {
        rolldownOptions: {
          output: {
            // Every page runs React, React DOM, React Router and Lingui: one chunk for them, the same
            // on every build, instead of pieces that move with each change to the app's own imports
            // (each extra piece costs compression and a request, about 1.6 KB gzip once seen).
            codeSplitting: {
              groups: [
                {
                  // Only the client entry imports React DOM's renderer, and React Router imports the
                  // entry after the page's route modules: in a file of its own, it is run in the
                  // entry's task, no longer in the framework's with every route module (decision 0105).
                  name: "react-dom",
                  test: /[\\/]node_modules[\\/](react-dom[\\/](client\.js|cjs[\\/]react-dom-client\.)|scheduler[\\/])/,
                  priority: 2,
                },
                {
                  name: "framework",
                  test: /[\\/]node_modules[\\/](react|react-dom|react-router|scheduler|@lingui[\\/](core|react)|use-sync-external-store)[\\/]/,
                  priority: 1,
                },
                { name: "shell", test: shell.contains },
              ],
            },
          },
        },
      },
    },
  },
  // Lets several dev servers run side by side without sharing a dependency cache.
  cacheDir: process.env.VITE_CACHE_DIR ?? "node_modules/.vite",
});
