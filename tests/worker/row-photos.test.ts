import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import type { StoredImage } from "#domain/images.ts";
import { auditTrail } from "#workers/audit.ts";
import { Browser } from "./browser.ts";
import { jpegPhoto, pngPicture } from "./image-files.ts";
import { elementWith, signedInOperator, signedInTourist, textOf, withoutEditorToken } from "./operator-support.ts";

/** A row whose editor shows its photos, and the public page that shows them. */
interface Subject {
  name: string;
  table: "destinations" | "events" | "transports" | "tips" | "special_offers";
  id: number;
  editor: string;
  page: string;
}

const subjects: Subject[] = [];
let operator: Browser;

beforeAll(async () => {
  operator = await signedInOperator("en", "Putu Photographer");
  const destination = await env.DB.prepare(
    `SELECT d.id, '/destination/' || r.slug || '/' || d.slug AS page FROM destinations d
     JOIN regencies r ON r.id = d.regency_id WHERE d.status = 'published' ORDER BY d.id LIMIT 1`,
  ).first<{ id: number; page: string }>();
  const event = await env.DB.prepare(
    "SELECT id, '/event/' || slug AS page FROM events WHERE status = 'published' ORDER BY id LIMIT 1",
  ).first<{ id: number; page: string }>();
  if (!destination || !event) throw new Error("no published destination or event");
  subjects.push(
    {
      name: "destination",
      table: "destinations",
      id: destination.id,
      editor: `/admin/destinations/${destination.id}`,
      page: destination.page,
    },
    { name: "event", table: "events", id: event.id, editor: `/admin/content/events/${event.id}`, page: event.page },
  );
}, 30_000);

async function stored(subject: Subject): Promise<{ version: number; images: StoredImage[] }> {
  const row = await env.DB.prepare(`SELECT version, images FROM ${subject.table} WHERE id = ?`)
    .bind(subject.id)
    .first<{ version: number; images: string }>();
  return { version: row?.version ?? 0, images: JSON.parse(row?.images ?? "[]") as StoredImage[] };
}

interface PhotoFile {
  bytes: Uint8Array<ArrayBuffer> | string;
  name: string;
  type: string;
}

const JPEG = (): PhotoFile => ({ bytes: jpegPhoto(), name: "IMG_0042.JPG", type: "image/jpeg" });
const ALT = { alt_id: "Sawah di pagi hari", alt_en: "Rice fields in the morning" };

async function upload(
  subject: Subject,
  file = JPEG(),
  fields: Record<string, string> = ALT,
  browser = operator,
  version?: number,
) {
  const current = version ?? (await stored(subject)).version;
  return browser.submitPhoto(subject.editor, { intent: "addPhoto", version: String(current), ...fields }, file);
}

async function change(subject: Subject, intent: string, fields: Record<string, string> = {}, browser = operator) {
  const { version } = await stored(subject);
  return browser.submit(subject.editor, { intent, version: String(version), ...fields });
}

/** The <img> of a page whose src is `src`, as HTML. */
const imageTag = (html: string, src: string) => /<img [^>]*>/.exec(html.slice(html.indexOf(`src="${src}"`) - 5))?.[0];

