import { applyD1Migrations } from "cloudflare:test";
import { env } from "cloudflare:workers";

// Setup files run before each test file; migrations are applied once, the seed only into an
// empty database, so every file sees the operator's whole catalogue.
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
const seeded = await env.DB.prepare("SELECT count(*) AS n FROM activities").first<{ n: number }>();
if (!seeded?.n) {
  await env.DB.batch(env.TEST_SEED.map((sql) => env.DB.prepare(sql)));
}
