/**
 * An activity type's photos (the home page's category cards show the first), edited on its own
 * back-office page with the row-photo forms every editor has.
 */
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { auditTrail } from "#workers/audit.ts";
import { Browser } from "./browser.ts";
import { jpegPhoto } from "./image-files.ts";
import { signedInOperator, signedInTourist, textOf } from "./operator-support.ts";

let operator: Browser;
/** A type no other test edits (the texts' test edits the last one). */
let type: { id: number; slug: string };

beforeAll(async () => {
  operator = await signedInOperator("en", "Nengah Photos");
  const row = await env.DB.prepare("SELECT id, slug FROM activity_types ORDER BY id DESC LIMIT 1 OFFSET 1").first<{
    id: number;
    slug: string;
  }>();
  if (!row) throw new Error("no activity type");
  type = row;
}, 30_000);

const page = () => `/admin/activities/types/${type.id}`;

async function version(): Promise<number> {
  const row = await env.DB.prepare("SELECT version FROM activity_types WHERE id = ?").bind(type.id).first<{
    version: number;
  }>();
  return row?.version ?? 0;
}

const photo = { bytes: jpegPhoto(), name: "cycling.jpg", type: "image/jpeg" };

describe("an activity type's photos", () => {
  it("are linked from the types' texts page", async () => {
    const texts = await operator.page("/admin/activities/types");
    expect(texts.text).toContain(`href="${page()}"`);
  });

  it("take a new photo with its description in both languages, shown in /api/types at once", async () => {
    const english = new Browser("en");
    await english.get("/api/types");
    await english.get("/api/types");
    const added = await operator.submitPhoto(
      page(),
      {
        intent: "addPhoto",
        version: String(await version()),
        alt_id: "Bersepeda di sawah",
        alt_en: "Cycling past rice fields",
      },
      photo,
    );
    expect(added.status).toBe(303);
    expect(added.headers.get("location")).toBe(`${page()}?done=photo`);
    const types = await english.get("/api/types");
    expect(types.headers.get("x-cache")).toBe("MISS");
    const shown = JSON.stringify(types.body);
    const row = await env.DB.prepare("SELECT images FROM activity_types WHERE id = ?")
      .bind(type.id)
      .first<{ images: string }>();
    const stored = JSON.parse(row?.images ?? "[]") as { original: string; alt?: { en: string } }[];
    expect(stored.at(-1)?.alt?.en).toBe("Cycling past rice fields");
    expect(shown).toContain(stored.at(-1)?.original ?? "none");
    const [audit] = await auditTrail(env.DB, { entity: "activity_types", entityId: type.id });
    expect(audit?.action).toBe("upload");
    const editor = await operator.page(`${page()}?done=photo`);
    expect(textOf(editor.text)).toContain("Photos saved.");
  });

  it("refuse a stale version, a missing description and anyone but an operator", async () => {
    const stale = await operator.submitPhoto(
      page(),
      { intent: "addPhoto", version: "1", alt_id: "x", alt_en: "x" },
      photo,
    );
    expect(stale.status).toBe(409);
    const undescribed = await operator.submitPhoto(
      page(),
      { intent: "addPhoto", version: String(await version()), alt_id: "", alt_en: "" },
      photo,
    );
    expect(undescribed.status).toBe(422);
    for (const browser of [new Browser("en"), await signedInTourist("en")]) {
      expect((await browser.page(page())).status).toBe(404);
      expect((await browser.submit(page(), { intent: "removePhoto:0", version: "1" })).status).toBe(404);
    }
    expect((await operator.submit(page(), { intent: "removePhoto:0", version: "1" }, { csrf: false })).status).toBe(
      419,
    );
  });
});
