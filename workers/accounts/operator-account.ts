/**
 * Making an operator account: the SQL that `npm run operator:create` (scripts/create-operator.ts)
 * runs on the local or the remote D1, and that the worker tests use to make their operators.
 * Plain TypeScript without the Workers types, so Node runs it as it is.
 */
import { looksLikeEmail } from "#domain/email.ts";
import { hashPassword } from "./passwords.ts";

/** An operator's password guards every booking: longer than a tourist's minimum of 8. */
export const OPERATOR_PASSWORD_MIN = 12;
export const OPERATOR_PASSWORD_MAX = 128;

export interface OperatorInput {
  email: string;
  name: string;
  password: string;
}

export interface OperatorAccount {
  email: string;
  name: string;
  passwordHash: string;
}

/** One statement with its parameters, for `prepare(sql).bind(...params)`. */
export interface SqlStatement {
  sql: string;
  params: string[];
}

/** What is wrong with the input, in the command's words; an empty list when it is fine. */
export function operatorInputProblems(input: OperatorInput): string[] {
  const problems: string[] = [];
  if (!looksLikeEmail(input.email)) {
    problems.push(`--email must be an e-mail address (got "${input.email}").`);
  }
  if (!input.name.trim()) problems.push("--name is required: the name other operators see in a booking's history.");
  if (input.name.length > 100) problems.push("--name must be at most 100 characters.");
  if (/\p{Cc}/u.test(input.name)) problems.push("--name must not contain control characters.");
  if (input.password.length < OPERATOR_PASSWORD_MIN) {
    problems.push(`The password must be at least ${OPERATOR_PASSWORD_MIN} characters.`);
  }
  if (input.password.length > OPERATOR_PASSWORD_MAX) {
    problems.push(`The password must be at most ${OPERATOR_PASSWORD_MAX} characters.`);
  }
  return problems;
}

/** Normalises the input as sign-in does (the e-mail in lower case) and hashes the password. */
export async function operatorAccount(input: OperatorInput): Promise<OperatorAccount> {
  return {
    email: input.email.trim().toLowerCase(),
    name: input.name.trim(),
    passwordHash: await hashPassword(input.password),
  };
}

/**
 * Creates the operator, or makes an existing account (a tourist's, or an operator whose password
 * is being reset) an operator with this name and password. Its sessions end either way: whoever
 * was signed in with the old password, or as a tourist, signs in again. Links to Google or
 * Facebook are dropped: an operator signs in with the password only.
 */
export function operatorStatements(account: OperatorAccount): SqlStatement[] {
  return [
    {
      sql: `INSERT INTO users (name, email, password_hash, role) VALUES (?1, ?2, ?3, 'operator')
        ON CONFLICT (email) DO UPDATE SET name = excluded.name, password_hash = excluded.password_hash,
          role = 'operator', google_id = NULL, facebook_id = NULL`,
      params: [account.name, account.email, account.passwordHash],
    },
    {
      sql: "DELETE FROM sessions WHERE user_id = (SELECT id FROM users WHERE email = ?1)",
      params: [account.email],
    },
  ];
}

function sqlLiteral(value: string): string {
  return `'${value.replaceAll("'", "''")}'`;
}

/** The statements as one SQL text with the values inlined, for `wrangler d1 execute --file`. */
export function operatorSqlText(account: OperatorAccount): string {
  return operatorStatements(account)
    .map(({ sql, params }) =>
      sql.replace(/\?(\d+)/g, (_, index: string) => sqlLiteral(params[Number(index) - 1] ?? "")).concat(";"),
    )
    .join("\n")
    .concat("\n");
}
