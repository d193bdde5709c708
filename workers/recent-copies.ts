/**
 * The edge cache's copies this isolate served in the last second, kept in its memory in front of
 * the Cache API (decision 0030). Under a burst of visitors a page is read from the data centre's
 * cache once a second instead of once per visit.
 *
 * - A copy lives at most `lifetimeMs` (one second), never past the moment its cache entry turns
 *   stale, so it says nothing the Cache API would not have said a second ago.
 * - A purge in this isolate drops its copies at once (`dropPaths`); other isolates' copies end
 *   within their second.
 * - Bounded by bytes: the oldest copies go first, and a copy larger than the bound is not kept.
 */

export interface RecentCopy {
  /** Origin and path of the copy, without its query: what a purge names. */
  address: string;
  body: ArrayBuffer;
  /** The headers it is served with, without `Age`. */
  headers: Headers;
  /** When the page was rendered (ms since the epoch), for `Age`. */
  renderedAt: number;
}

interface Kept extends RecentCopy {
  until: number;
}

export interface RecentCopiesOptions {
  lifetimeMs: number;
  maxBytes: number;
  now?: () => number;
}

export class RecentCopies {
  private readonly copies = new Map<string, Kept>();
  private bytes = 0;
  private readonly now: () => number;

  constructor(private readonly options: RecentCopiesOptions) {
    this.now = options.now ?? Date.now;
  }

  get(key: string): RecentCopy | undefined {
    const kept = this.copies.get(key);
    if (!kept) return undefined;
    if (this.now() < kept.until) return kept;
    this.drop(key, kept);
    return undefined;
  }

  /** Keeps `copy` under `key` until a second has passed or `freshUntil` (ms), whichever is first. */
  keep(key: string, copy: RecentCopy, freshUntil: number): void {
    const size = copy.body.byteLength;
    if (size > this.options.maxBytes) return;
    const previous = this.copies.get(key);
    if (previous) this.drop(key, previous);
    for (const [oldKey, old] of this.copies) {
      if (this.bytes + size <= this.options.maxBytes) break;
      this.drop(oldKey, old);
    }
    const until = Math.min(this.now() + this.options.lifetimeMs, freshUntil);
    if (until <= this.now()) return;
    this.copies.set(key, { ...copy, until });
    this.bytes += size;
  }

  /** Drops every copy of these addresses (origin and path), whatever its query string. */
  dropPaths(addresses: readonly string[]): void {
    const purged = new Set(addresses);
    for (const [key, kept] of this.copies) if (purged.has(kept.address)) this.drop(key, kept);
  }

  private drop(key: string, kept: Kept): void {
    this.copies.delete(key);
    this.bytes -= kept.body.byteLength;
  }
}
