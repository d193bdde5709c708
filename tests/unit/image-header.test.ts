import { describe, expect, it } from "vitest";
import { readImageHeader } from "#workers/media/image-header.ts";

const bytes = (...parts: (number[] | string)[]) =>
  new Uint8Array(parts.flatMap((part) => (typeof part === "string" ? [...part].map((c) => c.charCodeAt(0)) : part)));

const u16be = (n: number) => [n >> 8, n & 0xff];
const u32be = (n: number) => [n >>> 24, (n >>> 16) & 0xff, (n >>> 8) & 0xff, n & 0xff];
const u24le = (n: number) => [n & 0xff, (n >> 8) & 0xff, (n >> 16) & 0xff];

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

describe("readImageHeader", () => {
  it("reads a PNG's size from its IHDR", () => {
    const png = bytes(PNG, u32be(13), "IHDR", u32be(20_000), u32be(30_000), [8, 2, 0, 0, 0]);
    expect(readImageHeader(png)).toEqual({ format: "png", width: 20_000, height: 30_000 });
  });

  it("reads a JPEG's size from its start of frame, past APP segments, a Huffman table and fill bytes", () => {
    const app1 = [0xff, 0xe1, ...u16be(6), 1, 2, 3, 4];
    const dht = [0xff, 0xc4, ...u16be(4), 0, 0];
    const sof2 = [0xff, 0xff, 0xc2, ...u16be(11), 8, ...u16be(3024), ...u16be(4032), 3, 1, 0x11, 0];
    expect(readImageHeader(bytes([0xff, 0xd8], app1, dht, sof2))).toEqual({
      format: "jpeg",
      width: 4032,
      height: 3024,
    });
  });

  it("reads the three kinds of WebP: lossy, lossless and extended", () => {
    const riff = (chunk: string, content: number[]) =>
      bytes("RIFF", [0, 0, 0, 0], "WEBP", chunk, [0, 0, 0, 0], content);
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
    const extended = riff("VP8X", [0, 0, 0, 0, ...u24le(20_000 - 1), ...u24le(20_000 - 1)]);
    expect(readImageHeader(extended)).toEqual({ format: "webp", width: 20_000, height: 20_000 });
  });

  it("knows nothing else: SVG, text, a GIF, a truncated or zero-sized header", () => {
    expect(readImageHeader(bytes('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>'))).toBeNull();
    expect(readImageHeader(bytes("just some text, not a photo"))).toBeNull();
    expect(readImageHeader(bytes("GIF89a", [10, 0, 10, 0]))).toBeNull();
    expect(readImageHeader(bytes([0xff, 0xd8, 0xff, 0xe0, 0, 16]))).toBeNull();
    expect(readImageHeader(bytes(PNG, u32be(13), "IHDR", u32be(0), u32be(10), [8, 2, 0, 0, 0]))).toBeNull();
  });
});
