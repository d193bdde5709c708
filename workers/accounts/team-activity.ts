/**
 * "Who did what": the back office's audit trail (workers/audit.ts) and the answers to bookings
 * (booking_events), as one list, newest first, optionally of one person.
 */
import type { ActivityEntry, ActivityPerson } from "#domain/team.ts";
import { type Keyset, type KeysetPage, keysetOf, keysetPage, keysetSql } from "#workers/paging.ts";
import { rowsOf } from "#workers/sql.ts";

export const ACTIVITY_PAGE_SIZE = 30;
/** A long value (a rich text, a JSON list) is shown cut, so one row cannot fill the phone's screen. */
const MAX_SHOWN = 160;

interface TrailRow {
  source: "audit" | "booking";
  id: number;
  actor_name: string;
  actor_email: string;
  action: string;
  entity: string;
  subject: string;
  before_json: string | null;
  after_json: string | null;
  created_at: string;
}

/** The trail's order, newest first; `source` tells apart an audit row and a booking answer of the same moment. */
const TRAIL_ORDER = ["created_at", "source", "id"] as const;

/**
 * One trail's newest rows after the cursor (?3 created_at, ?4 source, ?5 id), at most ?2: the range
 * on created_at is what its index (audit_log_by_time, booking_events_by_operator) answers, the row
 * value only drops the rows of the cursor's own moment that were shown already.
 */
function trailArm(select: string, alias: string, source: string, keyset: Keyset, filters: string[]): string {
  const at = `${alias}.created_at`;
  const backwards = keyset.direction === "before";
  const page = keysetSql([at, `'${source}'`, `${alias}.id`], "desc", keyset, 3);
  const range = keyset.key === null ? [] : [`${at} ${backwards ? ">=" : "<="} ?3`, page.where];
  const where = [...filters, ...range, `(?1 IS NULL OR ${alias}.user_id = ?1)`].join(" AND ");
  const direction = backwards ? "ASC" : "DESC";
  return `SELECT * FROM (${select} WHERE ${where} ORDER BY ${at} ${direction}, ${alias}.id ${direction} LIMIT ?2)`;
}

/** Both trails in one shape, a booking's answer as its status going from requested to the answer (exported for the query-plan tests). */
export function trailPageSql(keyset: Keyset): string {
  const audit = trailArm(
    `SELECT 'audit' AS source, a.id, a.user_id, a.actor_name, a.actor_email, a.action, a.entity,
       a.entity_id AS subject, a.before_json, a.after_json, a.created_at FROM audit_log a`,
    "a",
    "audit",
    keyset,
    [],
  );
  const answers = trailArm(
    `SELECT 'booking' AS source, e.id, e.user_id, e.actor_name, e.actor_email, e.action, 'bookings' AS entity,
       b.reference AS subject, json_object('status', e.from_status) AS before_json,
       json_object('status', e.action, 'confirmation_id', e.confirmation_id, 'note', nullif(e.note, '')) AS after_json,
       e.created_at FROM booking_events e JOIN bookings b ON b.id = e.booking_id`,
    "e",
    "booking",
    keyset,
    ["e.actor_role = 'operator'"],
  );
  const order = keysetSql(TRAIL_ORDER, "desc", keyset, 3).orderBy;
  return `SELECT * FROM (${audit} UNION ALL ${answers}) ORDER BY ${order} LIMIT ?2`;
}

function shown(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  const text = typeof value === "string" ? value : JSON.stringify(value);
  return text.length > MAX_SHOWN ? `${text.slice(0, MAX_SHOWN - 1)}…` : text;
}

function objectOf(json: string | null): Record<string, unknown> {
  if (json === null) return {};
  const value: unknown = JSON.parse(json);
  return value !== null && typeof value === "object" && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : { value };
}

/** Each field that either side has, with its value before and after (unchanged fields left out). */
function changesOf(beforeJson: string | null, afterJson: string | null): ActivityEntry["changes"] {
  const before = objectOf(beforeJson);
  const after = objectOf(afterJson);
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return fields
    .map((field) => ({ field, before: shown(before[field]), after: shown(after[field]) }))
    .filter((change) => change.before !== change.after);
}

export interface ActivityPage extends Omit<KeysetPage<ActivityEntry>, "items"> {
  entries: ActivityEntry[];
  people: ActivityPerson[];
}

/**
 * The people the trail may be narrowed to: the operators (their partial index, migration 0052) and
 * the back office's past actors, looked up by id. An `OR` of the two read every account instead.
 */
export const TRAIL_PEOPLE_SQL = `SELECT id, name, email FROM users
  WHERE id IN (SELECT id FROM users WHERE role = 'operator' UNION ALL SELECT user_id FROM back_office_actors)
  ORDER BY name COLLATE NOCASE, id`;

/**
 * A page of the trail, newest first; `personId` keeps only what that account did. The people to
 * choose from are the operators and everyone who ever acted in the back office (a row each, kept by
 * triggers: migration 0042), so the filter never reads the whole trail.
 */
export async function teamActivity(db: D1Database, personId: number | null, url: URL): Promise<ActivityPage> {
  const keyset = keysetOf(url, TRAIL_ORDER.length);
  const [trail, people] = await db.batch([
    db.prepare(trailPageSql(keyset)).bind(personId, ACTIVITY_PAGE_SIZE + 1, ...(keyset.key ?? [])),
    db.prepare(TRAIL_PEOPLE_SQL),
  ]);
  const page = keysetPage(url, keyset, rowsOf<TrailRow>(trail), ACTIVITY_PAGE_SIZE, (row) => [
    row.created_at,
    row.source,
    row.id,
  ]);
  return {
    entries: page.items.map((row) => ({
      key: `${row.source}-${row.id}`,
      actorName: row.actor_name,
      actorEmail: row.actor_email,
      createdAt: row.created_at,
      action: row.action,
      entity: row.entity,
      subject: row.subject,
      changes: changesOf(row.before_json, row.after_json),
    })),
    people: rowsOf<ActivityPerson>(people),
    previous: page.previous,
    next: page.next,
  };
}
