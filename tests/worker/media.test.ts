import { env, exports } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import type { StoredImage } from "#domain/images.ts";
import type { Operator, OperatorScope } from "#workers/accounts/operators.ts";
import { transportPhotoRow } from "#workers/catalogue/place-editor.ts";
import { addRowPhoto } from "#workers/catalogue/row-photos.ts";
import { readImageHeader } from "#workers/media/image-header.ts";
import { Browser } from "./browser.ts";
import { cutOff, jpegHidingItsFrame, jpegPhoto, pngDeclaring, pngPicture } from "./image-files.ts";
import { makeOperator, signedInOperator, signedInTourist, textOf } from "./operator-support.ts";

/** The vehicle whose editor these tests upload to: the first of the catalogue. */
let vehicle: { id: number; editor: string };

beforeAll(async () => {
  const row = await env.DB.prepare("SELECT id FROM transports ORDER BY id LIMIT 1").first<{ id: number }>();
  if (!row) throw new Error("no vehicle");
  vehicle = { id: row.id, editor: `/admin/transport/${row.id}` };
});

interface Upload {
  file: { bytes: Uint8Array<ArrayBuffer> | string; name: string; type: string };
  fields?: Record<string, string>;
  csrf?: boolean;
}

const ALT = { alt_id: "Sawah di Jatiluwih", alt_en: "Rice terraces at Jatiluwih" };

async function storedImages(): Promise<{ version: number; images: StoredImage[] }> {
  const row = await env.DB.prepare("SELECT version, images FROM transports WHERE id = ?")
    .bind(vehicle.id)
    .first<{ version: number; images: string }>();
  return { version: row?.version ?? 0, images: JSON.parse(row?.images ?? "[]") as StoredImage[] };
}

/**
 * The editor's photo form posted as a browser without JavaScript posts it: multipart, with the
 * page's token, the version the editor showed, and alt text in both languages.
 */
async function upload(browser: Browser, { file, fields = {}, csrf = true }: Upload) {
  const { version } = await storedImages();
  const form = { intent: "addPhoto", version: String(version), ...ALT, ...fields };
  return browser.submitPhoto(vehicle.editor, csrf ? form : { ...form, _token: "" }, file);
}

/** The photo an upload added: the last of the vehicle's photos. */
async function uploaded(): Promise<StoredImage> {
  return (await storedImages()).images.at(-1) as StoredImage;
}

async function served(path: string) {
  const response = await new Browser("en").fetchText("GET", path);
  return response;
}

async function servedBytes(path: string) {
  const response = await (exports as unknown as { default: Fetcher }).default.fetch(`http://en.localhost${path}`);
  return { response, bytes: new Uint8Array(await response.arrayBuffer()) };
}

const keyOf = (path: string) => path.replace("/media/", "");

/** How many objects R2 holds (the bucket is shared by the tests of this file). */
async function storedObjects(): Promise<number> {
  return (await env.MEDIA.list()).objects.length;
}

