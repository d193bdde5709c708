import path from "node:path";
import type { Plugin } from "vite";

/**
 * Every page loads the client entry and the root route, and with them every module they import
 * statically: the layout, the header's widgets, the messages' registry, the class names of their
 * styles. Left to itself the bundler cuts those modules into a dozen files of 0.1-0.8 KB, because
 * each set of route modules sharing them differs; a phone then starts a dozen requests more on
 * every page, and each start costs its main thread while the page hydrates.
 *
 * This plugin finds that set once the module graph is whole (the modules the entry and the root
 * reach through static imports, without the framework's own chunk) so that a code-splitting group
 * can put them in one file. No page loads a byte more: each of them was already on every page.
 */
const ROOTS = ["../app/entry.client.tsx", "../app/root.tsx"].map((file) => path.resolve(import.meta.dirname, file));

export interface PageShell {
  plugin: Plugin;
  /** Whether a module is one that every page loads; answers once the client's graph is built. */
  contains: (id: string) => boolean;
}

export function pageShell(): PageShell {
  const members = new Set<string>();
  const plugin: Plugin = {
    name: "page-shell",
    applyToEnvironment: (environment) => environment.name === "client",
    buildEnd() {
      members.clear();
      const entries = [...this.getModuleIds()].filter((id) => ROOTS.includes(id.split("?")[0] ?? id));
      const queue = [...entries];
      while (queue.length > 0) {
        const id = queue.pop() as string;
        for (const imported of this.getModuleInfo(id)?.importedIds ?? []) {
          if (members.has(imported) || entries.includes(imported)) continue;
          members.add(imported);
          queue.push(imported);
        }
      }
    },
  };
  return { plugin, contains: (id) => members.has(id) };
}
