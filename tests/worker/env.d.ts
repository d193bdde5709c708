import type { D1Migration } from "cloudflare:test";

declare global {
  namespace Cloudflare {
    interface Env {
      TEST_MIGRATIONS: D1Migration[];
      TEST_SEED: string[];
      TEST_BUILD_VERSION: string;
      /** Set in the projects whose files share a cache: each file then names origins of its own. */
      TEST_ORIGIN_PER_FILE?: string;
      MIGRATION_DB: D1Database;
    }
  }
}
