import { env, exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { countRoundTrips, rowsReadOf } from "#workers/db.ts";

const ACTIVITY_IDS = "SELECT id FROM activities ORDER BY id";

async function rowsD1Reads(sql: string): Promise<number> {
  return (await env.DB.prepare(sql).all()).meta.rows_read;
}

/** A render of `path` on the English site, past the edge cache, as the benchmark asks for it. */
function rendered(path: string): Promise<Response> {
  const request = new Request(`http://en.localhost${path}`, { headers: { "X-Cache-Bypass": "1" } });
  return (exports as unknown as { default: Fetcher }).default.fetch(request);
}

describe("the rows a request reads from D1", () => {
  it("are summed from D1's own count over all, first, run and batch, and first answers as D1's does", async () => {
    const counted = countRoundTrips(env.DB);
    const activities = await rowsD1Reads(ACTIVITY_IDS);
    expect(activities).toBeGreaterThan(100);

    await counted.db.prepare(ACTIVITY_IDS).all();
    expect(counted.rowsRead()).toBe(activities);
    expect(await counted.db.prepare(ACTIVITY_IDS).first()).toEqual(await env.DB.prepare(ACTIVITY_IDS).first());
    expect(await counted.db.prepare(ACTIVITY_IDS).first("id")).toBe(await env.DB.prepare(ACTIVITY_IDS).first("id"));
    expect(await counted.db.prepare("SELECT id FROM activities WHERE id = ?").bind(-1).first()).toBeNull();
    const afterFirsts = counted.rowsRead();
    expect(afterFirsts).toBeGreaterThanOrEqual(3 * activities);

    const tips = await rowsD1Reads("SELECT id FROM tips");
    await counted.db.batch([counted.db.prepare(ACTIVITY_IDS), counted.db.prepare("SELECT id FROM tips")]);
    expect(counted.rowsRead()).toBe(afterFirsts + activities + tips);
    const counting = "SELECT count(*) AS n FROM tips";
    const countRows = (await env.DB.prepare(counting).run()).meta.rows_read;
    await counted.db.prepare(counting).run();
    expect(counted.rowsRead()).toBe(afterFirsts + activities + tips + countRows);
    expect(counted.roundTrips()).toBe(6);
  });

  it("are reported in Server-Timing beside the round trips, more for a page that reads more", async () => {
    const list = await rendered("/api/type");
    const one = await rendered("/api/type/1");
    expect(list.status).toBe(200);
    expect(one.status).toBe(200);
    const listRows = rowsReadOf(list.headers);
    const oneRows = rowsReadOf(one.headers);
    expect(list.headers.get("server-timing")).toMatch(/d1;desc="\d+ round trips", d1-rows;desc="\d+ rows read"/);
    expect(listRows).toBeGreaterThan(0);
    expect(oneRows).toBeGreaterThan(0);
    expect(listRows).toBeGreaterThan(oneRows ?? Number.POSITIVE_INFINITY);
  });
});
