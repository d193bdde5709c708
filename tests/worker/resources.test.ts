/**
 * Issue 40, item 2: drivers, guides and vehicles at /admin/resources. Each write is one batch with
 * the version guard and an audit row: a save on a stale version is refused (409) with nothing
 * written, and a form with a wrong field is refused under that field (422).
 */
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { Browser } from "./browser.ts";
import { signedInOperator, signedInTourist } from "./operator-support.ts";

interface ResourceRow {
  id: number;
  kind: string;
  name: string;
  phone: string;
  languages: string;
  seats: number | null;
  plate: string | null;
  retired_at: string | null;
  version: number;
}

async function resourceNamed(name: string): Promise<ResourceRow> {
  const row = await env.DB.prepare("SELECT * FROM resources WHERE name = ?").bind(name).first<ResourceRow>();
  if (!row) throw new Error(`no resource ${name}`);
  return row;
}

async function auditCount(id: number): Promise<number> {
  const row = await env.DB.prepare("SELECT count(*) AS n FROM audit_log WHERE entity = 'resources' AND entity_id = ?")
    .bind(String(id))
    .first<{ n: number }>();
  return row?.n ?? 0;
}

describe("/admin/resources", () => {
  it("adds, lists, edits and retires a driver and a vehicle, each write with its audit row", async () => {
    const operator = await signedInOperator("en", "Nyoman Dispatch");
    const added = await operator.submit("/admin/resources", {
      intent: "create",
      kind: "driver",
      name: "Komang Sopir",
      phone: "+62 812 1111 2222",
      languages: "en",
    });
    expect(added.status, added.text.slice(0, 300)).toBe(303);
    const driver = await resourceNamed("Komang Sopir");
    expect(driver).toMatchObject({ kind: "driver", phone: "+62 812 1111 2222", seats: null, version: 1 });
    expect(JSON.parse(driver.languages)).toEqual(["en"]);

    const van = await operator.submit("/admin/resources", {
      intent: "create",
      kind: "vehicle",
      name: "Toyota Hiace",
      seats: "12",
      plate: "dk 1234 ab",
    });
    expect(van.status).toBe(303);
    expect(await resourceNamed("Toyota Hiace")).toMatchObject({ seats: 12, plate: "DK 1234 AB" });

    const page = await operator.page("/admin/resources");
    expect(page.text).toContain("Komang Sopir");
    expect(page.text).toContain("DK 1234 AB");

    const saved = await operator.submit("/admin/resources", {
      intent: "save",
      id: String(driver.id),
      version: "1",
      name: "Komang Wirawan",
      phone: "+62 812 1111 3333",
    });
    expect(saved.status).toBe(303);
    expect(await resourceNamed("Komang Wirawan")).toMatchObject({ phone: "+62 812 1111 3333", version: 2 });

    const retired = await operator.submit("/admin/resources", {
      intent: "retire",
      id: String(driver.id),
      version: "2",
    });
    expect(retired.status).toBe(303);
    expect((await resourceNamed("Komang Wirawan")).retired_at).not.toBeNull();
    expect(await auditCount(driver.id)).toBe(3);
  });

  it("refuses a save on a stale version with 409 and writes nothing, not even its audit row", async () => {
    const operator = await signedInOperator("en", "Made Dispatch");
    await operator.submit("/admin/resources", { intent: "create", kind: "guide", name: "Putu Guide" });
    const guide = await resourceNamed("Putu Guide");
    const first = await operator.submit("/admin/resources", {
      intent: "save",
      id: String(guide.id),
      version: "1",
      name: "Putu Guide",
      languages: "ja",
    });
    expect(first.status).toBe(303);
    const second = await operator.submit("/admin/resources", {
      intent: "save",
      id: String(guide.id),
      version: "1",
      name: "Putu Overwritten",
    });
    expect(second.status).toBe(409);
    expect(second.text).toContain("Someone else changed this one meanwhile");
    expect(await resourceNamed("Putu Guide")).toMatchObject({ version: 2, languages: '["ja"]' });
    expect(await auditCount(guide.id)).toBe(2);
  });

  it("refuses a wrong field with 422 under that field, in the page's language", async () => {
    const operator = await signedInOperator("id", "Wayan Dispatch");
    const seatless = await operator.submit("/admin/resources", { intent: "create", kind: "vehicle", name: "Avanza" });
    expect(seatless.status).toBe(422);
    expect(seatless.text).toContain('data-field="seats"');
    expect(seatless.text).toContain("Kendaraan memiliki 1 sampai 60 kursi.");
    const nameless = await operator.submit("/admin/resources", {
      intent: "create",
      kind: "driver",
      name: "",
      phone: "call me",
    });
    expect(nameless.status).toBe(422);
    expect(nameless.text).toContain('data-field="name"');
    const count = await env.DB.prepare("SELECT count(*) AS n FROM resources WHERE name = 'Avanza'").first<{
      n: number;
    }>();
    expect(count?.n).toBe(0);
  });

  it("is the operator's alone: a tourist and a stranger get 404", async () => {
    expect((await (await signedInTourist("en")).page("/admin/resources")).status).toBe(404);
    expect((await new Browser("en").page("/admin/resources")).status).toBe(404);
  });
});
