import { env } from "cloudflare:workers";
import type { Site } from "./client.ts";

/**
 * The host a test's requests name for each site. The edge cache keys its copies on the origin, so
 * in the projects whose files share one workerd and its cache (vitest.config.ts), each file gets a
 * port of its own from tests/worker/setup.ts: no file is ever answered from a copy another file
 * left, as if each had a cache of its own.
 */
const NAMES: Record<Site, string> = { id: "localhost", en: "en.localhost" };

let filePort = "";

/** Gives the next test file its own origins, where the project shares a cache between files. */
export function startFileOrigins() {
  if (!env.TEST_ORIGIN_PER_FILE) return;
  filePort = `:${10_000 + Math.floor(Math.random() * 50_000)}`;
}

export function hostOf(site: Site): string {
  return `${NAMES[site]}${filePort}`;
}
