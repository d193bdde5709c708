/**
 * An activity's packages and their products: added, removed or moved by the editor's buttons, each
 * change one batch behind the version guard with its audit row.
 */
import { LOCALES } from "#domain/locale.ts";
import { movedBy, type Step } from "#domain/order.ts";
import type { OperatorScope } from "#workers/accounts/operators.ts";
import { type AuditAction, auditStatement } from "#workers/audit.ts";
import { notFound } from "#workers/http.ts";
import { type ActivityForEditing, activityForEditing, pagesShowing } from "./activity-form.ts";
import { refreshFromPrices } from "./activity-prices.ts";
import { guarded, NOW, type SaveOutcome } from "./editor-writes.ts";

/** A change of the activity's packages and products, as the editor's buttons ask for it. */
export type StructureChange =
  | { kind: "addPackage" }
  | { kind: "removePackage"; packageId: number }
  | { kind: "addProduct"; packageId: number }
  | { kind: "removeProduct"; productId: number }
  | { kind: "movePackage"; packageId: number; by: Step }
  | { kind: "moveProduct"; productId: number; by: Step };

type StructureRefusal = { kind: "hasBookings" | "lastOne" | "alreadyFirst" | "alreadyLast"; field: string };

export type StructureOutcome = SaveOutcome | StructureRefusal;

/** A change's statements, and what its audit row says was before and after. */
interface StructurePlan {
  statements: D1PreparedStatement[];
  before: unknown;
  after: unknown;
}

const STRUCTURE_ACTIONS: Record<StructureChange["kind"], AuditAction> = {
  addPackage: "create",
  addProduct: "create",
  removePackage: "delete",
  removeProduct: "delete",
  movePackage: "reorder",
  moveProduct: "reorder",
};

/**
 * Adds, removes or moves a package or a product. A package that a booking names stays (its
 * bookings show it); a published activity keeps at least one package with one product. New rows
 * start empty, and publishing needs their names and prices. A move swaps a package with its
 * neighbour, or a product with its neighbour in the same package.
 */
export async function changeStructure(
  scope: OperatorScope,
  id: number,
  version: number,
  change: StructureChange,
): Promise<StructureOutcome> {
  const { db } = scope;
  const before = await activityForEditing(db, id);
  const plan = await structurePlan(db, before, change);
  if ("field" in plan) return plan;
  const outcome = await guarded(
    db,
    "activities",
    id,
    version,
    [
      ...plan.statements,
      db.prepare(`UPDATE activities SET version = version + 1, updated_at = ${NOW} WHERE id = ?1`).bind(id),
      auditStatement(db, {
        actor: scope.operator,
        action: STRUCTURE_ACTIONS[change.kind],
        entity: change.kind.endsWith("Package") ? "packages" : "products",
        entityId: "packageId" in change ? change.packageId : "productId" in change ? change.productId : id,
        before: plan.before,
        after: plan.after,
      }),
    ],
    pagesShowing(before),
  );
  // Prices do not depend on the order.
  if (outcome.kind === "saved" && STRUCTURE_ACTIONS[change.kind] !== "reorder") await refreshFromPrices(db, id);
  return outcome;
}

async function structurePlan(
  db: D1Database,
  activity: ActivityForEditing,
  change: StructureChange,
): Promise<StructurePlan | StructureRefusal> {
  if (change.kind === "movePackage") {
    const order = activity.packages.map((pack) => pack.id);
    return movePlan(db, "packages", order, change.packageId, change.by);
  }
  if (change.kind === "moveProduct") {
    const product = activity.products.find((entry) => entry.id === change.productId);
    if (!product) throw notFound("Product");
    const order = activity.products.filter((entry) => entry.packageId === product.packageId).map((entry) => entry.id);
    return movePlan(db, "products", order, product.id, change.by);
  }
  const statements = await structureStatements(db, activity, change);
  if ("field" in statements) return statements;
  return { statements, before: { packages: activity.packages, products: activity.products }, after: change };
}

