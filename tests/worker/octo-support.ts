/**
 * A sales channel and its OCTO calls, through the production worker's own fetch handler, as a
 * marketplace's server sends them: a bearer key, JSON, no cookie and no CSRF token.
 */
import { env, exports } from "cloudflare:workers";
import { expect } from "vitest";
import {
  type ChannelKind,
  channelKeyStatements,
  credentialHash,
  credentialHint,
  newCredential,
} from "#workers/channels/channel-keys.ts";
import { activityPage, baliDate, UBUD } from "./booking-support.ts";
import { Browser } from "./browser.ts";

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

/** Ubud's tour, as the OCTO tests sell it: its package of persons, an adult and a child. */
export async function ubud() {
  const activity = await activityPage("en", UBUD);
  const persons = activity.packages[1];
  if (!persons) throw new Error("Ubud has no package of persons");
  const [adult, child] = persons.products;
  if (!adult || !child) throw new Error("Ubud's persons package has no adult and child");
  return { activity, productId: `activity-${activity.id}`, optionId: `package-${persons.id}`, adult, child };
}

/** A channel selling Ubud, and the availability id of its departure on `date`. */
export async function setUp(date = baliDate(20)) {
  const tour = await ubud();
  // Tests share the file's database: each starts from Ubud's seeded capacity.
  await setCapacity(tour.activity.id, 60);
  const channel = await octoChannel({ activities: [tour.activity.id] });
  const checked = await octo(channel.key, "POST", "availability", {
    productId: tour.productId,
    optionId: tour.optionId,
    localDateStart: date,
    localDateEnd: date,
  });
  expect(checked.status).toBe(200);
  const availabilityId: string = checked.body[0].id;
  return { ...tour, channel, date, availabilityId, vacancies: checked.body[0].vacancies as number };
}

export function reservation(setup: Awaited<ReturnType<typeof setUp>>, adults = 2, extra: Record<string, unknown> = {}) {
  return {
    productId: setup.productId,
    optionId: setup.optionId,
    availabilityId: setup.availabilityId,
    unitItems: Array.from({ length: adults }, () => ({ unitId: String(setup.adult.id) })),
    ...extra,
  };
}

export async function setCapacity(activityId: number, capacity: number) {
  await env.DB.prepare("UPDATE availability_rules SET capacity = ? WHERE activity_id = ?")
    .bind(capacity, activityId)
    .run();
}

export async function siteRemaining(date: string): Promise<number> {
  const reply = await new Browser("en").get(`/api${UBUD}/availability?from=${date}&to=${date}`, {
    "x-cache-bypass": "1",
  });
  return reply.body.items[0].remaining;
}

export const CONTACT = { firstName: "Jane", lastName: "Doe", emailAddress: "jane@example.com", country: "Australia" };
