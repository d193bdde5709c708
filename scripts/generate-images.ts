/**
 * Draws every image the seed refers to into public/img/ (original and thumbnail).
 * Runs before each build and dev start; only files whose drawing changed are written again.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { buildSeed } from "../seed/build-sql.ts";
import { illustration } from "../seed/illustrations.ts";
import { ORIGINAL_SIZE, storedImage, THUMBNAIL_SIZE } from "../seed/images.ts";

const publicDir = join(import.meta.dirname, "..", "public");
let written = 0;
const { images } = buildSeed();
for (const job of images) {
  const stored = storedImage(job);
  const files = [
    { url: stored.original, size: ORIGINAL_SIZE },
    { url: stored.thumbnail, size: THUMBNAIL_SIZE },
  ];
  for (const { url, size } of files) {
    const path = join(publicDir, url);
    const svg = illustration(job.scene, job.seed, size.width, size.height);
    if (existsSync(path) && readFileSync(path, "utf8") === svg) continue;
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, svg);
    written += 1;
  }
}
console.log(`Images: ${images.length * 2} in public/img, ${written} drawn now.`);
