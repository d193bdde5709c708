import { describe, expect, it } from "vitest";
import { RecentCopies, type RecentCopy } from "#workers/recent-copies.ts";

function copyOf(address: string, size = 10): RecentCopy {
  return { address, body: new Uint8Array(size).buffer, headers: new Headers({ "x-cache": "HIT" }), renderedAt: 0 };
}

function clock(start = 1_000_000) {
  let now = start;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

describe("the copies an isolate served in the last second", () => {
  it("serves a copy for one second, then asks the cache again", () => {
    const time = clock();
    const copies = new RecentCopies({ lifetimeMs: 1000, maxBytes: 1000, now: time.now });
    copies.keep("/activity", copyOf("http://localhost/activity"), time.now() + 60_000);
    time.advance(999);
    expect(copies.get("/activity")?.address).toBe("http://localhost/activity");
    time.advance(1);
    expect(copies.get("/activity")).toBeUndefined();
  });

  it("never outlives the moment its cache entry turns stale", () => {
    const time = clock();
    const copies = new RecentCopies({ lifetimeMs: 1000, maxBytes: 1000, now: time.now });
    copies.keep("/tips", copyOf("http://localhost/tips"), time.now() + 300);
    time.advance(300);
    expect(copies.get("/tips")).toBeUndefined();
    copies.keep("/gallery", copyOf("http://localhost/gallery"), time.now() - 1);
    expect(copies.get("/gallery")).toBeUndefined();
  });

  it("drops every copy of a purged path on its host, whatever the query, and nothing else", () => {
    const time = clock();
    const copies = new RecentCopies({ lifetimeMs: 1000, maxBytes: 1000, now: time.now });
    const later = time.now() + 60_000;
    copies.keep("id /activity", copyOf("http://localhost/activity"), later);
    copies.keep("id /activity?page=2", copyOf("http://localhost/activity"), later);
    copies.keep("en /activity", copyOf("http://en.localhost/activity"), later);
    copies.keep("id /activity/day-tours", copyOf("http://localhost/activity/day-tours"), later);
    copies.dropPaths(["http://localhost/activity"]);
    expect(copies.get("id /activity")).toBeUndefined();
    expect(copies.get("id /activity?page=2")).toBeUndefined();
    expect(copies.get("en /activity")).toBeDefined();
    expect(copies.get("id /activity/day-tours")).toBeDefined();
  });

  it("keeps within its bytes, the oldest copies going first", () => {
    const time = clock();
    const copies = new RecentCopies({ lifetimeMs: 1000, maxBytes: 25, now: time.now });
    const later = time.now() + 60_000;
    copies.keep("a", copyOf("http://localhost/a"), later);
    copies.keep("b", copyOf("http://localhost/b"), later);
    copies.keep("c", copyOf("http://localhost/c"), later);
    expect(copies.get("a")).toBeUndefined();
    expect(copies.get("b")).toBeDefined();
    expect(copies.get("c")).toBeDefined();
    copies.keep("huge", copyOf("http://localhost/huge", 26), later);
    expect(copies.get("huge")).toBeUndefined();
    expect(copies.get("c")).toBeDefined();
    // Keeping a key again replaces its copy without counting it twice.
    for (let round = 0; round < 5; round += 1) copies.keep("c", copyOf("http://localhost/c"), later);
    expect(copies.get("b")).toBeDefined();
  });
});
