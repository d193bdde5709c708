import { createRequestHandler, RouterContextProvider } from "react-router";
import { cloudflareContext } from "./context.ts";

const handleRequest = createRequestHandler(() => import("virtual:react-router/server-build"), import.meta.env.MODE);

export default {
  async fetch(request, env, ctx) {
    const context = new RouterContextProvider();
    context.set(cloudflareContext, { env, ctx });
    return handleRequest(request, context);
  },

  /** The cron trigger in wrangler.toml: sends what is due in the mail outbox, retries included. */
  async scheduled(_controller, env) {
    // Imported lazily like the server build: workerd allows code generation at startup but not in
    // a handler, so arktype (reached through the config) must not load at startup, or it would
    // choose its JIT mode and then fail on the first type compiled during a request.
    const { deliverDueMail } = await import("./mail-outbox.ts");
    const report = await deliverDueMail(env);
    if (report.sent + report.retrying + report.failed > 0) console.log(`Mail outbox: ${JSON.stringify(report)}`);
  },
} satisfies ExportedHandler<Env>;
