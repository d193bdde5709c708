/**
 * The operator's team (docs/decisions/0014-team.md): everyone on it is an operator; operators
 * invite people by e-mail, withdraw invitations and revoke members. Each change is one D1 batch
 * with its audit row; the triggers of migration 0013 refuse what would break the team (accepting
 * or withdrawing a closed invitation, revoking the last operator or someone already gone), and a
 * refused batch leaves nothing behind, its audit row and mail included.
 */

import { problemsByField } from "#domain/inputs/fields.ts";
import { type Invitation, parseInvitation } from "#domain/inputs/team.ts";
import {
  type CrewAccount,
  type CrewResource,
  INVITATION_HOURS,
  INVITATIONS_PER_HOUR,
  type PendingInvitation,
  type Team,
  type TeamAnswer,
  type TeamMember,
  type TeamProblem,
} from "#domain/team.ts";
import { auditStatement } from "#workers/audit.ts";
import { notFound } from "#workers/http.ts";
import { deliverToSoon, outboxStatementForInvitation } from "#workers/mail/outbox.ts";
import { hitStatement, isOverLimit, type Limit } from "#workers/rate-limits.ts";
import { firstRow, rowsOf } from "#workers/sql.ts";
import { randomToken, sha256Hex } from "#workers/tokens.ts";
import type { OperatorScope } from "./operators.ts";
import { invitationMail } from "./team-invitation-mail.ts";

/** Where the invitation's link leads (app/routes/admin/invitation.tsx). */
export const INVITATION_PATH = "/admin/invitation";

/** An invitation that can still be accepted or withdrawn. */
export const OPEN_INVITATION = "accepted_at IS NULL AND withdrawn_at IS NULL";

export type TeamNotice = "invited" | "revoked" | "withdrawn" | "unchanged" | "crewEnded";

export type TeamOutcome =
  | { kind: "done"; notice: TeamNotice }
  | { kind: "refused"; httpStatus: 403 | 409 | 422 | 429; answer: TeamAnswer };

function refused(
  httpStatus: 403 | 409 | 422 | 429,
  problem: TeamProblem,
  extra: Partial<TeamAnswer> = {},
): TeamOutcome {
  return { kind: "refused", httpStatus, answer: { problem, ...extra } };
}

/** The trigger of migration 0013 that refused a batch, by the words of its RAISE. */
export function teamTriggerRefusal(error: unknown): "closed" | "lastOperator" | "notAMember" | null {
  const message = error instanceof Error ? error.message : "";
  if (message.includes("team: the invitation is no longer open")) return "closed";
  if (message.includes("team: the last operator cannot be revoked")) return "lastOperator";
  if (message.includes("team: not a member of the team")) return "notAMember";
  return null;
}

/**
 * Until the team has roles (issue 28), the owner is an operator who did not join through an
 * invitation: one made with `npm run operator:create` (docs/decisions/0048). `u` is the user.
 */
const IS_OWNER_SQL = `NOT EXISTS (SELECT 1 FROM team_invitations o WHERE o.user_id = u.id AND o.accepted_at IS NOT NULL)`;

interface MemberRow {
  id: number;
  name: string;
  email: string;
  inviter_name: string | null;
  joined_at: string;
  owner: number;
}

interface InvitationRow {
  id: number;
  name: string;
  resource_name: string | null;
  email: string;
  locale: PendingInvitation["locale"];
  inviter_name: string;
  expires_at: string;
}

/**
 * The members, by name: read through the operators' partial index (migration 0052), in its order,
 * never every account (exported for the query-plan tests).
 */
export const TEAM_MEMBERS_SQL = `SELECT u.id, u.name, u.email, i.inviter_name,
    coalesce(i.accepted_at, u.created_at) AS joined_at, ${IS_OWNER_SQL} AS owner
  FROM users u
  LEFT JOIN team_invitations i ON i.id = (SELECT max(id) FROM team_invitations WHERE user_id = u.id)
  WHERE u.role = 'operator'
  ORDER BY u.name COLLATE NOCASE, u.id`;

/** The drivers and guides in service, whom an invitation can name. */
const CREW_RESOURCES_SQL = `SELECT id, name, kind FROM resources WHERE kind IN ('driver', 'guide') AND retired_at IS NULL
  ORDER BY kind, name COLLATE NOCASE, id`;

