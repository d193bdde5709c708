import { createRequestHandler, RouterContextProvider } from "react-router";
import { cloudflareContext } from "./context.ts";
import { deliverDueMail } from "./mail-outbox.ts";

const handleRequest = createRequestHandler(() => import("virtual:react-router/server-build"), import.meta.env.MODE);

export default {
  async fetch(request, env, ctx) {
    const context = new RouterContextProvider();
    context.set(cloudflareContext, { env, ctx });
    return handleRequest(request, context);
  },

  /** The cron trigger in wrangler.toml: sends what is due in the mail outbox, retries included. */
  async scheduled(_controller, env) {
    const report = await deliverDueMail(env);
    if (report.sent + report.retrying + report.failed > 0) console.log(`Mail outbox: ${JSON.stringify(report)}`);
  },
} satisfies ExportedHandler<Env>;
