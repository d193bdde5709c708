import { readFileSync } from "node:fs";
import path from "node:path";
import type { Plugin } from "vite";

/**
 * Each client module carries the Lingui messages it renders, in both languages, instead of every
 * page downloading the whole catalog before it hydrates (docs/decisions/0021-client-javascript-budget.md).
 *
 * After Lingui's macros have compiled `t`, `<Trans>` and `msg` to `{ id: "…" }`, a module whose
 * code names catalog ids gets one call, `addMessages({ id: {…}, en: {…} })`, with those messages
 * from the compiled catalogs (`npm run build` compiles them first). A page therefore loads the
 * messages of the code it loads, and a lazy chunk (the booking flow, the back office's pages)
 * brings its own. The server keeps the whole catalogs (workers/i18n.ts).
 */
const LOCALES = ["id", "en"] as const;
const REGISTRY = path.resolve(import.meta.dirname, "../app/i18n/registry.ts");
const MESSAGE_ID = /\bid:\s*["'`]([\w-]{6})["'`]/g;

type Catalog = Record<string, unknown>;

function compiledCatalog(file: string): Catalog {
  const text = readFileSync(file, "utf8");
  const literal = text.slice(text.indexOf("JSON.parse(") + "JSON.parse(".length, text.lastIndexOf(")"));
  return JSON.parse(JSON.parse(literal) as string) as Catalog;
}

export function moduleMessages(): Plugin {
  const files = Object.fromEntries(
    LOCALES.map((locale) => [locale, path.resolve(import.meta.dirname, `../locales/${locale}/messages.ts`)]),
  ) as Record<(typeof LOCALES)[number], string>;
  let catalogs: Record<(typeof LOCALES)[number], Catalog> | undefined;
  const read = () => {
    catalogs ??= { id: compiledCatalog(files.id), en: compiledCatalog(files.en) };
    return catalogs;
  };
  return {
    name: "module-messages",
    enforce: "post",
    applyToEnvironment: (environment) => environment.name === "client",
    watchChange(id) {
      if (Object.values(files).includes(id)) catalogs = undefined;
    },
    transform(code, id) {
      if (id.includes("/node_modules/") || id.startsWith("\0") || !/\.[cm]?[jt]sx?$/.test(id.replace(/\?.*$/, ""))) {
        return undefined;
      }
      const { id: indonesian, en: english } = read();
      const ids = [...new Set([...code.matchAll(MESSAGE_ID)].map((match) => match[1] ?? ""))].filter(
        (messageId) => messageId in english,
      );
      if (ids.length === 0) return undefined;
      for (const file of Object.values(files)) this.addWatchFile(file);
      const pick = (catalog: Catalog) => Object.fromEntries(ids.map((messageId) => [messageId, catalog[messageId]]));
      const messages = JSON.stringify({ id: pick(indonesian), en: pick(english) });
      return {
        code: `import { addMessages as __addMessages } from ${JSON.stringify(REGISTRY)};\n${code}\n__addMessages(${messages});\n`,
        map: null,
      };
    },
  };
}
