import { applyD1Migrations } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";

// A database of its own with the accounts of before 0009, then migrated the way D1 does it.
const db = env.MIGRATION_DB;
const before0009 = env.TEST_MIGRATIONS.filter((migration) => migration.name < "0009");

interface Account {
  email: string;
  password_hash: string | null;
  email_verified_at: string | null;
  sessions: number;
}

let accounts: Map<string, Account>;

beforeAll(async () => {
  await applyD1Migrations(db, before0009);
  const hash = "pbkdf2-sha256$100000$c2FsdA==$aGFzaA==";
  await db.batch([
    db
      .prepare(
        `INSERT INTO users (id, name, email, password_hash, google_id, facebook_id, role) VALUES
         (1, 'Typed only', 'typed@example.com', ?1, NULL, NULL, 'tourist'),
         (2, 'Google only', 'google@example.com', NULL, 'g-1', NULL, 'tourist'),
         (3, 'Joined', 'joined@example.com', ?1, NULL, 'fb-1', 'tourist'),
         (4, 'Operator', 'operator@example.com', ?1, NULL, NULL, 'operator')`,
      )
      .bind(hash),
    db.prepare(
      `INSERT INTO sessions (user_id, token_hash, expires_at) VALUES
         (1, 'h1', '2999-01-01T00:00:00.000Z'), (2, 'h2', '2999-01-01T00:00:00.000Z'),
         (3, 'h3', '2999-01-01T00:00:00.000Z'), (4, 'h4', '2999-01-01T00:00:00.000Z')`,
    ),
  ]);
  await applyD1Migrations(db, env.TEST_MIGRATIONS);
  const { results } = await db
    .prepare(
      `SELECT email, password_hash, email_verified_at, (SELECT count(*) FROM sessions WHERE user_id = users.id) AS sessions
       FROM users`,
    )
    .all<Account>();
  accounts = new Map(results.map((account) => [account.email, account]));
});

describe("migration 0009 (e-mail verification)", () => {
  it("counts an address a provider vouched for as proven, and a typed one as not yet", () => {
    expect(accounts.get("google@example.com")?.email_verified_at).not.toBeNull();
    expect(accounts.get("typed@example.com")?.email_verified_at).toBeNull();
    expect(accounts.get("typed@example.com")?.password_hash).not.toBeNull();
    expect(accounts.get("typed@example.com")?.sessions).toBe(1);
  });

  it("takes the password and sessions from a tourist account that a provider was joined to", () => {
    expect(accounts.get("joined@example.com")).toMatchObject({ password_hash: null, sessions: 0 });
    expect(accounts.get("joined@example.com")?.email_verified_at).not.toBeNull();
  });

  it("leaves operators as they were", () => {
    expect(accounts.get("operator@example.com")).toMatchObject({ email_verified_at: null, sessions: 1 });
    expect(accounts.get("operator@example.com")?.password_hash).not.toBeNull();
  });
});
