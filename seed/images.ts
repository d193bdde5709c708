import type { StoredImage } from "#domain/images.ts";
import type { Scene } from "./types.ts";

export const ORIGINAL_SIZE = { width: 1200, height: 800 } as const;
export const THUMBNAIL_SIZE = { width: 480, height: 320 } as const;

/** One illustration to draw: where it goes and what it shows. */
export interface ImageJob {
  folder: string;
  name: string;
  scene: Scene;
  /** Varies the palette and composition between items that share a scene. */
  seed: string;
}

export function storedImage(job: ImageJob): StoredImage {
  const base = `/img/${job.folder}/${job.name}`;
  return {
    original: `${base}.webp`,
    thumbnail: `${base}-thumb.webp`,
    width: ORIGINAL_SIZE.width,
    height: ORIGINAL_SIZE.height,
    thumb_width: THUMBNAIL_SIZE.width,
    thumb_height: THUMBNAIL_SIZE.height,
  };
}

export function imageJobs(folder: string, slug: string, scenes: readonly Scene[]): ImageJob[] {
  return scenes.map((scene, index) => ({ folder, name: `${slug}-${index + 1}`, scene, seed: `${slug}:${index}` }));
}
