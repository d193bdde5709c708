/**
 * Serves the production build of the worker on workerd through Miniflare, with the local D1 and R2
 * that scripts/local-db.ts prepared. PORT overrides 8787; D1_STATE_DIR the database;
 * BUILD_DIR another build than build/ (`npm run bench:compare` serves two at once).
 *
 * Not `wrangler dev`: for a build that never changes, its hot-reload proxy (a second workerd with
 * a Durable Object that every request passes through) only adds about 2.5 ms to each answer, which
 * production does not have (docs/decisions/0027-production-build-served-by-miniflare.md). The
 * worker's options still come from wrangler, out of the build's own wrangler.json.
 *
 * E-mail never leaves the machine: a local sink (scripts/mail-sink.ts) writes every message the
 * worker sends as an .eml file into MAIL_DIR, by default next to the database (.wrangler/mail,
 * or .wrangler/e2e-mail for .wrangler/e2e-state). The cron trigger can be fired by hand:
 * curl http://127.0.0.1:PORT/cdn-cgi/local/scheduled
 */
import { readdirSync } from "node:fs";
import path from "node:path";
import { convertV4MiniflareOptions, Log, LogLevel, Miniflare } from "miniflare";
import { unstable_getMiniflareWorkerOptions } from "wrangler";
import { mailDirFor, startMailSink } from "./mail-sink.ts";
import { siteUrls } from "./site-urls.ts";

const port = process.env.PORT ?? "8787";
const stateDir = process.env.D1_STATE_DIR ?? ".wrangler/state";
const buildDir = process.env.BUILD_DIR ?? "build";
const mailSink = await startMailSink(process.env.MAIL_DIR ?? mailDirFor(stateDir));

/** Settings given in the environment that reach the worker as vars (the e2e tests use them). */
const FORWARDED_VARS = [
  "GOOGLE_CLIENT_ID",
  "GOOGLE_AUTH_URL",
  "GOOGLE_TOKENINFO_URL",
  "GOOGLE_USERINFO_URL",
  "FACEBOOK_APP_ID",
  "FACEBOOK_APP_SECRET",
  "FACEBOOK_AUTH_URL",
  "FACEBOOK_GRAPH_URL",
  // The browser tests sign up and look up more tourists than the real limits allow one address.
  "RATE_LIMIT_SCALE",
];
const forwardedVars = Object.fromEntries(
  FORWARDED_VARS.flatMap((name) => (process.env[name] ? [[name, process.env[name]]] : [])),
);

/** The build's modules as workerd loads them: the entry first, then its chunks and WebAssembly. */
function buildModules(serverDir: string, main: string) {
  const files = readdirSync(serverDir, { recursive: true, encoding: "utf8" }).map((file) => path.join(serverDir, file));
  const entry = path.resolve(serverDir, main);
  return [
    { type: "ESModule", path: entry },
    ...files.filter((file) => file.endsWith(".js") && file !== entry).map((file) => ({ type: "ESModule", path: file })),
    ...files.filter((file) => file.endsWith(".wasm")).map((file) => ({ type: "CompiledWasm", path: file })),
  ];
}

const serverDir = path.resolve(buildDir, "server");
// The same conversion of the config that wrangler makes for its own local runs, so the bindings
// (D1, R2, e-mail, assets, cron) are what `wrangler dev` and `wrangler deploy` would give.
const { workerOptions, main } = unstable_getMiniflareWorkerOptions(path.join(serverDir, "wrangler.json"));
// Miniflare 5 takes an explicit module list instead of wrangler's module rules.
const { modulesRules: _rules, rootPath: _root, bindings, ...worker } = workerOptions;
/** The vars of wrangler.toml; the ones below replace some of them for this machine. */
const configVars = (bindings ?? {}) as Record<string, unknown>;

const miniflare = new Miniflare(
  convertV4MiniflareOptions({
    host: "127.0.0.1",
    port: Number(port),
    // Where `wrangler ... --persist-to STATE_DIR` keeps D1, R2 and the cache, so scripts/local-db.ts
    // and `wrangler d1 execute --local` see the same data.
    resourcePersistencePath: path.resolve(stateDir, "v3"),
    // Lets /cdn-cgi/local/scheduled run the cron handler (the mail sender) on demand.
    unsafeTriggerHandlers: true,
    // The placeholder `request.cf`: Miniflare would otherwise fetch a real one from Cloudflare, and
    // the worker reads none of it.
    cf: false,
    log: new Log(LogLevel.WARN),
    // `npm run profile` reads the worker's CPU profile over the DevTools protocol.
    inspectorPort: process.env.INSPECTOR_PORT ? Number(process.env.INSPECTOR_PORT) : undefined,
    workers: [
      {
        ...worker,
        name: "bali-tour-booking",
        modulesRoot: serverDir,
        modules: buildModules(serverDir, main ?? "index.js"),
        bindings: {
          ...configVars,
          ...forwardedVars,
          MAIL_SINK_URL: mailSink.url,
          // Links in e-mails lead to this server's own two sites.
          SITE_ORIGINS: `id=http://localhost:${port},en=http://en.localhost:${port}`,
        },
      },
    ],
  } as Parameters<typeof convertV4MiniflareOptions>[0]),
);

await miniflare.ready;
console.log(siteUrls(port));
console.log(
  `  E-mail is written to ${mailSink.dir}/ (send what is due now: curl http://127.0.0.1:${port}/cdn-cgi/local/scheduled)\n`,
);

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    void Promise.all([miniflare.dispose(), mailSink.close()]).finally(() => process.exit(0));
  });
}
