import { describe, expect, it } from "vitest";
import { EMAIL_MAX_LENGTH, looksLikeEmail } from "#domain/email.ts";

describe("looksLikeEmail, the check shared by the forms and the server", () => {
  it("takes the addresses tourists really have", () => {
    for (const email of [
      "ayu@example.com",
      " ayu@example.co.id ",
      "o'brien@example.ie",
      "made+bali@example.com",
      "first.last@mail.example.com",
      "josé@correo.es",
      "ayu@xn--p1ai.xn--p1ai",
    ]) {
      expect(looksLikeEmail(email), email).toBe(true);
    }
  });

  it("refuses text that is not an address or could break a mail header", () => {
    for (const email of [
      "",
      "ayu",
      "@example.com",
      "ayu@",
      "ayu@@example.com",
      "ayu@example",
      "ayu@example.c",
      "ayu@.com",
      "made ayu@example.com",
      "ayu@example.com\r\nBcc: x@example.com",
      "Ayu <ayu@example.com>",
      "ayu,made@example.com",
      '"ayu"@example.com',
    ]) {
      expect(looksLikeEmail(email), JSON.stringify(email)).toBe(false);
    }
  });

  it("refuses NUL, C0 and C1 controls, zero-width and bidi characters instead of dropping them on the way", () => {
    for (const hidden of [
      "\u0000",
      "\u0007",
      "\u001b",
      "\u007f",
      "\u0085",
      "\u009b",
      "\u200b",
      "\u200c",
      "\u200d",
      "\u2060",
      "\ufeff",
      "\u00ad",
      "\u200e",
      "\u200f",
      "\u202a",
      "\u202e",
      "\u2066",
      "\u2069",
      "\u2028",
      "\u2029",
    ]) {
      expect(looksLikeEmail(`a${hidden}b@example.com`), JSON.stringify(hidden)).toBe(false);
      expect(looksLikeEmail(`ab@exam${hidden}ple.com`), JSON.stringify(hidden)).toBe(false);
    }
  });

  it("refuses an address longer than a mail server takes", () => {
    const domain = "@example.com";
    expect(looksLikeEmail(`${"a".repeat(EMAIL_MAX_LENGTH - domain.length)}${domain}`)).toBe(true);
    expect(looksLikeEmail(`${"a".repeat(EMAIL_MAX_LENGTH - domain.length + 1)}${domain}`)).toBe(false);
  });
});

describe("the mailbox an address delivers to", () => {
  it("folds case, drops a +tag and ignores Gmail's dots, and nothing else", async () => {
    const { mailboxOf } = await import("#domain/email.ts");
    expect(mailboxOf("Ayu.Lestari+bali@GMAIL.com")).toBe("ayulestari@gmail.com");
    expect(mailboxOf("ayu.lestari@googlemail.com")).toBe("ayulestari@gmail.com");
    expect(mailboxOf("ayu.lestari+x@example.com")).toBe("ayu.lestari@example.com");
    expect(mailboxOf("o'brien@Example.ID")).toBe("o'brien@example.id");
  });
});
