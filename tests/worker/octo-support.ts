/**
 * A sales channel and its OCTO calls, through the production worker's own fetch handler, as a
 * marketplace's server sends them: a bearer key, JSON, no cookie and no CSRF token.
 */
import { env, exports } from "cloudflare:workers";
import {
  type ChannelKind,
  channelKeyStatements,
  credentialHash,
  credentialHint,
  newCredential,
} from "#workers/channels/channel-keys.ts";

export interface OctoReply {
  status: number;
  body: any;
  headers: Headers;
}

let channels = 0;

/** A new OCTO channel (or GetYourGuide's) with a key, allowed to sell the given activities and vehicles. */
export async function octoChannel({
  activities = [],
  transports = [],
  commission = 20,
  kind = "octo",
}: {
  activities?: number[];
  transports?: number[];
  commission?: number;
  kind?: ChannelKind;
} = {}): Promise<{ id: number; name: string; key: string }> {
  channels += 1;
  const name = `${kind === "octo" ? "Klook" : "GetYourGuide"} ${channels}-${Date.now()}`;
  const key = newCredential(kind);
  await env.DB.batch(
    channelKeyStatements(name, kind, await credentialHash(key), credentialHint(key)).map(({ sql, params }) =>
      env.DB.prepare(sql).bind(...params),
    ),
  );
  const channel = await env.DB.prepare("SELECT id FROM channels WHERE name = ?").bind(name).first<{ id: number }>();
  if (!channel) throw new Error("no channel");
  await env.DB.batch([
    env.DB.prepare("UPDATE channels SET commission_percent = ? WHERE id = ?").bind(commission, channel.id),
    ...activities.map((id) =>
      env.DB.prepare("INSERT INTO channel_items (channel_id, activity_id) VALUES (?, ?)").bind(channel.id, id),
    ),
    ...transports.map((id) =>
      env.DB.prepare("INSERT INTO channel_items (channel_id, transport_id) VALUES (?, ?)").bind(channel.id, id),
    ),
  ]);
  return { id: channel.id, name, key };
}

/** One OCTO call; `body` is sent as JSON. */
export async function octo(
  key: string | null,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<OctoReply> {
  const request = new Request(`http://en.localhost/octo/${path}`, {
    method,
    headers: {
      ...(key === null ? {} : { authorization: `Bearer ${key}` }),
      ...(body === undefined ? {} : { "content-type": "application/json" }),
      "cf-connecting-ip": "198.51.100.40",
      ...headers,
    },
    body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
  });
  const response = await (exports as unknown as { default: Fetcher }).default.fetch(request);
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null, headers: response.headers };
}
