import { describe, expect, it } from "vitest";
import {
  operatorAccount,
  operatorInputProblems,
  operatorSqlText,
  operatorStatements,
} from "#workers/accounts/operator-account.ts";

describe("making an operator account", () => {
  it("asks for an e-mail, a name and a password of at least 12 characters", () => {
    expect(operatorInputProblems({ email: "wayan@example.com", name: "Wayan", password: "a-long-password" })).toEqual(
      [],
    );
    const problems = operatorInputProblems({ email: "wayan", name: " ", password: "short" });
    expect(problems).toHaveLength(3);
    expect(problems.join("\n")).toMatch(/--email/);
    expect(problems.join("\n")).toMatch(/--name/);
    expect(problems.join("\n")).toMatch(/at least 12/);
  });

  it("stores a PBKDF2 hash of the password and the e-mail in lower case", async () => {
    const account = await operatorAccount({
      email: " Wayan@Example.com ",
      name: " Wayan ",
      password: "a-long-password",
    });
    expect(account.email).toBe("wayan@example.com");
    expect(account.name).toBe("Wayan");
    expect(account.passwordHash).toMatch(/^pbkdf2-sha256\$100000\$/);
    const [upsert, sessions] = operatorStatements(account);
    expect(upsert?.sql).toMatch(/ON CONFLICT \(email\) DO UPDATE SET .*role = 'operator'/s);
    expect(sessions?.sql).toMatch(/DELETE FROM sessions/);
  });

  it("writes SQL for the remote database with every value quoted", async () => {
    const account = await operatorAccount({
      email: "o@example.com",
      name: "O'Brien; DROP TABLE users",
      password: "x".repeat(12),
    });
    const sql = operatorSqlText(account);
    expect(sql).toContain("'O''Brien; DROP TABLE users'");
    expect(sql).not.toMatch(/\?\d/);
    expect(
      sql
        .trim()
        .split("\n")
        .filter((line) => line.endsWith(";")),
    ).toHaveLength(2);
  });
});
