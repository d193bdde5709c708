/**
 * A signed-in tourist's wishlist (issue 42, item 3; decision 0088), and the cards of any list of
 * items with today's prices and availability, for /wishlist. Rows of migration 0062: at most
 * WISHLIST_MAX per tourist, the table's trigger refusing more.
 */
import { msg } from "@lingui/core/macro";
import type { ActivityCardFace, TransportCard } from "#domain/catalogue.ts";
import { parseWishChange, type WishChange } from "#domain/inputs/wishlist.ts";
import type { Locale } from "#domain/locale.ts";
import { WISHLIST_MAX, type WishItem, wishItem, wishItemParts } from "#domain/wishlist.ts";
import { activityCardsAmongStatement, cardFace, cardsOf } from "#workers/catalogue/activities.ts";
import { transportCardsAmongStatement, transportCardsOf } from "#workers/catalogue/transports.ts";
import { HttpError } from "#workers/http.ts";
import { translate } from "#workers/i18n.ts";
import { rowsOf } from "#workers/sql.ts";

export type WishCard =
  | { item: WishItem; kind: "activity"; card: ActivityCardFace }
  | { item: WishItem; kind: "transport"; card: TransportCard };

const FULL = "wishlist_full";

const notItems = (field: string) =>
  msg`The field “${field}” must be a list of at most 200 items such as “a:12” or “t:3”.`;
const FULL_MESSAGE = msg`A wishlist holds at most 200 items. Remove some before saving more.`;

/** The change in a POST /api/wishlist body; a 422 naming the field otherwise. */
export function readWishChange(input: unknown, locale: Locale): WishChange {
  const parsed = parseWishChange(input);
  if (parsed.ok) return parsed.value;
  const message = translate(locale, notItems(parsed.field));
  throw new HttpError(422, message, { [parsed.field]: [message] });
}

/** A tourist's items, newest first. */
export function wishlistStatement(db: D1Database, userId: number): D1PreparedStatement {
  return db
    .prepare(
      `SELECT kind, item_id FROM wishlist_items WHERE user_id = ?1 ORDER BY added_at DESC, kind, item_id DESC LIMIT ${WISHLIST_MAX}`,
    )
    .bind(userId);
}

export function wishlistFrom(result: D1Result | undefined): WishItem[] {
  return rowsOf<{ kind: "activity" | "transport"; item_id: number }>(result).map((row) =>
    wishItem(row.kind, row.item_id),
  );
}

export async function readWishlist(db: D1Database, userId: number): Promise<WishItem[]> {
  return wishlistFrom(await wishlistStatement(db, userId).run());
}

function idsOf(items: readonly WishItem[], kind: "activity" | "transport"): number[] {
  return items.map(wishItemParts).flatMap((parts) => (parts.kind === kind ? [parts.id] : []));
}

/** Saves the items that name a published activity or vehicle (others are skipped), newest first. */
function addStatement(db: D1Database, userId: number, kind: "activity" | "transport", ids: number[]) {
  const table = kind === "activity" ? "activities" : "transports";
  return db
    .prepare(
      `INSERT INTO wishlist_items (user_id, kind, item_id)
       SELECT ?1, ?2, id FROM ${table} WHERE status = 'published' AND id IN (SELECT value FROM json_each(?3))
         AND NOT EXISTS (SELECT 1 FROM wishlist_items w WHERE w.user_id = ?1 AND w.kind = ?2 AND w.item_id = ${table}.id)`,
    )
    .bind(userId, kind, JSON.stringify(ids));
}

function removeStatement(db: D1Database, userId: number, kind: "activity" | "transport", ids: number[]) {
  return db
    .prepare(
      "DELETE FROM wishlist_items WHERE user_id = ?1 AND kind = ?2 AND item_id IN (SELECT value FROM json_each(?3))",
    )
    .bind(userId, kind, JSON.stringify(ids));
}

/**
 * Removes, then adds (a device's items merged on sign-in are added; those already saved keep their
 * place), in one transaction, and answers the list as it is then. Over WISHLIST_MAX nothing changes: 422.
 */
export async function changeWishlist(
  db: D1Database,
  locale: Locale,
  userId: number,
  change: WishChange,
): Promise<WishItem[]> {
  const statements = (["activity", "transport"] as const).flatMap((kind) => {
    const removed = idsOf(change.remove, kind);
    const added = idsOf(change.add, kind);
    return [
      ...(removed.length > 0 ? [removeStatement(db, userId, kind, removed)] : []),
      ...(added.length > 0 ? [addStatement(db, userId, kind, added)] : []),
    ];
  });
  try {
    const results = await db.batch([...statements, wishlistStatement(db, userId)]);
    return wishlistFrom(results.at(-1));
  } catch (error) {
    if (!String(error).includes(FULL)) throw error;
    const message = translate(locale, FULL_MESSAGE);
    throw new HttpError(422, message, { add: [message] });
  }
}

/** The cards of `items` (published only), for one batch: activities, then vehicles. */
export function wishCardsStatements(db: D1Database, locale: Locale, items: readonly WishItem[]): D1PreparedStatement[] {
  const among = "SELECT value FROM json_each(?2)";
  return [
    activityCardsAmongStatement(db, locale, among, JSON.stringify(idsOf(items, "activity"))),
    transportCardsAmongStatement(db, locale, among, JSON.stringify(idsOf(items, "transport"))),
  ];
}

/** The cards of a tourist's saved items, for the batch that reads wishlistStatement too. */
export function accountWishCardsStatements(db: D1Database, locale: Locale, userId: number): D1PreparedStatement[] {
  const saved = (kind: string) => `SELECT item_id FROM wishlist_items WHERE user_id = ?2 AND kind = '${kind}'`;
  return [
    activityCardsAmongStatement(db, locale, saved("activity"), userId),
    transportCardsAmongStatement(db, locale, saved("transport"), userId),
  ];
}

/** The cards in the order of `items`; an item that names nothing published is left out. */
export function wishCardsFrom(items: readonly WishItem[], [activities, transports]: D1Result[]): WishCard[] {
  const cards = new Map<WishItem, WishCard>();
  for (const card of cardsOf(activities)) {
    const item = wishItem("activity", card.id);
    cards.set(item, { item, kind: "activity", card: cardFace(card) });
  }
  for (const card of transportCardsOf(transports)) {
    const item = wishItem("transport", card.id);
    cards.set(item, { item, kind: "transport", card });
  }
  return items.flatMap((item) => cards.get(item) ?? []);
}
