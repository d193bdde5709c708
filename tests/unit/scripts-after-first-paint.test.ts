import { describe, expect, it } from "vitest";
import { TAPPED_BEFORE_CODE } from "#domain/before-code.ts";
import { HELD_MODULE_TYPE, scriptsAfterFirstPaint } from "#workers/scripts-after-first-paint.ts";

const PAGE =
  '<html><head><title>Tur — ☀️</title><link rel="modulepreload" href="/a.js" nonce="n1"/>' +
  '<link rel="modulepreload" href="/b.js" nonce="n1"/></head><body><p>Tur sehari ke Ubud — ☀️</p>' +
  '<script nonce="n1">window.context = {};</script>' +
  '<script nonce="n1" type="module" async="">import * as route0 from "/a.js";</script></body></html>';

describe("a page's scripts held until its first paint", () => {
  const page = scriptsAfterFirstPaint(PAGE, "n1");
  const [head = "", body = ""] = page.split("</head>");

  it("takes the module preloads out of the head, where the script for taps before the code goes", () => {
    const beforeCode =
      /^<html><head><title>Tur — ☀️<\/title><script nonce="n1">(document\.addEventListener\("click".*\);)<\/script>$/.exec(
        head,
      );
    expect(beforeCode?.[1]).toContain('[role="tab"][aria-controls]');
    expect(beforeCode?.[1]).toContain(TAPPED_BEFORE_CODE);
    expect(() => new Function(beforeCode?.[1] ?? "")).not.toThrow();
  });

  it("holds the module script, with the modules to preload, and leaves the other scripts", () => {
    expect(body).toContain(
      `<script nonce="n1" type="${HELD_MODULE_TYPE}" data-preload="/a.js /b.js" async="">import * as route0 from "/a.js";</script>`,
    );
    expect(body).not.toContain('type="module"');
    expect(body).toContain('<p>Tur sehari ke Ubud — ☀️</p><script nonce="n1">window.context = {};</script>');
  });

  it("starts them from a script with the page's nonce, last in the body", () => {
    const starter = /<script nonce="n1">(\(\(\) => \{.*\}\)\(\);)<\/script><\/body><\/html>$/.exec(page);
    expect(starter?.[1]).toContain(HELD_MODULE_TYPE);
    expect(() => new Function(starter?.[1] ?? "")).not.toThrow();
  });

  it("leaves a page without an inline module script as it was", () => {
    const html =
      '<html><head><link rel="modulepreload" href="/a.js"/></head><body><script type="module" src="/a.js"></script></body></html>';
    expect(scriptsAfterFirstPaint(html, "n1")).toBe(html);
  });
});
