/**
 * Creates an operator account (or makes an existing account one, with a new password):
 *
 *   npm run operator:create -- --email wayan@balitours.example --name "Wayan"            # local D1
 *   npm run operator:create -- --email wayan@balitours.example --name "Wayan" --remote   # production
 *
 * The password is read from OPERATOR_PASSWORD when set (scripts and the browser tests), else asked
 * for twice without echo. It is never an argument: arguments end up in shell history and in `ps`.
 *
 * Locally it writes to the D1 in D1_STATE_DIR (default .wrangler/state, as scripts/local-db.ts);
 * with --remote it runs the SQL on the production D1 with `wrangler d1 execute --remote`. There is
 * no endpoint that makes operators.
 */
import { parseArgs } from "node:util";
import { getPlatformProxy } from "wrangler";
import {
  OPERATOR_PASSWORD_MIN,
  type OperatorAccount,
  operatorAccount,
  operatorInputProblems,
  operatorSqlText,
  operatorStatements,
} from "#workers/accounts/operator-account.ts";
import { executeRemoteSql } from "./remote-d1.ts";

const USAGE = `Usage: npm run operator:create -- --email <address> --name <name> [--remote]
The password comes from OPERATOR_PASSWORD, or is asked for (at least ${OPERATOR_PASSWORD_MIN} characters).`;

function fail(message: string): never {
  console.error(`${message}\n\n${USAGE}`);
  process.exit(1);
}

function options() {
  try {
    return parseArgs({
      options: {
        email: { type: "string" },
        name: { type: "string" },
        remote: { type: "boolean", default: false },
        help: { type: "boolean", default: false },
      },
      strict: true,
    }).values;
  } catch (error) {
    return fail(error instanceof Error ? error.message : String(error));
  }
}

/** Reads a line from the terminal without showing it. */
function askHidden(question: string): Promise<string> {
  const { stdin, stdout } = process;
  return new Promise((resolve, reject) => {
    stdout.write(question);
    stdin.setRawMode(true);
    stdin.resume();
    stdin.setEncoding("utf8");
    let answer = "";
    const done = (error?: Error) => {
      stdin.setRawMode(false);
      stdin.pause();
      stdin.off("data", onData);
      stdout.write("\n");
      if (error) reject(error);
      else resolve(answer);
    };
    const onData = (chunk: string) => {
      for (const character of chunk) {
        if (character === "\r" || character === "\n") return done();
        if (character === "\u0003") return done(new Error("Cancelled."));
        if (character === "\u007f" || character === "\b") answer = answer.slice(0, -1);
        else if (character >= " ") answer += character;
      }
    };
    stdin.on("data", onData);
  });
}

async function password(): Promise<string> {
  const fromEnv = process.env.OPERATOR_PASSWORD;
  if (fromEnv !== undefined) return fromEnv;
  if (!process.stdin.isTTY) fail("No terminal to ask for the password: set OPERATOR_PASSWORD.");
  const first = await askHidden(`Password (at least ${OPERATOR_PASSWORD_MIN} characters): `);
  const second = await askHidden("The same password again: ");
  if (first !== second) fail("The two passwords differ.");
  return first;
}

/** The little of D1's API this script uses; the Workers types are not loaded in Node scripts. */
interface LocalDatabase {
  prepare(sql: string): {
    bind(...values: string[]): unknown;
    first<T>(): Promise<T | null>;
  };
  batch(statements: unknown[]): Promise<unknown>;
}

async function writeLocal(account: OperatorAccount): Promise<string> {
  const stateDir = process.env.D1_STATE_DIR ?? ".wrangler/state";
  const { env, dispose } = await getPlatformProxy<{ DB: LocalDatabase }>({
    configPath: "wrangler.toml",
    persist: { path: `${stateDir}/v3` },
  });
  try {
    const migrated = await env.DB.prepare(
      "SELECT count(*) AS n FROM pragma_table_info('users') WHERE name = 'role'",
    ).first<{ n: number }>();
    if (!migrated?.n) {
      fail(`The local database in ${stateDir} has no operator role yet: run \`npm run db:seed\` (or npm start) first.`);
    }
    await env.DB.batch(operatorStatements(account).map(({ sql, params }) => env.DB.prepare(sql).bind(...params)));
  } finally {
    await dispose();
  }
  return `the local database in ${stateDir}`;
}

function writeRemote(account: OperatorAccount): string {
  if (!executeRemoteSql(operatorSqlText(account), { quiet: false }))
    fail("wrangler d1 execute --remote failed (see above).");
  return "the production database";
}

const values = options();
if (values.help) {
  console.log(USAGE);
  process.exit(0);
}
const input = { email: values.email ?? "", name: values.name ?? "", password: await password() };
const problems = operatorInputProblems(input);
if (problems.length > 0) fail(problems.join("\n"));
const account = await operatorAccount(input);
const where = values.remote ? writeRemote(account) : await writeLocal(account);
console.log(
  `Operator ${account.name} <${account.email}> is ready in ${where}: sign in at /login, then open /admin/bookings.`,
);
