/**
 * What a file is, by its first bytes rather than its name or the browser's word for it: a JPEG, a
 * PNG or a WebP, with the width and height its header declares. Read before anything is decoded,
 * so a small file that declares a huge picture is refused without spending memory on it.
 */

export type ImageFormat = "jpeg" | "png" | "webp";

export interface ImageHeader {
  format: ImageFormat;
  width: number;
  height: number;
}

/** The file's format and declared size, or null for anything else (SVG, text, a truncated header). */
export function readImageHeader(bytes: Uint8Array): ImageHeader | null {
  const header = pngHeader(bytes) ?? jpegHeader(bytes) ?? webpHeader(bytes);
  return header && header.width > 0 && header.height > 0 ? header : null;
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

function startsWith(bytes: Uint8Array, expected: readonly number[], at = 0): boolean {
  return expected.every((byte, index) => bytes[at + index] === byte);
}

function ascii(bytes: Uint8Array, at: number, length: number): string {
  return String.fromCharCode(...bytes.subarray(at, at + length));
}

/** PNG: the signature, then the IHDR chunk with width and height as 32-bit big-endian numbers. */
function pngHeader(bytes: Uint8Array): ImageHeader | null {
  if (bytes.length < 24 || !startsWith(bytes, PNG_SIGNATURE) || ascii(bytes, 12, 4) !== "IHDR") return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return { format: "png", width: view.getUint32(16), height: view.getUint32(20) };
}

/** Start-of-frame markers (baseline, progressive, lossless...); C4, C8 and CC are other segments. */
function isStartOfFrame(marker: number): boolean {
  return marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
}

/** JPEG: SOI, then segments up to the start of frame, which holds height and width (16-bit). */
function jpegHeader(bytes: Uint8Array): ImageHeader | null {
  if (!startsWith(bytes, [0xff, 0xd8, 0xff])) return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let at = 2;
  while (at + 9 < bytes.length) {
    if (bytes[at] !== 0xff) return null;
    const marker = bytes[at + 1] ?? 0;
    if (marker === 0xff) {
      at += 1; // a fill byte before the marker
      continue;
    }
    if (isStartOfFrame(marker))
      return { format: "jpeg", height: view.getUint16(at + 5), width: view.getUint16(at + 7) };
    at += 2 + view.getUint16(at + 2);
  }
  return null;
}

/** WebP: a RIFF file of type WEBP whose first chunk is lossy (VP8), lossless (VP8L) or extended (VP8X). */
function webpHeader(bytes: Uint8Array): ImageHeader | null {
  if (bytes.length < 30 || ascii(bytes, 0, 4) !== "RIFF" || ascii(bytes, 8, 4) !== "WEBP") return null;
  // 30 bytes hold each kind's size fields; a real WebP is always longer.
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  switch (ascii(bytes, 12, 4)) {
    case "VP8 ":
      if (!startsWith(bytes, [0x9d, 0x01, 0x2a], 23)) return null;
      return { format: "webp", width: view.getUint16(26, true) & 0x3fff, height: view.getUint16(28, true) & 0x3fff };
    case "VP8L": {
      if (bytes[20] !== 0x2f) return null;
      const bits = view.getUint32(21, true);
      return { format: "webp", width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
    }
    case "VP8X":
      return { format: "webp", width: uint24(bytes, 24) + 1, height: uint24(bytes, 27) + 1 };
    default:
      return null;
  }
}

function uint24(bytes: Uint8Array, at: number): number {
  return (bytes[at] ?? 0) | ((bytes[at + 1] ?? 0) << 8) | ((bytes[at + 2] ?? 0) << 16);
}
