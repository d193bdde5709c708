import { describe, expect, it } from "vitest";
import { Browser } from "./browser.ts";

/**
 * Every picture of the public pages as the server renders them: a WebP in two widths the browser
 * chooses between (`srcset` and `sizes`), with its intrinsic size so nothing shifts, and the
 * page's first picture announced in the head at high priority so it paints first.
 */
const PAGES = {
  home: "/",
  "activity list": "/activity/day-tours",
  "activity page": "/activity/day-tours/ubud-rice-terrace-and-monkey-forest-tour",
  "destination list": "/destination",
  gallery: "/gallery",
};

const attribute = (tag: string, name: string) => new RegExp(` ${name}="([^"]*)"`, "i").exec(tag)?.[1];

async function picturesOf(path: string) {
  const { status, text } = await new Browser("en").page(path);
  expect(status).toBe(200);
  const head = text.slice(0, text.indexOf("</head>"));
  const body = text.slice(text.indexOf("<body"));
  const preloads = [...head.matchAll(/<link [^>]*rel="preload"[^>]*>/g)].map((match) => match[0]);
  // A streamed Suspense boundary sends its fallback and then the same content: count each tag once.
  const images = [...new Set([...body.matchAll(/<img [^>]*>/g)].map((match) => match[0]))];
  return { preloads: preloads.filter((link) => attribute(link, "as") === "image"), images };
}

describe.each(Object.entries(PAGES))("the pictures of the %s", (_name, path) => {
  it("are WebP in two widths with their sizes and intrinsic size", async () => {
    const { images } = await picturesOf(path);
    expect(images.length).toBeGreaterThan(0);
    for (const img of images.filter((tag) => !attribute(tag, "src")?.endsWith("favicon.svg"))) {
      expect(attribute(img, "src"), img).toMatch(/^\/img\/.+\.webp$/);
      const candidates = attribute(img, "srcset")?.split(", ") ?? [];
      expect(candidates, img).toHaveLength(2);
      for (const candidate of candidates) expect(candidate, img).toMatch(/^\/img\/\S+\.webp \d+w$/);
      expect(attribute(img, "sizes"), img).toMatch(/\d+(px|vw)$/);
      expect(Number(attribute(img, "width")), img).toBeGreaterThan(0);
      expect(Number(attribute(img, "height")), img).toBeGreaterThan(0);
    }
  });

  it("preloads the first picture, alone, at high priority and lets the others wait", async () => {
    const { preloads, images } = await picturesOf(path);
    const pictures = images.filter((tag) => attribute(tag, "src")?.startsWith("/img/"));
    const [first, ...rest] = pictures;
    expect(attribute(first ?? "", "fetchpriority")).toBe("high");
    expect(attribute(first ?? "", "decoding"), "the first picture paints with its frame").toBeUndefined();
    const urgent = preloads.filter((link) => attribute(link, "fetchpriority") === "high");
    expect(urgent, "one picture preloaded at high priority").toHaveLength(1);
    expect(attribute(urgent[0] ?? "", "imagesrcset")).toBe(attribute(first ?? "", "srcset"));
    expect(attribute(urgent[0] ?? "", "imagesizes")).toBe(attribute(first ?? "", "sizes"));
    expect(rest.filter((img) => attribute(img, "fetchpriority") === "high")).toEqual([]);
    const lazy = rest.filter((img) => attribute(img, "loading") === "lazy");
    expect(lazy.length, "pictures below the first screen load lazily").toBeGreaterThan(0);
    for (const img of lazy) expect(attribute(img, "decoding"), img).toBe("async");
  });
});

describe("the sizes the pictures state", () => {
  it("are the width of a sideways row's cards on home, so a phone takes the small file", async () => {
    const { text } = await new Browser("en").page("/");
    const row = text.slice(text.indexOf('id="features"'));
    const card = /<img [^>]*>/.exec(row)?.[0] ?? "";
    expect(attribute(card, "sizes")).toBe("260px");
  });
});