describe.each(["destination", "event"])("the %s editor's photos", (name) => {
  const subject = () => subjects.find((entry) => entry.name === name) as Subject;

  it("do not exist for a guest or a tourist, and change nothing", async () => {
    const before = await stored(subject());
    for (const browser of [new Browser("en"), await signedInTourist("en")]) {
      expect((await upload(subject(), JPEG(), ALT, browser)).status).toBe(404);
      const describe = await change(subject(), "describePhoto:0", ALT, browser);
      expect(describe.status).toBe(404);
    }
    expect(await stored(subject())).toEqual(before);
  });

  it("refuse a post without the form's token (419), and store nothing", async () => {
    const before = await stored(subject());
    const reply = await upload(subject(), JPEG(), { ...ALT, _token: "" });
    expect(reply.status).toBe(419);
    expect(await stored(subject())).toEqual(before);
  });

  it("show an uploaded photo on both sites at once, described in each site's language, with its size", async () => {
    const english = new Browser("en");
    const indonesian = new Browser("id");
    // Both sites' pages are cached first, as tourists would have them.
    // The copy is stored after the answer is sent (waitUntil): a long page takes a moment longer.
    for (const browser of [english, indonesian]) {
      await expect.poll(async () => (await browser.page(subject().page)).headers.get("x-cache")).toBe("HIT");
    }
    const before = await stored(subject());
    const reply = await upload(subject());
    expect(reply.status).toBe(303);
    expect(withoutEditorToken(reply.headers.get("location"))).toBe(`${subject().editor}?done=photo`);
    const after = await stored(subject());
    expect(after.version).toBe(before.version + 1);
    const photo = after.images.at(-1) as StoredImage;
    expect(photo.original).toMatch(/^\/media\/[0-9a-f]{64}-1200x800\.webp$/);
    expect(photo.alt).toEqual({ id: ALT.alt_id, en: ALT.alt_en });
    const editor = await operator.page(reply.headers.get("location") ?? "");
    expect(textOf(editor.text)).toContain("Photos saved. Both sites show them now.");
    expect(editor.text).toContain(photo.thumbnail);

    for (const [browser, alt] of [
      [english, ALT.alt_en],
      [indonesian, ALT.alt_id],
    ] as const) {
      const page = await browser.page(subject().page);
      expect(page.headers.get("x-cache")).toBe("MISS");
      const tag = imageTag(page.text, photo.original) ?? "";
      expect(tag).toContain(`alt="${alt}"`);
      expect(tag).toContain('width="1200"');
      expect(tag).toContain('height="800"');
    }
    const [audit] = await auditTrail(env.DB, { entity: subject().table, entityId: subject().id });
    expect(audit?.action).toBe("upload");
    expect(audit?.actorName).toBe("Putu Photographer");
    expect(JSON.stringify(audit?.before)).not.toContain(photo.original);
    expect(JSON.stringify(audit?.after)).toContain(photo.original);
  });

  it("change a photo's description in both languages, on both sites at once", async () => {
    if ((await stored(subject())).images.length === 0) expect((await upload(subject())).status).toBe(303);
    const { images } = await stored(subject());
    const last = images.length - 1;
    const photo = images[last] as StoredImage;
    const english = new Browser("en");
    const indonesian = new Browser("id");
    await english.page(subject().page);
    await indonesian.page(subject().page);
    const editor = await operator.page(subject().editor);
    const form = elementWith(editor.text, `aria-label="Photo ${last + 1}"`);
    expect(form).toMatch(/<label[^>]*for="photo-\d+-alt-en"[^>]*>What the photo shows \(English\)<\/label>/);
    const reply = await change(subject(), `describePhoto:${last}`, {
      alt_id: "Teras sawah saat matahari terbit",
      alt_en: "Terraces at sunrise",
    });
    expect(reply.status).toBe(303);
    expect((await stored(subject())).images[last]?.alt).toEqual({
      id: "Teras sawah saat matahari terbit",
      en: "Terraces at sunrise",
    });
    expect(imageTag((await english.page(subject().page)).text, photo.original)).toContain('alt="Terraces at sunrise"');
    expect(imageTag((await indonesian.page(subject().page)).text, photo.original)).toContain(
      'alt="Teras sawah saat matahari terbit"',
    );
    const [audit] = await auditTrail(env.DB, { entity: subject().table, entityId: subject().id });
    expect(audit?.action).toBe("update");
    expect(JSON.stringify(audit?.before)).toContain(photo.alt?.en);
    expect(JSON.stringify(audit?.after)).toContain("Terraces at sunrise");
  });

  it("move a photo earlier and remove one, each audited", async () => {
    expect((await upload(subject())).status).toBe(303);
    const png = { bytes: await pngPicture(300, 200), name: "small.png", type: "image/png" };
    expect((await upload(subject(), png)).status).toBe(303);
    const { images } = await stored(subject());
    const [earlier, later] = images.slice(-2) as [StoredImage, StoredImage];
    const moved = await change(subject(), `movePhoto:${images.length - 1}:up`);
    expect(moved.status).toBe(303);
    expect((await stored(subject())).images.slice(-2)).toEqual([later, earlier]);
    expect((await auditTrail(env.DB, { entity: subject().table, entityId: subject().id }))[0]?.action).toBe("reorder");
    const removed = await change(subject(), `removePhoto:${images.length - 2}`);
    expect(removed.status).toBe(303);
    const after = await stored(subject());
    expect(after.images).toHaveLength(images.length - 1);
    expect(after.images.map((image) => image.original)).not.toContain(later.original);
    expect((await auditTrail(env.DB, { entity: subject().table, entityId: subject().id }))[0]?.action).toBe("delete");
  });

  it("name each wrong field under it, in the operator's language, and change nothing", async () => {
    const before = await stored(subject());
    const text = { bytes: "just some text, not a photo", name: "holiday.jpg", type: "image/jpeg" };
    const indonesian = await signedInOperator("id");
    const refused = await upload(subject(), text, { alt_id: "", alt_en: "Fine" }, indonesian);
    expect(refused.status).toBe(422);
    const words = textOf(refused.text);
    expect(words).toContain("Berkas ini bukan foto JPEG, PNG, atau WebP.");
    expect(words).toContain("Jelaskan isi foto dalam bahasa ini.");
    expect(refused.text).toContain('id="new-photo-alt-id-error"');
    expect(refused.text).not.toContain('id="new-photo-alt-en-error"');
    // The description typed is kept.
    expect(refused.text).toContain('value="Fine"');
    if (before.images.length > 0) {
      const describe = await change(subject(), "describePhoto:0", { alt_id: "Sawah", alt_en: "" });
      expect(describe.status).toBe(422);
      expect(textOf(describe.text)).toContain("Describe the photo in this language.");
      expect(describe.text).toContain('id="photo-0-alt-en-error"');
      const nowhere = await change(subject(), `removePhoto:${before.images.length}`);
      expect(nowhere.status).toBe(409);
    }
    expect(await stored(subject())).toEqual(before);
  });

  it("refuse a change made on a version someone else has saved since (409), and keep theirs", async () => {
    if ((await stored(subject())).images.length === 0) expect((await upload(subject())).status).toBe(303);
    const { version } = await stored(subject());
    expect((await change(subject(), "describePhoto:0", ALT)).status).toBe(303);
    const kept = await stored(subject());
    const late = await operator.submit(subject().editor, {
      intent: "describePhoto:0",
      version: String(version),
      alt_id: "Terlambat",
      alt_en: "Too late",
    });
    expect(late.status).toBe(409);
    expect(textOf(late.text)).toContain("Someone else saved this after you opened it.");
    const lateUpload = await upload(subject(), JPEG(), ALT, operator, version);
    expect(lateUpload.status).toBe(409);
    expect(await stored(subject())).toEqual(kept);
  });
});

