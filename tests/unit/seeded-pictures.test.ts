import { describe, expect, it } from "vitest";
import { readImageHeader } from "#workers/media/image-header.ts";
import { buildSeed } from "../../seed/build-sql.ts";
import { storedImage } from "../../seed/images.ts";
import { pictureFiles, renderWebp } from "../../seed/pictures.ts";

/**
 * The seeded rows name WebP pictures that the build renders: every file a row names is in the
 * build's list, and a rendered file is a WebP of exactly the size the row declares (pages reserve
 * that space before it arrives).
 */
const { images } = buildSeed();
const files = pictureFiles(images);

describe("the seeded pictures", () => {
  it("are WebP files the build renders, each named by the rows", () => {
    const rendered = new Set(files.map((file) => file.url));
    for (const job of images) {
      const stored = storedImage(job);
      expect(stored.original).toMatch(/\.webp$/);
      expect(rendered).toContain(stored.original);
      expect(rendered).toContain(stored.thumbnail);
    }
  });

  it("render at the width and height the rows declare", async () => {
    const stored = storedImage(images[0] ?? expect.fail("the seed has pictures"));
    for (const [url, width, height] of [
      [stored.original, stored.width, stored.height],
      [stored.thumbnail, stored.thumb_width, stored.thumb_height],
    ] as const) {
      const file = files.find((candidate) => candidate.url === url) ?? expect.fail(url);
      const webp = await renderWebp(file.svg());
      expect(readImageHeader(new Uint8Array(webp))).toEqual({ format: "webp", width, height });
    }
  });
});
