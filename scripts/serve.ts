/**
 * Serves the production build of the worker on workerd (wrangler dev on build/server), with the
 * local D1 that scripts/local-db.ts prepared. PORT overrides 8787; D1_STATE_DIR the database.
 */
import { spawn } from "node:child_process";
import { siteUrls } from "./site-urls.ts";

const port = process.env.PORT ?? "8787";
const stateDir = process.env.D1_STATE_DIR ?? ".wrangler/state";

/** Social sign-in settings given in the environment reach the worker as vars (the e2e tests use this). */
const SOCIAL_VARS = [
  "GOOGLE_CLIENT_ID",
  "GOOGLE_AUTH_URL",
  "GOOGLE_TOKENINFO_URL",
  "GOOGLE_USERINFO_URL",
  "FACEBOOK_APP_ID",
  "FACEBOOK_APP_SECRET",
  "FACEBOOK_AUTH_URL",
  "FACEBOOK_GRAPH_URL",
];
const socialVars = SOCIAL_VARS.filter((name) => process.env[name]).flatMap((name) => [
  "--var",
  `${name}:${process.env[name]}`,
]);

const server = spawn(
  "wrangler",
  [
    "dev",
    "--config",
    "build/server/wrangler.json",
    "--persist-to",
    stateDir,
    "--port",
    port,
    "--ip",
    "127.0.0.1",
    "--show-interactive-dev-session=false",
    ...socialVars,
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
