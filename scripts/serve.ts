/**
 * Serves the production build of the worker on workerd (wrangler dev on build/server), with the
 * local D1 that scripts/local-db.ts prepared. PORT overrides 8787; D1_STATE_DIR the database;
 * BUILD_DIR another build than build/ (`npm run bench:compare` serves two at once).
 *
 * E-mail never leaves the machine: a local sink (scripts/mail-sink.ts) writes every message the
 * worker sends as an .eml file into MAIL_DIR, by default next to the database (.wrangler/mail,
 * or .wrangler/e2e-mail for .wrangler/e2e-state). The cron trigger can be fired by hand:
 * curl http://127.0.0.1:PORT/cdn-cgi/handler/scheduled
 */
import { spawn } from "node:child_process";
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
  // The browser tests sign up more tourists a minute than the real limits allow from one address.
  "AUTH_RATE_LIMIT_SCALE",
];
const forwardedVars = FORWARDED_VARS.filter((name) => process.env[name]).flatMap((name) => [
  "--var",
  `${name}:${process.env[name]}`,
]);

const server = spawn(
  "wrangler",
  [
    "dev",
    "--config",
    `${buildDir}/server/wrangler.json`,
    "--persist-to",
    stateDir,
    "--port",
    port,
    "--ip",
    "127.0.0.1",
    "--show-interactive-dev-session=false",
    // Lets /cdn-cgi/handler/scheduled run the cron handler (the mail sender) on demand.
    "--test-scheduled",
    "--var",
    `MAIL_SINK_URL:${mailSink.url}`,
    // Links in e-mails lead to this server's own two sites.
    "--var",
    `SITE_ORIGINS:id=http://localhost:${port},en=http://en.localhost:${port}`,
    ...forwardedVars,
  ],
  { stdio: "inherit" },
);

let announced = false;
const waitForPort = setInterval(async () => {
  try {
    await fetch(`http://127.0.0.1:${port}/api/types`);
    if (announced) return;
    announced = true;
    clearInterval(waitForPort);
    console.log(siteUrls(port));
    console.log(
      `  E-mail is written to ${mailSink.dir}/ (send what is due now: curl http://127.0.0.1:${port}/cdn-cgi/handler/scheduled)\n`,
    );
  } catch {
    // not listening yet
  }
}, 250);

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => server.kill(signal));
}
server.on("exit", (code) => {
  clearInterval(waitForPort);
  process.exit(code ?? 0);
});
