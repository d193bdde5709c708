/**
 * The body of POST /api/wishlist (decision 0088): items to `remove`, then to `add`, each a list of
 * wishlist items (domain/wishlist.ts) of at most WISHLIST_MAX. Either may be left out.
 */
import { type } from "arktype";
import { isWishItem, WISHLIST_MAX, type WishItem } from "../wishlist.ts";
import { objectBody } from "./fields.ts";

const items = type("unknown[]").narrow(
  (list): list is WishItem[] => list.length <= WISHLIST_MAX && list.every(isWishItem),
);

const wishChange = type({ "add?": items, "remove?": items });

export interface WishChange {
  add: WishItem[];
  remove: WishItem[];
}

export type WishChangeParsed = { ok: true; value: WishChange } | { ok: false; field: "add" | "remove" | "body" };

export function parseWishChange(input: unknown): WishChangeParsed {
  if (objectBody(input) instanceof type.errors) return { ok: false, field: "body" };
  const parsed = wishChange(input);
  if (parsed instanceof type.errors) {
    return { ok: false, field: parsed[0]?.path[0] === "remove" ? "remove" : "add" };
  }
  const add = [...new Set(parsed.add ?? [])] as WishItem[];
  const remove = [...new Set(parsed.remove ?? [])] as WishItem[];
  return { ok: true, value: { add, remove } };
}
