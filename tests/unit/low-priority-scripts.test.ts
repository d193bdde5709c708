import { describe, expect, it } from "vitest";
import { lowPriorityModulePreloads } from "#workers/low-priority-scripts.ts";

const PAGE =
  '<html><head><title>Tur — ☀️</title><link rel="modulepreload" href="/a.js"/><link rel="modulepreload" href="/b.js"/></head>' +
  "<body><p>Tur sehari ke Ubud — ☀️</p><script>let x = '<link rel=\"modulepreload\"';</script></body></html>";

describe("module preloads at low priority", () => {
  it("marks every preload in the head and leaves the body as it was", () => {
    const [head, body] = lowPriorityModulePreloads(PAGE).split("</head>");
    expect(head?.match(/<link rel="modulepreload" fetchpriority="low" href="\/[ab]\.js"\/>/g)).toHaveLength(2);
    expect(body).toBe(PAGE.split("</head>")[1]);
  });

  it("leaves a page without preloads as it was", () => {
    const html = "<html><head><title>Bali ☀️</title></head><body><p>Bali</p></body></html>";
    expect(lowPriorityModulePreloads(html)).toBe(html);
  });
});
