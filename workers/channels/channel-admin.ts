/**
 * The back office's channels (/admin/channels): the list with their keys and products, and the
 * operator's changes (create, issue a key, revoke a key, choose products, set the commission).
 * An issued key is answered once and never stored in the clear.
 */
import type { ChannelProblem, ChannelView, SellableItem } from "#domain/channels.ts";
import type { Locale } from "#domain/locale.ts";
import { itemMatchesOf, itemMatchesStatement } from "#workers/catalogue/item-search.ts";
import { rowsOf, translationJoin } from "#workers/sql.ts";
import {
  CHANNEL_KINDS,
  CHANNEL_NAME_MAX,
  type ChannelKind,
  channelKeyStatements,
  credentialHash,
  credentialHint,
  newCredential,
} from "./channel-keys.ts";

export interface ChannelsPage {
  channels: ChannelView[];
  /** What each channel sells, named in the page's language: its form's ticked boxes. */
  sold: Record<number, SellableItem[]>;
  /** The channel searched for more to sell (`?channel=`), and the published items whose names match `?q=`. */
  search: { channelId: number; text: string; matches: SellableItem[]; more: boolean } | null;
}

/** What the channels sell, by name (?1 the locale): a row per channel and item, never the catalogue. */
const SOLD_SQL = `SELECT ci.channel_id, 'activity' AS kind, a.id, t.name FROM channel_items ci
    JOIN activities a ON a.id = ci.activity_id ${translationJoin("activity_translations", "activity_id", "a.id", "t")}
  UNION ALL SELECT ci.channel_id, 'transport', v.id, v.manufacture || ' ' || v.vehicle_name FROM channel_items ci
    JOIN transports v ON v.id = ci.transport_id
  ORDER BY 4, 2, 3`;

/**
 * One round trip: the channels with their keys and what each sells, and with a search (`channelId`
 * and `text`) a page of the published activities and vehicles whose names match (decision 0081).
 */
export async function channelsPage(
  db: D1Database,
  locale: Locale,
  wanted: { channelId: number | null; text: string } = { channelId: null, text: "" },
): Promise<ChannelsPage> {
  const matching = wanted.channelId === null ? null : itemMatchesStatement(db, locale, wanted.text, "published");
  const [channels, keys, sold, matches] = await db.batch([
    db.prepare("SELECT id, name, kind, commission_percent FROM channels ORDER BY name"),
    db.prepare("SELECT id, channel_id, hint, created_at, revoked_at FROM channel_keys ORDER BY id DESC"),
    db.prepare(SOLD_SQL).bind(locale),
    ...(matching ? [matching] : []),
  ]);
  const keyRows = rowsOf<{
    id: number;
    channel_id: number;
    hint: string;
    created_at: string;
    revoked_at: string | null;
  }>(keys);
  const soldRows = rowsOf<SellableItem & { channel_id: number }>(sold);
  const soldBy: Record<number, SellableItem[]> = {};
  for (const { channel_id, ...item } of soldRows) soldBy[channel_id] = [...(soldBy[channel_id] ?? []), item];
  return {
    channels: rowsOf<{ id: number; name: string; kind: ChannelKind; commission_percent: number }>(channels).map(
      (row) => ({
        id: row.id,
        name: row.name,
        kind: row.kind,
        commissionPercent: row.commission_percent,
        keys: keyRows
          .filter((key) => key.channel_id === row.id)
          .map((key) => ({ id: key.id, hint: key.hint, createdAt: key.created_at, revokedAt: key.revoked_at })),
        activityIds: (soldBy[row.id] ?? []).filter((item) => item.kind === "activity").map((item) => item.id),
        transportIds: (soldBy[row.id] ?? []).filter((item) => item.kind === "transport").map((item) => item.id),
      }),
    ),
    sold: soldBy,
    search:
      wanted.channelId === null ? null : { channelId: wanted.channelId, text: wanted.text, ...itemMatchesOf(matches) },
  };
}

export type ChannelOutcome =
  | { kind: "done"; notice: "created" | "revoked" | "saved" }
  | { kind: "issued"; channel: string; credential: string }
  | { kind: "refused"; problem: ChannelProblem };

