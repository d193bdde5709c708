import { describe, expect, it } from "vitest";
import { keptBytes, RecentCopies, type RecentCopy } from "#workers/recent-copies.ts";

/** A copy of `bodyBytes` bytes; under keys of one length and addresses of one length, copies cost the same. */
function copyOf(address: string, bodyBytes = 10): RecentCopy {
  return { address, body: new Uint8Array(bodyBytes).buffer, headers: new Headers(), storedAt: 0 };
}

function clock(start = 1_000_000) {
  let now = start;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

describe("the copies an isolate served in the last second", () => {
  it("serves a copy for one second, then asks the cache again", () => {
    const time = clock();
    const copies = new RecentCopies({ lifetimeMs: 1000, maxBytes: 100_000, now: time.now });
    copies.keep("/activity", copyOf("http://localhost/activity"), time.now() + 60_000, copies.purges);
    time.advance(999);
    expect(copies.get("/activity")?.address).toBe("http://localhost/activity");
    time.advance(1);
    expect(copies.get("/activity")).toBeUndefined();
  });

  it("never outlives the moment its cache entry turns stale", () => {
    const time = clock();
    const copies = new RecentCopies({ lifetimeMs: 1000, maxBytes: 100_000, now: time.now });
    copies.keep("/tips", copyOf("http://localhost/tips"), time.now() + 300, copies.purges);
    time.advance(300);
    expect(copies.get("/tips")).toBeUndefined();
    copies.keep("/gallery", copyOf("http://localhost/gallery"), time.now() - 1, copies.purges);
    expect(copies.get("/gallery")).toBeUndefined();
  });

  it("drops every copy of a purged path on its host, whatever the query, and nothing else", () => {
    const time = clock();
    const copies = new RecentCopies({ lifetimeMs: 1000, maxBytes: 100_000, now: time.now });
    const later = time.now() + 60_000;
    copies.keep("id /activity", copyOf("http://localhost/activity"), later, copies.purges);
    copies.keep("id /activity?page=2", copyOf("http://localhost/activity"), later, copies.purges);
    copies.keep("en /activity", copyOf("http://en.localhost/activity"), later, copies.purges);
    copies.keep("id /activity/day-tours", copyOf("http://localhost/activity/day-tours"), later, copies.purges);
    copies.dropPaths(["http://localhost/activity"]);
    expect(copies.get("id /activity")).toBeUndefined();
    expect(copies.get("id /activity?page=2")).toBeUndefined();
    expect(copies.get("en /activity")).toBeDefined();
    expect(copies.get("id /activity/day-tours")).toBeDefined();
  });

  it("does not keep a copy read before a purge that came while it was read", () => {
    const copies = new RecentCopies({ lifetimeMs: 1000, maxBytes: 100_000 });
    const purgesBefore = copies.purges;
    copies.dropPaths(["http://localhost/other-page"]);
    copies.keep("/activity", copyOf("http://localhost/activity"), Number.POSITIVE_INFINITY, purgesBefore);
    expect(copies.get("/activity")).toBeUndefined();
    copies.keep("/activity", copyOf("http://localhost/activity"), Number.POSITIVE_INFINITY, copies.purges);
    expect(copies.get("/activity")).toBeDefined();
  });

  it("knows whether a purge since a render began named its address, and says yes when it lost count", () => {
    const copies = new RecentCopies({ lifetimeMs: 1000, maxBytes: 100_000 });
    const before = copies.purges;
    expect(copies.purgedSince(before, "http://localhost/activity")).toBe(false);
    copies.dropPaths(["http://localhost/other-page"]);
    expect(copies.purgedSince(before, "http://localhost/activity")).toBe(false);
    copies.dropPaths(["http://localhost/activity"]);
    expect(copies.purgedSince(before, "http://localhost/activity")).toBe(true);
    // A render that began after that purge holds the new data.
    expect(copies.purgedSince(copies.purges, "http://localhost/activity")).toBe(false);
    const longAgo = copies.purges;
    for (let purge = 0; purge < 100; purge += 1) copies.dropPaths([`http://localhost/page-${purge}`]);
    expect(copies.purgedSince(longAgo, "http://localhost/activity")).toBe(true);
  });

  it("keeps within its bytes, counting each copy's key, headers and bookkeeping, the oldest going first", () => {
    const address = "http://localhost/a";
    const room = keptBytes("ka", copyOf(address));
    expect(room).toBeGreaterThan(10 + 512);
    const time = clock();
    const copies = new RecentCopies({ lifetimeMs: 1000, maxBytes: 2 * room, now: time.now });
    const later = time.now() + 60_000;
    for (const key of ["ka", "kb", "kc"]) copies.keep(key, copyOf(address), later, copies.purges);
    expect(copies.get("ka")).toBeUndefined();
    expect(copies.get("kb")).toBeDefined();
    expect(copies.get("kc")).toBeDefined();
    // Too large for the bound: not kept, and the copy it would have replaced is gone.
    copies.keep("kc", copyOf(address, 2 * room), later, copies.purges);
    expect(copies.get("kc")).toBeUndefined();
    expect(copies.get("kb")).toBeDefined();
    // Keeping a key again replaces its copy without counting it twice.
    for (let round = 0; round < 5; round += 1) copies.keep("kb", copyOf(address), later, copies.purges);
    copies.keep("kd", copyOf(address), later, copies.purges);
    expect(copies.get("kb")).toBeDefined();
    expect(copies.get("kd")).toBeDefined();
  });

  it("gives back the bytes of expired and purged copies", () => {
    const address = "http://localhost/a";
    const room = keptBytes("ka", copyOf(address));
    const time = clock();
    const copies = new RecentCopies({ lifetimeMs: 1000, maxBytes: 2 * room, now: time.now });
    const later = time.now() + 60_000;
    copies.keep("ka", copyOf(address), later, copies.purges);
    copies.keep("kb", copyOf("http://localhost/b"), later, copies.purges);
    copies.dropPaths([address]);
    time.advance(500);
    copies.keep("kc", copyOf(address), later, copies.purges);
    expect(copies.get("kb")).toBeDefined();
    expect(copies.get("kc")).toBeDefined();
    time.advance(600);
    // "kb" has expired: its bytes make room without pushing "kc" out.
    copies.keep("kd", copyOf(address), later, copies.purges);
    expect(copies.get("kc")).toBeDefined();
    expect(copies.get("kd")).toBeDefined();
  });
});
