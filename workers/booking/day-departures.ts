/**
 * A day's departures (an activity or vehicle at a start time) read a page at a time from the
 * totals the triggers of migration 0042 keep in `booking_trip_totals`, a row a departure instead
 * of every booking: the list the calendar's busy day and the day's runs show before one departure
 * is opened (decisions 0092 and 0094). A page reads its own rows through the index of migration
 * 0067, and each name is looked up only for the page's rows.
 */

/** How many departures a page of a day's list shows. */
export const DEPARTURES_AT_ONCE = 30;

/** The activity's or vehicle's id in a departure's key column ("a12@09:00", "t3@"). */
const itemIdOf = (key: string) => `CAST(substr(${key}, 2, instr(${key}, '@') - 2) AS INTEGER)`;

/** The start time of a departure's key column, "" for a vehicle whose pickup is agreed with the tourist. */
const startTimeOf = (key: string) => `substr(${key}, instr(${key}, '@') + 1)`;

/**
 * Where a departure comes in the day: by its start time, the untimed last. Migration 0067 indexes
 * this very expression (with the day before it and the key after it), so a page reads its own rows.
 */
const DAY_ORDER = "coalesce(nullif(substr(t.trip_key, instr(t.trip_key, '@') + 1), ''), '99:99')";

/**
 * The name of the activity or vehicle of a departure's key column, in locale ?1 or else Indonesian:
 * one lookup by key each (coalesce reads the Indonesian row only when the other is missing).
 */
export function itemNameOf(key: string): string {
  const id = itemIdOf(key);
  return `CASE substr(${key}, 1, 1)
      WHEN 'a' THEN coalesce(
        (SELECT x.name FROM activity_translations x WHERE x.activity_id = ${id} AND x.locale = ?1),
        (SELECT x.name FROM activity_translations x WHERE x.activity_id = ${id} AND x.locale = 'id'))
      ELSE (SELECT v.manufacture || ' ' || v.vehicle_name FROM transports v WHERE v.id = ${id}) END`;
}

/**
 * A page of date ?2's departures (names in locale ?1), earliest first, after the departure whose
 * place in the day is ?3 and key ?4 ('' and '' for the first page): `where` picks the departures,
 * `columns` what each row counts (`t` is the day's totals), `with` the query's common table
 * expressions, if any (a join there would make SQLite sort the page). A row past the page says that more follow. The cursor is spelled out as two ranges, not
 * as a row value: SQLite seeks an expression's index only for the former.
 */
export function departurePageSql({
  where,
  columns,
  with: tables = "",
}: {
  where: string;
  columns: string;
  with?: string;
}) {
  return `${tables} SELECT p.*, ${itemNameOf("p.key")} AS itemName
  FROM (SELECT t.trip_key AS key, nullif(${startTimeOf("t.trip_key")}, '') AS startTime, ${DAY_ORDER} AS dayOrder,
      ${columns}
    FROM booking_trip_totals t
    WHERE t.visit_date = ?2 AND ${where} AND ${DAY_ORDER} >= ?3 AND (${DAY_ORDER} > ?3 OR t.trip_key > ?4)
    ORDER BY ${DAY_ORDER}, t.trip_key LIMIT ${DEPARTURES_AT_ONCE + 1}) p
  ORDER BY p.dayOrder, p.key`;
}

/** The cursor (?3, ?4) of the page after the departure keyed `key`, or of the first page. */
export function pageAfter(key: string | null): [dayOrder: string, key: string] {
  if (key === null) return ["", ""];
  return [key.slice(key.indexOf("@") + 1) || "99:99", key];
}

/** A page's rows and the cursor of the next page: the key of the page's last row when more follow. */
export function pageOf<Row extends { key: string }>(rows: Row[]): { rows: Row[]; next: string | null } {
  const shown = rows.slice(0, DEPARTURES_AT_ONCE);
  return { rows: shown, next: rows.length > DEPARTURES_AT_ONCE ? (shown.at(-1)?.key ?? null) : null };
}
