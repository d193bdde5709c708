import { describe, expect, it } from "vitest";
import { checkImage, readImageHeader } from "#workers/media/image-header.ts";

const bytes = (...parts: (number[] | string)[]) =>
  new Uint8Array(parts.flatMap((part) => (typeof part === "string" ? [...part].map((c) => c.charCodeAt(0)) : part)));

const u16be = (n: number) => [n >> 8, n & 0xff];
const u32be = (n: number) => [n >>> 24, (n >>> 16) & 0xff, (n >>> 8) & 0xff, n & 0xff];
const u24le = (n: number) => [n & 0xff, (n >> 8) & 0xff, (n >> 16) & 0xff];

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
/** A PNG chunk; the checker does not verify CRCs (the decoder does), so they are left zero. */
const chunk = (type: string, content: number[] = []) => [
  ...u32be(content.length),
  ...bytes(type),
  ...content,
  0,
  0,
  0,
  0,
];
const ihdr = (width: number, height: number) => chunk("IHDR", [...u32be(width), ...u32be(height), 8, 2, 0, 0, 0]);
const IDAT = chunk("IDAT", [0x78, 0x9c, 0x03, 0x00]);
const IEND = chunk("IEND");

const SOI = [0xff, 0xd8];
const EOI = [0xff, 0xd9];
const segment = (marker: number, content: number[]) => [0xff, marker, ...u16be(2 + content.length), ...content];
const frame = (width: number, height: number, marker = 0xc0) =>
  segment(marker, [8, ...u16be(height), ...u16be(width), 1, 1, 0x11, 0]);
/** A start of scan and a little entropy-coded data, with a stuffed FF 00 and a restart marker in it. */
const SCAN = [...segment(0xda, [1, 1, 0, 0, 63, 0]), 0x12, 0xff, 0x00, 0x34, 0xff, 0xd0, 0x56];
const jpeg = (...parts: number[][]) => bytes(SOI, ...parts, SCAN, EOI);

const u32le = (n: number) => [...u24le(n), n >>> 24];
/** A RIFF WebP file of these chunks, with their real sizes. */
const webp = (...chunks: [string, number[]][]) => {
  const body = chunks.flatMap(([name, content]) => [
    ...bytes(name),
    ...u32le(content.length),
    ...content,
    ...(content.length % 2 ? [0] : []),
  ]);
  return bytes("RIFF", u32le(4 + body.length), "WEBP", body);
};
/** A lossy key frame's header declaring width × height (14 bits each), and a little data. */
const vp8 = (width: number, height: number) => [0, 0, 0, 0x9d, 0x01, 0x2a, ...u16le(width), ...u16le(height), 0, 0];
const u16le = (n: number) => [n & 0xff, (n >> 8) & 0xff];
/** An extended WebP's header: no animation, canvas width × height. */
const vp8x = (width: number, height: number, flags = 0) => [flags, 0, 0, 0, ...u24le(width - 1), ...u24le(height - 1)];

describe("readImageHeader", () => {
  it("reads a PNG's size from its IHDR", () => {
    const png = bytes(PNG, ihdr(20_000, 30_000), IDAT, IEND);
    expect(readImageHeader(png)).toEqual({ format: "png", width: 20_000, height: 30_000 });
  });

  it("reads a JPEG's size from its start of frame, past APP segments, a Huffman table and fill bytes", () => {
    const app1 = [0xff, 0xe1, ...u16be(6), 1, 2, 3, 4];
    const dht = [0xff, 0xc4, ...u16be(4), 0, 0];
    const sof2 = [0xff, ...frame(4032, 3024, 0xc2)];
    expect(readImageHeader(jpeg(app1, dht, sof2))).toEqual({
      format: "jpeg",
      width: 4032,
      height: 3024,
    });
  });

  it("reads the three kinds of WebP: lossy, lossless and extended", () => {
    const riff = (chunk: string, content: number[]) => webp([chunk, content]);
    const lossy = riff("VP8 ", [0, 0, 0, 0x9d, 0x01, 0x2a, 1200 & 0xff, 1200 >> 8, 800 & 0xff, 800 >> 8, 0, 0]);
    expect(readImageHeader(lossy)).toEqual({ format: "webp", width: 1200, height: 800 });
    const packed = (480 - 1) | ((320 - 1) << 14);
    const lossless = riff("VP8L", [
      0x2f,
      packed & 0xff,
      (packed >> 8) & 0xff,
      (packed >> 16) & 0xff,
      packed >>> 24,
      ...new Array(5).fill(0),
    ]);
    expect(readImageHeader(lossless)).toEqual({ format: "webp", width: 480, height: 320 });
    const extended = webp(["VP8X", vp8x(16_000, 12_000)], ["VP8 ", vp8(16_000, 12_000)]);
    expect(readImageHeader(extended)).toEqual({ format: "webp", width: 16_000, height: 12_000 });
  });

  it("knows nothing else: SVG, text, a GIF, a truncated or zero-sized header", () => {
    expect(readImageHeader(bytes('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>'))).toBeNull();
    expect(readImageHeader(bytes("just some text, not a photo"))).toBeNull();
    expect(readImageHeader(bytes("GIF89a", [10, 0, 10, 0]))).toBeNull();
    expect(readImageHeader(bytes([0xff, 0xd8, 0xff, 0xe0, 0, 16]))).toBeNull();
    expect(readImageHeader(bytes(PNG, ihdr(0, 10), IDAT, IEND))).toBeNull();
  });
});

