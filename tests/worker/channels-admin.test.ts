import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { activityPage, UBUD } from "./booking-support.ts";
import { Browser } from "./browser.ts";
import { octo } from "./octo-support.ts";
import { makeOperator, signedInTourist, testIdPart, textOf } from "./operator-support.ts";

async function operatorBrowser(): Promise<Browser> {
  const { email, password } = await makeOperator("Channel Operator");
  const browser = new Browser("en");
  expect((await browser.post("/api/login", { email, password })).status).toBe(200);
  return browser;
}

async function channelId(name: string): Promise<number> {
  const row = await env.DB.prepare("SELECT id FROM channels WHERE name = ?").bind(name).first<{ id: number }>();
  if (!row) throw new Error(`no channel ${name}`);
  return row.id;
}

describe("/admin/channels", () => {
  it("creates a channel, chooses its product, issues a key shown once that works, and revokes it at once", async () => {
    const operator = await operatorBrowser();
    const name = `Klook ${Date.now()}`;
    const created = await operator.submit("/admin/channels", {
      intent: "create",
      name,
      kind: "octo",
      commission_percent: "20",
    });
    expect(created.status).toBe(303);
    const id = await channelId(name);
    const ubud = await activityPage("en", UBUD);
    const saved = await operator.submit("/admin/channels", {
      intent: "save",
      channel_id: String(id),
      commission_percent: "15",
      activity: String(ubud.id),
    });
    expect(saved.status).toBe(303);

    const issued = await operator.submit("/admin/channels", { intent: "issue", channel_id: String(id) });
    expect(issued.status).toBe(200);
    const key = textOf(testIdPart(issued.text, "channels-credential")).trim();
    expect(key).toMatch(/^octo_[\w-]{40,}$/);
    const stored = await env.DB.prepare("SELECT key_hash FROM channel_keys WHERE channel_id = ?")
      .bind(id)
      .first<{ key_hash: string }>();
    expect(stored?.key_hash).not.toContain(key);

    const page = await operator.page("/admin/channels");
    expect(page.text).toContain(name);
    expect(page.text).not.toContain(key);

    const products = await octo(key, "GET", "products");
    expect(products.body.map((product: { id: string }) => product.id)).toEqual([`activity-${ubud.id}`]);

    const keyId = await env.DB.prepare("SELECT id FROM channel_keys WHERE channel_id = ?")
      .bind(id)
      .first<{ id: number }>();
    expect((await operator.submit("/admin/channels", { intent: "revoke", key_id: String(keyId?.id) })).status).toBe(
      303,
    );
    expect((await octo(key, "GET", "products")).status).toBe(401);
  });

  it("refuses a duplicate name, and is a 404 for a tourist", async () => {
    const operator = await operatorBrowser();
    const name = `Viator ${Date.now()}`;
    await operator.submit("/admin/channels", { intent: "create", name, kind: "octo" });
    const again = await operator.submit("/admin/channels", { intent: "create", name, kind: "octo" });
    expect(again.status).toBe(422);
    const tourist = await signedInTourist("en");
    expect((await tourist.page("/admin/channels")).status).toBe(404);
  });
});
