import { notFound } from "./http.ts";
import { offsetOf, type Page, PER_PAGE, pageOf } from "./paging.ts";
import { firstRow, rowsOf } from "./sql.ts";

export interface Comment {
  id: number;
  /** null shows as "anonymous". */
  user: { name: string; image: string | null } | null;
  rating: number;
  title: string;
  body: string;
  updated_at: string;
}

export interface RatingOverview {
  five: number;
  four: number;
  three: number;
  two: number;
  one: number;
  total: number;
  avg: number;
}

/** What a comment can be about, and how to find that thing from the URL. */
export interface CommentSubject {
  table: "activities" | "destinations" | "transports";
  column: "activity_id" | "destination_id" | "transport_id";
  /** SQL that selects the subject's id from `?1`. */
  idFromKey: string;
  label: string;
}

export const activitySubject: CommentSubject = {
  table: "activities",
  column: "activity_id",
  idFromKey:
    "SELECT a.id FROM activities a JOIN activity_types ty ON ty.id = a.type_id WHERE a.slug = ?1 AND ty.slug = ?2",
  label: "Activity",
};

export const destinationSubject: CommentSubject = {
  table: "destinations",
  column: "destination_id",
  idFromKey:
    "SELECT d.id FROM destinations d JOIN regencies r ON r.id = d.regency_id WHERE d.slug = ?1 AND r.slug = ?2",
  label: "Destination",
};

export const transportSubject: CommentSubject = {
  table: "transports",
  column: "transport_id",
  idFromKey: "SELECT id FROM transports WHERE id = ?1 AND ?2 IS NOT NULL",
  label: "Transport",
};

interface OverviewRow {
  comments_count: number;
  rating: number;
  rating_1: number;
  rating_2: number;
  rating_3: number;
  rating_4: number;
  rating_5: number;
}

interface CommentRow {
  id: number;
  author_name: string | null;
  user_image: string | null;
  rating: number;
  title: string;
  body: string;
  updated_at: string;
}

export function overviewStatement(
  db: D1Database,
  subject: CommentSubject,
  key: (string | number)[],
): D1PreparedStatement {
  return db
    .prepare(
      `SELECT comments_count, rating, rating_1, rating_2, rating_3, rating_4, rating_5
       FROM ${subject.table} WHERE id = (${subject.idFromKey})`,
    )
    .bind(...key);
}

export function toOverview(row: OverviewRow): RatingOverview {
  return {
    five: row.rating_5,
    four: row.rating_4,
    three: row.rating_3,
    two: row.rating_2,
    one: row.rating_1,
    total: row.comments_count,
    avg: row.rating,
  };
}

export function overviewFrom(result: D1Result | undefined): RatingOverview | undefined {
  const row = firstRow<OverviewRow>(result);
  return row ? toOverview(row) : undefined;
}

/**
 * One page of a subject's comments, newest first, for a batch; `commentsOf` reads its rows.
 * `key` is what identifies the subject in the URL: [slug, parent slug] or [id, ""].
 */
export function commentsStatement(
  db: D1Database,
  subject: CommentSubject,
  key: [string | number, string],
  page: number,
): D1PreparedStatement {
  return db
    .prepare(
      `SELECT c.id, coalesce(u.name, c.author_name) AS author_name, u.image AS user_image,
         c.rating, c.title, c.body, c.updated_at
       FROM comments c LEFT JOIN users u ON u.id = c.user_id
       WHERE c.${subject.column} = (${subject.idFromKey})
       ORDER BY c.updated_at DESC, c.id DESC LIMIT ?3 OFFSET ?4`,
    )
    .bind(...key, PER_PAGE, offsetOf(page));
}

export function commentsOf(result: D1Result | undefined): Comment[] {
  return rowsOf<CommentRow>(result).map(
    (row): Comment => ({
      id: row.id,
      user: row.author_name ? { name: row.author_name, image: row.user_image } : null,
      rating: row.rating,
      title: row.title,
      body: row.body,
      updated_at: row.updated_at,
    }),
  );
}

/**
 * A page of a subject's comments, newest first, with its rating overview.
 * `key` is what identifies the subject in the URL: [slug, parent slug] or [id, ""].
 */
export async function listComments(
  db: D1Database,
  subject: CommentSubject,
  key: [string | number, string],
  url: URL,
  page: number,
): Promise<{ items: Page<Comment>; overview: RatingOverview }> {
  const [overview, comments] = await db.batch([
    overviewStatement(db, subject, key),
    commentsStatement(db, subject, key, page),
  ]);
  const summary = overviewFrom(overview);
  if (!summary) throw notFound(subject.label);
  return { items: pageOf(url, page, summary.total, commentsOf(comments)), overview: summary };
}
