/**
 * The seeded drawings as the pages load them: each SVG drawing rendered at build time into a
 * WebP at the two widths the pages use (the page picture and the card's thumbnail), as uploaded
 * photos are. Files whose drawing is unchanged are not rendered again (a hash of the drawing
 * and the encoder settings, kept in .cache/ so that it is not deployed with the pictures).
 */
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { availableParallelism } from "node:os";
import { dirname, join } from "node:path";
import sharp from "sharp";
import { illustration } from "./illustrations.ts";
import { type ImageJob, ORIGINAL_SIZE, storedImage, THUMBNAIL_SIZE } from "./images.ts";

/** Measured on the seeded drawings: effort 2 takes half the time of 3-4 for ~10 % more bytes. */
const WEBP_OPTIONS = { quality: 75, effort: 2 } as const;

export interface PictureFile {
  url: string;
  width: number;
  height: number;
  svg: () => string;
}

/** Every file the seeded rows name: the page picture and the thumbnail of each drawing. */
export function pictureFiles(jobs: readonly ImageJob[]): PictureFile[] {
  const files = new Map<string, PictureFile>();
  for (const job of jobs) {
    const stored = storedImage(job);
    for (const [url, size] of [
      [stored.original, ORIGINAL_SIZE],
      [stored.thumbnail, THUMBNAIL_SIZE],
    ] as const) {
      files.set(url, { url, ...size, svg: () => illustration(job.scene, job.seed, size.width, size.height) });
    }
  }
  return [...files.values()];
}

export function renderWebp(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg)).webp(WEBP_OPTIONS).toBuffer();
}

function hashOf(svg: string): string {
  return createHash("sha256").update(JSON.stringify(WEBP_OPTIONS)).update(svg).digest("base64url");
}

/** Renders into `publicDir` the files that are missing or whose drawing changed; returns how many. */
export async function renderPictures(
  files: readonly PictureFile[],
  publicDir: string,
  hashesPath: string,
): Promise<number> {
  const previous: Record<string, string> = existsSync(hashesPath) ? JSON.parse(readFileSync(hashesPath, "utf8")) : {};
  const hashes: Record<string, string> = {};
  const pending = files.filter((file) => {
    const hash = hashOf(file.svg());
    hashes[file.url] = hash;
    return previous[file.url] !== hash || !existsSync(join(publicDir, file.url));
  });
  // libvips works on libuv's pool: a few renders in flight keep every core busy.
  const queue = [...pending];
  const worker = async () => {
    for (let file = queue.shift(); file; file = queue.shift()) {
      const path = join(publicDir, file.url);
      mkdirSync(dirname(path), { recursive: true });
      writeFileSync(path, await renderWebp(file.svg()));
    }
  };
  await Promise.all(Array.from({ length: Math.max(2, availableParallelism()) }, worker));
  mkdirSync(dirname(hashesPath), { recursive: true });
  writeFileSync(hashesPath, JSON.stringify(hashes));
  return pending.length;
}
