import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { auditTrail } from "#workers/audit.ts";
import { Browser } from "./browser.ts";
import { jpegPhoto } from "./image-files.ts";
import { signedInOperator, signedInTourist, textOf } from "./operator-support.ts";

let operator: Browser;

beforeAll(async () => {
  operator = await signedInOperator("en", "Putu Gallery");
}, 30_000);

interface Row {
  id: number;
  version: number;
}

async function galleryRows(): Promise<Row[]> {
  const { results } = await env.DB.prepare("SELECT id, version FROM gallery_images ORDER BY position, id").all<Row>();
  return results;
}

async function captionOf(id: number, locale: "id" | "en") {
  const row = await env.DB.prepare("SELECT caption FROM gallery_image_translations WHERE image_id = ? AND locale = ?")
    .bind(id, locale)
    .first<{ caption: string }>();
  return row?.caption;
}

const captions = (id: string, en: string) => ({ "caption.id": id, "caption.en": en });

describe("the gallery and home slides editor", () => {
  it("does not exist for a guest or a tourist", async () => {
    for (const browser of [new Browser("en"), await signedInTourist("en")]) {
      expect((await browser.page("/admin/showcase/gallery")).status).toBe(404);
      expect((await browser.submit("/admin/showcase/slides", { intent: "remove", id: "1", version: "1" })).status).toBe(
        404,
      );
    }
    expect((await operator.page("/admin/showcase/nothing")).status).toBe(404);
  });

  it("saves a caption in both languages, shown at once on both sites, and refuses an empty one and a stale save", async () => {
    const [first] = await galleryRows();
    if (!first) throw new Error("no gallery image");
    await new Browser("en").page("/gallery");
    const empty = await operator.submit("/admin/showcase/gallery", {
      id: String(first.id),
      version: String(first.version),
      intent: "save",
      ...captions("", "Rice terraces"),
    });
    expect(empty.status).toBe(422);
    expect(textOf(empty.text)).toContain("Fill this in, in both languages");
    const caption = `Sunrise over Batur ${Date.now()}`;
    const saved = await operator.submit("/admin/showcase/gallery", {
      id: String(first.id),
      version: String(first.version),
      intent: "save",
      ...captions(`Matahari terbit di Batur ${Date.now()}`, caption),
    });
    expect(saved.status).toBe(303);
    const page = await new Browser("en").page("/gallery");
    expect(page.headers.get("x-cache")).toBe("MISS");
    expect(textOf(page.text)).toContain(caption);
    expect(await captionOf(first.id, "en")).toBe(caption);
    const stale = await operator.submit("/admin/showcase/gallery", {
      id: String(first.id),
      version: String(first.version),
      intent: "save",
      ...captions("Lama", "Old"),
    });
    expect(stale.status).toBe(409);
    expect(await captionOf(first.id, "en")).toBe(caption);
    const [audit] = await auditTrail(env.DB, { entity: "gallery_images", entityId: first.id });
    expect(audit?.action).toBe("update");
  });

  it("adds a photo at the end, moves it earlier and removes it", async () => {
    const before = await galleryRows();
    const added = await operator.submitPhoto(
      "/admin/showcase/gallery",
      { intent: "add", alt_id: "", alt_en: "", ...captions("Penyu di Nusa Penida", "Turtles at Nusa Penida") },
      { bytes: jpegPhoto(), name: "turtles.jpg", type: "image/jpeg" },
    );
    expect(added.status).toBe(303);
    const after = await galleryRows();
    expect(after).toHaveLength(before.length + 1);
    const last = after.at(-1) as Row;
    expect(await captionOf(last.id, "en")).toBe("Turtles at Nusa Penida");
    const moved = await operator.submit("/admin/showcase/gallery", {
      id: String(last.id),
      version: String(last.version),
      intent: "earlier",
    });
    expect(moved.status).toBe(303);
    expect((await galleryRows()).at(-2)?.id).toBe(last.id);
    const current = (await galleryRows()).find((row) => row.id === last.id) as Row;
    const removed = await operator.submit("/admin/showcase/gallery", {
      id: String(current.id),
      version: String(current.version),
      intent: "remove",
    });
    expect(removed.status).toBe(303);
    expect(await galleryRows()).toHaveLength(before.length);
  });

  it("refuses a slide whose link is not a path on the site", async () => {
    const slide = await env.DB.prepare("SELECT id, version FROM slides ORDER BY position, id LIMIT 1").first<Row>();
    const refused = await operator.submit("/admin/showcase/slides", {
      id: String(slide?.id),
      version: String(slide?.version),
      intent: "save",
      "title.id": "Judul",
      "title.en": "Title",
      "subtitle.id": "Sub",
      "subtitle.en": "Sub",
      link_path: "https://elsewhere.example/",
    });
    expect(refused.status).toBe(422);
    expect(textOf(refused.text)).toContain("Enter a path on this site that starts with /");
  });
});
