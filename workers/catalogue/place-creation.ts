/**
 * New destinations and vehicles: each starts as a draft with its regency or type and its name,
 * in one D1 batch with its audit row.
 */
import { slugFrom } from "#domain/inputs/activity.ts";
import {
  DESTINATION_TEXTS,
  type DestinationTexts,
  type NewDestination,
  type NewTransport,
  TRANSPORT_TEXTS,
  type TransportTexts,
} from "#domain/inputs/place.ts";
import { LOCALES } from "#domain/locale.ts";
import type { OperatorScope } from "#workers/accounts/operators.ts";
import { auditStatement } from "#workers/audit.ts";
import { firstRow, inSlugFamily, rowsOf } from "#workers/sql.ts";
import { NOW, textStatements } from "./editor-writes.ts";

/** Tries a create again when another took its id or slug between the read and the write. */
async function retryingKeys<T>(create: () => Promise<T>): Promise<T> {
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      return await create();
    } catch (error) {
      if (!(error instanceof Error && /UNIQUE constraint failed|PRIMARY KEY/.test(error.message))) throw error;
    }
  }
  throw new Error("Could not create the row: its keys kept being taken.");
}

/** A new destination, as a draft with its regency and name; null when the regency does not exist. */
export function createDestination(scope: OperatorScope, input: NewDestination): Promise<number | null> {
  return retryingKeys(async () => {
    const { db } = scope;
    const base = slugFrom(input.name.en) || "destination";
    const [state, slugs] = await db.batch([
      db
        .prepare(
          `SELECT EXISTS (SELECT 1 FROM regencies WHERE id = ?1) AS parent_exists,
             (SELECT coalesce(max(id), 0) + 1 FROM destinations) AS next_id,
             (SELECT coalesce(max(position), 0) + 1 FROM destinations WHERE regency_id = ?1) AS position`,
        )
        .bind(input.regencyId),
      db.prepare(`SELECT slug FROM destinations WHERE ${inSlugFamily("slug", "?1")}`).bind(base),
    ]);
    const row = firstRow<{ parent_exists: number; next_id: number; position: number }>(state);
    if (row?.parent_exists !== 1) return null;
    const used = new Set(rowsOf<{ slug: string }>(slugs).map((entry) => entry.slug));
    let slug = base;
    for (let n = 2; used.has(slug); n += 1) slug = `${base}-${n}`;
    const id = row.next_id;
    const texts = Object.fromEntries(
      LOCALES.map((locale) => [locale, { name: input.name[locale], location: "", des: "", note: "" }]),
    ) as DestinationTexts;
    await db.batch([
      db
        .prepare(
          `INSERT INTO destinations (id, slug, regency_id, position, status, updated_at)
           VALUES (?1, ?2, ?3, ?4, 'draft', ${NOW})`,
        )
        .bind(id, slug, input.regencyId, row.position),
      ...textStatements(db, DESTINATION_TEXTS, "destination_translations", "destination_id", id, texts),
      auditStatement(db, {
        actor: scope.operator,
        action: "create",
        entity: "destinations",
        entityId: id,
        before: null,
        after: { regencyId: input.regencyId, slug, name: input.name },
      }),
    ]);
    return id;
  });
}

/** A new vehicle, as a draft with its type and vehicle type; null when the type does not exist. */
export function createTransport(scope: OperatorScope, input: NewTransport): Promise<number | null> {
  return retryingKeys(async () => {
    const { db } = scope;
    const row = await db
      .prepare(
        `SELECT EXISTS (SELECT 1 FROM transport_types WHERE id = ?1) AS parent_exists,
           (SELECT coalesce(max(id), 0) + 1 FROM transports) AS next_id,
           (SELECT coalesce(max(position), 0) + 1 FROM transports WHERE type_id = ?1) AS position`,
      )
      .bind(input.typeId)
      .first<{ parent_exists: number; next_id: number; position: number }>();
    if (row?.parent_exists !== 1) return null;
    const id = row.next_id;
    const texts = Object.fromEntries(
      LOCALES.map((locale) => [locale, { vehicle_type: input.vehicle_type[locale], des: "", note: "" }]),
    ) as TransportTexts;
    await db.batch([
      db
        .prepare(
          `INSERT INTO transports (id, type_id, manufacture, vehicle_name, passanger, transmision, baggage, price_idr,
             price_usd_cents, duration_hours, position, status, updated_at)
           VALUES (?1, ?2, '', '', 1, 'manual', 0, 0, 0, 1, ?3, 'draft', ${NOW})`,
        )
        .bind(id, input.typeId, row.position),
      ...textStatements(db, TRANSPORT_TEXTS, "transport_translations", "transport_id", id, texts),
      auditStatement(db, {
        actor: scope.operator,
        action: "create",
        entity: "transports",
        entityId: id,
        before: null,
        after: { typeId: input.typeId, vehicle_type: input.vehicle_type },
      }),
    ]);
    return id;
  });
}
