/** New activities, created as drafts from the back office's "New" form. */
import { type NewActivity, slugFrom } from "#domain/inputs/activity.ts";
import { LOCALES } from "#domain/locale.ts";
import type { OperatorScope } from "#workers/accounts/operators.ts";
import { auditStatement } from "#workers/audit.ts";
import { firstRow, inSlugFamily, rowsOf } from "#workers/sql.ts";

/**
 * A new activity, as a draft: its type, its name in both languages, a code and a slug made from
 * them, and one package with one product to fill in. It reaches no page until it is published.
 * Ids, code and slug are chosen from one read; a create that races another for them fails on the
 * unique keys and is tried again with fresh ones. Null when the type does not exist.
 */
export async function createActivity(scope: OperatorScope, input: NewActivity): Promise<number | null> {
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      return await tryCreate(scope, input);
    } catch (error) {
      if (!(error instanceof Error && /UNIQUE constraint failed|PRIMARY KEY/.test(error.message))) throw error;
    }
  }
  throw new Error("Could not create the activity: its keys kept being taken.");
}

async function tryCreate(scope: OperatorScope, input: NewActivity): Promise<number | null> {
  const { db } = scope;
  const base = slugFrom(input.name.en);
  const [state, slugs] = await db.batch([
    db
      .prepare(
        `SELECT EXISTS (SELECT 1 FROM activity_types WHERE id = ?1) AS type_exists,
           (SELECT coalesce(max(id), 0) + 1 FROM activities) AS activity_id,
           (SELECT coalesce(max(id), 0) + 1 FROM packages) AS package_id,
           (SELECT coalesce(max(id), 0) + 1 FROM products) AS product_id,
           (SELECT coalesce(max(position), 0) + 1 FROM activities WHERE type_id = ?1) AS position,
           (SELECT count(*) FROM activities WHERE type_id = ?1) AS in_type`,
      )
      .bind(input.typeId),
    db
      .prepare(`SELECT slug, code FROM activities WHERE ${inSlugFamily("slug", "?1")} OR substr(code, 1, 2) = 'BT'`)
      .bind(base),
  ]);
  const row = firstRow<{
    type_exists: number;
    activity_id: number;
    package_id: number;
    product_id: number;
    position: number;
    in_type: number;
  }>(state);
  if (row?.type_exists !== 1) return null;
  const taken = rowsOf<{ slug: string; code: string }>(slugs);
  const slugsUsed = new Set(taken.map((entry) => entry.slug));
  const codesUsed = new Set(taken.map((entry) => entry.code));
  let slug = base;
  for (let n = 2; slugsUsed.has(slug); n += 1) slug = `${base}-${n}`;
  let number = row.in_type + 1;
  const codeOf = (n: number) => `BT${String(input.typeId).padStart(2, "0")}${String(n).padStart(2, "0")}`;
  while (codesUsed.has(codeOf(number))) number += 1;
  const id = row.activity_id;
  await db.batch([
    db
      .prepare(
        `INSERT INTO activities (id, code, slug, type_id, duration_hours, cancelation_hours, start_time,
           required_persons, price_type, price_idr, price_usd_cents, position, status, updated_at)
         VALUES (?1, ?2, ?3, ?4, 1, 24, '', 1, 'per_person', 0, 0, ?5, 'draft', strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`,
      )
      .bind(id, codeOf(number), slug, input.typeId, row.position),
    ...LOCALES.map((locale) =>
      db
        .prepare(
          `INSERT INTO activity_translations (activity_id, locale, name, short_des, location, highlight, activity_des,
             included, whattobring, pickup_time, meeting_point, how_to_use, payment, note, confirmation_detail)
           VALUES (?1, ?2, ?3, '', '', '', '', '[]', '[]', '', '', '', '', '', '')`,
        )
        .bind(id, locale, input.name[locale]),
    ),
    db.prepare("INSERT INTO packages (id, activity_id, position) VALUES (?1, ?2, 0)").bind(row.package_id, id),
    ...LOCALES.map((locale) =>
      db
        .prepare("INSERT INTO package_translations (package_id, locale, name, detail) VALUES (?1, ?2, '', '')")
        .bind(row.package_id, locale),
    ),
    db
      .prepare(
        "INSERT INTO products (id, package_id, position, price_idr, price_usd_cents, minimal) VALUES (?1, ?2, 0, 0, 0, 1)",
      )
      .bind(row.product_id, row.package_id),
    ...LOCALES.map((locale) =>
      db
        .prepare("INSERT INTO product_translations (product_id, locale, name) VALUES (?1, ?2, '')")
        .bind(row.product_id, locale),
    ),
    auditStatement(db, {
      actor: scope.operator,
      action: "create",
      entity: "activities",
      entityId: id,
      before: null,
      after: { typeId: input.typeId, code: codeOf(number), slug, name: input.name },
    }),
  ]);
  return id;
}
