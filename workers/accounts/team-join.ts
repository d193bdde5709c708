/**
 * Accepting an invitation to the team. The link proves that its holder reads the invited mailbox,
 * as a verification link does. Without an account of that address (or with one that has no
 * password, made by a Google or Facebook sign-in, which operators cannot use) the person chooses a
 * password; an account with a password joins when that password is given, so the link alone never
 * takes over someone's account. Joining signs the member in and ends their other sessions, as
 * `npm run operator:create` does for an account it promotes.
 */
import { teamPasswordProblem } from "#domain/inputs/team.ts";
import type { InvitationProblem, InvitationStep } from "#domain/team.ts";
import { hitStatement, isOverLimit, type Limit } from "#workers/rate-limits.ts";
import { sha256Hex } from "#workers/tokens.ts";
import { isCommonPassword } from "./common-passwords.ts";
import { hashPassword, verifyPassword } from "./passwords.ts";
import { newSession } from "./sessions.ts";
import { teamTriggerRefusal } from "./team.ts";

/** Password attempts on one invitation: the link's holder may mistype, a guesser gets little. */
const ATTEMPTS_PER_LINK = 5;

export interface InvitationView {
  step: InvitationStep;
  name: string;
  email: string;
}

interface LiveInvitation {
  name: string;
  email: string;
  user_id: number | null;
  password_hash: string | null;
  /** The driver or guide the person becomes; null: an operator. */
  resource_id: number | null;
}

const DEAD: InvitationView = { step: "deadLink", name: "", email: "" };

async function liveInvitation(db: D1Database, tokenHash: string): Promise<LiveInvitation | null> {
  return db
    .prepare(
      `SELECT i.name, i.email, u.id AS user_id, u.password_hash, i.resource_id
       FROM team_invitations i LEFT JOIN users u ON u.email = i.email
       WHERE i.token_hash = ?1 AND i.accepted_at IS NULL AND i.withdrawn_at IS NULL AND i.expires_at > ?2`,
    )
    .bind(tokenHash, new Date().toISOString())
    .first<LiveInvitation>();
}

function stepOf(invitation: LiveInvitation): InvitationStep {
  return invitation.password_hash ? "provePassword" : "choosePassword";
}

/** What the invitation's page offers for `token`. */
export async function invitationView(db: D1Database, token: string): Promise<InvitationView> {
  if (!token) return DEAD;
  const invitation = await liveInvitation(db, await sha256Hex(token));
  return invitation ? { step: stepOf(invitation), name: invitation.name, email: invitation.email } : DEAD;
}

export type JoinOutcome =
  | { kind: "joined"; sessionToken: string; crew: boolean }
  | { kind: "refused"; httpStatus: 410 | 422 | 429; problem: InvitationProblem; view: InvitationView };

/** Joins the team with the invitation of `token` and the password of the form. */
export async function joinTeam(db: D1Database, token: string, password: unknown): Promise<JoinOutcome> {
  const tokenHash = token ? await sha256Hex(token) : "";
  const invitation = tokenHash ? await liveInvitation(db, tokenHash) : null;
  if (!invitation) return { kind: "refused", httpStatus: 410, problem: "deadLink", view: DEAD };
  const view: InvitationView = { step: stepOf(invitation), name: invitation.name, email: invitation.email };
  const refuse = (httpStatus: 422 | 429, problem: InvitationProblem): JoinOutcome => ({
    kind: "refused",
    httpStatus,
    problem,
    view,
  });
  const typed = typeof password === "string" ? password : "";
  let passwordHash: string | null = null;
  if (view.step === "provePassword") {
    const limit: Limit = { key: `team-join:${tokenHash}`, max: ATTEMPTS_PER_LINK, windowSeconds: 15 * 60 };
    if (isOverLimit(await hitStatement(db, limit).run(), limit)) return refuse(429, "tooManyAttempts");
    if (!(await verifyPassword(typed, invitation.password_hash))) return refuse(422, "wrongPassword");
  } else {
    const problem =
      teamPasswordProblem(typed, invitation.email) ?? ((await isCommonPassword(typed)) ? "passwordCommon" : null);
    if (problem) return refuse(422, problem);
    passwordHash = await hashPassword(typed);
  }
  const session = await newSession(db, "SELECT user_id FROM team_invitations WHERE token_hash = ?1", tokenHash);
  try {
    const hadAccount = invitation.user_id !== null;
    await db.batch(
      invitation.resource_id === null
        ? joinStatements(db, tokenHash, passwordHash, hadAccount, session.statement)
        : crewJoinStatements(db, tokenHash, passwordHash, session.statement),
    );
  } catch (error) {
    if (teamTriggerRefusal(error) === "closed")
      return { kind: "refused", httpStatus: 410, problem: "deadLink", view: DEAD };
    throw error;
  }
  return { kind: "joined", sessionToken: session.token, crew: invitation.resource_id !== null };
}

/**
 * The invitation closes first: its trigger refuses a link used, withdrawn or expired in the
 * meantime, and then nothing of the batch happens.
 */
