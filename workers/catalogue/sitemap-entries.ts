import { PUBLISHED } from "#workers/catalogue/activities.ts";
import { rowsOf } from "#workers/sql.ts";

/** The paths of every category and detail page the sitemap lists, grouped by kind. */
export interface SitemapPaths {
  activityTypes: string[];
  activities: string[];
  destinations: string[];
  transports: string[];
  tips: string[];
  events: string[];
  specialOffers: string[];
}

interface PathRow {
  path: string;
}

const QUERIES = [
  "SELECT '/activity/' || slug AS path FROM activity_types ORDER BY position, id",
  `SELECT '/activity/' || ty.slug || '/' || a.slug AS path
     FROM activities a JOIN activity_types ty ON ty.id = a.type_id
     WHERE ${PUBLISHED} ORDER BY ty.position, ty.id, a.position, a.id`,
  `SELECT '/destination/' || r.slug || '/' || d.slug AS path
     FROM destinations d JOIN regencies r ON r.id = d.regency_id WHERE d.status = 'published' ORDER BY r.position, r.id, d.position, d.id`,
  "SELECT '/transport/' || id AS path FROM transports WHERE status = 'published' ORDER BY position, id",
  "SELECT '/tips/' || slug AS path FROM tips WHERE status = 'published' ORDER BY position, id",
  "SELECT '/event/' || slug AS path FROM events WHERE status = 'published' ORDER BY starts_at DESC, id",
  "SELECT '/specialoffer/' || slug AS path FROM special_offers WHERE status = 'published' ORDER BY position, id",
];

/**
 * Every path the sitemap needs, in one round trip (one batch). Slugs are the same in both
 * languages, so the same paths serve both sites.
 */
export async function sitemapPaths(db: D1Database): Promise<SitemapPaths> {
  const results = await db.batch(QUERIES.map((sql) => db.prepare(sql)));
  const paths = (index: number) => rowsOf<PathRow>(results[index]).map((row) => encodePath(row.path));
  return {
    activityTypes: paths(0),
    activities: paths(1),
    destinations: paths(2),
    transports: paths(3),
    tips: paths(4),
    events: paths(5),
    specialOffers: paths(6),
  };
}

/** Percent-encodes each segment of a path built from stored slugs (a no-op for plain slugs). */
export function encodePath(path: string): string {
  return path
    .split("/")
    .map((part) => encodeURIComponent(part))
    .join("/");
}
