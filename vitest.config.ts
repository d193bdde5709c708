import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-plugin";
import { linguiTransformerBabelPreset } from "@lingui/vite-plugin";
import babel from "@rolldown/plugin-babel";
import { defineConfig } from "vitest/config";
import { readManifest } from "./scripts/client-js.ts";
import { buildSeed } from "./seed/build-sql.ts";
import {
  FAKE_FACEBOOK_APP_ID,
  FAKE_FACEBOOK_APP_SECRET,
  FAKE_FACEBOOK_URL,
  FAKE_GOOGLE_CLIENT_ID,
  FAKE_GOOGLE_URL,
  FAKE_GYG_CREDENTIALS,
  FAKE_GYG_NOTIFY_URL,
  FAKE_MAIL_SINK_URL,
  fakeOutbound,
} from "./tests/support/fake-providers.ts";

/** Server messages and mails are Lingui `msg` macros, compiled away as in the build. */
const linguiMacros = () => babel({ presets: [linguiTransformerBabelPreset()] });

/**
 * Worker test files that assert the edge cache's hits, misses and purges (`x-cache`). They share a
 * workerd and its cache; each file names origins with a port of its own (tests/worker/hosts.ts), so
 * no file meets a copy another file left.
 */
const EDGE_CACHE_FILES = [
  "activity-editor",
  "activity-order",
  "activity-type-editor",
  "activity-type-photos",
  "availability-editor",
  "availability",
  "cancellation",
  "content-editor",
  "d1-rows-read",
  "honest-prices",
  "place-editor",
  "review-moderation",
  "row-photos",
  "seats-from-order",
  "showcase-editor",
  "trip-quotes",
].map((name) => `tests/worker/${name}.test.ts`);

/** Files that test the edge cache itself, naming its keys and origins: a workerd and a cache each. */
const OWN_CACHE_FILES = ["edge-cache", "hardening-plumbing"].map((name) => `tests/worker/${name}.test.ts`);

interface WorkerProject {
  name: string;
  include: string[];
  exclude?: string[];
  /** Whether each file gets a workerd of its own. */
  isolate: boolean;
  /** Whether the Workers Cache API stores anything (the edge cache), or is a no-op. */
  cacheAPI: boolean;
  /** Whether each file names origins with a port of its own, to share a cache with other files. */
  originPerFile?: boolean;
}

export default defineConfig(async () => {
  const migrations = await readD1Migrations("migrations");
  const { statements } = buildSeed();
  // The edge cache keys on the build's version; the worker tests look entries up by that key.
  let buildVersion = "no-build";
  try {
    buildVersion = readManifest().manifest.version;
  } catch {
    // The unit project runs without a build; the worker project fails on its own without one.
  }
  /** A project of tests inside workerd, against the production bundle. */
  const workerProject = ({ name, include, exclude = [], isolate, cacheAPI, originPerFile = false }: WorkerProject) => ({
    plugins: [
      cloudflareTest({
        // The production bundle that `npm run build` wrote: the tests exercise what ships.
        main: "./build/server/index.js",
        wrangler: { configPath: "./wrangler.toml" },
        miniflare: {
          bindings: {
            TEST_MIGRATIONS: migrations,
            TEST_SEED: statements,
            TEST_BUILD_VERSION: buildVersion,
            ...(originPerFile ? { TEST_ORIGIN_PER_FILE: "1" } : {}),
            GOOGLE_CLIENT_ID: FAKE_GOOGLE_CLIENT_ID,
            GOOGLE_TOKENINFO_URL: `${FAKE_GOOGLE_URL}/tokeninfo`,
            GOOGLE_USERINFO_URL: `${FAKE_GOOGLE_URL}/userinfo`,
            FACEBOOK_APP_ID: FAKE_FACEBOOK_APP_ID,
            FACEBOOK_APP_SECRET: FAKE_FACEBOOK_APP_SECRET,
            FACEBOOK_GRAPH_URL: FAKE_FACEBOOK_URL,
            // Mail goes to the fake sink, where tests read it back, as `npm start` writes it to files.
            MAIL_SINK_URL: FAKE_MAIL_SINK_URL,
            // GetYourGuide's availability notifications reach its fake, which records them.
            GYG_NOTIFY_URL: FAKE_GYG_NOTIFY_URL,
            GYG_NOTIFY_CREDENTIALS: FAKE_GYG_CREDENTIALS,
            // Links in e-mails name the two sites the tests browse.
            SITE_ORIGINS: "id=http://localhost,en=http://en.localhost",
          },
          // An empty database of its own for the tests that walk the migrations step by step.
          d1Databases: ["MIGRATION_DB"],
          // Every request the worker makes to the outside reaches the fakes instead.
          outboundService: fakeOutbound,
          cacheAPI,
        },
      }),
      linguiMacros(),
    ],
    test: {
      name,
      include,
      exclude,
      isolate,
      // The first request of a file starts workerd; on a busy 2-core machine that takes seconds.
      testTimeout: 30_000,
      // A file's beforeAll (an operator signed in, a day of bookings made) waits on the same workerd.
      hookTimeout: 30_000,
      // A copy the edge cache stores after the answer (waitUntil) took over the default 1 s to show
      // at a load average of 10 on the 2-core machine; a poll that never sees it still fails.
      expect: { poll: { timeout: 5_000 } },
      setupFiles: ["tests/worker/setup.ts"],
      // workerd cannot read vitest's on-disk module cache.
      fsModuleCache: false,
      // A log the worker writes from waitUntil after its answer (a failed mail send) reaches
      // vitest from another I/O context; the plugin parks it until the runner's next message,
      // which never comes at a file's end, and the run never exits (workers-sdk #15719).
      // Unintercepted, the log goes straight to workerd's stdout.
      disableConsoleIntercept: true,
    },
  });

  return {
    test: {
      // Vitest leaves one core to itself by default, which is one test file at a time on the 2-core
      // machine; the files mostly wait on workerd, so one per core halves the worker project.
      maxWorkers: "100%",
      projects: [
        {
          plugins: [linguiMacros()],
          test: {
            name: "unit",
            // Pure functions and machines, with no module state of their own to leak from one file
            // to the next: sharing the worker halves the project's 18 s (most of it imports), which
            // keeps `npm test` within its 10 minutes on the 2-core machine.
            isolate: false,
            include: ["tests/unit/**/*.test.ts", "tests/machines/**/*.test.ts"],
            environment: "node",
          },
        },
        workerProject({
          name: "worker",
          // One workerd per vitest worker, shared by the files it runs: starting one per file cost
          // about 3 s of CPU each. The setup file gives each file a fresh database, and without the
          // Cache API no file is answered from a copy another file cached.
          include: ["tests/worker/**/*.test.ts"],
          exclude: [...EDGE_CACHE_FILES, ...OWN_CACHE_FILES],
          isolate: false,
          cacheAPI: false,
        }),
        workerProject({
          name: "worker-cache",
          // The files that assert what the edge cache keeps and drops, sharing a workerd and its
          // cache as the worker project does; each file's origins are its own (tests/worker/hosts.ts).
          include: EDGE_CACHE_FILES,
          isolate: false,
          cacheAPI: true,
          originPerFile: true,
        }),
        workerProject({
          name: "worker-own-cache",
          // The edge cache's own tests build its keys from fixed origins: a workerd and a cache each.
          include: OWN_CACHE_FILES,
          isolate: true,
          cacheAPI: true,
        }),
      ],
    },
  };
});
