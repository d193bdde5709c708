/**
 * Deleting catalogue rows: only what is not published and what nothing refers to; a booked or
 * reviewed row stays (archived), and the audit row keeps what was deleted.
 */
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { auditTrail } from "#workers/audit.ts";
import { Browser } from "./browser.ts";
import { signedInOperator, signedInTourist, testIdPart, textOf } from "./operator-support.ts";

let operator: Browser;

beforeAll(async () => {
  operator = await signedInOperator("en", "Gede Deleter");
}, 30_000);

/** Creates a draft with the list page's New form; answers its editor's path. */
async function draft(list: string, fields: Record<string, string>): Promise<string> {
  const created = await operator.submit(list, fields);
  expect(created.status).toBe(303);
  return created.headers.get("location") ?? "";
}

async function versionOf(table: string, id: number): Promise<number> {
  const row = await env.DB.prepare(`SELECT version FROM ${table} WHERE id = ?`).bind(id).first<{ version: number }>();
  return row?.version ?? 0;
}

const idOf = (path: string) => Number(path.split("/").at(-1));

describe("deleting what nothing refers to", () => {
  it("deletes a draft activity with its texts, packages and availability, and keeps it in the audit", async () => {
    const name = `Mistaken tour ${Date.now()}`;
    const editor = await draft("/admin/activities", { type: "1", "name.id": `Tur keliru ${name}`, "name.en": name });
    const id = idOf(editor);
    const page = await operator.page(editor);
    expect(page.text).toContain("Delete for good");
    const deleted = await operator.submit(editor, {
      intent: "delete",
      version: String(await versionOf("activities", id)),
    });
    expect(deleted.status).toBe(303);
    expect(deleted.headers.get("location")).toBe("/admin/activities?done=deleted");
    for (const [table, key] of [
      ["activities", "id"],
      ["activity_translations", "activity_id"],
      ["packages", "activity_id"],
      ["availability_rules", "activity_id"],
    ]) {
      const left = await env.DB.prepare(`SELECT count(*) AS n FROM ${table} WHERE ${key} = ?`)
        .bind(id)
        .first<{ n: number }>();
      expect(left?.n, table).toBe(0);
    }
    const [audit] = await auditTrail(env.DB, { entity: "activities", entityId: id });
    expect(audit?.action).toBe("delete");
    expect(audit?.actorName).toBe("Gede Deleter");
    expect(JSON.stringify(audit?.before)).toContain(name);
    const list = await operator.page("/admin/activities?done=deleted");
    expect(textOf(testIdPart(list.text, "deleted-notice"))).toContain("Deleted for good.");
  });

  it("deletes a draft destination and a draft tip, and refuses a stale version", async () => {
    const regency = await env.DB.prepare("SELECT id FROM regencies LIMIT 1").first<{ id: number }>();
    const destination = await draft("/admin/destinations", {
      regency: String(regency?.id),
      "name.id": `Pantai keliru ${Date.now()}`,
      "name.en": `Wrong beach ${Date.now()}`,
    });
    const destinationId = idOf(destination);
    const stale = await operator.submit(destination, { intent: "delete", version: "999" });
    expect(stale.status).toBe(409);
    expect(textOf(stale.text)).toContain("Someone else saved this after you opened it.");
    const version = String(await versionOf("destinations", destinationId));
    expect((await operator.submit(destination, { intent: "delete", version })).status).toBe(303);
    expect(await versionOf("destinations", destinationId)).toBe(0);

    const tip = await draft("/admin/content", { kind: "tips", "title.en": "Wrong tip", "title.id": "Tips keliru" });
    const tipId = idOf(tip);
    const done = await operator.submit(tip, { intent: "delete", version: String(await versionOf("tips", tipId)) });
    expect(done.headers.get("location")).toBe("/admin/content?done=deleted");
    expect(await versionOf("tips", tipId)).toBe(0);
  });

  it("keeps a published row, and a booked or reviewed one, whatever is posted", async () => {
    const published = await env.DB.prepare("SELECT id, version FROM tips WHERE status = 'published' LIMIT 1").first<{
      id: number;
      version: number;
    }>();
    const tipPath = `/admin/content/tips/${published?.id}`;
    const refused = await operator.submit(tipPath, { intent: "delete", version: String(published?.version) });
    expect(refused.status).toBe(409);
    expect(textOf(refused.text)).toContain("This cannot be deleted");

    // A draft someone booked (as the booking endpoint would have while it was published): the
    // editor offers no Delete, and a forged post is refused.
    const editor = await draft("/admin/activities", { type: "1", "name.id": "Tur dipesan", "name.en": "Booked tour" });
    const bookedId = idOf(editor);
    await env.DB.prepare(
      `INSERT INTO bookings (reference, activity_id, locale, currency, visit_date, first_name, last_name, email,
         phone_number, country, pickup_location, payment_method, order_data, total_idr, total_usd_cents)
       VALUES (?1, ?2, 'en', 'USD', '2026-12-05', 'Mr. Made', 'Wirawan', 'made@example.com', '+61 400 123 456',
         'Australia', 'Alaya Resort, Ubud', 'cash', '[]', 900000, 9000)`,
    )
      .bind(`BT-DEL${Date.now().toString(36).toUpperCase()}`, bookedId)
      .run();
    const page = await operator.page(editor);
    expect(page.text).not.toContain("Delete for good");
    expect(textOf(page.text)).toContain("This activity has bookings: it can be archived, never deleted.");
    const forged = await operator.submit(editor, {
      intent: "delete",
      version: String(await versionOf("activities", bookedId)),
    });
    expect(forged.status).toBe(409);
    expect(textOf(forged.text)).toContain("This cannot be deleted");
    expect(await versionOf("activities", bookedId)).toBeGreaterThan(0);

    // A draft destination with a tourist's review.
    const regency = await env.DB.prepare("SELECT id FROM regencies LIMIT 1").first<{ id: number }>();
    const place = await draft("/admin/destinations", {
      regency: String(regency?.id),
      "name.id": `Tempat diulas ${Date.now()}`,
      "name.en": `Reviewed place ${Date.now()}`,
    });
    const placeId = idOf(place);
    await env.DB.prepare(
      "INSERT INTO comments (destination_id, rating, title, body) VALUES (?1, 5, 'Lovely', 'A lovely quiet place.')",
    )
      .bind(placeId)
      .run();
    const kept = await operator.submit(place, {
      intent: "delete",
      version: String(await versionOf("destinations", placeId)),
    });
    expect(kept.status).toBe(409);
    expect(await versionOf("destinations", placeId)).toBeGreaterThan(0);
  });

  it("does not exist for a guest or a tourist, and needs the form's token", async () => {
    const editor = await draft("/admin/content", {
      kind: "events",
      "title.en": "Wrong event",
      "title.id": "Acara keliru",
    });
    const version = String(await versionOf("events", idOf(editor)));
    for (const browser of [new Browser("en"), await signedInTourist("en")]) {
      expect((await browser.submit(editor, { intent: "delete", version })).status).toBe(404);
    }
    expect((await operator.submit(editor, { intent: "delete", version }, { csrf: false })).status).toBe(419);
    expect(await versionOf("events", idOf(editor))).toBe(Number(version));
  });
});
