/**
 * Decoding, resizing and encoding inside workerd, with the WebAssembly builds of the Squoosh codecs
 * (@jsquash, see docs/decisions/0015-photo-pipeline.md). Workers may not compile WebAssembly from
 * bytes at run time, so each codec is handed the module the bundle compiled at deploy time.
 */

import jpegDecoder from "@jsquash/jpeg/codec/dec/mozjpeg_dec.wasm?module";
import decodeJpeg, { init as initJpegDecoder } from "@jsquash/jpeg/decode";
import pngDecoder from "@jsquash/png/codec/pkg/squoosh_png_bg.wasm?module";
import decodePng, { init as initPngDecoder } from "@jsquash/png/decode";
import resize, { initResize } from "@jsquash/resize";
import resizer from "@jsquash/resize/lib/resize/pkg/squoosh_resize_bg.wasm?module";
import webpDecoder from "@jsquash/webp/codec/dec/webp_dec.wasm?module";
import webpEncoder from "@jsquash/webp/codec/enc/webp_enc_simd.wasm?module";
import decodeWebp, { init as initWebpDecoder } from "@jsquash/webp/decode";
import encodeWebp, { init as initWebpEncoder } from "@jsquash/webp/encode";
import type { ImageFormat } from "./image-header.ts";

/** The emscripten codecs take a compiled module, though their types only name the options. */
type InitWithModule = (module: WebAssembly.Module) => Promise<unknown>;

let ready: Promise<unknown> | undefined;

function codecsReady(): Promise<unknown> {
  ready ??= Promise.all([
    (initJpegDecoder as unknown as InitWithModule)(jpegDecoder),
    initPngDecoder(pngDecoder),
    (initWebpDecoder as unknown as InitWithModule)(webpDecoder),
    (initWebpEncoder as unknown as InitWithModule)(webpEncoder),
    initResize(resizer),
  ]);
  return ready;
}

const DECODERS: Record<ImageFormat, (bytes: ArrayBuffer) => Promise<ImageData>> = {
  // Phones store a portrait photo as landscape pixels plus an orientation tag: apply it.
  jpeg: (bytes) => decodeJpeg(bytes, { preserveOrientation: true }),
  png: (bytes) => decodePng(bytes),
  webp: (bytes) => decodeWebp(bytes),
};

/** The file's pixels; throws when the bytes are not a readable image of that format. */
export async function decodeImage(format: ImageFormat, bytes: ArrayBuffer): Promise<ImageData> {
  await codecsReady();
  return DECODERS[format](bytes);
}

/**
 * The picture scaled to exactly width × height; a picture of another shape is cropped around its
 * centre first. Crops in place: `image` is not to be used afterwards.
 */
export async function resizedImage(image: ImageData, size: { width: number; height: number }): Promise<ImageData> {
  await codecsReady();
  const sameShape = image.width * size.height === image.height * size.width;
  return resize(image, { ...size, method: "lanczos3", fitMethod: sameShape ? "stretch" : "contain" });
}

/** WebP at a quality where photos show no visible loss at the pages' sizes. */
export async function webpOf(image: ImageData): Promise<ArrayBuffer> {
  await codecsReady();
  return encodeWebp(image, { quality: 80 });
}
