import { describe, expect, it } from "vitest";
import { EMAIL_MAX_LENGTH, looksLikeEmail } from "#app/lib/email.ts";

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

  it("refuses an address longer than a mail server takes", () => {
    const domain = "@example.com";
    expect(looksLikeEmail(`${"a".repeat(EMAIL_MAX_LENGTH - domain.length)}${domain}`)).toBe(true);
    expect(looksLikeEmail(`${"a".repeat(EMAIL_MAX_LENGTH - domain.length + 1)}${domain}`)).toBe(false);
  });
});
