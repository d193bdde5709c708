import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { type CardOrder, cardsSql } from "#workers/activities.ts";

/** SQLite's plan for a page of activity cards in the given order. */
async function planOf(order: CardOrder): Promise<string[]> {
  const plan = await env.DB.prepare(`EXPLAIN QUERY PLAN ${cardsSql({ order })}`)
    .bind("en", 12, 0)
    .all<{ detail: string }>();
  return plan.results.map((row) => row.detail);
}

describe("indexes of the activity lists", () => {
  it("reads the popular row (most reviewed, then best rated) from an index instead of sorting", async () => {
    const plan = await planOf("popular");
    expect(plan.join("\n")).toMatch(/activities_by_popularity/);
    expect(plan.join("\n")).not.toMatch(/TEMP B-TREE FOR ORDER BY/);
  });

  it("reads the best-rated row from an index too", async () => {
    expect((await planOf("rating")).join("\n")).not.toMatch(/TEMP B-TREE FOR ORDER BY/);
  });
});
