/**
 * What a file is, by its bytes rather than its name or the browser's word for it: a JPEG, a PNG or
 * a WebP, with the width and height its decoder will decode. Read before anything is decoded, so a
 * small file that declares a huge picture is refused without spending memory on it.
 *
 * The size is only as good as the parse that finds it: each format is walked the way its decoder
 * walks it (mozjpeg, the Rust png crate, libwebp), and whatever the walk does not understand, or
 * understands two ways, is refused rather than guessed at (issue 34: a TEM marker read with a
 * length showed a checker 100×100 while the decoder decoded 12,000×12,000). The walk also goes to
 * the file's end marker, so a file cut off in transfer is told apart from a photo (the JPEG decoder
 * would fill the missing half with grey). See docs/decisions/0032-image-checked-as-decoded.md.
 */

export type ImageFormat = "jpeg" | "png" | "webp";

export interface ImageHeader {
  format: ImageFormat;
  width: number;
  height: number;
}

/** A photo whole, a photo cut short, or something else (another format, or one read two ways). */
export type ImageCheck = { kind: "image"; header: ImageHeader } | { kind: "incomplete" } | { kind: "unknown" };

const INCOMPLETE = { kind: "incomplete" } as const;
const UNKNOWN = { kind: "unknown" } as const;

/** The file's format and size when it is a whole JPEG, PNG or WebP that can be read only one way. */
export function checkImage(bytes: Uint8Array): ImageCheck {
  const check = pngCheck(bytes) ?? jpegCheck(bytes) ?? webpCheck(bytes) ?? UNKNOWN;
  if (check.kind === "image" && (check.header.width === 0 || check.header.height === 0)) return UNKNOWN;
  return check;
}

/** The file's format and size, or null for anything else (SVG, text, a cut-off or ambiguous file). */
export function readImageHeader(bytes: Uint8Array): ImageHeader | null {
  const check = checkImage(bytes);
  return check.kind === "image" ? check.header : null;
}

const image = (format: ImageFormat, width: number, height: number): ImageCheck => ({
  kind: "image",
  header: { format, width, height },
});

function startsWith(bytes: Uint8Array, expected: readonly number[], at = 0): boolean {
  return expected.every((byte, index) => bytes[at + index] === byte);
}

function ascii(bytes: Uint8Array, at: number, length: number): string {
  return String.fromCharCode(...bytes.subarray(at, at + length));
}

const viewOf = (bytes: Uint8Array) => new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);

// PNG ------------------------------------------------------------------------------------------

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/**
 * PNG: the signature, IHDR first (13 bytes: width and height as 32-bit big-endian numbers), then
 * chunks up to IEND with image data (IDAT) before it. A second IHDR is refused.
 */
function pngCheck(bytes: Uint8Array): ImageCheck | null {
  if (!startsWith(bytes, PNG_SIGNATURE)) return null;
  const view = viewOf(bytes);
  if (bytes.length < 8 + 8 + 13) return INCOMPLETE;
  if (view.getUint32(8) !== 13 || ascii(bytes, 12, 4) !== "IHDR") return UNKNOWN;
  const header = image("png", view.getUint32(16), view.getUint32(20));
  let hasData = false;
  for (let at = 8 + 12 + 13; ; ) {
    if (at + 8 > bytes.length) return INCOMPLETE;
    const length = view.getUint32(at);
    const type = ascii(bytes, at + 4, 4);
    if (length > 0x7fffffff || !/^[A-Za-z]{4}$/.test(type) || type === "IHDR") return UNKNOWN;
    if (at + 12 + length > bytes.length) return INCOMPLETE;
    if (type === "IDAT") hasData = true;
    if (type === "IEND") return hasData ? header : INCOMPLETE;
    at += 12 + length;
  }
}

// JPEG -----------------------------------------------------------------------------------------

const TEM = 0x01;
const SOI = 0xd8;
const EOI = 0xd9;
const SOS = 0xda;
const DNL = 0xdc;

/** Markers without a length: TEM and the restart markers RST0-RST7. */
const isStandalone = (marker: number) => marker === TEM || (marker >= 0xd0 && marker <= 0xd7);

/** Start-of-frame markers (baseline, progressive, lossless...); C4, C8 and CC are other segments. */
function isStartOfFrame(marker: number): boolean {
  return marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
}

/** Segments with a length that may come before the frame: APPn, COM, DQT, DHT, DAC and DRI. */
function isTableOrMisc(marker: number): boolean {
  return (marker >= 0xe0 && marker <= 0xef) || [0xfe, 0xdb, 0xc4, 0xcc, 0xdd].includes(marker);
}

/** Where the marker at `at` is (past fill bytes FF FF...), or null when no marker starts there. */
function markerAt(bytes: Uint8Array, at: number): { marker: number; at: number } | null | "end" {
  if (at >= bytes.length) return "end";
  if (bytes[at] !== 0xff) return null;
  let next = at + 1;
  while (bytes[next] === 0xff) next += 1;
  if (next >= bytes.length) return "end";
  return { marker: bytes[next] ?? 0, at: next - 1 };
}

/**
 * JPEG: SOI, then segments up to the one start of frame (height and width, 16-bit), then scans of
 * entropy-coded data with tables between them, up to EOI. Anything after EOI (a phone's motion
 * photo carries its video there) is not read by the decoder, nor here.
 */
