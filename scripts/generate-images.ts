/**
 * Draws every image the seed refers to into public/img/ (original and thumbnail).
 * Runs before each build and dev start; a file that is already there is left alone.
 */
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
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
    if (existsSync(path)) continue;
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, illustration(job.scene, job.seed, size.width, size.height));
    written += 1;
  }
}
console.log(`Images: ${images.length * 2} in public/img, ${written} drawn now.`);
