import type { Plugin, Rolldown } from "vite";

/**
 * V8's explicit compile hint (Chrome 136 and later): a file that starts with this comment has all
 * its functions compiled while it streams in, on a background thread, instead of each one on the
 * main thread the first time it is called. Other browsers read it as a comment.
 */
export const COMPILE_HINT = "//# allFunctionsCalledOnLoad\n";

/**
 * Marks the client chunks a page runs as soon as it loads: the route modules (React Router's
 * entries), the client entry and every chunk they import statically. Hydrating a page calls most
 * of their functions (React DOM's renderer, the router, the page's components), and each first
 * call was a compile on the main thread: about 870 of them on an activity page, some 115 ms of a
 * page's hydration on this machine, four times that for Lighthouse's phone (decision 0106).
 *
 * Chunks reached only through a dynamic import (the booking flow, the back office's editors, the
 * filter sheet) keep V8's lazy compilation: much of them never runs on a given visit.
 *
 * The comment must be the file's first line, so it is added once every other plugin has written
 * the chunk; a source map, if built, gets one empty line in front to stay aligned.
 */
export function compileHints(): Plugin {
  return {
    name: "compile-hints",
    applyToEnvironment: (environment) => environment.name === "client",
    generateBundle: {
      order: "post",
      handler(_options, bundle) {
        for (const chunk of chunksRunOnLoad(bundle)) {
          chunk.code = COMPILE_HINT + chunk.code;
          if (chunk.map) chunk.map.mappings = `;${chunk.map.mappings}`;
          const mapFile = bundle[`${chunk.fileName}.map`];
          if (mapFile?.type === "asset") mapFile.source = shiftedOneLine(mapFile.source);
        }
      },
    },
  };
}

/** A source map's text for a file that got one line more in front. */
function shiftedOneLine(source: string | Uint8Array): string {
  const map = JSON.parse(typeof source === "string" ? source : new TextDecoder().decode(source));
  return JSON.stringify({ ...map, mappings: `;${map.mappings}` });
}

function chunksRunOnLoad(bundle: Rolldown.OutputBundle): Rolldown.OutputChunk[] {
  const chunks = new Map<string, Rolldown.OutputChunk>();
  for (const output of Object.values(bundle)) if (output.type === "chunk") chunks.set(output.fileName, output);
  const reached = new Set<Rolldown.OutputChunk>();
  const queue = [...chunks.values()].filter((chunk) => chunk.isEntry);
  while (queue.length > 0) {
    const chunk = queue.pop() as Rolldown.OutputChunk;
    if (reached.has(chunk)) continue;
    reached.add(chunk);
    for (const imported of chunk.imports) {
      const next = chunks.get(imported);
      if (next) queue.push(next);
    }
  }
  return [...reached];
}
