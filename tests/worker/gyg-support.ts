/**
 * A GetYourGuide channel and its calls, through the production worker's own fetch handler, as
 * GetYourGuide's servers send them: HTTP Basic with the channel's `user:password`, JSON bodies
 * in `data`, no cookie and no CSRF token. The fake GetYourGuide endpoint (tests/support/
 * fake-providers.ts) records the availability notifications the cron sends.
 */
import { env, exports } from "cloudflare:workers";
import { siteConfig } from "#workers/config.ts";
import { octoChannel } from "./octo-support.ts";

export interface GygReply {
  status: number;
  body: any;
}

const worker = () =>
  exports as unknown as { default: Fetcher & { scheduled(options: { cron: string }): Promise<unknown> } };

export function gygChannel(items: { activities?: number[]; transports?: number[] } = {}) {
  return octoChannel({ ...items, kind: "getyourguide" });
}

/** One call below /gyg/1/; `credential` is `user:password`, sent as HTTP Basic. */
export async function gyg(credential: string | null, method: string, path: string, body?: unknown): Promise<GygReply> {
  const request = new Request(`http://en.localhost/gyg/1/${path}`, {
    method,
    headers: {
      ...(credential === null ? {} : { authorization: `Basic ${btoa(credential)}` }),
      ...(body === undefined ? {} : { "content-type": "application/json" }),
      "cf-connecting-ip": "198.51.100.41",
    },
    body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
  });
  const response = await worker().default.fetch(request);
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null };
}

/** Runs the production worker's cron, which sends GetYourGuide its due notifications. */
export async function runCron(): Promise<void> {
  await worker().default.scheduled({ cron: "*/5 * * * *" });
}

/** GetYourGuide's notify URL as the worker's configuration names it: the fake in the tests. */
function notifyUrl(): string {
  return siteConfig(env).getYourGuide.notifyUrl ?? "";
}

/** What the fake GetYourGuide accepted for a product: each notify-availability-update body. */
export async function notificationsReceived(productId: string): Promise<any[]> {
  const response = await fetch(`${notifyUrl()}?productId=${encodeURIComponent(productId)}`);
  return ((await response.json()) as { updates: any[] }).updates;
}

/** The fake GetYourGuide refuses its next `times` calls, as a service that is down. */
export async function failNextNotifications(times: number): Promise<void> {
  await fetch(`${new URL(notifyUrl()).origin}/fail`, { method: "POST", body: JSON.stringify({ times }) });
}
