/**
 * The operator's side of reviews: every review newest first (filtered by subject kind and by shown
 * or hidden, searched by title, text or name, paged), and the three changes an operator makes to
 * one: hide it with a reason, show it again, reply publicly. Each change is one D1 batch with its
 * audit row; the triggers of migration 0012 move a hidden review out of its subject's count, average
 * and overview in the same statement. Only reached after the role check (workers/accounts/operators.ts).
 */
import { type Moderation, type ModerationProblem, parseModeration } from "#domain/inputs/review-moderation.ts";
import type { Locale } from "#domain/locale.ts";
import {
  type ModeratedReview,
  type ModerationQuery,
  REVIEW_SUBJECT_KINDS,
  REVIEW_VISIBILITIES,
  type ReviewSubjectKind,
} from "#domain/review-rules.ts";
import type { OperatorScope } from "#workers/accounts/operators.ts";
import { type AuditAction, auditStatement } from "#workers/audit.ts";
import { notFound } from "#workers/http.ts";
import {
  type Keyset,
  type KeysetPage,
  keysetOf,
  keysetPage,
  keysetSql,
  listFilterOf,
  listSearchOf,
} from "#workers/paging.ts";
import { batchUnlessStale, versionGuard } from "#workers/write-guard.ts";
import { BOOKED_WITH_US } from "./comments.ts";

export const REVIEWS_PER_PAGE = 20;

/** The list's filters from the URL. The operator's own typing: a bad value falls back to the default. */
export function readModerationQuery(url: URL): ModerationQuery {
  return {
    kind: listFilterOf(url, "kind", REVIEW_SUBJECT_KINDS),
    visibility: listFilterOf(url, "shown", REVIEW_VISIBILITIES),
    ...listSearchOf(url),
  };
}

/** The public page of the comment `c`'s subject, e.g. /activity/day-tours/ubud. */
const SUBJECT_PATH = `CASE
  WHEN c.activity_id IS NOT NULL THEN (SELECT '/activity/' || ty.slug || '/' || a.slug
    FROM activities a JOIN activity_types ty ON ty.id = a.type_id WHERE a.id = c.activity_id)
  WHEN c.destination_id IS NOT NULL THEN (SELECT '/destination/' || r.slug || '/' || d.slug
    FROM destinations d JOIN regencies r ON r.id = d.regency_id WHERE d.id = c.destination_id)
  ELSE '/transport/' || c.transport_id END`;

/** The subject's name in the language `?1`, or in Indonesian when it has none. */
const SUBJECT_NAME = `coalesce(
  (SELECT x.name FROM activity_translations x WHERE x.activity_id = c.activity_id
    ORDER BY x.locale = ?1 DESC, x.locale = 'id' DESC LIMIT 1),
  (SELECT x.name FROM destination_translations x WHERE x.destination_id = c.destination_id
    ORDER BY x.locale = ?1 DESC, x.locale = 'id' DESC LIMIT 1),
  (SELECT v.manufacture || ' ' || v.vehicle_name FROM transports v WHERE v.id = c.transport_id))`;

// ?2 'shown' / 'hidden', ?3 the search; each only when the list has it, and the kind's condition
// written as its partial index's (migration 0042), so SQLite reads the page from the index that
// matches. instr() rather than LIKE: D1 refuses LIKE patterns over 50 bytes, and a substring needs no
// wildcards escaped.
const KIND_WHERE: Record<ReviewSubjectKind, string> = {
  activity: "c.activity_id IS NOT NULL",
  destination: "c.destination_id IS NOT NULL",
  transport: "c.transport_id IS NOT NULL",
};

function listWhere(query: Omit<ModerationQuery, "search"> & { search: unknown }): string {
  const filters = [
    query.kind ? KIND_WHERE[query.kind] : null,
    query.visibility ? "(?2 = 'hidden') = (c.hidden_at IS NOT NULL)" : null,
    query.search
      ? `(instr(lower(c.title), lower(?3)) > 0 OR instr(lower(c.body), lower(?3)) > 0
        OR instr(lower(coalesce(u.name, c.author_name, '')), lower(?3)) > 0)`
      : null,
  ];
  return filters.filter((filter) => filter !== null).join(" AND ") || "1";
}

/** The list's order, newest first: comments_by_created's columns (and its partial twins per kind). */
const REVIEW_ORDER = ["c.created_at", "c.id"] as const;

/** The SQL of a page of reviews (exported for the query-plan tests); ?4 the rows to read, ?5.. the cursor. */
export function reviewsPageSql(query: Omit<ModerationQuery, "search"> & { search: unknown }, keyset: Keyset): string {
  const page = keysetSql(REVIEW_ORDER, "desc", keyset, 5);
  return `SELECT c.id, c.version, c.rating, c.title, c.body, c.created_at, c.hidden_at, c.hidden_reason,
      c.reply_body, c.replied_at, coalesce(u.name, c.author_name) AS author_name,
      CASE WHEN c.activity_id IS NOT NULL THEN 'activity'
        WHEN c.destination_id IS NOT NULL THEN 'destination' ELSE 'transport' END AS kind,
      ${SUBJECT_PATH} AS path, ${SUBJECT_NAME} AS subject_name, ${BOOKED_WITH_US} AS booked_with_us
    FROM comments c LEFT JOIN users u ON u.id = c.user_id
    WHERE ${listWhere(query)} AND ${page.where}
    ORDER BY ${page.orderBy} LIMIT ?4`;
}

