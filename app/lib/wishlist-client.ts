/**
 * The hearts (issue 42, item 3; decision 0088). Every heart is a server-rendered
 * `<button data-wish="a:12" aria-pressed>` (app/components/WishHeart.tsx), also inside the static
 * islands React never hydrates, so this module works on the document: one click listener for all
 * hearts, and `aria-pressed` set on each heart as it appears. Signed out, the list lives in
 * localStorage and nothing is sent; signed in, it is the account's (GET and POST /api/wishlist),
 * and the device's items are added to it once, then forgotten. Plain fetch: no other module of ours
 * but domain/wishlist.ts, so the first heart on a page costs about a kilobyte.
 */
import {
  HEART_TAPPED_BEFORE_CODE,
  isWishItem,
  WISHLIST_MAX,
  WISHLIST_STORAGE_KEY,
  type WishItem,
} from "#domain/wishlist.ts";
import { xsrfTokenFrom } from "./xsrf-token.ts";

const HEART = "button[data-wish]";

let saved = new Set<WishItem>();
let signedIn = false;
let started: { signedIn: boolean; ready: Promise<void> } | null = null;
const listeners = new Set<() => void>();

/** For useSyncExternalStore: the /wishlist page learns when the list changes. */
export function subscribeToWishlist(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The saved items, newest first; the same array until the list changes. */
let snapshot: WishItem[] = [];
export function wishlistSnapshot(): WishItem[] {
  return snapshot;
}

function changed(items: Iterable<WishItem>) {
  saved = new Set(items);
  snapshot = [...saved];
  paintHearts();
  for (const listener of listeners) listener();
}

export function deviceWishlist(): WishItem[] {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(WISHLIST_STORAGE_KEY) ?? "[]");
    return Array.isArray(stored) ? stored.filter(isWishItem).slice(0, WISHLIST_MAX) : [];
  } catch {
    return [];
  }
}

function storeOnDevice(items: readonly WishItem[]) {
  try {
    if (items.length === 0) localStorage.removeItem(WISHLIST_STORAGE_KEY);
    else localStorage.setItem(WISHLIST_STORAGE_KEY, JSON.stringify(items.slice(0, WISHLIST_MAX)));
  } catch {
    // No storage (private mode): the list lasts as long as the page.
  }
}

/** The account's list after `change` (none: as it is); throws when the server refuses. */
async function accountWishlist(change?: { add?: WishItem[]; remove?: WishItem[] }): Promise<WishItem[]> {
  let init: RequestInit = { credentials: "same-origin", headers: { Accept: "application/json" } };
  if (change) {
    await fetch("/sanctum/csrf-cookie", { credentials: "same-origin" });
    init = {
      ...init,
      method: "POST",
      headers: {
        Accept: "application/json",
        "Content-Type": "application/json",
        "X-XSRF-TOKEN": xsrfTokenFrom(document.cookie),
      },
      body: JSON.stringify(change),
    };
  }
  const response = await fetch("/api/wishlist", init);
  if (!response.ok) throw new Error(`wishlist ${response.status}`);
  const body = (await response.json()) as { items?: unknown };
  return Array.isArray(body.items) ? body.items.filter(isWishItem) : [];
}

/** Signed in: the account's list, with this device's items added to it (then forgotten here). */
async function loadAccount(): Promise<void> {
  let items = await accountWishlist();
  const device = deviceWishlist().filter((item) => !items.includes(item));
  if (device.length > 0) {
    items = await accountWishlist({ add: device });
    storeOnDevice([]);
  }
  changed(items);
}

/**
 * Starts the hearts for a signed-in or signed-out visitor (again when that changes), once a page
 * shows a heart. The returned promise settles when the list is known.
 */
export function startWishlist(isSignedIn: boolean): Promise<void> {
  if (started?.signedIn === isSignedIn) return started.ready;
  if (!started) listenToHearts();
  signedIn = isSignedIn;
  const loaded = isSignedIn ? loadAccount().catch(() => changed([])) : Promise.resolve(changed(deviceWishlist()));
  const ready = loaded.then(pressHeartTappedBefore);
  started = { signedIn: isSignedIn, ready };
  return ready;
}

/**
 * A heart tapped before this script had come, which the page's first script marked
 * (workers/scripts-after-first-paint.ts), is pressed now that the list is known; from here on the
 * hearts are this script's alone.
 */
function pressHeartTappedBefore() {
  const tapped = document.querySelector<HTMLButtonElement>(`${HEART}[${HEART_TAPPED_BEFORE_CODE}]`);
  tapped?.removeAttribute(HEART_TAPPED_BEFORE_CODE);
  document.documentElement.dataset.hearts = "ready";
  if (tapped && isWishItem(tapped.dataset.wish)) toggle(tapped.dataset.wish);
}

/** Adds `items` (a shared list's "Save all"), newest first; false when the server refused. */
export async function saveToWishlist(items: readonly WishItem[]): Promise<boolean> {
  const added = items.filter((item) => !saved.has(item));
  if (added.length === 0) return true;
  return changeList([...added, ...snapshot], { add: added });
}

async function changeList(next: WishItem[], change: { add?: WishItem[]; remove?: WishItem[] }): Promise<boolean> {
  const before = snapshot;
  changed(next.slice(0, WISHLIST_MAX));
  if (!signedIn) {
    storeOnDevice(snapshot);
    return true;
  }
  try {
    changed(await accountWishlist(change));
    return true;
  } catch {
    changed(before);
    return false;
  }
}

function toggle(item: WishItem) {
  if (saved.has(item))
    void changeList(
      snapshot.filter((other) => other !== item),
      { remove: [item] },
    );
  else void changeList([item, ...snapshot], { add: [item] });
}

export function paintHearts(root: ParentNode = document) {
  for (const heart of root.querySelectorAll<HTMLButtonElement>(HEART)) {
    const pressed = String(saved.has(heart.dataset.wish as WishItem));
    if (heart.getAttribute("aria-pressed") !== pressed) heart.setAttribute("aria-pressed", pressed);
  }
}

function listenToHearts() {
  document.addEventListener("click", (event) => {
    const heart = (event.target as Element | null)?.closest?.<HTMLButtonElement>(HEART);
    // Until the list is known, the page's first script marks the tap for pressHeartTappedBefore.
    if (heart && isWishItem(heart.dataset.wish) && document.documentElement.dataset.hearts) toggle(heart.dataset.wish);
  });
  // Hearts that come later (Load more, home's rows below the first screen, a client-side
  // navigation) are painted in the next frame.
  let painting = false;
  new MutationObserver(() => {
    if (painting) return;
    painting = true;
    requestAnimationFrame(() => {
      painting = false;
      paintHearts();
    });
  }).observe(document.body, { childList: true, subtree: true });
}