function idOf(value: string | undefined): number | null {
  return value && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : null;
}

function commissionOf(value: string | undefined): number | null {
  if (value === undefined || value.trim() === "") return 0;
  return /^\d{1,3}$/.test(value.trim()) && Number(value) <= 100 ? Number(value) : null;
}

export async function createChannel(db: D1Database, fields: Record<string, string>): Promise<ChannelOutcome> {
  const name = (fields.name ?? "").trim();
  const kind = fields.kind ?? "";
  if (!name || name.length > CHANNEL_NAME_MAX || /\p{Cc}/u.test(name))
    return { kind: "refused", problem: "nameRequired" };
  if (!(CHANNEL_KINDS as readonly string[]).includes(kind)) return { kind: "refused", problem: "kindInvalid" };
  const commission = commissionOf(fields.commission_percent);
  if (commission === null) return { kind: "refused", problem: "commissionInvalid" };
  const result = await db
    .prepare("INSERT INTO channels (name, kind, commission_percent) VALUES (?1, ?2, ?3) ON CONFLICT (name) DO NOTHING")
    .bind(name, kind, commission)
    .run();
  return result.meta.changes ? { kind: "done", notice: "created" } : { kind: "refused", problem: "nameTaken" };
}

export async function issueKey(db: D1Database, fields: Record<string, string>): Promise<ChannelOutcome> {
  const channel = await db
    .prepare("SELECT name, kind FROM channels WHERE id = ?")
    .bind(idOf(fields.channel_id))
    .first<{ name: string; kind: ChannelKind }>();
  if (!channel) return { kind: "refused", problem: "unknownChannel" };
  const credential = newCredential(channel.kind);
  const statements = channelKeyStatements(
    channel.name,
    channel.kind,
    await credentialHash(credential),
    credentialHint(credential),
  );
  await db.batch(statements.map(({ sql, params }) => db.prepare(sql).bind(...params)));
  return { kind: "issued", channel: channel.name, credential };
}

export async function revokeKey(db: D1Database, fields: Record<string, string>): Promise<ChannelOutcome> {
  await db
    .prepare(
      "UPDATE channel_keys SET revoked_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE id = ? AND revoked_at IS NULL",
    )
    .bind(idOf(fields.key_id))
    .run();
  return { kind: "done", notice: "revoked" };
}

/** The channel's products (checkboxes named `activity` and `transport`) and its commission, as the form sends them. */
export async function saveChannel(db: D1Database, form: FormData): Promise<ChannelOutcome> {
  const channelId = idOf(form.get("channel_id")?.toString());
  const commission = commissionOf(form.get("commission_percent")?.toString());
  if (channelId === null) return { kind: "refused", problem: "unknownChannel" };
  if (commission === null) return { kind: "refused", problem: "commissionInvalid" };
  const ids = (name: string) =>
    form
      .getAll(name)
      .map((value) => idOf(value.toString()))
      .filter((id) => id !== null);
  const [updated] = await db.batch([
    db.prepare("UPDATE channels SET commission_percent = ?2 WHERE id = ?1").bind(channelId, commission),
    db.prepare("DELETE FROM channel_items WHERE channel_id = ?").bind(channelId),
    ...ids("activity").map((id) =>
      db
        .prepare(
          "INSERT INTO channel_items (channel_id, activity_id) SELECT ?1, id FROM activities WHERE id = ?2 AND EXISTS (SELECT 1 FROM channels WHERE id = ?1)",
        )
        .bind(channelId, id),
    ),
    ...ids("transport").map((id) =>
      db
        .prepare(
          "INSERT INTO channel_items (channel_id, transport_id) SELECT ?1, id FROM transports WHERE id = ?2 AND EXISTS (SELECT 1 FROM channels WHERE id = ?1)",
        )
        .bind(channelId, id),
    ),
  ]);
  if (!updated?.meta.changes) return { kind: "refused", problem: "unknownChannel" };
  return { kind: "done", notice: "saved" };
}