interface ReviewRow {
  id: number;
  version: number;
  kind: ReviewSubjectKind;
  path: string;
  subject_name: string;
  rating: number;
  title: string;
  body: string;
  author_name: string | null;
  created_at: string;
  hidden_at: string | null;
  hidden_reason: string | null;
  reply_body: string | null;
  replied_at: string | null;
  booked_with_us: 0 | 1;
}

export interface ReviewList extends KeysetPage<ModeratedReview> {
  query: ModerationQuery;
}

function reviewOf(row: ReviewRow): ModeratedReview {
  return {
    id: row.id,
    version: row.version,
    kind: row.kind,
    subject: { name: row.subject_name, path: row.path },
    rating: row.rating,
    title: row.title,
    body: row.body,
    author: row.author_name,
    createdAt: row.created_at,
    hidden: row.hidden_at ? { at: row.hidden_at, reason: row.hidden_reason ?? "" } : null,
    reply: row.reply_body && row.replied_at ? { body: row.reply_body, updated_at: row.replied_at } : null,
    bookedWithUs: row.booked_with_us === 1,
  };
}

/**
 * One round trip: a page of reviews. No count: counting a filtered list reads every review it
 * matches, and the pager needs only whether more follow (decision 0058).
 */
export async function listReviews(db: D1Database, locale: Locale, url: URL): Promise<ReviewList> {
  const query = readModerationQuery(url);
  const keyset = keysetOf(url, REVIEW_ORDER.length);
  const rows = await db
    .prepare(reviewsPageSql(query, keyset))
    .bind(
      locale,
      query.visibility,
      query.search || null,
      REVIEWS_PER_PAGE + 1,
      ...keysetSql(REVIEW_ORDER, "desc", keyset, 5).params,
    )
    .all<ReviewRow>();
  return {
    query,
    ...keysetPage(url, keyset, rows.results.map(reviewOf), REVIEWS_PER_PAGE, (review) => [review.createdAt, review.id]),
  };
}

export type ModerationOutcome =
  | { kind: "done"; action: Moderation["action"]; id: number; purge: string[] }
  | { kind: "refused"; httpStatus: 409 | 422; problem: ModerationProblem | "stale"; id?: number; field?: string };

interface ModeratedRow {
  version: number;
  path: string;
  hidden_at: string | null;
  hidden_reason: string | null;
  reply_body: string | null;
  replied_at: string | null;
}

/** The cached answers that show the subject's reviews and figures: its page, the page's data, its /api item and comments. */
function subjectPaths(path: string): string[] {
  return [path, `${path}.data`, `/api${path}`, `/api${path}/comment`];
}

/** The columns a moderation changes, as they become. */
function changedColumns(moderation: Moderation, now: string): Partial<ModeratedRow> {
  switch (moderation.action) {
    case "hide":
      return { hidden_at: now, hidden_reason: moderation.reason };
    case "unhide":
      return { hidden_at: null, hidden_reason: null };
    case "reply":
      return moderation.reply
        ? { reply_body: moderation.reply, replied_at: now }
        : { reply_body: null, replied_at: null };
  }
}

const AUDIT_ACTIONS: Record<Moderation["action"], AuditAction> = { hide: "hide", unhide: "unhide", reply: "reply" };

/**
 * Hides, shows again or replies to the review the form names, as `call.operator`: 422 with the
 * field's problem, 404 for an unknown review, 409 when the review changed since the operator's page
 * was rendered. Done, the outcome names the cached paths the change made wrong.
 */
export async function moderateReview(call: OperatorScope, fields: Record<string, string>): Promise<ModerationOutcome> {
  const parsed = parseModeration(fields);
  const id = Number(fields.id) || undefined;
  if (!parsed.ok) {
    const [field = "", problem = "invalidForm"] = parsed.problems[0] ?? [];
    return { kind: "refused", httpStatus: 422, problem, ...(id ? { id } : {}), ...(field ? { field } : {}) };
  }
  const moderation = parsed.value;
  const { db, operator } = call;
  const row = await db
    .prepare(
      `SELECT c.version, c.hidden_at, c.hidden_reason, c.reply_body, c.replied_at, ${SUBJECT_PATH} AS path
       FROM comments c WHERE c.id = ?1`,
    )
    .bind(moderation.id)
    .first<ModeratedRow>();
  if (!row) throw notFound("Review");
  const stale: ModerationOutcome = { kind: "refused", httpStatus: 409, problem: "stale", id: moderation.id };
  if (row.version !== moderation.version) return stale;
  const after = changedColumns(moderation, new Date().toISOString());
  const columns = Object.keys(after) as (keyof ModeratedRow)[];
  const before = Object.fromEntries(columns.map((column) => [column, row[column]]));
  const written = await batchUnlessStale(db, [
    // A form from before another operator's change fails the guard: the whole batch, audit row
    // included, is undone, so a stale form changes nothing.
    versionGuard(db, "comments", moderation.id, moderation.version),
    db
      .prepare(
        `UPDATE comments SET ${columns.map((column, index) => `${column} = ?${index + 2}`).join(", ")},
             version = version + 1
           WHERE id = ?1`,
      )
      .bind(moderation.id, ...columns.map((column) => after[column] ?? null)),
    auditStatement(db, {
      actor: operator,
      action: AUDIT_ACTIONS[moderation.action],
      entity: "comments",
      entityId: moderation.id,
      before,
      after,
    }),
  ]);
  if (written === "stale") return stale;
  return { kind: "done", action: moderation.action, id: moderation.id, purge: subjectPaths(row.path) };
}
