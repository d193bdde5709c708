/**
 * The wishlist (issue 42, item 3; decision 0088): an item is an activity (`a:12`) or a vehicle
 * (`t:3`). The same spelling serves the device's list, the /api and the share link
 * (`/wishlist?items=a:12,t:3`), so the browser needs no other module to read or write any of them.
 */

export const WISHLIST_KINDS = { a: "activity", t: "transport" } as const;
export type WishKind = (typeof WISHLIST_KINDS)[keyof typeof WISHLIST_KINDS];
export type WishItem = `${keyof typeof WISHLIST_KINDS}:${number}`;

/** A wishlist, on the device or in an account, and a share link hold at most this many items. */
export const WISHLIST_MAX = 200;

/** The device's list (signed out), newest first, in localStorage. */
export const WISHLIST_STORAGE_KEY = "wishlist";

/**
 * The mark of a heart tapped before its script had come, which the page's first script sets
 * (workers/scripts-after-first-paint.ts) and the hearts' script presses (app/lib/wishlist-client.ts).
 */
export const HEART_TAPPED_BEFORE_CODE = "data-heart-tapped";

/** The URL parameter of /wishlist that names the items of a list. */
export const WISHLIST_ITEMS_PARAMETER = "items";

const ITEM = /^([at]):([1-9]\d{0,9})$/;

export function isWishItem(value: unknown): value is WishItem {
  return typeof value === "string" && ITEM.test(value);
}

export function wishItem(kind: WishKind, id: number): WishItem {
  return `${kind === "activity" ? "a" : "t"}:${id}`;
}

/** The kind and id of an item. */
export function wishItemParts(item: WishItem): { kind: WishKind; id: number } {
  const [, letter = "a", id = "0"] = ITEM.exec(item) ?? [];
  return { kind: WISHLIST_KINDS[letter as keyof typeof WISHLIST_KINDS], id: Number(id) };
}

/**
 * The items of an `items` parameter (`a:12,t:3`), each once, in order; null when any is not an
 * item or there are more than WISHLIST_MAX. An empty parameter is an empty list.
 */
export function parseWishItems(value: string): WishItem[] | null {
  const parts = value.trim() === "" ? [] : value.split(",").map((part) => part.trim());
  if (parts.length > WISHLIST_MAX || !parts.every(isWishItem)) return null;
  return [...new Set(parts)] as WishItem[];
}

/** The /wishlist URL that shows `items`: the page a signed-out tourist sees and the link they share. */
export function wishlistPath(items: readonly WishItem[]): string {
  return items.length === 0 ? "/wishlist" : `/wishlist?${WISHLIST_ITEMS_PARAMETER}=${items.join(",")}`;
}