describe("readImageHeader reads the size the decoder will decode, or nothing", () => {
  it("skips a TEM marker without a length, so a fake frame hidden in APP0 is not taken for the real one", () => {
    const app0 = new Array(0xffff - 2).fill(0);
    // Read with a length after TEM, FF E0 would say 65,504 and land here, on a 100×100 frame.
    const fake = frame(100, 100);
    app0.splice(0xffe0 - 4, fake.length, ...fake);
    const attack = jpeg([0xff, 0x01], [0xff, 0xe0, 0xff, 0xff, ...app0], frame(12_000, 12_000));
    expect(readImageHeader(attack)).toEqual({ format: "jpeg", width: 12_000, height: 12_000 });
    expect(readImageHeader(jpeg([0xff, 0xd3], [0xff, 0xff], frame(300, 200)))).toEqual({
      format: "jpeg",
      width: 300,
      height: 200,
    });
  });

  it("refuses a JPEG with a marker before its frame that it does not know, or bytes between segments", () => {
    for (const marker of [0xde, 0xdf, 0xc8, 0xf0, 0xdc, 0x02, 0xd8]) {
      expect(readImageHeader(jpeg(segment(marker, [0, 0]), frame(300, 200))), marker.toString(16)).toBeNull();
    }
    expect(readImageHeader(jpeg([0x00, 0x10], frame(300, 200)))).toBeNull();
    expect(readImageHeader(bytes(SOI, SCAN, frame(300, 200), SCAN, EOI))).toBeNull();
    expect(readImageHeader(jpeg(frame(300, 200), frame(100, 100)))).toBeNull();
    expect(readImageHeader(jpeg([0xff, 0xe1, 0, 1], frame(300, 200)))).toBeNull();
  });

  it("finds a JPEG incomplete when it ends before its end-of-image marker, and ignores what follows it", () => {
    const whole = jpeg(frame(300, 200));
    expect(checkImage(whole)).toEqual({ kind: "image", header: { format: "jpeg", width: 300, height: 200 } });
    for (const cut of [whole.length - 1, whole.length - 2, whole.length - 5, 14]) {
      expect(checkImage(whole.slice(0, cut)), String(cut)).toEqual({ kind: "incomplete" });
    }
    // A phone's motion photo carries a video after the picture's end.
    expect(readImageHeader(bytes([...whole], "....ftypmp42"))).toEqual({ format: "jpeg", width: 300, height: 200 });
    // A progressive JPEG: tables and more scans between the scans.
    const progressive = jpeg(frame(300, 200, 0xc2), SCAN, segment(0xc4, [0, 0]), SCAN);
    expect(readImageHeader(progressive)).toEqual({ format: "jpeg", width: 300, height: 200 });
  });

  it("refuses a PNG whose IHDR is not first, not 13 bytes or not alone", () => {
    expect(readImageHeader(bytes(PNG, chunk("tEXt", [65]), ihdr(300, 200), IDAT, IEND))).toBeNull();
    expect(
      readImageHeader(bytes(PNG, chunk("IHDR", [...u32be(300), ...u32be(200), 8, 2, 0, 0, 0, 0]), IDAT, IEND)),
    ).toBeNull();
    expect(readImageHeader(bytes(PNG, ihdr(300, 200), ihdr(20_000, 20_000), IDAT, IEND))).toBeNull();
  });

  it("finds a PNG incomplete without its data or its end", () => {
    const whole = bytes(PNG, ihdr(300, 200), IDAT, IEND);
    expect(checkImage(whole)).toEqual({ kind: "image", header: { format: "png", width: 300, height: 200 } });
    expect(checkImage(bytes(PNG, ihdr(300, 200), IDAT))).toEqual({ kind: "incomplete" });
    expect(checkImage(bytes(PNG, ihdr(300, 200), IEND))).toEqual({ kind: "incomplete" });
    expect(checkImage(whole.slice(0, whole.length - 14))).toEqual({ kind: "incomplete" });
  });

  it("refuses an extended WebP whose canvas is not its picture's size, animated, or without a picture", () => {
    expect(readImageHeader(webp(["VP8X", vp8x(100, 100)], ["VP8 ", vp8(16_000, 16_000)]))).toBeNull();
    const packed = (16_000 - 1) | ((16_000 - 1) << 14);
    const lossless = [0x2f, ...u32le(packed), 0, 0, 0];
    expect(readImageHeader(webp(["VP8X", vp8x(100, 100)], ["VP8L", lossless]))).toBeNull();
    expect(readImageHeader(webp(["VP8X", vp8x(300, 200, 0x02)], ["VP8 ", vp8(300, 200)]))).toBeNull();
    expect(readImageHeader(webp(["VP8X", vp8x(300, 200)], ["EXIF", [1, 2]]))).toBeNull();
    expect(readImageHeader(webp(["VP8X", vp8x(300, 200)], ["ICCP", [1, 2]], ["VP8 ", vp8(300, 200)]))).toEqual({
      format: "webp",
      width: 300,
      height: 200,
    });
  });

  it("finds a WebP incomplete when its file is shorter than its RIFF size or its picture's chunk", () => {
    const whole = webp(["VP8 ", vp8(300, 200)]);
    expect(checkImage(whole.slice(0, whole.length - 2))).toEqual({ kind: "incomplete" });
    const claimsMore = new Uint8Array(whole);
    claimsMore[16] = 200; // the VP8 chunk's size, past the RIFF's end
    expect(checkImage(claimsMore)).toEqual({ kind: "incomplete" });
  });
});