function jpegCheck(bytes: Uint8Array): ImageCheck | null {
  if (!startsWith(bytes, [0xff, SOI, 0xff])) return null;
  const view = viewOf(bytes);
  let frame: ImageCheck | undefined;
  let at = 2;
  while (true) {
    const found = markerAt(bytes, at);
    if (found === "end") return INCOMPLETE;
    if (!found) return UNKNOWN; // the decoder would skip stray bytes; a checker must not guess past them
    const { marker } = found;
    at = found.at;
    if (isStandalone(marker)) {
      at += 2;
      continue;
    }
    if (marker === EOI || marker === SOI) return UNKNOWN;
    const known = isStartOfFrame(marker)
      ? !frame
      : isTableOrMisc(marker) || (frame && (marker === SOS || marker === DNL));
    if (!known) return UNKNOWN;
    if (at + 4 > bytes.length) return INCOMPLETE;
    const length = view.getUint16(at + 2);
    if (length < 2) return UNKNOWN;
    if (at + 2 + length > bytes.length) return INCOMPLETE;
    if (isStartOfFrame(marker)) {
      if (length < 8) return UNKNOWN;
      frame = image("jpeg", view.getUint16(at + 7), view.getUint16(at + 5));
    }
    at += 2 + length;
    if (marker === SOS) {
      const end = endOfScan(bytes, at);
      if (end === "end") return INCOMPLETE;
      if (bytes[end + 1] === EOI) return frame ?? UNKNOWN;
      at = end;
    }
  }
}

/**
 * Where the scan's entropy-coded data starting at `at` ends: the first FF that starts a marker,
 * not a stuffed FF 00, a restart marker or a fill byte.
 */
function endOfScan(bytes: Uint8Array, from: number): number | "end" {
  let at = bytes.indexOf(0xff, from);
  while (at !== -1) {
    let next = at + 1;
    while (bytes[next] === 0xff) next += 1;
    if (next >= bytes.length) return "end";
    const marker = bytes[next] ?? 0;
    if (marker !== 0x00 && !(marker >= 0xd0 && marker <= 0xd7)) return next - 1;
    at = bytes.indexOf(0xff, next + 1);
  }
  return "end";
}

// WebP -----------------------------------------------------------------------------------------

interface Chunk {
  fourcc: string;
  /** Where its content starts, and its length. */
  at: number;
  size: number;
}

/** The RIFF chunks from `at` to `end`, or "incomplete" when one runs past it. */
function riffChunks(bytes: Uint8Array, at: number, end: number): Chunk[] | "incomplete" {
  const view = viewOf(bytes);
  const chunks: Chunk[] = [];
  while (at < end) {
    if (at + 8 > end) return "incomplete";
    const size = view.getUint32(at + 4, true);
    if (at + 8 + size > end) return "incomplete";
    chunks.push({ fourcc: ascii(bytes, at, 4), at: at + 8, size });
    at += 8 + size + (size % 2);
  }
  return chunks;
}

/** The size a lossy (VP8) or lossless (VP8L) picture's own header declares, or null. */
function bitstreamSize(bytes: Uint8Array, chunk: Chunk): { width: number; height: number } | null {
  const view = viewOf(bytes);
  if (chunk.fourcc === "VP8 ") {
    // A key frame (bit 0 of its tag clear), its start code, then 14-bit width and height.
    if (chunk.size < 10 || (bytes[chunk.at] ?? 1) & 1 || !startsWith(bytes, [0x9d, 0x01, 0x2a], chunk.at + 3))
      return null;
    return { width: view.getUint16(chunk.at + 6, true) & 0x3fff, height: view.getUint16(chunk.at + 8, true) & 0x3fff };
  }
  if (chunk.fourcc === "VP8L") {
    if (chunk.size < 5 || bytes[chunk.at] !== 0x2f) return null;
    const bits = view.getUint32(chunk.at + 1, true);
    return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
  }
  return null;
}

const VP8X_ANIMATION = 0x02;

/**
 * WebP: a RIFF file of type WEBP holding a lossy (VP8) or lossless (VP8L) picture, alone or after
 * an extended header (VP8X) whose canvas must be the picture's size, as libwebp requires of a still
 * image. Animations are refused: which frame is the photo?
 */
function webpCheck(bytes: Uint8Array): ImageCheck | null {
  if (bytes.length < 12 || ascii(bytes, 0, 4) !== "RIFF" || ascii(bytes, 8, 4) !== "WEBP") return null;
  const end = 8 + viewOf(bytes).getUint32(4, true);
  if (end > bytes.length) return INCOMPLETE;
  const chunks = riffChunks(bytes, 12, end);
  if (chunks === "incomplete") return INCOMPLETE;
  const [first] = chunks;
  if (!first) return INCOMPLETE;
  if (first.fourcc !== "VP8X") {
    const size = bitstreamSize(bytes, first);
    return size ? image("webp", size.width, size.height) : UNKNOWN;
  }
  if (first.size < 10 || (bytes[first.at] ?? 0) & VP8X_ANIMATION) return UNKNOWN;
  const canvas = { width: uint24(bytes, first.at + 4) + 1, height: uint24(bytes, first.at + 7) + 1 };
  const picture = chunks.find((chunk) => chunk.fourcc === "VP8 " || chunk.fourcc === "VP8L");
  const size = picture && bitstreamSize(bytes, picture);
  if (!size || size.width !== canvas.width || size.height !== canvas.height) return UNKNOWN;
  return image("webp", canvas.width, canvas.height);
}

function uint24(bytes: Uint8Array, at: number): number {
  return (bytes[at] ?? 0) | ((bytes[at + 1] ?? 0) << 8) | ((bytes[at + 2] ?? 0) << 16);
}