/** The members, by name, each with who invited them; the open invitations, newest first; the crew's accounts. */
export async function listTeam(db: D1Database): Promise<Team> {
  const [members, invitations, crew, crewResources] = await db.batch([
    db.prepare(TEAM_MEMBERS_SQL),
    db.prepare(
      `SELECT i.id, i.name, i.email, i.locale, i.inviter_name, i.expires_at, r.name AS resource_name
       FROM team_invitations i LEFT JOIN resources r ON r.id = i.resource_id
       WHERE ${OPEN_INVITATION} ORDER BY i.created_at DESC, i.id DESC`,
    ),
    db.prepare(
      `SELECT u.id, u.name, u.email, r.name AS resourceName, r.kind FROM crew_accounts c
       JOIN users u ON u.id = c.user_id JOIN resources r ON r.id = c.resource_id
       ORDER BY r.name COLLATE NOCASE, u.id`,
    ),
    db.prepare(CREW_RESOURCES_SQL),
  ]);
  const now = new Date().toISOString();
  return {
    members: rowsOf<MemberRow>(members).map(
      (row): TeamMember => ({
        id: row.id,
        name: row.name,
        email: row.email,
        invitedBy: row.inviter_name,
        joinedAt: row.joined_at,
        owner: row.owner === 1,
      }),
    ),
    invitations: rowsOf<InvitationRow>(invitations).map(
      (row): PendingInvitation => ({
        id: row.id,
        name: row.name,
        resourceName: row.resource_name,
        email: row.email,
        locale: row.locale,
        inviterName: row.inviter_name,
        expiresAt: row.expires_at,
        expired: row.expires_at <= now,
      }),
    ),
    crew: rowsOf<CrewAccount>(crew),
    crewResources: rowsOf<CrewResource>(crewResources),
  };
}

function invitationLimit(operatorId: number): Limit {
  return { key: `team-invite:user:${operatorId}`, max: INVITATIONS_PER_HOUR, windowSeconds: 60 * 60 };
}

/**
 * Invites the person of the form: a link to the site of the chosen language, mailed through the
 * outbox. Inviting an address again withdraws its open invitation, so one link works at a time.
 */
export async function inviteMember(scope: OperatorScope, fields: Record<string, string>): Promise<TeamOutcome> {
  const { db, operator } = scope;
  const values = {
    name: fields.name ?? "",
    email: fields.email ?? "",
    locale: fields.locale ?? "",
    resource_id: fields.resource_id ?? "",
  };
  const parsed = parseInvitation(fields);
  if (!parsed.ok) {
    const [[, problem] = ["", "invalidForm" as const]] = parsed.problems;
    return refused(422, problem, { fields: problemsByField(parsed.problems), values });
  }
  const invitation = parsed.value;
  const limit = invitationLimit(operator.id);
  const [hits, account, previous, resource] = await db.batch([
    hitStatement(db, limit),
    db.prepare("SELECT role FROM users WHERE email = ?").bind(invitation.email),
    db
      .prepare(`SELECT name, locale, expires_at FROM team_invitations WHERE email = ? AND ${OPEN_INVITATION}`)
      .bind(invitation.email),
    db.prepare(`SELECT id FROM (${CREW_RESOURCES_SQL}) WHERE id = ?`).bind(invitation.resource_id ?? 0),
  ]);
  if (isOverLimit(hits, limit)) return refused(429, "tooManyInvitations", { values });
  if (invitation.resource_id !== null && !firstRow(resource)) {
    return refused(422, "resourceInvalid", { fields: { resource_id: "resourceInvalid" }, values });
  }
  // An operator sees every run already: the crew's sheet would take nothing from them, the role would.
  if (firstRow<{ role: string }>(account)?.role === "operator") {
    return refused(422, "alreadyOnTeam", { fields: { email: "alreadyOnTeam" }, values });
  }
  await db.batch(await invitationStatements(scope, invitation, firstRow(previous) ?? null));
  deliverToSoon(scope.env, scope.ctx, invitation.email);
  return { kind: "done", notice: "invited" };
}

async function invitationStatements(
  { db, operator, config }: OperatorScope,
  invitation: Invitation,
  previous: unknown,
): Promise<D1PreparedStatement[]> {
  const token = randomToken(32);
  const tokenHash = await sha256Hex(token);
  const now = new Date();
  const expiresAt = new Date(now.getTime() + INVITATION_HOURS * 60 * 60 * 1000).toISOString();
  const link = `${config.siteOrigins[invitation.locale]}${INVITATION_PATH}?token=${token}`;
  return [
    db
      .prepare(`UPDATE team_invitations SET withdrawn_at = ?2 WHERE email = ?1 AND ${OPEN_INVITATION}`)
      .bind(invitation.email, now.toISOString()),
    db
      .prepare(
        `INSERT INTO team_invitations (email, name, locale, token_hash, invited_by, inviter_name, expires_at, resource_id)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8)`,
      )
      .bind(
        invitation.email,
        invitation.name,
        invitation.locale,
        tokenHash,
        operator.id,
        operator.name,
        expiresAt,
        invitation.resource_id,
      ),
    outboxStatementForInvitation(db, invitationMail(invitation, operator.name, link), tokenHash),
    auditStatement(db, {
      actor: operator,
      action: "invite",
      entity: "team_invitations",
      entityId: invitation.email,
      before: previous,
      after: {
        name: invitation.name,
        email: invitation.email,
        locale: invitation.locale,
        expires_at: expiresAt,
        resource_id: invitation.resource_id,
      },
    }),
  ];
}

