import { readFileSync } from "node:fs";
import { type AllCatalogsType, getCatalogs } from "@lingui/cli/api";
import { getConfig } from "@lingui/conf";
import { beforeAll, describe, expect, it } from "vitest";

/** msgid → msgstr of a PO file (single-line entries, as lingui writes them without wrapping). */
function entries(locale: string): Map<string, string> {
  const text = readFileSync(`locales/${locale}/messages.po`, "utf8");
  const result = new Map<string, string>();
  for (const block of text.split(/\n\n+/)) {
    const id = block.match(/^msgid "(.*)"$/m)?.[1];
    const str = block.match(/^msgstr "(.*)"$/m)?.[1];
    if (id) result.set(id, str ?? "");
  }
  return result;
}

describe("UI text in both languages", () => {
  for (const locale of ["id", "en"]) {
    it(`has a translation for every message in ${locale}`, () => {
      const catalog = entries(locale);
      expect(catalog.size).toBeGreaterThan(0);
      const missing = [...catalog].filter(([, translation]) => translation.trim() === "").map(([id]) => id);
      expect(missing).toEqual([]);
    });
  }

  it("has the same messages in both catalogs", () => {
    expect([...entries("id").keys()].sort()).toEqual([...entries("en").keys()].sort());
  });
});

/**
 * What `lingui extract` finds in the code, against what locales/ holds. The tests above only see
 * the PO files, so a `t` or `<Trans>` that was never extracted would pass them and show English on
 * the Indonesian site. This reads the code and the catalogs with Lingui's own extractor, and
 * writes nothing.
 */
describe("the catalogs and the code", () => {
  const config = getConfig({ cwd: process.cwd() });
  /** Message id → source text, per catalog in the config. */
  let inCode: Map<string, string>[] = [];
  let inCatalogs: AllCatalogsType[] = [];

  beforeAll(async () => {
    const catalogs = await getCatalogs(config);
    inCode = [];
    inCatalogs = [];
    for (const catalog of catalogs) {
      const extracted = await catalog.collect();
      if (!extracted) throw new Error(`Lingui could not extract the messages of ${catalog.path}`);
      inCode.push(new Map(Object.entries(extracted).map(([id, message]) => [id, message.message ?? id])));
      inCatalogs.push(await catalog.readAll());
    }
  });

  for (const locale of config.locales) {
    it(`has every message of the code in locales/${locale} (else run npm run i18n:extract)`, () => {
      expect(inCode.length).toBeGreaterThan(0);
      inCode.forEach((messages, index) => {
        expect(messages.size).toBeGreaterThan(0);
        const stored = inCatalogs[index]?.[locale] ?? {};
        const missing = [...messages].filter(([id]) => !(id in stored)).map(([, text]) => text);
        expect(missing).toEqual([]);
      });
    });

    it(`keeps no message in locales/${locale} that the code no longer has`, () => {
      inCode.forEach((messages, index) => {
        const stored = inCatalogs[index]?.[locale] ?? {};
        const stale = Object.entries(stored)
          .filter(([id]) => !messages.has(id))
          .map(([id, message]) => message.message ?? id);
        expect(stale).toEqual([]);
      });
    });
  }
});

describe("the register page's reasons", () => {
  it("read as the server's for every problem of the sign-up rules, in both languages", async () => {
    const { AUTH_MESSAGES } = await import("#workers/accounts/auth-input.ts");
    const { NAME_MAX, PASSWORD_MAX, PASSWORD_MIN } = await import("#domain/registration-rules.ts");
    const limits: Record<string, number> = { NAME_MAX, PASSWORD_MAX, PASSWORD_MIN };
    const filled = (text: string) => text.replace(/\{(\w+)\}/g, (_, name: string) => String(limits[name]));
    const indonesian = entries("id");
    const page = new Map([...indonesian].map(([id, translation]) => [filled(id), filled(translation)]));
    const problems = [
      "usernameRequired",
      "usernameTooLong",
      "usernameNotOneLine",
      "emailRequired",
      "emailInvalid",
      "passwordRequired",
      "passwordTooShort",
      "passwordTooLong",
      "passwordTooSimple",
      "passwordIsEmail",
      "passwordCommon",
    ] as const;
    for (const problem of problems) {
      const server = AUTH_MESSAGES[problem];
      expect(page.get(server.en), problem).toBe(server.id);
    }
  });
});
