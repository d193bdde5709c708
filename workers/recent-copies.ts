/**
 * The edge cache's copies this isolate served in the last second, kept in its memory in front of
 * the Cache API (decision 0030). Under a burst of visitors a page is read from the data centre's
 * cache once a second instead of once per visit.
 *
 * - A copy lives at most `lifetimeMs` (one second), never past the moment its cache entry turns
 *   stale.
 * - A purge in this isolate drops its copies at once (`dropPaths`), and a copy read from the
 *   Cache API before a purge is not kept after it (`keep` is given the `purges` count read before
 *   the read). Other isolates' copies end within their second.
 * - Bounded by bytes, each copy counted with its key, headers and bookkeeping, so many small
 *   answers cannot fill the isolate either: expired copies go first, then the oldest, and a copy
 *   larger than the bound is not kept.
 */

export interface RecentCopy {
  /** Origin and path of the copy, without its query: what a purge names. */
  address: string;
  body: ArrayBuffer;
  /** The headers it is served with, without `Age`. */
  headers: Headers;
  /** When the copy was stored in the Cache API (ms since the epoch), for `Age`. */
  storedAt: number;
}

interface Kept extends RecentCopy {
  until: number;
  bytes: number;
}

export interface RecentCopiesOptions {
  lifetimeMs: number;
  maxBytes: number;
  now?: () => number;
}

/** Purges remembered for `purgedSince`: more than come during one render on a busy isolate. */
const PURGES_REMEMBERED = 64;

/** What a kept copy costs beyond its body and key: the Map entry, the objects, the header list. */
const ENTRY_OVERHEAD_BYTES = 512;

/** What keeping `copy` under `key` counts against the bound. */
export function keptBytes(key: string, copy: RecentCopy): number {
  let headerBytes = 0;
  for (const [name, value] of copy.headers) headerBytes += name.length + value.length;
  return copy.body.byteLength + 2 * (key.length + copy.address.length + headerBytes) + ENTRY_OVERHEAD_BYTES;
}

export class RecentCopies {
  private readonly copies = new Map<string, Kept>();
  private bytes = 0;
  private purgeCount = 0;
  /** What the last purges matched, oldest first: the purge numbered `purgeCount - i` is at the end minus i. */
  private readonly recentPurges: ((address: string) => boolean)[] = [];
  private readonly now: () => number;

  constructor(private readonly options: RecentCopiesOptions) {
    this.now = options.now ?? Date.now;
  }

  /** How many purges this isolate has made; read it before reading the Cache API, hand it to `keep`. */
  get purges(): number {
    return this.purgeCount;
  }

  /**
   * Whether a purge since `purgesBefore` was read named `address` (origin and path): a render that
   * began before it may hold what it removed. When more purges came than are remembered, it says
   * yes, so such a render is not stored.
   */
  purgedSince(purgesBefore: number, address: string): boolean {
    const since = this.purgeCount - purgesBefore;
    if (since <= 0) return false;
    if (since > this.recentPurges.length) return true;
    return this.recentPurges.slice(-since).some((matches) => matches(address));
  }

  get(key: string): RecentCopy | undefined {
    const kept = this.copies.get(key);
    if (!kept) return undefined;
    if (this.now() < kept.until) return kept;
    this.drop(key, kept);
    return undefined;
  }

  /**
   * Keeps `copy` under `key` until a second has passed or `freshUntil` (ms), whichever is first,
   * unless a purge came after `purgesBefore` was read: the copy may be what that purge removed.
   */
  keep(key: string, copy: RecentCopy, freshUntil: number, purgesBefore: number): void {
    const previous = this.copies.get(key);
    if (previous) this.drop(key, previous);
    const now = this.now();
    const until = Math.min(now + this.options.lifetimeMs, freshUntil);
    const bytes = keptBytes(key, copy);
    if (purgesBefore !== this.purgeCount || until <= now || bytes > this.options.maxBytes) return;
    this.makeRoom(bytes, now);
    this.copies.set(key, { ...copy, until, bytes });
    this.bytes += bytes;
  }

  /** Drops every copy of these addresses (origin and path), whatever its query string. */
  dropPaths(addresses: readonly string[]): void {
    const purged = new Set(addresses);
    this.dropWhere((address) => purged.has(address));
  }

  /** Drops every copy whose address (origin and path) `matches`, whatever its query string. */
  dropWhere(matches: (address: string) => boolean): void {
    this.purgeCount += 1;
    this.recentPurges.push(matches);
    if (this.recentPurges.length > PURGES_REMEMBERED) this.recentPurges.shift();
    for (const [key, kept] of this.copies) if (matches(kept.address)) this.drop(key, kept);
  }

  /**
   * Expired copies at the front go first (copies are kept in the order they came, each for about
   * the same second), then the oldest, until `bytes` more fit.
   */
  private makeRoom(bytes: number, now: number): void {
    for (const [key, kept] of this.copies) {
      if (kept.until > now) break;
      this.drop(key, kept);
    }
    for (const [key, kept] of this.copies) {
      if (this.bytes + bytes <= this.options.maxBytes) break;
      this.drop(key, kept);
    }
  }

  private drop(key: string, kept: Kept): void {
    this.copies.delete(key);
    this.bytes -= kept.bytes;
  }
}
