import { describe, expect, it } from "vitest";
import { lowPriorityModulePreloads } from "#workers/low-priority-scripts.ts";

/** The bytes of `html` cut at the given byte offsets, as a stream of chunks. */
function chunked(html: string, cuts: number[]): ReadableStream<Uint8Array> {
  const bytes = new TextEncoder().encode(html);
  const bounds = [0, ...cuts, bytes.length];
  return new ReadableStream({
    start(controller) {
      for (let i = 0; i + 1 < bounds.length; i += 1) controller.enqueue(bytes.slice(bounds[i], bounds[i + 1]));
      controller.close();
    },
  });
}

const read = (stream: ReadableStream<Uint8Array>) => new Response(stream).text();

const PAGE =
  '<html><head><title>Tur — ☀️</title><link rel="modulepreload" href="/a.js"/><link rel="modulepreload" href="/b.js"/></head>' +
  "<body><p>Tur sehari ke Ubud — ☀️</p><script>let x = '<link rel=\"modulepreload\"';</script></body></html>";

describe("module preloads at low priority", () => {
  it("marks every preload in the head and leaves the body as it was, however the stream is cut", async () => {
    const length = new TextEncoder().encode(PAGE).length;
    for (const cuts of [[], [10], [30, 31, 32], [...Array(length - 1).keys()].map((i) => i + 1)]) {
      const out = await read(lowPriorityModulePreloads(chunked(PAGE, cuts)));
      const [head, body] = out.split("</head>");
      expect(head?.match(/fetchpriority="low"/g), `cut at ${cuts.length} places`).toHaveLength(2);
      expect(body, `cut at ${cuts.length} places`).toBe(PAGE.split("</head>")[1]);
    }
  });

  it("passes a page without a head through whole", async () => {
    const html = "<p>Bali ☀️</p>";
    expect(await read(lowPriorityModulePreloads(chunked(html, [5, 12])))).toBe(html);
  });
});