describe("the vehicle, tip and special offer pages", () => {
  it("show a photo uploaded in their editors, described in each site's language, with its size", async () => {
    const rows = await env.DB.batch([
      env.DB.prepare("SELECT id, '/transport/' || id AS page FROM transports WHERE status = 'published' LIMIT 1"),
      env.DB.prepare("SELECT id, '/tips/' || slug AS page FROM tips WHERE status = 'published' LIMIT 1"),
      env.DB.prepare(
        "SELECT id, '/specialoffer/' || slug AS page FROM special_offers WHERE status = 'published' LIMIT 1",
      ),
    ]);
    const [vehicle, tip, offer] = rows.map((result) => result.results[0] as { id: number; page: string });
    const others: Subject[] = [
      {
        name: "vehicle",
        table: "transports",
        id: vehicle?.id ?? 0,
        editor: `/admin/transport/${vehicle?.id}`,
        page: vehicle?.page ?? "",
      },
      { name: "tip", table: "tips", id: tip?.id ?? 0, editor: `/admin/content/tips/${tip?.id}`, page: tip?.page ?? "" },
      {
        name: "offer",
        table: "special_offers",
        id: offer?.id ?? 0,
        editor: `/admin/content/offers/${offer?.id}`,
        page: offer?.page ?? "",
      },
    ];
    for (const subject of others) {
      const english = new Browser("en");
      const indonesian = new Browser("id");
      await english.page(subject.page);
      await indonesian.page(subject.page);
      expect((await upload(subject)).status, subject.name).toBe(303);
      const photo = (await stored(subject)).images.at(-1) as StoredImage;
      for (const [browser, alt] of [
        [english, ALT.alt_en],
        [indonesian, ALT.alt_id],
      ] as const) {
        const tag = imageTag((await browser.page(subject.page)).text, photo.original) ?? "";
        expect(tag, `${subject.name} on ${browser.site}`).toContain(`alt="${alt}"`);
        expect(tag).toContain('width="1200"');
        expect(tag).toContain('height="800"');
      }
    }
  });
});

describe("the editors' upload bodies", () => {
  it("take a photo up to the upload limit on every editor that has photos, and nothing larger, from anyone", async () => {
    const editors = [
      `/admin/destinations/${subjects[0]?.id}`,
      `/admin/transport/1`,
      `/admin/content/tips/1`,
      `/admin/content/offers/1.data`,
    ];
    const guest = new Browser("en");
    for (const path of editors) {
      const tooLarge = await guest.fetchText("POST", path, {
        body: new Uint8Array(10 * 1024 * 1024 + 100 * 1024),
        headers: { "content-type": "multipart/form-data; boundary=x" },
      });
      expect(tooLarge.status, path).toBe(413);
      const photoSized = await guest.fetchText("POST", path, {
        body: new Uint8Array(200 * 1024),
        headers: { "content-type": "multipart/form-data; boundary=x" },
      });
      expect(photoSized.status, path).toBe(404);
    }
    for (const path of ["/admin/destinations/regencies", "/admin/transport/types", "/admin/content"]) {
      const reply = await guest.fetchText("POST", path, {
        body: new Uint8Array(200 * 1024),
        headers: { "content-type": "multipart/form-data; boundary=x" },
      });
      expect(reply.status, path).toBe(413);
    }
  });
});
