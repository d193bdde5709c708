import { describe, expect, it } from "vitest";
import { parseInvitation, TEAM_PASSWORD_MIN, teamPasswordProblem } from "#domain/inputs/team.ts";
import { OPERATOR_PASSWORD_MIN } from "#workers/accounts/operator-account.ts";

describe("the invitation form", () => {
  it("takes a name, an address (kept in lower case) and one of the two languages; no resource makes an operator", () => {
    expect(parseInvitation({ name: "  Ayu Lestari ", email: " Ayu@Example.COM ", locale: "id" })).toEqual({
      ok: true,
      value: { name: "Ayu Lestari", email: "ayu@example.com", locale: "id", resource_id: null },
    });
  });

  it("names the first problem of every field, a missing field as an empty one", () => {
    expect(parseInvitation({ email: "no-at-sign", locale: "fr" })).toEqual({
      ok: false,
      problems: [
        ["name", "nameRequired"],
        ["email", "emailInvalid"],
        ["locale", "languageInvalid"],
      ],
    });
    expect(parseInvitation({ name: "a".repeat(101), email: "", locale: "en" })).toEqual({
      ok: false,
      problems: [
        ["name", "nameTooLong"],
        ["email", "emailRequired"],
      ],
    });
    expect(parseInvitation({ name: "Ayu\u202eStaff", email: "ayu@example.com", locale: "en" })).toMatchObject({
      problems: [["name", "nameNotOneLine"]],
    });
  });
});

describe("a team member's password", () => {
  it("asks what the first operator's password asks: at least 12 characters", () => {
    expect(TEAM_PASSWORD_MIN).toBe(OPERATOR_PASSWORD_MIN);
    expect(teamPasswordProblem("a-b-c-d-e-f", "ayu@example.com")).toBe("passwordTooShort");
    expect(teamPasswordProblem("a-b-c-d-e-f-", "ayu@example.com")).toBeNull();
  });

  it("follows the sign-up's other rules", () => {
    expect(teamPasswordProblem(undefined, "ayu@example.com")).toBe("passwordRequired");
    expect(teamPasswordProblem("            ", "ayu@example.com")).toBe("passwordTooSimple");
    expect(teamPasswordProblem("AYU@example.com", "ayu@example.com")).toBe("passwordIsEmail");
    expect(teamPasswordProblem("x".repeat(129), "ayu@example.com")).toBe("passwordTooLong");
  });
});
