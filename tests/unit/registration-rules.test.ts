import { describe, expect, it } from "vitest";
import { registrationProblems } from "#domain/inputs/registration.ts";
import { isCommonPassword } from "#workers/accounts/common-passwords.ts";

const form = (password: string, email = "made.wirawan@example.com") => ({ name: "Made", email, password });

describe("the sign-up rules the register page and the server share", () => {
  it("name the first problem of each field, as spec section 5 orders them", () => {
    expect(registrationProblems({ name: " ", email: "", password: "" })).toEqual({
      name: "usernameRequired",
      email: "emailRequired",
      password: "passwordRequired",
    });
    expect(registrationProblems({ name: "x".repeat(101), email: "made@", password: "short" })).toEqual({
      name: "usernameTooLong",
      email: "emailInvalid",
      password: "passwordTooShort",
    });
    expect(registrationProblems(form("p".repeat(129))).password).toBe("passwordTooLong");
  });

  it("refuse a password of only spaces or one repeated character", () => {
    for (const password of [" ".repeat(8), "\t".repeat(9), "aaaaaaaa", "😀".repeat(8)]) {
      expect(registrationProblems(form(password)).password, password).toBe("passwordTooSimple");
    }
  });

  it("refuse the e-mail address and its part before the @, whatever the case", () => {
    for (const password of ["made.wirawan@example.com", "MADE.WIRAWAN@EXAMPLE.COM", "Made.Wirawan"]) {
      expect(registrationProblems(form(password)).password, password).toBe("passwordIsEmail");
    }
    expect(registrationProblems(form("made.wirawan-in-bali")).password).toBeUndefined();
  });

  it("accept a long passphrase", () => {
    expect(registrationProblems(form("sunrise at batur, then coffee"))).toEqual({});
  });
});

describe("the list of common passwords (server only)", () => {
  it("holds the classics whatever their case, and not a passphrase", async () => {
    for (const password of ["password", "12345678", "Iloveyou", "qwertyuiop", "PASSWORD1"]) {
      expect(await isCommonPassword(password), password).toBe(true);
    }
    expect(await isCommonPassword("sunrise-at-batur")).toBe(false);
  });
});
