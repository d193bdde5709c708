import { createElement, lazy, Suspense } from "react";
import { describe, expect, it, vi } from "vitest";
import { renderHtml } from "#app/server/render-html.server.ts";

const OPTIONS = { timeoutMs: 2_000 };

function Greeting({ name }: { name: string }) {
  return createElement("p", { className: "greeting" }, `Selamat pagi, ${name} & co`);
}

function Broken(): never {
  throw new Error("no prices");
}

describe("rendering a page's HTML in one piece", () => {
  it("writes what the streamed render writes, a document with its doctype once", async () => {
    const page = createElement(
      "html",
      { lang: "id" },
      createElement(
        "body",
        null,
        createElement(Suspense, { fallback: "…" }, createElement(Greeting, { name: "Wayan" })),
      ),
    );
    const rendered = await renderHtml(page, OPTIONS);
    expect(rendered.failed).toBe(false);
    expect(rendered.html).toBe(
      '<!DOCTYPE html><html lang="id"><head></head><body><!--$--><p class="greeting">Selamat pagi, Wayan &amp; co</p><!--/$--></body></html>',
    );
  });

  it("waits for a component whose code this isolate has not loaded yet, instead of sending its fallback", async () => {
    let load: (() => void) | undefined;
    const LateGreeting = lazy(
      () => new Promise<{ default: typeof Greeting }>((resolve) => (load = () => resolve({ default: Greeting }))),
    );
    const rendering = renderHtml(
      createElement(
        "div",
        null,
        createElement(Suspense, { fallback: "Loading…" }, createElement(LateGreeting, { name: "Made" })),
      ),
      OPTIONS,
    );
    await vi.waitFor(() => expect(load).toBeDefined());
    load?.();
    const rendered = await rendering;
    expect(rendered.failed).toBe(false);
    expect(rendered.html).toContain("Selamat pagi, Made");
    expect(rendered.html).not.toContain("Loading…");
    expect(rendered.html.startsWith("<div>")).toBe(true);
  });

  it("reports a component that threw inside a boundary, which the browser is left to render", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const rendered = await renderHtml(
      createElement("main", null, createElement(Suspense, { fallback: "Sorry" }, createElement(Broken))),
      OPTIONS,
    );
    expect(rendered.failed).toBe(true);
    expect(rendered.html).toContain("Sorry");
    expect(logged).toHaveBeenCalledWith(expect.objectContaining({ message: "no prices" }));
    logged.mockRestore();
  });
});
