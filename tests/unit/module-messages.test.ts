import { generateMessageId } from "@lingui/message-utils/generateMessageId";
import { describe, expect, it } from "vitest";
import { createI18n } from "#app/i18n/i18n.ts";
import { addMessages } from "#app/i18n/registry.ts";
import { moduleMessages } from "../../scripts/vite-module-messages.ts";

/** The plugin's transform on one module, as the client build runs it after Lingui's macros. */
function transform(code: string, file: string): string | undefined {
  const hook = moduleMessages().transform as (code: string, id: string) => { code: string } | undefined;
  return hook.call({ addWatchFile() {} }, code, file)?.code;
}

const OPEN_MENU = generateMessageId("Open menu");
const CLOSE_MENU = generateMessageId("Close menu");

describe("each client module carries the messages it renders", () => {
  it("adds the messages a module names, in both languages, and no other", () => {
    const code = `const a = i18n._({ id: "${OPEN_MENU}" });\nconst b = jsx(Trans, { id: "${CLOSE_MENU}" });`;
    const out = transform(code, "/project/app/components/Shell.tsx") ?? "";
    const added = JSON.parse(out.slice(out.indexOf("__addMessages(") + "__addMessages(".length, out.lastIndexOf(")")));
    expect(added).toEqual({
      id: { [OPEN_MENU]: ["Buka menu"], [CLOSE_MENU]: ["Tutup menu"] },
      en: { [OPEN_MENU]: ["Open menu"], [CLOSE_MENU]: ["Close menu"] },
    });
    expect(out).toContain(code);
  });

  it("leaves alone a module with no message, an `id` that names none, and libraries", () => {
    expect(transform(`jsx("input", { id: "search" });`, "/project/app/components/SearchBox.tsx")).toBeUndefined();
    expect(transform("export const x = 1;", "/project/domain/format.ts")).toBeUndefined();
    expect(transform(`i18n._({ id: "${OPEN_MENU}" })`, "/project/node_modules/lib/index.js")).toBeUndefined();
  });

  it("gives the page's instance the messages of modules run before it and after it", () => {
    addMessages({ id: { [OPEN_MENU]: ["Buka menu"] }, en: { [OPEN_MENU]: ["Open menu"] } });
    const i18n = createI18n("id");
    expect(i18n._(OPEN_MENU)).toBe("Buka menu");
    addMessages({ id: { [CLOSE_MENU]: ["Tutup menu"] }, en: { [CLOSE_MENU]: ["Close menu"] } });
    expect(i18n._(CLOSE_MENU)).toBe("Tutup menu");
  });
});
