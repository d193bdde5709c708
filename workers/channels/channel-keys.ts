/**
 * A channel's credentials (issue 39; decision 0070): made here, shown once, kept only as their
 * SHA-256, refused from the moment they are revoked. An OCTO channel gets a bearer key, a
 * GetYourGuide channel `user:password` for HTTP Basic; both are stored the same way, the whole
 * credential hashed. Plain TypeScript without the Workers types, so `npm run channel:key`
 * (scripts/channel-key.ts) runs it in Node as the worker does.
 */

export const CHANNEL_KINDS = ["octo", "getyourguide"] as const;
export type ChannelKind = (typeof CHANNEL_KINDS)[number];

export const CHANNEL_NAME_MAX = 60;

/** One statement with its parameters, for `prepare(sql).bind(...params)`. */
export interface SqlStatement {
  sql: string;
  params: (string | number)[];
}

function randomText(bytes: number): string {
  const random = crypto.getRandomValues(new Uint8Array(bytes));
  return btoa(String.fromCharCode(...random))
    .replaceAll("+", "-")
    .replaceAll("/", "_")
    .replace(/=+$/, "");
}

export async function credentialHash(credential: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(credential));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, "0")).join("");
}

/** A new credential: 256 random bits, as a bearer key for OCTO or `user:password` for GetYourGuide. */
export function newCredential(kind: ChannelKind): string {
  if (kind === "octo") return `octo_${randomText(32)}`;
  return `gyg-${randomText(6)
    .toLowerCase()
    .replace(/[^a-z0-9]/g, "x")}:${randomText(32)}`;
}

/** The first characters of a credential, for the operator to tell keys apart; no secret part. */
export function credentialHint(credential: string): string {
  return `${credential.slice(0, credential.indexOf(":") > 0 ? credential.indexOf(":") + 3 : 9)}…`;
}

/** What is wrong with a channel's name and kind, in the command's words; empty when fine. */
export function channelInputProblems(name: string, kind: string): string[] {
  const problems: string[] = [];
  if (!name.trim()) problems.push("--channel is required: the channel's name, e.g. Klook.");
  if (name.trim().length > CHANNEL_NAME_MAX) problems.push(`--channel must be at most ${CHANNEL_NAME_MAX} characters.`);
  if (/\p{Cc}/u.test(name)) problems.push("--channel must not contain control characters.");
  if (!(CHANNEL_KINDS as readonly string[]).includes(kind)) problems.push("--kind must be octo or getyourguide.");
  return problems;
}

/**
 * Creates the channel when it is new (an existing one keeps its kind, products and commission) and
 * gives it one more key. Its other keys stay valid until revoked.
 */
export function channelKeyStatements(name: string, kind: ChannelKind, keyHash: string, hint: string): SqlStatement[] {
  return [
    { sql: "INSERT INTO channels (name, kind) VALUES (?1, ?2) ON CONFLICT (name) DO NOTHING", params: [name, kind] },
    {
      sql: `INSERT INTO channel_keys (channel_id, key_hash, hint)
        SELECT id, ?2, ?3 FROM channels WHERE name = ?1 AND kind = ?4`,
      params: [name, keyHash, hint, kind],
    },
  ];
}

function sqlLiteral(value: string | number): string {
  return typeof value === "number" ? String(value) : `'${value.replaceAll("'", "''")}'`;
}

/** The statements as one SQL text with the values inlined, for `wrangler d1 execute --file`. */
export function sqlText(statements: readonly SqlStatement[]): string {
  return statements
    .map(({ sql, params }) =>
      sql.replace(/\?(\d+)/g, (_, index: string) => sqlLiteral(params[Number(index) - 1] ?? "")).concat(";"),
    )
    .join("\n")
    .concat("\n");
}