describe("photo upload", () => {
  it("stores a JPEG as WebP at the page size (1200×800) and the thumbnail size (480×320), served back from R2", async () => {
    const operator = await signedInOperator("en");
    const reply = await upload(operator, {
      file: { bytes: jpegPhoto(), name: "IMG_0042.JPG", type: "image/jpeg" },
    });
    expect(reply.status).toBe(303);
    const stored = await uploaded();
    expect(stored).toMatchObject({ width: 1200, height: 800, thumb_width: 480, thumb_height: 320 });
    expect(stored.alt).toEqual({ id: ALT.alt_id, en: ALT.alt_en });
    const picture = { src: stored.original };

    const page = await servedBytes(picture.src);
    expect(page.response.status).toBe(200);
    expect(page.response.headers.get("content-type")).toBe("image/webp");
    expect(page.response.headers.get("cache-control")).toContain("immutable");
    expect(page.response.headers.get("cache-control")).toContain("max-age=31536000");
    expect(readImageHeader(page.bytes)).toEqual({ format: "webp", width: 1200, height: 800 });

    const keys = (await env.MEDIA.list()).objects.map((object) => object.key);
    expect(keys).toContain(keyOf(stored.original));
    expect(keys).toContain(keyOf(stored.thumbnail));
    expect(stored.thumbnail).toBe(stored.original.replace("-1200x800.webp", "-480x320.webp"));
    const thumbnail = await servedBytes(stored.thumbnail);
    expect(readImageHeader(thumbnail.bytes)).toEqual({ format: "webp", width: 480, height: 320 });
  });

  it("crops a PNG of another shape to 3:2 and never enlarges a small one", async () => {
    const operator = await signedInOperator("id");
    const reply = await upload(operator, {
      file: { bytes: await pngPicture(600, 600), name: "logo.png", type: "image/png" },
    });
    expect(reply.status).toBe(303);
    const picture = await uploaded();
    expect(picture).toMatchObject({ width: 600, height: 400 });
    const { bytes, response } = await servedBytes(picture.original);
    expect(response.headers.get("content-type")).toBe("image/webp");
    expect(readImageHeader(bytes)).toEqual({ format: "webp", width: 600, height: 400 });
  });

  it("refuses a text file renamed .jpg with 422 and the message under the field, in the operator's language", async () => {
    const before = await storedObjects();
    const operator = await signedInOperator("id");
    const reply = await upload(operator, {
      file: { bytes: "just some text, not a photo", name: "holiday.jpg", type: "image/jpeg" },
    });
    expect(reply.status).toBe(422);
    expect(textOf(reply.text)).toContain("Berkas ini bukan foto JPEG, PNG, atau WebP.");
    expect(await storedObjects()).toBe(before);
  });

  it("refuses an SVG, whatever it is called", async () => {
    const before = await storedObjects();
    const operator = await signedInOperator("en");
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800"><script>alert(1)</script></svg>';
    const reply = await upload(operator, { file: { bytes: svg, name: "map.png", type: "image/svg+xml" } });
    expect(reply.status).toBe(422);
    expect(textOf(reply.text)).toContain("This file is not a JPEG, PNG or WebP photo.");
    expect(await storedObjects()).toBe(before);
  });

  it("refuses a tiny PNG declaring 20000×20000 pixels before decoding it", async () => {
    const before = await storedObjects();
    const operator = await signedInOperator("en");
    const bomb = await pngDeclaring(20_000, 20_000);
    expect(bomb.length).toBeLessThan(200);
    const reply = await upload(operator, { file: { bytes: bomb, name: "bomb.png", type: "image/png" } });
    expect(reply.status).toBe(422);
    expect(textOf(reply.text)).toContain("The photo has more than 16 megapixels.");
    expect(await storedObjects()).toBe(before);
  });

  it("refuses a JPEG that hides its real frame (20 megapixels) behind a TEM marker, before decoding it", async () => {
    const before = await storedObjects();
    const operator = await signedInOperator("en");
    const attack = jpegHidingItsFrame(5000, 4000);
    const reply = await upload(operator, { file: { bytes: attack, name: "IMG_0043.JPG", type: "image/jpeg" } });
    expect(reply.status).toBe(422);
    expect(textOf(reply.text)).toContain("The photo has more than 16 megapixels.");
    expect(await storedObjects()).toBe(before);
  });

  it("refuses a JPEG cut off in the middle of its picture data, in the operator's language, and stores nothing", async () => {
    const before = await storedObjects();
    const operator = await signedInOperator("id");
    const reply = await upload(operator, {
      file: { bytes: cutOff(jpegPhoto(), 0.6), name: "IMG_0042.JPG", type: "image/jpeg" },
    });
    expect(reply.status).toBe(422);
    expect(textOf(reply.text)).toContain("Berkas foto ini tidak lengkap");
    expect(reply.text).toContain('id="new-photo-file-error"');
    expect(await storedObjects()).toBe(before);
  });

  it("refuses a PNG cut off in its data or missing its end, and stores nothing", async () => {
    const before = await storedObjects();
    const operator = await signedInOperator("en");
    const png = await pngPicture(450, 300);
    for (const bytes of [cutOff(png, 0.7), png.slice(0, png.length - 12)]) {
      const reply = await upload(operator, { file: { bytes, name: "poster.png", type: "image/png" } });
      expect(reply.status).toBe(422);
      expect(textOf(reply.text)).toContain("The photo's file is incomplete");
    }
    expect(await storedObjects()).toBe(before);
  });

  it("refuses an upload made on a version someone else has saved since (409) before storing anything in R2", async () => {
    const before = await storedObjects();
    const operator = await signedInOperator("en");
    const { version } = await storedImages();
    const reply = await upload(operator, {
      file: { bytes: await pngPicture(660, 440), name: "late.png", type: "image/png" },
      fields: { version: String(version - 1) },
    });
    expect(reply.status).toBe(409);
    expect(await storedObjects()).toBe(before);
    expect((await storedImages()).version).toBe(version);
  });

  it("deletes what it wrote to R2 when someone saves the row while the photo is being stored", async () => {
    const { email } = await makeOperator("Komang Racer");
    const operator = await env.DB.prepare("SELECT id, name, email FROM users WHERE email = ?")
      .bind(email)
      .first<Operator>();
    const before = await storedObjects();
    const kept = await storedImages();
    // The real bucket, with another editor's save landing as the first variant is written.
    const bucketWithARivalSave = {
      head: (key: string) => env.MEDIA.head(key),
      delete: (keys: string | string[]) => env.MEDIA.delete(keys),
      put: async (...args: Parameters<R2Bucket["put"]>) => {
        await env.DB.prepare("UPDATE transports SET version = version + 1 WHERE id = ?").bind(vehicle.id).run();
        return env.MEDIA.put(...args);
      },
    } as unknown as R2Bucket;
    const scope = { db: env.DB, env: { ...env, MEDIA: bucketWithARivalSave }, operator, locale: "en" };
    const form = new FormData();
    for (const [name, value] of Object.entries(ALT)) form.set(name, value);
    form.set("photo", new File([await pngPicture(690, 460)], "race.png", { type: "image/png" }));
    const outcome = await addRowPhoto(
      scope as unknown as OperatorScope,
      () => transportPhotoRow(env.DB, vehicle.id),
      kept.version,
      form,
    );
    expect(outcome).toEqual({ kind: "stale" });
    expect(await storedObjects()).toBe(before);
    expect((await storedImages()).images).toEqual(kept.images);
  });

  it("refuses a photo file over 10 MB with 422, and a body over the upload limit with 413 in the page's language", async () => {
    const before = await storedObjects();
    const operator = await signedInOperator("en");
    const large = new Uint8Array(10 * 1024 * 1024 + 1);
    large.set(jpegPhoto());
    const refused = await upload(operator, { file: { bytes: large, name: "huge.jpg", type: "image/jpeg" } });
    expect(refused.status).toBe(422);
    expect(textOf(refused.text)).toContain("The photo is larger than 10 MB.");

    const tourist = await signedInOperator("id");
    const tooLarge = await upload(tourist, {
      file: { bytes: new Uint8Array(10 * 1024 * 1024 + 100 * 1024), name: "huge.jpg", type: "image/jpeg" },
    });
    expect(tooLarge.status).toBe(413);
    expect(JSON.parse(tooLarge.text).message).toBe("Permintaan terlalu besar.");
    expect(await storedObjects()).toBe(before);
  });

  it("keeps the 64 KB limit on every other route", async () => {
    const operator = await signedInOperator("en");
    const reply = await operator.fetchText("POST", "/admin/bookings", {
      body: `_token=${"x".repeat(100 * 1024)}`,
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(reply.status).toBe(413);
  });

  it("refuses alt text that is too long, per field", async () => {
    const before = await storedObjects();
    const operator = await signedInOperator("en");
    const reply = await upload(operator, {
      file: { bytes: jpegPhoto(), name: "IMG_0042.JPG", type: "image/jpeg" },
      fields: { alt_id: "a".repeat(251), alt_en: "Fine" },
    });
    expect(reply.status).toBe(422);
    expect(reply.text).toContain('id="new-photo-alt-id-error"');
    expect(reply.text).not.toContain('id="new-photo-alt-en-error"');
    expect(await storedObjects()).toBe(before);
  });

  it("answers 419 without the form's CSRF token, and stores nothing", async () => {
    const before = await storedObjects();
    const operator = await signedInOperator("en");
    const reply = await upload(operator, {
      file: { bytes: jpegPhoto(), name: "IMG_0042.JPG", type: "image/jpeg" },
      csrf: false,
    });
    expect(reply.status).toBe(419);
    expect(await storedObjects()).toBe(before);
  });

  it("does not exist for a guest or a tourist: 404 for the editor and the upload", async () => {
    const before = await storedObjects();
    for (const browser of [new Browser("en"), await signedInTourist("en")]) {
      expect((await browser.page(vehicle.editor)).status).toBe(404);
      const reply = await upload(browser, { file: { bytes: jpegPhoto(), name: "IMG_0042.JPG", type: "image/jpeg" } });
      expect(reply.status).toBe(404);
    }
    expect(await storedObjects()).toBe(before);
  });

  it("answers 404 for a photo that is not stored or a key that is not a photo's", async () => {
    expect((await served(`/media/${"0".repeat(64)}-1200x800.webp`)).status).toBe(404);
    expect((await served("/media/..%2Fsecret")).status).toBe(404);
  });

  it("shows the upload form on every editor whose row has photos, with the token and a file field for the camera roll", async () => {
    const operator = await signedInOperator("en");
    const ids = await env.DB.prepare(
      `SELECT (SELECT min(id) FROM activities) AS activity, (SELECT min(id) FROM destinations) AS destination,
         (SELECT min(id) FROM tips) AS tip, (SELECT min(id) FROM events) AS event,
         (SELECT min(id) FROM special_offers) AS offer`,
    ).first<Record<string, number>>();
    for (const editor of [
      `/admin/activities/${ids?.activity}`,
      `/admin/destinations/${ids?.destination}`,
      vehicle.editor,
      `/admin/content/tips/${ids?.tip}`,
      `/admin/content/events/${ids?.event}`,
      `/admin/content/offers/${ids?.offer}`,
    ]) {
      const page = await operator.page(editor);
      expect(page.status, editor).toBe(200);
      expect(page.headers.get("cache-control")).toContain("no-store");
      expect(page.text, editor).toMatch(/<form[^>]*enctype="multipart\/form-data"[^>]*method="post"/i);
      expect(page.text, editor).toMatch(/<input[^>]*type="file"[^>]*accept="image\/\*"/);
      expect(page.text, editor).toContain('name="_token"');
    }
  });
});