function joinStatements(
  db: D1Database,
  tokenHash: string,
  passwordHash: string | null,
  hadAccount: boolean,
  newSessionStatement: D1PreparedStatement,
): D1PreparedStatement[] {
  const now = new Date().toISOString();
  const invitationEmail = "(SELECT email FROM team_invitations WHERE token_hash = ?1)";
  return [
    db.prepare("UPDATE team_invitations SET accepted_at = ?2 WHERE token_hash = ?1").bind(tokenHash, now),
    passwordHash === null
      ? db
          .prepare(
            `UPDATE users SET role = 'operator', email_verified_at = coalesce(email_verified_at, ?2)
             WHERE email = ${invitationEmail}`,
          )
          .bind(tokenHash, now)
      : // A new account, or one without a password: the link has proven the address.
        db
          .prepare(
            `INSERT INTO users (name, email, password_hash, role, locale, email_verified_at)
             SELECT name, email, ?2, 'operator', locale, ?3 FROM team_invitations WHERE token_hash = ?1
             ON CONFLICT (email) DO UPDATE SET password_hash = excluded.password_hash, role = 'operator',
               email_verified_at = coalesce(users.email_verified_at, excluded.email_verified_at)
             WHERE users.password_hash IS NULL`,
          )
          .bind(tokenHash, passwordHash, now),
    db
      .prepare(
        `UPDATE team_invitations SET user_id = (SELECT id FROM users WHERE email = team_invitations.email)
         WHERE token_hash = ?1`,
      )
      .bind(tokenHash),
    db
      .prepare("DELETE FROM sessions WHERE user_id = (SELECT user_id FROM team_invitations WHERE token_hash = ?1)")
      .bind(tokenHash),
    newSessionStatement,
    // The member's own row in the trail. Written as SQL here because the new account's id exists
    // only inside this batch; the columns are those of auditStatement (workers/audit.ts).
    db
      .prepare(
        `INSERT INTO audit_log (user_id, actor_name, actor_email, action, entity, entity_id, before_json, after_json)
         SELECT u.id, u.name, u.email, ?2, 'users', u.id, ?3,
           json_object('role', 'operator', 'invited_by', i.inviter_name)
         FROM team_invitations i JOIN users u ON u.id = i.user_id WHERE i.token_hash = ?1`,
      )
      .bind(tokenHash, hadAccount ? "update" : "create", hadAccount ? JSON.stringify({ role: "tourist" }) : null),
  ];
}

/**
 * Joining as a driver or guide (decision 0079): the account keeps its role (a new one is a
 * tourist's), so it never passes the operator's guard; the link to the resource is what opens the
 * sheet. A link the resource had with another account moves to this one. Never UPDATE OF role:
 * the team's triggers read that as a revocation.
 */
function crewJoinStatements(
  db: D1Database,
  tokenHash: string,
  passwordHash: string | null,
  newSessionStatement: D1PreparedStatement,
): D1PreparedStatement[] {
  const now = new Date().toISOString();
  const invitationEmail = "(SELECT email FROM team_invitations WHERE token_hash = ?1)";
  const invitedUser = "(SELECT user_id FROM team_invitations WHERE token_hash = ?1)";
  return [
    db.prepare("UPDATE team_invitations SET accepted_at = ?2 WHERE token_hash = ?1").bind(tokenHash, now),
    passwordHash === null
      ? db
          .prepare(
            `UPDATE users SET email_verified_at = coalesce(email_verified_at, ?2) WHERE email = ${invitationEmail}`,
          )
          .bind(tokenHash, now)
      : db
          .prepare(
            `INSERT INTO users (name, email, password_hash, role, locale, email_verified_at)
             SELECT name, email, ?2, 'tourist', locale, ?3 FROM team_invitations WHERE token_hash = ?1
             ON CONFLICT (email) DO UPDATE SET password_hash = excluded.password_hash,
               email_verified_at = coalesce(users.email_verified_at, excluded.email_verified_at)
             WHERE users.password_hash IS NULL`,
          )
          .bind(tokenHash, passwordHash, now),
    db
      .prepare(
        `UPDATE team_invitations SET user_id = (SELECT id FROM users WHERE email = team_invitations.email)
         WHERE token_hash = ?1`,
      )
      .bind(tokenHash),
    db
      .prepare(
        `DELETE FROM crew_accounts WHERE resource_id = (SELECT resource_id FROM team_invitations WHERE token_hash = ?1)
           OR user_id = ${invitedUser}`,
      )
      .bind(tokenHash),
    db
      .prepare(
        `INSERT INTO crew_accounts (user_id, resource_id)
         SELECT user_id, resource_id FROM team_invitations WHERE token_hash = ?1`,
      )
      .bind(tokenHash),
    db.prepare(`DELETE FROM sessions WHERE user_id = ${invitedUser}`).bind(tokenHash),
    newSessionStatement,
    db
      .prepare(
        `INSERT INTO audit_log (user_id, actor_name, actor_email, action, entity, entity_id, before_json, after_json)
         SELECT u.id, u.name, u.email, 'create', 'crew_accounts', u.id, NULL,
           json_object('resource_id', i.resource_id, 'invited_by', i.inviter_name)
         FROM team_invitations i JOIN users u ON u.id = i.user_id WHERE i.token_hash = ?1`,
      )
      .bind(tokenHash),
  ];
}
