import { createRequestHandler, RouterContextProvider, type ServerBuild } from "react-router";
import { cloudflareContext } from "./context.ts";

const serverBuild = () => import("virtual:react-router/server-build");

/**
 * React Router's handler for the build, made once per build. Given the import function, React
 * Router would rebuild its route tables for every request (about 0.3 ms of an 8 ms render); the
 * dev server hands out a new build after an edit, so the handler follows the build it is given.
 */
const handlers = new WeakMap<ServerBuild, ReturnType<typeof createRequestHandler>>();
function requestHandlerFor(build: ServerBuild) {
  let handler = handlers.get(build);
  if (!handler) {
    handler = createRequestHandler(build, import.meta.env.MODE);
    handlers.set(build, handler);
  }
  return handler;
}

const importApp = () => Promise.all([import("./front-door.ts"), serverBuild()]);
let app: ReturnType<typeof importApp> | undefined;

/**
 * The front door and the build, imported at the first request, not at startup, for the same
 * reason as the mail sender below: the session check reaches arktype. Then kept: importing them
 * again for every request held a cache hit back by 6-11 % (`npm run bench:compare`, warm rps).
 * The dev server hands out a new build after an edit, so there they are imported every time.
 */
function loadApp(): ReturnType<typeof importApp> {
  if (import.meta.env.DEV) return importApp();
  app ??= importApp().catch((error: unknown) => {
    app = undefined;
    throw error;
  });
  return app;
}

export default {
  async fetch(request, env, ctx) {
    const [{ serveRequest }, build] = await loadApp();
    const { assets } = build;
    const render = (incoming: Request) => {
      const context = new RouterContextProvider();
      context.set(cloudflareContext, { env, ctx, build: assets.version });
      return requestHandlerFor(build)(incoming, context);
    };
    // The build's version is part of the cache key: a page cached before a deploy names scripts
    // that the deploy removed, so it must not be served after it.
    return serveRequest(request, { env, ctx, render, build: assets.version });
  },

  /**
   * The cron trigger in wrangler.toml: queues the day-before reminders, pickup mails and the day-after
   * review requests that are due, sends what is
   * due in the mail outbox, retries included, drops the rate-limit counters of windows that have ended,
   * marks the channels' expired holds (their seats were free from the moment they expired), and
   * tells GetYourGuide of the availability changes waiting in its outbox.
   */
  async scheduled(_controller, env) {
    // Imported lazily like the server build: workerd allows code generation at startup but not in
    // a handler, so arktype (reached through the config) must not load at startup, or it would
    // choose its JIT mode and then fail on the first type compiled during a request.
    const [
      { deliverDueMail },
      { pruneRateLimits },
      { queueReminders },
      { expireHolds },
      { deliverGygNotifications },
      { queuePickupMails },
      { queueReviewRequests },
    ] = await Promise.all([
      import("./mail/outbox.ts"),
      import("./rate-limits.ts"),
      import("./booking/reminders.ts"),
      import("./channels/channel-holds.ts"),
      import("./channels/gyg-notifications.ts"),
      import("./day-of-tour/pickup-mail.ts"),
      import("./reviews/review-requests.ts"),
    ]);
    // First, so that this run's delivery sends them; a failure must not hold up the outbox.
    await queueReminders(env, new Date()).catch((error: unknown) => console.error("Queueing reminders failed", error));
    await queuePickupMails(env, new Date()).catch((error: unknown) =>
      console.error("Queueing pickup mails failed", error),
    );
    await queueReviewRequests(env, new Date()).catch((error: unknown) =>
      console.error("Queueing review requests failed", error),
    );
    const [report] = await Promise.all([
      deliverDueMail(env),
      pruneRateLimits(env.DB),
      // Expired holds first: marking them queues GetYourGuide's notifications of the seats they free.
      expireHolds(env.DB)
        .then(() => deliverGygNotifications(env))
        .catch((error: unknown) => console.error("Expiring holds or notifying GetYourGuide failed", error)),
    ]);
    if (report.sent + report.retrying + report.failed > 0) console.log(`Mail outbox: ${JSON.stringify(report)}`);
  },
} satisfies ExportedHandler<Env>;
