import { applyD1Migrations } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";

// A database of its own with the reviews of before 0026 (one account's spam among them), then
// migrated the way D1 does it.
const db = env.MIGRATION_DB;
const before0026 = env.TEST_MIGRATIONS.filter((migration) => migration.name < "0026");

interface Figures {
  comments_count: number;
  rating: number;
  rating_1: number;
  rating_2: number;
  rating_3: number;
  rating_4: number;
  rating_5: number;
}

async function figures(): Promise<Figures | null> {
  return db
    .prepare(
      "SELECT comments_count, rating, rating_1, rating_2, rating_3, rating_4, rating_5 FROM transports WHERE id = 1",
    )
    .first<Figures>();
}

let remaining: { id: number; user_id: number | null; rating: number; title: string }[];
let after: Figures | null;

beforeAll(async () => {
  await applyD1Migrations(db, before0026);
  await db.batch([
    db.prepare("INSERT INTO transport_types (id, slug) VALUES (1, 'car')"),
    db.prepare(
      `INSERT INTO transports (id, type_id, manufacture, vehicle_name, passanger, transmision, baggage, price_idr,
         price_usd_cents, duration_hours) VALUES (1, 1, 'Toyota', 'Avanza', 6, 'manual', 2, 600000, 4000, 10)`,
    ),
    db.prepare(
      `INSERT INTO users (id, name, email) VALUES (1, 'Spammer', 'spam@example.com'), (2, 'Honest', 'honest@example.com')`,
    ),
    // The triggers of 0012 count each of these, as they did in production.
    db.prepare(
      `INSERT INTO comments (id, transport_id, user_id, rating, title, body, created_at, hidden_at) VALUES
         (1, 1, NULL, 5, 'Seeded', 'x', '2026-01-01T00:00:00.000Z', NULL),
         (2, 1, NULL, 4, 'Seeded too', 'x', '2026-01-01T00:00:00.000Z', NULL),
         (3, 1, 2, 5, 'Honest', 'x', '2026-02-01T00:00:00.000Z', NULL),
         (4, 1, 1, 1, 'Spam 1', 'x', '2026-03-01T10:00:00.000Z', NULL),
         (5, 1, 1, 1, 'Spam 2', 'x', '2026-03-01T10:00:01.000Z', NULL),
         (6, 1, 1, 1, 'Spam 3, hidden', 'x', '2026-03-01T10:00:02.000Z', '2026-03-02T00:00:00.000Z'),
         (7, 1, 1, 2, 'Spam 4', 'x', '2026-03-01T10:00:03.000Z', NULL),
         (8, 1, 1, 2, 'Spam 5, same moment', 'x', '2026-03-01T10:00:03.000Z', NULL)`,
    ),
  ]);
  expect(await figures()).toMatchObject({ comments_count: 7, rating_1: 2, rating_2: 2, rating_4: 1, rating_5: 2 });
  await applyD1Migrations(db, env.TEST_MIGRATIONS);
  remaining = (
    await db.prepare("SELECT id, user_id, rating, title FROM comments ORDER BY id").all<(typeof remaining)[number]>()
  ).results;
  after = await figures();
});

describe("migration 0026 (one review per account and item)", () => {
  it("keeps each account's newest review of an item, and every review without an account", () => {
    expect(remaining.map((row) => row.title)).toEqual(["Seeded", "Seeded too", "Honest", "Spam 5, same moment"]);
  });

  it("takes the deleted reviews out of the count, the overview and the average", () => {
    expect(after).toEqual({
      comments_count: 4,
      rating: 4,
      rating_1: 0,
      rating_2: 1,
      rating_3: 0,
      rating_4: 1,
      rating_5: 2,
    });
  });

  it("then refuses a second review by one account of one item, not one without an account", async () => {
    await expect(
      db
        .prepare("INSERT INTO comments (transport_id, user_id, rating, title, body) VALUES (1, 2, 3, 'Again', 'x')")
        .run(),
    ).rejects.toThrow(/UNIQUE/);
    await db.prepare("INSERT INTO comments (transport_id, rating, title, body) VALUES (1, 3, 'Guest', 'x')").run();
    expect((await figures())?.comments_count).toBe(5);
  });
});