/** Numbers the rows of `order` (a package's products, or an activity's packages) after `id` moved one place. */
function movePlan(
  db: D1Database,
  table: "packages" | "products",
  order: number[],
  id: number,
  by: Step,
): StructurePlan | StructureRefusal {
  const index = order.indexOf(id);
  if (index < 0) throw notFound(table === "packages" ? "Package" : "Product");
  const moved = movedBy(order, index, by);
  const field = `${table === "packages" ? "package" : "product"}.${id}`;
  if (!moved) return { kind: by < 0 ? "alreadyFirst" : "alreadyLast", field };
  return {
    statements: moved.map((rowId, position) =>
      db.prepare(`UPDATE ${table} SET position = ?2 WHERE id = ?1`).bind(rowId, position),
    ),
    before: { [table]: order },
    after: { [table]: moved },
  };
}

async function structureStatements(
  db: D1Database,
  activity: ActivityForEditing,
  change: Exclude<StructureChange, { kind: "movePackage" | "moveProduct" }>,
): Promise<D1PreparedStatement[] | StructureRefusal> {
  const published = activity.status === "published";
  if (change.kind === "addPackage") {
    const next = "(SELECT coalesce(max(id), 0) + 1 FROM packages)";
    return [
      db
        .prepare(
          `INSERT INTO packages (id, activity_id, position)
           VALUES (${next}, ?1, (SELECT coalesce(max(position), 0) + 1 FROM packages WHERE activity_id = ?1))`,
        )
        .bind(activity.id),
      ...LOCALES.map((locale) =>
        db
          .prepare(
            `INSERT INTO package_translations (package_id, locale, name, detail)
             VALUES ((SELECT max(id) FROM packages WHERE activity_id = ?1), ?2, '', '')`,
          )
          .bind(activity.id, locale),
      ),
      ...newProductStatements(db, "(SELECT max(id) FROM packages WHERE activity_id = ?1)", activity.id),
    ];
  }
  if (change.kind === "addProduct") {
    if (!activity.packages.some((pack) => pack.id === change.packageId)) throw notFound("Package");
    return newProductStatements(db, "?1", change.packageId);
  }
  if (change.kind === "removePackage") {
    if (!activity.packages.some((pack) => pack.id === change.packageId)) throw notFound("Package");
    const field = `package.${change.packageId}`;
    if (published && activity.packages.length === 1) return { kind: "lastOne", field };
    const booked = await db
      .prepare("SELECT 1 FROM bookings WHERE package_id = ?1 LIMIT 1")
      .bind(change.packageId)
      .first();
    if (booked) return { kind: "hasBookings", field };
    return [db.prepare("DELETE FROM packages WHERE id = ?1").bind(change.packageId)];
  }
  const product = activity.products.find((entry) => entry.id === change.productId);
  if (!product) throw notFound("Product");
  const siblings = activity.products.filter((entry) => entry.packageId === product.packageId);
  if (published && siblings.length === 1) return { kind: "lastOne", field: `product.${product.id}` };
  return [db.prepare("DELETE FROM products WHERE id = ?1").bind(product.id)];
}

/** A product to fill in, in the package that `packageSql` names (with `?1` bound to `bound`). */
function newProductStatements(db: D1Database, packageSql: string, bound: number): D1PreparedStatement[] {
  return [
    db
      .prepare(
        `INSERT INTO products (id, package_id, position, price_idr, price_usd_cents, minimal)
         VALUES ((SELECT coalesce(max(id), 0) + 1 FROM products), ${packageSql},
           (SELECT coalesce(max(position), 0) + 1 FROM products WHERE package_id = ${packageSql}), 0, 0, 1)`,
      )
      .bind(bound),
    ...LOCALES.map((locale) =>
      db
        .prepare(
          "INSERT INTO product_translations (product_id, locale, name) VALUES ((SELECT max(id) FROM products), ?1, '')",
        )
        .bind(locale),
    ),
  ];
}
