/** Image files made in the test: PNGs of any size, and the JPEG fixture (a phone-like photo, 6 KB). */
import jpegDataUrl from "../fixtures/photo-1500x1000.jpg?inline";

export function jpegPhoto(): Uint8Array<ArrayBuffer> {
  const base64 = jpegDataUrl.slice(jpegDataUrl.indexOf(",") + 1);
  return Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (CRC_TABLE[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, content: Uint8Array): Uint8Array {
  const typed = new Uint8Array([...type].map((char) => char.charCodeAt(0)).concat([...content]));
  const out = new Uint8Array(12 + content.length);
  const view = new DataView(out.buffer);
  view.setUint32(0, content.length);
  out.set(typed, 4);
  view.setUint32(8 + content.length, crc32(typed));
  return out;
}

function concat(parts: Uint8Array[]): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

function header(width: number, height: number): Uint8Array {
  const ihdr = new Uint8Array(13);
  const view = new DataView(ihdr.buffer);
  view.setUint32(0, width);
  view.setUint32(4, height);
  ihdr.set([8, 2, 0, 0, 0], 8); // 8 bits, RGB, deflate, no filter choice, no interlace
  return ihdr;
}

const SIGNATURE = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

async function deflated(bytes: Uint8Array<ArrayBuffer>): Promise<Uint8Array> {
  const stream = new Blob([bytes]).stream().pipeThrough(new CompressionStream("deflate"));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

/** An RGB PNG of a colour gradient, width × height. */
export async function pngPicture(width: number, height: number): Promise<Uint8Array<ArrayBuffer>> {
  const rows = new Uint8Array(height * (1 + width * 3));
  for (let y = 0; y < height; y += 1) {
    const row = y * (1 + width * 3);
    for (let x = 0; x < width; x += 1) rows.set([(x * 255) / width, 80, (y * 255) / height], row + 1 + x * 3);
  }
  return concat([
    SIGNATURE,
    chunk("IHDR", header(width, height)),
    chunk("IDAT", await deflated(rows)),
    chunk("IEND", new Uint8Array()),
  ]);
}

/** A decompression bomb's header: a few bytes declaring width × height, with a token of pixel data. */
export async function pngDeclaring(width: number, height: number): Promise<Uint8Array<ArrayBuffer>> {
  const someRows = await deflated(new Uint8Array(1 + 3 * 16));
  return concat([
    SIGNATURE,
    chunk("IHDR", header(width, height)),
    chunk("IDAT", someRows),
    chunk("IEND", new Uint8Array()),
  ]);
}

/** A copy of a JPEG whose start of frame declares width × height instead of its own size. */
function jpegDeclaring(jpeg: Uint8Array, width: number, height: number): Uint8Array<ArrayBuffer> {
  const copy = new Uint8Array(jpeg);
  const view = new DataView(copy.buffer);
  let at = 2;
  while (copy[at + 1] !== 0xc0 && copy[at + 1] !== 0xc2) at += 2 + view.getUint16(at + 2);
  view.setUint16(at + 5, height);
  view.setUint16(at + 7, width);
  return copy;
}

/**
 * The TEM attack of issue 34: a real JPEG whose frame declares width × height, behind a TEM marker
 * (FF 01, which has no length) and an APP0 segment. A checker that reads a length after TEM takes
 * the APP0 marker's bytes (FF E0) for a length of 65,504 and lands inside APP0, on a fake start of
 * frame of 100×100; the decoder skips APP0 whole and decodes the real frame.
 */
export function jpegHidingItsFrame(width: number, height: number): Uint8Array<ArrayBuffer> {
  const real = jpegDeclaring(jpegPhoto(), width, height);
  const app0Length = 0xffff;
  const hidden = new Uint8Array(2 + 2 + app0Length);
  hidden.set([0xff, 0x01, 0xff, 0xe0, app0Length >> 8, app0Length & 0xff]);
  const fakeFrame = [0xff, 0xc0, 0, 17, 8, 0, 100, 0, 100, 3, 1, 0x11, 0, 2, 0x11, 1, 3, 0x11, 1];
  hidden.set(fakeFrame, 2 + 2 + 0xffe0 - 2);
  return concat([real.subarray(0, 2), hidden, real.subarray(2)]);
}

/** The first `fraction` of a file, as a copy cut off mid-transfer leaves it. */
export function cutOff(bytes: Uint8Array, fraction: number): Uint8Array<ArrayBuffer> {
  return bytes.slice(0, Math.floor(bytes.length * fraction));
}