/** A positive whole number from a form field; null for anything else. */
function idField(value: string | undefined): number | null {
  const id = Number(value);
  return value && /^\d{1,15}$/.test(value) && id > 0 ? id : null;
}

/**
 * Takes the role from a member and ends their sessions at once: their next request to the back
 * office gets the 404. Only the owner revokes (403 for a member, whoever they name), nobody
 * revokes themselves, and the last operator stays.
 */
export async function revokeMember(scope: OperatorScope, fields: Record<string, string>): Promise<TeamOutcome> {
  const { db, operator } = scope;
  const id = idField(fields.user_id);
  if (id === null) return refused(422, "invalidForm");
  if (id === operator.id) return refused(422, "cannotRevokeSelf");
  const [memberRows, ownerRows] = await db.batch([
    db.prepare("SELECT id, name, email, role FROM users WHERE id = ?").bind(id),
    db.prepare(`SELECT ${IS_OWNER_SQL} AS owner FROM users u WHERE u.id = ? AND u.role = 'operator'`).bind(operator.id),
  ]);
  if (firstRow<{ owner: number }>(ownerRows)?.owner !== 1) return refused(403, "onlyOwnerRevokes");
  const member = firstRow<{ id: number; name: string; email: string; role: string }>(memberRows);
  if (!member) throw notFound("Team member");
  if (member.role !== "operator") return { kind: "done", notice: "unchanged" };
  try {
    await db.batch([
      db.prepare("UPDATE users SET role = 'tourist' WHERE id = ?").bind(id),
      db.prepare("DELETE FROM sessions WHERE user_id = ?").bind(id),
      auditStatement(db, {
        actor: operator,
        action: "revoke",
        entity: "users",
        entityId: id,
        before: { name: member.name, email: member.email, role: "operator" },
        after: { role: "tourist" },
      }),
    ]);
  } catch (error) {
    const refusal = teamTriggerRefusal(error);
    if (refusal === "notAMember") return { kind: "done", notice: "unchanged" };
    if (refusal === "lastOperator") return refused(409, "lastOperator");
    throw error;
  }
  return { kind: "done", notice: "revoked" };
}

/** Withdraws an open invitation: its link stops working. */
export async function withdrawInvitation(scope: OperatorScope, fields: Record<string, string>): Promise<TeamOutcome> {
  const { db, operator } = scope;
  const id = idField(fields.invitation_id);
  if (id === null) return refused(422, "invalidForm");
  const invitation = await db
    .prepare(`SELECT id, name, email, expires_at, (${OPEN_INVITATION}) AS open FROM team_invitations WHERE id = ?`)
    .bind(id)
    .first<{ id: number; name: string; email: string; expires_at: string; open: number }>();
  if (!invitation) throw notFound("Invitation");
  if (!invitation.open) return { kind: "done", notice: "unchanged" };
  try {
    await db.batch([
      db.prepare("UPDATE team_invitations SET withdrawn_at = ?2 WHERE id = ?1").bind(id, new Date().toISOString()),
      auditStatement(db, {
        actor: operator,
        action: "revoke",
        entity: "team_invitations",
        entityId: invitation.email,
        before: { name: invitation.name, status: "pending", expires_at: invitation.expires_at },
        after: { status: "withdrawn" },
      }),
    ]);
  } catch (error) {
    if (teamTriggerRefusal(error) === "closed") return { kind: "done", notice: "unchanged" };
    throw error;
  }
  return { kind: "done", notice: "withdrawn" };
}

/**
 * Ends a driver's or guide's account on the crew: the link goes, their sessions end at once, and
 * the sheet answers them 404. The resource stays for its runs. Any operator may do it: a crew
 * account opens only its own sheet.
 */
export async function endCrewAccount(scope: OperatorScope, fields: Record<string, string>): Promise<TeamOutcome> {
  const { db, operator } = scope;
  const id = idField(fields.user_id);
  if (id === null) return refused(422, "invalidForm");
  const member = await db
    .prepare(
      `SELECT u.id, u.name, u.email, c.resource_id FROM crew_accounts c JOIN users u ON u.id = c.user_id
       WHERE c.user_id = ?`,
    )
    .bind(id)
    .first<{ id: number; name: string; email: string; resource_id: number }>();
  if (!member) return { kind: "done", notice: "unchanged" };
  await db.batch([
    db.prepare("DELETE FROM crew_accounts WHERE user_id = ?").bind(id),
    db.prepare("DELETE FROM sessions WHERE user_id = ?").bind(id),
    auditStatement(db, {
      actor: operator,
      action: "revoke",
      entity: "crew_accounts",
      entityId: id,
      before: { name: member.name, email: member.email, resource_id: member.resource_id },
      after: null,
    }),
  ]);
  return { kind: "done", notice: "crewEnded" };
}
