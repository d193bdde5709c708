/**
 * Renders every picture the seed refers to into public/img/ as WebP (page size and thumbnail).
 * Runs before each build and dev start; only files whose drawing changed are rendered again.
 */
import { join } from "node:path";
import { buildSeed } from "../seed/build-sql.ts";
import { pictureFiles, renderPictures } from "../seed/pictures.ts";

const root = join(import.meta.dirname, "..");
const files = pictureFiles(buildSeed().images);
const rendered = await renderPictures(files, join(root, "public"), join(root, ".cache", "pictures.json"));
console.log(`Images: ${files.length} WebP in public/img, ${rendered} rendered now.`);
