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

  // Extracting every message of the code takes about 8 s alone on the 2-core machine: more than the
  // default 10 s as soon as another test file runs beside it.
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
  }, 60_000);

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

describe("the sign-up's reasons", () => {
  it("are the server's and the register page's one sentence per problem, in both languages", async () => {
    const { ACCOUNT_PROBLEM_MESSAGES } = await import("#domain/inputs/account-messages.ts");
    const { translate } = await import("#workers/i18n.ts");
    const expected = {
      usernameRequired: ["Username is required.", "Nama pengguna wajib diisi."],
      usernameTooLong: ["Username must be at most 100 characters.", "Nama pengguna maksimal 100 karakter."],
      usernameNotOneLine: [
        "Username must be one line, without control or invisible characters.",
        "Nama pengguna harus satu baris, tanpa karakter kontrol atau karakter tak terlihat.",
      ],
      emailRequired: ["E-mail is required.", "E-mail wajib diisi."],
      emailInvalid: ["E-mail must be valid.", "E-mail harus valid."],
      passwordRequired: ["Password is required.", "Kata sandi wajib diisi."],
      passwordTooShort: ["Password must be at least 8 characters.", "Kata sandi minimal 8 karakter."],
      passwordTooLong: ["Password must be at most 128 characters.", "Kata sandi maksimal 128 karakter."],
      passwordTooSimple: [
        "The password cannot be only spaces or one character repeated.",
        "Kata sandi tidak boleh hanya spasi atau satu karakter yang diulang.",
      ],
      passwordIsEmail: [
        "The password cannot be your e-mail address or the part before the @.",
        "Kata sandi tidak boleh berupa alamat e-mail Anda atau bagian sebelum @.",
      ],
      passwordCommon: [
        "This password is too common and easy to guess. Please choose another.",
        "Kata sandi ini terlalu umum dan mudah ditebak. Silakan pilih yang lain.",
      ],
    } as const;
    for (const [problem, [english, indonesian]] of Object.entries(expected)) {
      const message = ACCOUNT_PROBLEM_MESSAGES[problem as keyof typeof expected];
      expect(translate("en", message), problem).toBe(english);
      expect(translate("id", message), problem).toBe(indonesian);
    }
  });
});
