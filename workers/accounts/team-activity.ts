/**
 * "Who did what": the back office's audit trail (workers/audit.ts) and the answers to bookings
 * (booking_events), as one list, newest first, optionally of one person.
 */
import type { ActivityEntry, ActivityPerson } from "#domain/team.ts";
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

/** Both trails in one shape: a booking's answer reads as its status going from requested to the answer. */
const TRAIL = `
  SELECT 'audit' AS source, id, user_id, actor_name, actor_email, action, entity, entity_id AS subject,
    before_json, after_json, created_at
  FROM audit_log
  UNION ALL
  SELECT 'booking', e.id, e.user_id, e.actor_name, e.actor_email, e.action, 'bookings', b.reference,
    json_object('status', e.from_status),
    json_object('status', e.action, 'confirmation_id', e.confirmation_id, 'note', nullif(e.note, '')),
    e.created_at
  FROM booking_events e JOIN bookings b ON b.id = e.booking_id
  WHERE e.actor_role = 'operator'`;

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

export interface ActivityPage {
  entries: ActivityEntry[];
  people: ActivityPerson[];
  hasMore: boolean;
}

/** A page of the trail, newest first; `personId` keeps only what that account did. */
export async function teamActivity(db: D1Database, personId: number | null, page: number): Promise<ActivityPage> {
  const [trail, people] = await db.batch([
    db
      .prepare(
        `SELECT * FROM (${TRAIL}) WHERE (?1 IS NULL OR user_id = ?1)
         ORDER BY created_at DESC, source, id DESC LIMIT ?2 OFFSET ?3`,
      )
      .bind(personId, ACTIVITY_PAGE_SIZE + 1, (page - 1) * ACTIVITY_PAGE_SIZE),
    db.prepare(
      `SELECT id, name, email FROM users
       WHERE role = 'operator' OR id IN (SELECT user_id FROM audit_log UNION SELECT user_id FROM booking_events)
       ORDER BY name COLLATE NOCASE, id`,
    ),
  ]);
  const rows = rowsOf<TrailRow>(trail);
  return {
    entries: rows.slice(0, ACTIVITY_PAGE_SIZE).map((row) => ({
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
    hasMore: rows.length > ACTIVITY_PAGE_SIZE,
  };
}
