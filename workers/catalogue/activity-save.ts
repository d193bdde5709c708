/**
 * Saving the activity's form: its facts, its texts in both languages, its packages' and products'
 * names and prices, in one batch behind the version guard, with its search row and audit row.
 */
import {
  ACTIVITY_TEXT_FIELDS,
  type ActivityEdit,
  LIST_FIELDS,
  missingForPublishing,
  type PackageEdit,
  type ProductEdit,
} from "#domain/inputs/activity.ts";
import { LOCALES } from "#domain/locale.ts";
import { storedText } from "#domain/rich-text.ts";
import type { OperatorScope } from "#workers/accounts/operators.ts";
import { auditStatement } from "#workers/audit.ts";
import { activityForEditing, pagesShowing } from "./activity-form.ts";
import { fromPricesOf } from "./activity-prices.ts";
import { searchRowStatements } from "./activity-search-row.ts";
import {
  changeWindowAssignment,
  changeWindowParams,
  guarded,
  NOW,
  type SaveOutcome,
  settingsKept,
  storedFlag,
  textStatements,
} from "./editor-writes.ts";

const textValue = (field: (typeof ACTIVITY_TEXT_FIELDS)[number], value: string) =>
  LIST_FIELDS.has(field)
    ? JSON.stringify(
        value
          .split("\n")
          .map((line) => line.trim())
          .filter(Boolean),
      )
    : storedText("activity_translations", field, value);

/**
 * Saves the form: texts in both languages, facts, package and product names and prices. The
 * activity's "from" price follows its products. A published activity stays published only while
 * nothing required is missing. Bookings already made keep their own prices (order_data).
 */
export async function saveActivity(scope: OperatorScope, id: number, edit: ActivityEdit): Promise<SaveOutcome> {
  const { db } = scope;
  const before = await activityForEditing(db, id);
  const packages = before.packages.map((pack) => edit.packages.find((edited) => edited.id === pack.id) ?? pack);
  const products = before.products.map((product) => ({
    ...product,
    ...(edit.products.find((edited) => edited.id === product.id) ?? {}),
  }));
  if (before.status === "published") {
    const missing = missingForPublishing({ texts: edit.texts, packages, products });
    if (missing.length > 0) return { kind: "refused", missing };
  }
  const fromPrices = fromPricesOf(packages, products, edit.facts.price_type);
  const statements = [
    db
      .prepare(
        `UPDATE activities SET duration_hours = ?2, cancelation_hours = ?3, start_time = ?4, required_persons = ?5,
           price_type = ?6, price_idr = ?7, price_usd_cents = ?8, from_minimum = ?9,
           instant_confirmation = coalesce(?10, instant_confirmation),
           special_requests_need_person = coalesce(?11, special_requests_need_person), ${changeWindowAssignment(12, 13)},
           review_mail = coalesce(?14, review_mail),
           version = version + 1, updated_at = ${NOW}
         WHERE id = ?1`,
      )
      .bind(
        id,
        edit.facts.duration_hours,
        edit.facts.cancelation_hours,
        edit.facts.start_time,
        edit.facts.required_persons,
        edit.facts.price_type,
        fromPrices.price_idr,
        fromPrices.price_usd_cents,
        fromPrices.from_minimum,
        storedFlag(edit.facts.instant_confirmation),
        storedFlag(edit.facts.special_requests_need_person),
        ...changeWindowParams(edit.facts),
        storedFlag(edit.facts.review_mail ?? null),
      ),
    ...textStatements(
      db,
      { fields: ACTIVITY_TEXT_FIELDS },
      "activity_translations",
      "activity_id",
      id,
      edit.texts,
      textValue,
    ),
    ...packageStatements(db, id, edit.packages),
    ...productStatements(db, id, edit.products),
    ...searchRowStatements(db, id, before.typeId, edit.texts),
    auditStatement(db, {
      actor: scope.operator,
      action: "update",
      entity: "activities",
      entityId: id,
      before: { facts: before.facts, texts: before.texts, packages: before.packages, products: before.products },
      after: {
        facts: {
          ...settingsKept(before.facts, edit.facts),
          review_mail: edit.facts.review_mail ?? before.facts.review_mail,
        },
        texts: edit.texts,
        packages: edit.packages,
        products: edit.products,
      },
    }),
  ];
  return guarded(db, "activities", id, edit.version, statements, pagesShowing(before));
}

/** Writes only rows of this activity: an id from the form that belongs elsewhere changes nothing. */
function packageStatements(db: D1Database, activityId: number, packages: readonly PackageEdit[]) {
  return packages.flatMap((pack) => [
    db
      .prepare("UPDATE packages SET includes_pickup = coalesce(?2, includes_pickup) WHERE id = ?1 AND activity_id = ?3")
      .bind(pack.id, pack.includes_pickup === null ? null : Number(pack.includes_pickup), activityId),
    ...LOCALES.map((locale) =>
      db
        .prepare(
          `INSERT INTO package_translations (package_id, locale, name, detail)
           SELECT ?1, ?2, ?3, ?4 WHERE EXISTS (SELECT 1 FROM packages WHERE id = ?1 AND activity_id = ?5)
           ON CONFLICT (package_id, locale) DO UPDATE SET name = excluded.name, detail = excluded.detail`,
        )
        .bind(
          pack.id,
          locale,
          pack.name[locale],
          storedText("package_translations", "detail", pack.detail[locale]),
          activityId,
        ),
    ),
  ]);
}

function productStatements(db: D1Database, activityId: number, products: readonly ProductEdit[]) {
  const owned = "(SELECT pr.id FROM products pr JOIN packages p ON p.id = pr.package_id WHERE p.activity_id = ?5)";
  return products.flatMap((product) => [
    db
      .prepare(
        `UPDATE products SET price_idr = ?2, price_usd_cents = ?3, minimal = ?4, unit = coalesce(?6, unit),
           seats = coalesce(?7, seats), passengers = CASE WHEN ?6 IS NULL OR ?9 = 1 THEN passengers ELSE ?8 END
         WHERE id = ?1 AND id IN ${owned}`,
      )
      .bind(
        product.id,
        product.price_idr,
        product.price_usd_cents,
        product.minimal,
        activityId,
        product.unit,
        product.seats,
        product.passengers ?? null,
        product.passengers === undefined ? 1 : 0,
      ),
    ...LOCALES.map((locale) =>
      db
        .prepare(
          `INSERT INTO product_translations (product_id, locale, name)
           SELECT ?1, ?2, ?3 WHERE ?1 IN ${owned.replace("?5", "?4")}
           ON CONFLICT (product_id, locale) DO UPDATE SET name = excluded.name`,
        )
        .bind(product.id, locale, product.name[locale], activityId),
    ),
  ]);
}
