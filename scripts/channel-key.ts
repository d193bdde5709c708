/**
 * Gives a sales channel a new key, creating the channel when it is new (docs/channels.md):
 *
 *   npm run channel:key -- --channel Klook --kind octo                  # local D1
 *   npm run channel:key -- --channel GetYourGuide --kind getyourguide --remote   # production
 *
 * The last line printed is the credential and nothing else: a bearer key for OCTO, `user:password`
 * for GetYourGuide's HTTP Basic. It is shown once; only its SHA-256 is stored. Revoke it on
 * /admin/channels. The channel sells nothing until its products are chosen there.
 *
 * Locally it writes to the D1 in D1_STATE_DIR (default .wrangler/state, as scripts/local-db.ts);
 * with --remote it runs the SQL on the production D1 with `wrangler d1 execute --remote`.
 */
import { parseArgs } from "node:util";
import { getPlatformProxy } from "wrangler";
import {
  type ChannelKind,
  channelInputProblems,
  channelKeyStatements,
  credentialHash,
  credentialHint,
  newCredential,
  type SqlStatement,
  sqlText,
} from "#workers/channels/channel-keys.ts";
import { executeRemoteSql } from "./remote-d1.ts";

const USAGE = "Usage: npm run channel:key -- --channel <name> --kind octo|getyourguide [--remote]";

function fail(message: string): never {
  console.error(`${message}\n\n${USAGE}`);
  process.exit(1);
}

function options() {
  try {
    return parseArgs({
      options: {
        channel: { type: "string" },
        kind: { type: "string" },
        remote: { type: "boolean", default: false },
        help: { type: "boolean", default: false },
      },
      strict: true,
    }).values;
  } catch (error) {
    return fail(error instanceof Error ? error.message : String(error));
  }
}

/** The little of D1's API this script uses; the Workers types are not loaded in Node scripts. */
interface LocalDatabase {
  prepare(sql: string): {
    bind(...values: (string | number)[]): { first<T>(): Promise<T | null> };
    first<T>(): Promise<T | null>;
  };
  batch(statements: unknown[]): Promise<unknown>;
}

async function writeLocal(statements: SqlStatement[], name: string, kind: ChannelKind): Promise<void> {
  const stateDir = process.env.D1_STATE_DIR ?? ".wrangler/state";
  const { env, dispose } = await getPlatformProxy<{ DB: LocalDatabase }>({
    configPath: "wrangler.toml",
    persist: { path: `${stateDir}/v3` },
  });
  try {
    const migrated = await env.DB.prepare(
      "SELECT count(*) AS n FROM sqlite_master WHERE type = 'table' AND name = 'channels'",
    ).first<{ n: number }>();
    if (!migrated?.n) fail(`The local database in ${stateDir} has no channels yet: run \`npm run db:seed\` first.`);
    const existing = await env.DB.prepare("SELECT kind FROM channels WHERE name = ?1")
      .bind(name)
      .first<{ kind: string }>();
    if (existing && existing.kind !== kind) fail(`The channel ${name} exists as ${existing.kind}, not ${kind}.`);
    await env.DB.batch(statements.map(({ sql, params }) => env.DB.prepare(sql).bind(...params)));
  } finally {
    await dispose();
  }
}

function writeRemote(statements: SqlStatement[]): void {
  // The channel's key is printed on stdout's last line: wrangler's own table stays off it.
  if (!executeRemoteSql(sqlText(statements), { quiet: true })) fail("wrangler d1 execute --remote failed (see above).");
}

const values = options();
if (values.help) {
  console.log(USAGE);
  process.exit(0);
}
const name = (values.channel ?? "").trim();
const kind = values.kind ?? "";
const problems = channelInputProblems(name, kind);
if (problems.length > 0) fail(problems.join("\n"));
const channelKind = kind as ChannelKind;
const credential = newCredential(channelKind);
const statements = channelKeyStatements(
  name,
  channelKind,
  await credentialHash(credential),
  credentialHint(credential),
);
if (values.remote) writeRemote(statements);
else await writeLocal(statements, name, channelKind);
console.error(
  `A new ${channelKind === "octo" ? "bearer key" : "user:password"} for ${name} (shown once; revoke it on /admin/channels):`,
);
console.log(credential);
